import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { quoteHistorySchema } from '../../../../src-shared/schemas/quote-history'
import {
  catalogBody,
  dealerProductsBody,
  orderBookBody,
  orderBookHistoryBody,
  researchQuoteBody,
} from '../../../../src-shared/schemas/research/quotes'
import type { Simulator } from '../../../server'
import { getJson, startFrozen } from '../../../testing/harness'
import { apiKey, board, failing, market } from '../testing/research-kit'

let sim: Simulator
beforeAll(async () => {
  sim = await startFrozen({ seed: 7 })
})
afterAll(async () => {
  await sim.close()
})

describe('group E quotes (simulator)', () => {
  it('refuses a call without the tier-1 key, with the group E error body', async () => {
    const res = await getJson(`${sim.url}/market/quotes/stocks/FPT`)
    expect(res.status).toBe(401)
    expect(res.body).toMatchObject({ error_code: 'API_KEY_REQUIRED' })
  })

  it('lists a catalog for each of the eight kinds, paged with page_size default 20', async () => {
    for (const kind of ['stocks', 'indices', 'forex', 'cryptos', 'commodities', 'funds', 'bonds', 'etfs']) {
      const body = await market(sim, `/market/quotes/${kind}`, catalogBody)
      expect(body.data.items.length, kind).toBeGreaterThan(0)
      expect(body.data.page_size).toBe(20)
      expect(body.data.items.length).toBe(Math.min(20, body.data.total))
    }
    const hnx = await market(sim, '/market/quotes/stocks?exchange=HNX&page=2&page_size=50', catalogBody)
    expect(hnx.data.total).toBe(304)
    expect(hnx.data.items).toHaveLength(50)
    expect(hnx.data.items.every((i) => i.exchange === 'HNX')).toBe(true)
    await failing(sim, '/market/quotes/stocks?page_size=101', 400)
    await failing(sim, '/market/quotes/stocks?page=0', 400)
    await failing(sim, '/market/quotes/shares', 400)
  })

  it("quotes a stock at the board's price, case-insensitively", async () => {
    const records = await board(sim, 'index=2')
    for (const r of records.slice(0, 10)) {
      const q = (await market(sim, `/market/quotes/stocks/${r.symbol.toLowerCase()}`, researchQuoteBody)).data
      expect(q.symbol).toBe(r.symbol)
      expect(q.price).toBe(r.matchPrice > 0 ? r.matchPrice : r.refPrice)
      expect(q.reference).toBe(r.refPrice)
      expect([q.ceiling, q.floor]).toEqual([r.ceilPrice, r.floorPrice])
      expect(q.volume).toBe(r.totalVol)
      expect(q.change).toBe(q.price - q.reference)
    }
    await failing(sim, '/market/quotes/stocks/NOPE', 404)
    await failing(sim, '/market/quotes/stocks/FPT?x=1', 400)
  })

  it('prices an index at its index-realtime level and an ETF off the index it tracks', async () => {
    const res = await getJson(`${sim.url}/market/index-realtime?index=VN30&mode=lite`, { headers: apiKey })
    const vn30 = (await market(sim, '/market/quotes/indices/vn30', researchQuoteBody)).data
    expect(res.status).toBe(200)
    expect(vn30.price).toBe((res.body as { result: { indexValue: number }[] }).result[0]?.indexValue)
    const etf = (await market(sim, '/market/quotes/etfs/E1VFVN30', researchQuoteBody)).data
    expect(etf.price / vn30.price).toBeCloseTo(14.2, 1)
    expect(etf.price % 10).toBe(0)
    for (const [kind, symbol] of [
      ['forex', 'USDVND'],
      ['cryptos', 'BTCUSD'],
      ['commodities', 'SJC'],
      ['funds', 'DCDS'],
      ['bonds', 'VN10Y'],
    ]) {
      const q = (await market(sim, `/market/quotes/${kind}/${symbol}`, researchQuoteBody)).data
      expect(q.price).toBeGreaterThan(0)
      expect(q.change).toBeCloseTo(q.price - q.reference, 4)
    }
  })

  it("serves the board's book for stocks, a book for bonds and ETFs, and refuses the other kinds", async () => {
    const [r] = await board(sim, 'tickers=HPG')
    const book = (await market(sim, '/market/quotes/stocks/HPG/order-book', orderBookBody)).data
    expect(r).toBeDefined()
    if (r === undefined) return
    expect(book.bids[0]).toEqual({ price: r.bidPrice01, volume: r.bidQtty01 })
    expect(book.asks[0]).toEqual({ price: r.offerPrice01, volume: r.offerQtty01 })
    for (const path of ['/market/quotes/bonds/VN10Y/order-book', '/market/quotes/etfs/FUEVFVND/order-book']) {
      const b = (await market(sim, path, orderBookBody)).data
      expect(b.bids[0]?.price ?? 0).toBeLessThan(b.asks[0]?.price ?? 0)
    }
    for (const kind of ['indices', 'forex', 'cryptos', 'commodities', 'funds']) {
      const err = await failing(sim, `/market/quotes/${kind}/X/order-book`, 400)
      expect(err.message).toMatch(/only stocks, bonds and etfs/)
    }
    await failing(sim, '/market/quotes/stocks/NOPE/order-book', 404)
  })

  it("records the session's books minute by minute, ending at the live book", async () => {
    const body = await market(
      sim,
      '/market/quotes/stocks/FPT/order-book/history?page_size=100',
      orderBookHistoryBody,
    )
    expect(body.data.total).toBeGreaterThan(5)
    const times = body.data.items.map((b) => b.time ?? 0)
    expect([...times].sort((a, b) => a - b)).toEqual(times)
    const live = (await market(sim, '/market/quotes/stocks/FPT/order-book', orderBookBody)).data
    expect(body.data.items.at(-1)).toEqual(live)
    await failing(sim, '/market/quotes/stocks/FPT/order-book/history?from=20&to=10', 400)
    await failing(sim, '/market/quotes/stocks/FPT/order-book/history?from=yesterday', 400)
  })

  it('has daily history for indices, ETFs and the other kinds; bond candles carry a yield, no close', async () => {
    const now = Date.parse('2026-03-02T10:00:00+07:00') / 1000
    const from = now - 30 * 86_400
    const index = quoteHistorySchema.parse(
      (await getJson(`${sim.url}/market/quotes/indices/VNINDEX/history?from=${from}`, { headers: apiKey }))
        .body,
    )
    expect(index.data.series.length).toBeGreaterThan(15)
    const live = (await market(sim, '/market/quotes/indices/VNINDEX', researchQuoteBody)).data
    expect(index.data.series.at(-1)?.c).toBe(live.price)
    const bond = await getJson(`${sim.url}/market/quotes/bonds/VN10Y/history?from=${from}`, {
      headers: apiKey,
    })
    const candles = (bond.body as { data: { series: { c: number | null; y: number }[] } }).data.series
    expect(candles.every((c) => c.c === null && c.y > 0)).toBe(true)
    const btc = await getJson(`${sim.url}/market/quotes/cryptos/BTCUSD/history?from=${from}`, {
      headers: apiKey,
    })
    // Coins trade every day, weekends included.
    expect((btc.body as { data: { series: unknown[] } }).data.series.length).toBeGreaterThanOrEqual(30)
    expect((await getJson(`${sim.url}/market/quotes/cryptos/NOPE/history`, { headers: apiKey })).status).toBe(
      404,
    )
  })

  it("lists gold dealers' products with buy below sell, one dealer, and a product's history", async () => {
    const all = (await market(sim, '/market/quotes/commodities/SJC/dealer-products', dealerProductsBody)).data
    expect(new Set(all.items.map((p) => p.dealer)).size).toBe(5)
    expect(all.items.every((p) => (p.buy ?? 0) < (p.sell ?? 0))).toBe(true)
    const doji = (
      await market(sim, '/market/quotes/commodities/sjc/dealer-products/doji', dealerProductsBody)
    ).data
    expect(doji.items.every((p) => p.dealer === 'DOJI')).toBe(true)
    const history = await getJson(
      `${sim.url}/market/quotes/commodities/SJC/dealer-products/DOJI/ring-9999/history`,
      { headers: apiKey },
    )
    expect(history.status).toBe(200)
    expect((history.body as { data: { series: unknown[] } }).data.series.length).toBeGreaterThan(15)
    await failing(sim, '/market/quotes/commodities/BRENT/dealer-products', 404)
    await failing(sim, '/market/quotes/commodities/SJC/dealer-products/NOBODY', 404)
  })
})
