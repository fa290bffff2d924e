import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoIdentity } from '../../../src-sim/state/accounts/demo-identity'
import type { Simulator } from '../../../src-sim/server'
import { startFrozen } from '../../../src-sim/testing/harness'
import { createHttpClient } from '../http/http-client'
import { createResearchService } from './research-service'

let sim: Simulator
beforeAll(async () => {
  sim = await startFrozen({ seed: 7 })
})
afterAll(async () => {
  await sim.close()
})

const research = (wholeListPageSize?: number) =>
  createResearchService({
    api: createHttpClient({ baseUrl: sim.url }),
    apiKeyHeader: () => Promise.resolve({ 'X-SVC-APIKEY': demoIdentity.apiKey }),
    ...(wholeListPageSize === undefined ? {} : { wholeListPageSize }),
  })

async function simulator<T>(path: string): Promise<T> {
  const res = await fetch(`${sim.url}${path}`, { headers: { 'X-SVC-APIKEY': demoIdentity.apiKey } })
  return ((await res.json()) as { data: T }).data
}

describe('research news and economic calendar against the simulator', () => {
  it('reads one news item with its body in both languages', async () => {
    const service = research()
    const page = await service.news('stock', 'FPT', 1)
    const first = page.items[0]
    expect(first?.symbols).toEqual(['FPT'])
    const item = await service.newsItem(first?.id ?? '')
    expect(item.id).toBe(first?.id)
    expect(item.title).toBe(first?.title)
    expect(item.content).toContain(first?.summary ?? '—')
    expect(item.content_en).toContain(first?.summary_en ?? '—')
    await expect(service.newsItem('no-such-item')).rejects.toMatchObject({ detail: { status: 404 } })
  })

  it('reads every release of a range, all pages, as the simulator lists them', async () => {
    const from = '2026-01-05'
    const to = '2026-04-05'
    // Pages of 20, so the range spans several (the simulator serves about 25 releases a month).
    const releases = await research(20).calendar(from, to)
    const direct = await simulator<{ total: number; items: { id: string }[] }>(
      `/market/calendar?from=${from}&to=${to}&page_size=100`,
    )
    expect(direct.total).toBeGreaterThan(40)
    expect(releases.map((r) => r.id)).toEqual(direct.items.map((r) => r.id))
    expect(new Set(releases.map((r) => r.country))).toEqual(new Set(['US', 'EU', 'CN', 'JP', 'GB', 'VN']))
  })
})
