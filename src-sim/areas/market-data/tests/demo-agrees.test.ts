import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { macroSeriesBody, newsItemSchema } from '../../../../src-shared/schemas/research/info'
import { constituentSchema } from '../../../../src-shared/schemas/research/market'
import { listPage, marketEnvelope } from '../../../../src-shared/schemas/research/envelope'
import { screenerBody, statementBody } from '../../../../src-shared/schemas/research/stocks'
import { vnParts } from '../../../../src-shared/market/vietnam-calendar'
import type { Simulator } from '../../../server'
import { getJson, startFrozen } from '../../../testing/harness'
import { allPages, apiKey, market } from '../testing/research-kit'

/**
 * The demo market reads as one Vietnamese market: what a headline says is what the dashboard, the
 * chart and the statements beside it say, and the companies are of their real size.
 */
let sim: Simulator
beforeAll(async () => {
  sim = await startFrozen({ seed: 5 })
})
afterAll(async () => {
  await sim.close()
})

const constituentsBody = marketEnvelope(listPage(constituentSchema))
const vn30 = async () => (await market(sim, '/market/indices/VN30/constituents', constituentsBody)).data

/** The figure a headline prints, as a number (a Vietnamese decimal comma). */
const figureIn = (title: string): number => Number(/(\d+(?:,\d+)?)%/.exec(title)?.[1]?.replace(',', '.'))

/** The month a monthly figure published at `ms` is about: the month ended at least six days before. */
function monthReported(ms: number): string {
  const p = vnParts(ms - 6 * 86_400_000)
  const index = p.year * 12 + p.month - 2
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`
}

describe('the demo market agrees with itself', () => {
  it("lists VN30's thirty members on one default page, no weight above the basket's 10 % cap", async () => {
    const data = await vn30()
    expect(data.total).toBe(30)
    expect(data.items).toHaveLength(30)
    const weights = data.items.map((m) => m.weight_pct ?? 0)
    expect(weights.reduce((a, b) => a + b, 0)).toBeCloseTo(100, 1)
    // The cap holds at the reference prices, where the capping factors are fixed; today's moves drift it.
    const atRef = data.items.map((m) => ((m.weight_pct ?? 0) / m.price) * (m.reference ?? 0))
    const total = atRef.reduce((a, b) => a + b, 0)
    const refWeights = atRef.map((w) => (w / total) * 100)
    expect(Math.max(...refWeights)).toBeLessThanOrEqual(10.0001)
    // The cap binds: the heaviest company by its own capitalisation is held at 10 %.
    expect(Math.max(...refWeights)).toBeCloseTo(10, 2)
  })

  it('gives every VN30 company news of its own', async () => {
    const { items } = await vn30()
    for (const { symbol } of items) {
      const news = await market(
        sim,
        `/market/market-news?topic=stock&symbol=${symbol}`,
        marketEnvelope(listPage(newsItemSchema)),
      )
      expect(news.data.total, symbol).toBeGreaterThan(0)
    }
  })

  it("prints in each CPI headline the dashboard's CPI for the month it reports", async () => {
    const news = await allPages(sim, '/market/market-news?topic=macro', newsItemSchema)
    const cpi = news.filter((n) => n.title.startsWith('CPI'))
    expect(cpi.length).toBeGreaterThan(5)
    const series = (await market(sim, '/market/macro/indicators/cpi_yoy?from=2000-01', macroSeriesBody)).data
      .values
    const byPeriod = new Map(series.map((v) => [v.period, v.value]))
    for (const n of cpi) {
      const dashboard = byPeriod.get(monthReported(n.published_at))
      expect(dashboard, n.title).toBeDefined()
      expect(figureIn(n.title), n.title).toBe(Math.round((dashboard ?? 0) * 10) / 10)
    }
    // The latest headline reports the dashboard's latest month.
    const latest = series.at(-1)?.value ?? 0
    expect(figureIn(cpi[0]?.title ?? '')).toBe(Math.round(latest * 10) / 10)
  })

  it("reports each past session's VN30 move as the index's daily candle shows it", async () => {
    const news = await allPages(sim, '/market/market-news?topic=market', newsItemSchema)
    const moves = news.filter((n) => n.title.startsWith('VN30'))
    expect(moves.length).toBeGreaterThan(10)
    const to = Math.floor(sim.context.world.clock.now() / 1000)
    const res = await getJson(
      `${sim.url}/market/quotes/indices/VN30/history?resolution=1D&from=${to - 90 * 86_400}&to=${to}`,
      { headers: apiKey },
    )
    const candles = (res.body as { data: { series: { t: number; c: number }[] } }).data.series
    let checked = 0
    for (const n of moves) {
      const at = n.published_at
      const i = candles.findIndex((c) => c.t * 1000 <= at && at - c.t * 1000 < 86_400_000)
      const day = candles[i]
      const before = candles[i - 1]
      if (day === undefined || before === undefined) continue
      const move = ((day.c - before.c) / before.c) * 100
      expect(figureIn(n.title), n.title).toBeCloseTo(Math.abs(move), 0)
      expect(n.title.startsWith('VN30 tăng'), n.title).toBe(move >= 0)
      checked++
    }
    expect(checked).toBeGreaterThan(10)
  })

  it('keeps company figures of their real order: FPT earns 12–20 trillion VND a quarter', async () => {
    const fpt = await market(
      sim,
      '/market/v2/financial-statement/statement?symbol=FPT&type=income-statement&period=quarterly',
      statementBody,
    )
    const revenues = fpt.filter((r) => r.metricCode === 'revenue')
    expect(revenues).toHaveLength(4)
    for (const q of revenues) {
      const period = `${q.year}-Q${q.quarter}`
      expect((q.metricValue ?? 0) / 1e12, period).toBeGreaterThan(12)
      expect((q.metricValue ?? 0) / 1e12, period).toBeLessThan(20)
    }
  })

  it('ranks the largest companies as the market does: the ten largest are large caps, none on HNX', async () => {
    const top = (await market(sim, '/market/stocks?sort=-market_cap&page_size=20', screenerBody)).data.items
    expect(top.slice(0, 10).every((s) => (s.market_cap ?? 0) > 100_000e9)).toBe(true)
    expect(top.filter((s) => s.exchange === 'HNX')).toEqual([])
  })
})
