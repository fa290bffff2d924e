import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoIdentity } from '../../../src-sim/state/accounts/demo-identity'
import type { Simulator } from '../../../src-sim/server'
import { startFrozen } from '../../../src-sim/testing/harness'
import { researchCalls, screenerInputSchema } from '../../../src-shared/bridge/contract'
import { createHttpClient } from '../http/http-client'
import { createResearchService } from './research-service'

let sim: Simulator
beforeAll(async () => {
  sim = await startFrozen({ seed: 12 })
})
afterAll(async () => {
  await sim.close()
})

const service = () =>
  createResearchService({
    api: createHttpClient({ baseUrl: sim.url }),
    apiKeyHeader: () => Promise.resolve({ 'X-SVC-APIKEY': demoIdentity.apiKey }),
  })

describe('screener and macro calls against the simulator', () => {
  it('sends fields and a past session date; only the asked columns come back', async () => {
    const page = await service().screener({
      bounds: { market_cap: { gt: 10_000e9 } },
      sort: '-market_cap',
      date: '2026-02-27',
      fields: ['symbol', 'market_cap'],
      page: 2,
      pageSize: 5,
    })
    expect(page.page).toBe(2)
    expect(page.items).toHaveLength(5)
    for (const row of page.items) expect(Object.keys(row).sort()).toEqual(['market_cap', 'symbol'])
    const caps = page.items.map((r) => r.market_cap ?? 0)
    expect([...caps].sort((a, b) => b - a)).toEqual(caps)
  })

  it('the contract refuses a window and a date together before anything is sent', () => {
    const parsed = screenerInputSchema.safeParse({ window: '1M', date: '2026-02-27' })
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues[0]?.message).toMatch(/window and date are mutually exclusive/)
  })

  it('reads the macro catalog and a series from a period in its own format', async () => {
    const research = service()
    const catalog = await research.macroCatalog()
    const cpi = catalog.items.find((i) => i.id === 'cpi_yoy')
    const gdp = catalog.items.find((i) => i.id === 'gdp_growth')
    expect(cpi?.latest_period).toMatch(/^\d{4}-(0[1-9]|1[0-2])$/)
    expect(gdp?.latest_period).toMatch(/^\d{4}-Q[1-4]$/)

    const series = await research.macro('gdp_growth', '2024-Q1')
    expect(series.values[0]?.period).toBe('2024-Q1')
    expect(series.values.at(-1)?.period).toBe(gdp?.latest_period)
    // The default is the last 12 periods.
    expect((await research.macro('cpi_yoy')).values).toHaveLength(12)
    // A period of another frequency is the server's 400, as a validation error.
    await expect(research.macro('gdp_growth', '2024-03')).rejects.toMatchObject({
      detail: { kind: 'validation' },
    })
    expect(
      researchCalls['research.macro'].input.safeParse({ indicator: 'cpi_yoy', from: '24-1' }).success,
    ).toBe(false)
  })
})
