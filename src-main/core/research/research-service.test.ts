import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { demoIdentity } from '../../../src-sim/state/accounts/demo-identity'
import { simControlFetch } from '../../../src-sim/kit/control/control-client'
import type { Simulator } from '../../../src-sim/server'
import { startFrozen } from '../../../src-sim/testing/harness'
import { tickerCommonsSpecSchema } from '../../../src-shared/schemas/ticker-commons'
import { createHttpClient } from '../http/http-client'
import { RateBudget } from '../http/rate-budget'
import { createResearchService } from './research-service'
import { researchTtlMs } from './research-cache'
import { ManualClock } from '../testing/manual-clock'

let sim: Simulator
beforeAll(async () => {
  sim = await startFrozen({ seed: 12 })
})
afterAll(async () => {
  await sim.close()
})
afterEach(async () => {
  await simControlFetch(sim.url, '/faults', { method: 'DELETE' })
})

const faults = (body: object) =>
  simControlFetch(sim.url, '/faults', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

function service(options: { apiKey?: string | null; clock?: ManualClock; budget?: RateBudget } = {}) {
  const key = options.apiKey === undefined ? demoIdentity.apiKey : options.apiKey
  return createResearchService({
    api: createHttpClient({ baseUrl: sim.url, ...(options.budget ? { budget: options.budget } : {}) }),
    apiKeyHeader: () => Promise.resolve(key === null ? null : { 'X-SVC-APIKEY': key }),
    ...(options.clock ? { clock: options.clock } : {}),
  })
}

async function boardRecord(symbol: string) {
  const res = await fetch(`${sim.url}/tartarus/v1/tickerCommons?tickers=${symbol}`)
  const record = tickerCommonsSpecSchema.parse(await res.json()).data[0]
  if (record === undefined) throw new Error(`no ${symbol} on the board`)
  return record
}

describe('research service against the simulator', () => {
  it("reads a quote at the board's price and the board's book", async () => {
    const research = service()
    const record = await boardRecord('HPG')
    const quote = await research.quote('stocks', 'HPG')
    expect(quote.price).toBe(record.matchPrice)
    const book = await research.orderBook('HPG')
    expect(book.bids[0]).toEqual({ price: record.bidPrice01, volume: record.bidQtty01 })
  })

  it('assembles a company and its flows, newest session first', async () => {
    const research = service()
    const company = await research.company('VCB')
    expect(company.profile.sector?.slug).toBe('banks')
    expect(company.listing.foreign_room).toBe((await boardRecord('VCB')).room)
    const flows = await research.flows('VCB')
    expect(flows.foreign.length).toBeGreaterThan(15)
    expect(flows.foreign[0]?.date.localeCompare(flows.foreign[1]?.date ?? '')).toBe(1)
    expect(flows.proprietary).toHaveLength(flows.foreign.length)
  })

  it('pages ratios and statements back into the past', async () => {
    const research = service()
    const latest = await research.ratios('FPT', 'quarter', 1)
    const older = await research.ratios('FPT', 'quarter', 2)
    expect(latest.map((r) => r.period)).toEqual(['2025-Q4', '2025-Q3', '2025-Q2', '2025-Q1'])
    expect(older[0]?.period).toBe('2024-Q4')
    const sheets = await research.statements('FPT', 'balance_sheet', 'year', 1)
    const line = (key: string) => sheets[0]?.lines.find((l) => l.key === key)?.value
    expect(line('total_assets')).toBe(line('total_liabilities_and_equity'))
    // Read from the page's rows: years labelled as the screens show them, every line named.
    expect(sheets.map((p) => p.period)).toEqual(['2025', '2024', '2023', '2022'])
    expect(sheets[0]?.lines.filter((l) => l.name === l.key || l.name_en === l.key)).toEqual([])
  })

  it('screens on the server with the bounds as <field>_gt/_lt', async () => {
    const page = await service().screener({
      index: 'VN30',
      bounds: { pe: { lt: 15 }, roe: { gt: 12 } },
      sort: '-roe',
      page: 1,
      pageSize: 100,
    })
    expect(page.items.length).toBeGreaterThan(0)
    expect(page.items.length).toBeLessThan(30)
    for (const row of page.items) {
      expect(row.pe ?? Infinity).toBeLessThan(15)
      expect(row.roe ?? 0).toBeGreaterThan(12)
    }
  })

  it("compares the five indices and reads their daily closes, oldest first, ending at today's level", async () => {
    const research = service()
    const indices = await research.indices()
    expect(indices.map((i) => i.symbol).sort()).toEqual([
      'HNX30',
      'HNXINDEX',
      'UPCOMINDEX',
      'VN30',
      'VNINDEX',
    ])
    const vn30 = indices.find((i) => i.symbol === 'VN30')
    const closes = await research.indexHistory('VN30', 30)
    expect(closes.length).toBeGreaterThan(15)
    const dates = closes.map((c) => c.time)
    expect(dates).toEqual([...new Set(dates)].sort())
    expect(closes.at(-1)?.close).toBeCloseTo(vn30?.value ?? 0, 1)
  })

  it("lists a sector's members, every one a ticker of that sector, and its breadth over them", async () => {
    const research = service()
    const banks = await research.sectorConstituents('banks')
    const row = (await research.sectors(2, 'financials')).find((s) => s.slug === 'banks')
    expect(banks).toHaveLength(row?.constituents ?? -1)
    for (const symbol of ['VCB', 'BID', 'CTG', 'TCB']) expect(banks.map((b) => b.symbol)).toContain(symbol)
    const breadth = await research.sectorBreadth('banks')
    expect(breadth.advances + breadth.declines + breadth.nochanges).toBe(banks.length)
  })

  it('serves a repeated read from its cache, shared by every caller, until the time to live', async () => {
    const clock = new ManualClock(1_000_000)
    const research = service({ clock })
    const first = await research.company('MWG')
    await faults({ errorRate: 1 })
    expect(await research.company('MWG')).toEqual(first)
    await clock.advance(researchTtlMs.company + 1)
    await expect(research.company('MWG')).rejects.toMatchObject({ detail: { kind: 'server' } })
  })

  it('turns a body that does not fit into a bad-response error', async () => {
    await faults({ malformedRate: 1 })
    await expect(service().bankRates()).rejects.toMatchObject({ detail: { kind: 'bad-response' } })
  })

  it('reports an unknown symbol as not found and a refused key as auth', async () => {
    await expect(service().company('NOPE')).rejects.toMatchObject({ detail: { status: 404 } })
    await expect(service({ apiKey: 'not-a-key' }).quote('stocks', 'FPT')).rejects.toMatchObject({
      detail: { kind: 'auth', status: 401 },
    })
  })

  it('goes through the rate budget of the key', async () => {
    const budget = new RateBudget({ quotaPerMinute: 300 })
    const research = service({ budget })
    await research.calendar('2026-03-01', '2026-03-07')
    await research.news(undefined, 'HPG', 1)
    expect(budget.state().usedLastMinute).toBeGreaterThanOrEqual(2)
  })
  it("lists the company's events as /market/stocks/{symbol}/events has them, AGMs included", async () => {
    const events = await service().stockEvents('FPT')
    const res = await fetch(`${sim.url}/market/stocks/FPT/events?page_size=100`, {
      headers: { 'X-SVC-APIKEY': demoIdentity.apiKey },
    })
    const served = ((await res.json()) as { data: { items: { id: string }[] } }).data.items
    expect(events.map((e) => e.id)).toEqual(served.map((e) => e.id))
    expect(events.some((e) => e.event_type === 'agm')).toBe(true)
  })

  it('filters insider trades and analyst reports on the server', async () => {
    const research = service()
    const all = await research.insider('FPT')
    const sells = await research.insider('FPT', { side: 'sell' })
    expect(sells.every((x) => x.side === 'sell')).toBe(true)
    expect(sells.length).toBe(all.filter((x) => x.side === 'sell').length)
    const reports = await research.analystReports('FPT')
    expect(reports.length).toBeGreaterThan(0)
    const first = reports[0]!
    const bySource = await research.analystReports('FPT', { source: first.source })
    expect(bySource.map((r) => r.id)).toEqual(
      reports.filter((r) => r.source === first.source).map((r) => r.id),
    )
    const inRange = await research.analystReports('FPT', { from: first.issue_date, to: first.issue_date })
    expect(inRange.every((r) => r.issue_date === first.issue_date)).toBe(true)
    expect(inRange.map((r) => r.id)).toContain(first.id)
  })
})
