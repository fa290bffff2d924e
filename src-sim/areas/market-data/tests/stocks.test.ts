import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  analystReportSchema,
  foreignHistoryBody,
  foreignSnapshotBody,
  insiderTradeSchema,
  listingBody,
  ordersSnapshotBody,
  ownershipBody,
  profileBody,
  proprietarySnapshotBody,
  screenerBody,
  screenerRowSchema,
  stockEventSchema,
  tradingHistoryBody,
  tradingSnapshotBody,
} from '../../../../src-shared/schemas/research/stocks'
import type { Simulator } from '../../../server'
import { startFrozen } from '../../../testing/harness'
import { allPages, board, failing, market } from '../testing/research-kit'

let sim: Simulator
beforeAll(async () => {
  sim = await startFrozen({ seed: 11 })
})
afterAll(async () => {
  await sim.close()
})

describe('GET /market/stocks (screener)', () => {
  it('scopes by index to the basket, by exchange and by sector, and pages the whole set', async () => {
    const vn30 = await allPages(sim, '/market/stocks?index=VN30', screenerRowSchema)
    const basket = await board(sim, 'index=2')
    expect(vn30.map((r) => r.symbol).sort()).toEqual(basket.map((r) => r.symbol).sort())
    const hnx = await market(sim, '/market/stocks?exchange=HNX&page_size=5', screenerBody)
    expect(hnx.data.total).toBe(304)
    expect(hnx.data.items.every((r) => r.exchange === 'HNX')).toBe(true)
    const banks = await allPages(sim, '/market/stocks?sector=banks', screenerRowSchema)
    expect(banks.map((r) => r.symbol)).toEqual(expect.arrayContaining(['VCB', 'BID', 'CTG', 'TCB', 'ACB']))
    expect(banks.every((r) => r.sector === 'banks')).toBe(true)
    const financials = await market(sim, '/market/stocks?sector=financials&page_size=1', screenerBody)
    expect(financials.data.total).toBeGreaterThan(banks.length)
  })

  it('applies numeric bounds strictly, sorts, and keeps only the asked fields', async () => {
    const body = await market(
      sim,
      '/market/stocks?index=VN100&pe_lt=15&roe_gt=12&sort=-roe&fields=pe,roe&page_size=100',
      screenerBody,
    )
    expect(body.data.items.length).toBeGreaterThan(0)
    for (const r of body.data.items) {
      expect(Object.keys(r).sort()).toEqual(['pe', 'roe', 'symbol'])
      expect(r.pe ?? Infinity).toBeLessThan(15)
      expect(r.roe ?? 0).toBeGreaterThan(12)
    }
    const roes = body.data.items.map((r) => r.roe ?? 0)
    expect(roes).toEqual([...roes].sort((a, b) => b - a))
  })

  it('prices rows at the board, and moves them to a window or a past date (not both)', async () => {
    const [hpg] = await board(sim, 'tickers=HPG')
    const today = (
      await market(sim, '/market/stocks?index=VN30&price_gt=0&page_size=100', screenerBody)
    ).data.items.find((r) => r.symbol === 'HPG')
    expect(today?.price).toBe(hpg?.matchPrice)
    expect(today?.market_cap).toBe((hpg?.matchPrice ?? 0) * (await profileShares('HPG')))
    const month = (await market(sim, '/market/stocks?index=VN30&window=1M&page_size=100', screenerBody)).data
    expect(month.window).toBe('1M')
    const hpgMonth = month.items.find((r) => r.symbol === 'HPG')
    expect(hpgMonth?.price).toBe(hpg?.matchPrice)
    expect(hpgMonth?.volume ?? 0).toBeGreaterThan(today?.volume ?? 0)
    const past = (await market(sim, '/market/stocks?index=VN30&date=2026-02-20&page_size=100', screenerBody))
      .data
    const history = (
      await market(
        sim,
        `/market/stocks/HPG/trading/history?from=${Date.parse('2026-02-20T00:00:00+07:00') / 1000}&to=${Date.parse('2026-02-20T23:00:00+07:00') / 1000}`,
        tradingHistoryBody,
      )
    ).data
    expect(past.items.find((r) => r.symbol === 'HPG')?.price).toBe(history.items[0]?.close)
    await failing(sim, '/market/stocks?window=1M&date=2026-02-20', 400)
  })

  it('answers 400 for bad parameters', async () => {
    for (const q of [
      'foo_gt=1',
      'pe_gt=abc',
      'pe_gt=1&pe_gt=2',
      'sort=nope',
      'fields=price,nope',
      'window=2D',
      'date=2026-13-01',
      'date=2030-01-01',
      'exchange=NYSE',
      'sector=nope',
      'index=NOPE',
      'color=red',
      'page_size=500',
    ]) {
      await failing(sim, `/market/stocks?${q}`, 400)
    }
  })
})

