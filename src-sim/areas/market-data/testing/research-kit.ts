import { expect } from 'vitest'
import type { z } from 'zod'
import { listPage, marketEnvelope } from '../../../../src-shared/schemas/research/envelope'
import { tickerCommonsSpecSchema, type TickerRecordSpec } from '../../../../src-shared/schemas/ticker-commons'
import { demoIdentity } from '../../../state/accounts/demo-identity'
import type { Simulator } from '../../../server'
import { getJson } from '../../../testing/harness'

export const apiKey = { 'X-SVC-APIKEY': demoIdentity.apiKey }

/** A group E call with the tier-1 key; the status is asserted, the body parsed with the client's schema. */
export async function market<T extends z.ZodType>(
  sim: Simulator,
  path: string,
  schema: T,
): Promise<z.infer<T>> {
  const res = await getJson(`${sim.url}${path}`, { headers: apiKey })
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`)
  expect(res.body).toMatchObject({ error_code: '0', message: 'success' })
  return schema.parse(res.body)
}

/** A call expected to fail: its status and the `{error_code, message}` body. */
export async function failing(
  sim: Simulator,
  path: string,
  status: number,
): Promise<{ error_code: string; message: string }> {
  const res = await getJson(`${sim.url}${path}`, { headers: apiKey })
  expect(res.status, `${path} → ${JSON.stringify(res.body)}`).toBe(status)
  const body = res.body as { error_code: string; message: string }
  expect(typeof body.error_code).toBe('string')
  expect(body.message.length).toBeGreaterThan(0)
  expect(Object.keys(body).sort()).toEqual(['error_code', 'message'])
  return body
}

export async function board(sim: Simulator, query: string): Promise<TickerRecordSpec[]> {
  const res = await getJson(`${sim.url}/tartarus/v1/tickerCommons?${query}`)
  expect(res.status).toBe(200)
  return tickerCommonsSpecSchema.parse(res.body).data
}

/** Every page of a paged list, 100 items at a time, parsed with the client's item schema. */
export async function allPages<I extends z.ZodType>(
  sim: Simulator,
  path: string,
  item: I,
): Promise<z.infer<I>[]> {
  const body = marketEnvelope(listPage(item))
  const items: z.infer<I>[] = []
  for (let page = 1; page < 100; page++) {
    const sep = path.includes('?') ? '&' : '?'
    const { data } = await market(sim, `${path}${sep}page=${page}&page_size=100`, body)
    items.push(...(data.items as z.infer<I>[]))
    if (items.length >= data.total || data.items.length === 0) break
  }
  return items
}