async function profileShares(symbol: string): Promise<number> {
  return (await market(sim, `/market/stocks/${symbol}/profile`, profileBody)).data.outstanding_shares ?? 0
}

describe('GET /market/stocks/{symbol}/…', () => {
  it("snapshots today's session from the engine: trading, foreign, proprietary, orders", async () => {
    const [r] = await board(sim, 'tickers=VNM')
    const trading = (await market(sim, '/market/stocks/vnm/trading', tradingSnapshotBody)).data
    expect(trading).toMatchObject({
      symbol: 'VNM',
      date: '2026-03-02',
      close: r?.matchPrice,
      volume: r?.totalVol,
      value: r?.totalVal,
      reference: r?.refPrice,
    })
    const foreign = (await market(sim, '/market/stocks/VNM/trading/foreign', foreignSnapshotBody)).data
    expect([foreign.buy_volume, foreign.sell_volume]).toEqual([r?.buyForeignQtty, r?.sellForeignQtty])
    expect(foreign.room).toBe(Number(r?.room))
    const prop = (await market(sim, '/market/stocks/VNM/trading/proprietary', proprietarySnapshotBody)).data
    expect(prop.net_volume).toBe(prop.buy_volume - prop.sell_volume)
    const orders = (await market(sim, '/market/stocks/VNM/trading/orders', ordersSnapshotBody)).data
    expect((orders.buy_up_volume ?? 0) + (orders.sell_down_volume ?? 0)).toBe(r?.totalVol)
  })

  it('keeps history newest first, chained by reference = previous close, paged', async () => {
    const body = (await market(sim, '/market/stocks/FPT/trading/history?page_size=10', tradingHistoryBody))
      .data
    expect(body.total).toBeGreaterThan(15)
    expect(body.items).toHaveLength(10)
    for (let i = 0; i + 1 < body.items.length; i++) {
      expect(body.items[i]?.date.localeCompare(body.items[i + 1]?.date ?? '')).toBe(1)
      expect(body.items[i]?.reference).toBe(body.items[i + 1]?.close)
    }
    const foreign = (
      await market(sim, '/market/stocks/FPT/trading/foreign/history?page=2&page_size=5', foreignHistoryBody)
    ).data
    expect(foreign.page).toBe(2)
    expect(foreign.items).toHaveLength(5)
    await failing(sim, '/market/stocks/FPT/trading/history?from=200&to=100', 400)
    await failing(sim, '/market/stocks/NOPE/trading', 404)
    await failing(sim, '/market/stocks/NOPE/trading/orders/history', 404)
  })

  it('filters insider trades by side and status', async () => {
    const all = await allPages(sim, '/market/stocks/VIC/trading/insider', insiderTradeSchema)
    expect(all.length).toBeGreaterThan(0)
    for (const side of ['buy', 'sell']) {
      const some = await allPages(sim, `/market/stocks/VIC/trading/insider?side=${side}`, insiderTradeSchema)
      expect(some.every((t) => t.side === side)).toBe(true)
    }
    const done = await allPages(
      sim,
      '/market/stocks/VIC/trading/insider?status=completed',
      insiderTradeSchema,
    )
    expect(done.every((t) => t.status === 'completed' && (t.executed_volume ?? 0) > 0)).toBe(true)
    await failing(sim, '/market/stocks/VIC/trading/insider?side=hold', 400)
  })

  it("lists group C's dividends and rights with their figures, and the AGMs", async () => {
    let checked = 0
    for (const symbol of ['HPG', 'VNM', 'FPT', 'MWG', 'SSI', 'ACB', 'TCB', 'GAS', 'VIC', 'VHM']) {
      const events = await allPages(sim, `/market/stocks/${symbol}/events`, stockEventSchema)
      expect(events.filter((e) => e.event_type === 'agm')).toHaveLength(2)
      for (const e of events.filter((x) => x.event_type === 'cash_dividend')) {
        expect(Number(e.details?.cash_per_share)).toBeGreaterThan(0)
        checked++
      }
      const cash = await allPages(
        sim,
        `/market/stocks/${symbol}/events?event_type=cash_dividend`,
        stockEventSchema,
      )
      expect(cash.every((e) => e.event_type === 'cash_dividend')).toBe(true)
    }
    expect(checked).toBeGreaterThan(0)
    await failing(sim, '/market/stocks/HPG/events?event_type=split', 400)
  })

  it('filters analyst reports by source, recommendation and issue date', async () => {
    const all = await allPages(sim, '/market/stocks/MWG/analyst-reports', analystReportSchema)
    expect(all.length).toBeGreaterThan(3)
    const source = all[0]?.source ?? ''
    const bySource = await allPages(
      sim,
      `/market/stocks/MWG/analyst-reports?source=${encodeURIComponent(source)}`,
      analystReportSchema,
    )
    expect(bySource.length).toBeGreaterThan(0)
    expect(bySource.every((r) => r.source === source)).toBe(true)
    const buys = await allPages(
      sim,
      '/market/stocks/MWG/analyst-reports?recommendation=buy',
      analystReportSchema,
    )
    expect(buys.every((r) => r.recommendation === 'buy')).toBe(true)
    const recent = await allPages(
      sim,
      '/market/stocks/MWG/analyst-reports?from_date=2025-09-01&to_date=2025-12-31',
      analystReportSchema,
    )
    expect(recent.every((r) => r.issue_date >= '2025-09-01' && r.issue_date <= '2025-12-31')).toBe(true)
    await failing(sim, '/market/stocks/MWG/analyst-reports?from_date=2025-12-31&to_date=2025-01-01', 400)
    await failing(sim, '/market/stocks/MWG/analyst-reports?recommendation=strong', 400)
  })

  it('describes the company: ICB sector, listing with room and indices, ownership', async () => {
    const profile = (await market(sim, '/market/stocks/VCB/profile', profileBody)).data
    expect(profile.sector).toMatchObject({ code: '3010', slug: 'banks' })
    expect(profile.industry).toMatchObject({ code: '30', slug: 'financials' })
    const [r] = await board(sim, 'tickers=VCB')
    const listing = (await market(sim, '/market/stocks/VCB/listing', listingBody)).data
    expect(listing.foreign_room).toBe(Number(r?.room))
    expect(listing.foreign_limit_pct).toBe(30)
    expect(listing.indices).toContain('VN30')
    const ownership = (await market(sim, '/market/stocks/VCB/ownership', ownershipBody)).data
    const foreignShares =
      ((listing.foreign_limit_pct ?? 0) / 100) * (listing.outstanding_shares ?? 0) -
      (listing.foreign_room ?? 0)
    expect(ownership.foreign_pct).toBeCloseTo((foreignShares / (listing.outstanding_shares ?? 1)) * 100, 1)
    expect(ownership.major_holders.length).toBeGreaterThan(0)
    for (const path of ['profile', 'listing', 'ownership', 'analyst-reports', 'events', 'trading/insider']) {
      await failing(sim, `/market/stocks/NOPE/${path}`, 404)
    }
  })
})
