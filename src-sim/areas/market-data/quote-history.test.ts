import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { indexRealtimeSpecSchema } from '../../../src-shared/schemas/index-realtime'
import { quoteHistorySchema } from '../../../src-shared/schemas/quote-history'
import { tickerCommonsSpecSchema } from '../../../src-shared/schemas/ticker-commons'
import { demoIdentity } from '../../state/accounts/demo-identity'
import type { Simulator } from '../../server'
import { getJson, postJson, startFrozen } from '../../testing/harness'

const key = { 'X-SVC-APIKEY': demoIdentity.apiKey }

describe('GET /market/quotes/{kind}/{symbol}/history', () => {
  let sim: Simulator
  beforeAll(async () => {
    sim = await startFrozen({ seed: 9 })
  })
  afterAll(async () => {
    await sim.close()
  })

  const history = async (path: string) => {
    const res = await getJson(`${sim.url}${path}`, { headers: key })
    return { status: res.status, body: res.body }
  }

  it('gives minute candles of today that add up to the board volume and end at its last price', async () => {
    await postJson(`${sim.url}/__sim/clock`, { advanceMs: 10 * 60_000 })
    const board = await getJson(`${sim.url}/tartarus/v1/tickerCommons?tickers=FPT`)
    const row = tickerCommonsSpecSchema.parse(board.body).data[0]
    if (!row) throw new Error('no FPT on the board')
    const { status, body } = await history('/market/quotes/stocks/fpt/history?resolution=1')
    expect(status).toBe(200)
    const parsed = quoteHistorySchema.parse(body)
    expect(parsed.data.currency).toBe('VND')
    const series = parsed.data.series
    expect(series.length).toBeGreaterThan(5)
    expect(series.reduce((sum, c) => sum + (c.v ?? 0), 0)).toBe(row.totalVol)
    expect(series.at(-1)?.c).toBe(row.matchPrice)
    expect(series.every((c) => Number.isInteger(c.t) && c.t % 60 === 0)).toBe(true)
  })

  it('gives daily candles whose last past close is the reference', async () => {
    const board = await getJson(`${sim.url}/tartarus/v1/tickerCommons?tickers=VNM`)
    const row = tickerCommonsSpecSchema.parse(board.body).data[0]
    // The simulator's clock is frozen on its own date: ask from the epoch, it keeps two years.
    const { body } = await history('/market/quotes/stocks/VNM/history?resolution=1D&from=0')
    const series = quoteHistorySchema.parse(body).data.series
    expect(series.length).toBeGreaterThan(400)
    expect(series.length).toBeLessThan(530)
    // The last candle is today's (live); the one before is yesterday's close = today's reference.
    expect(series.at(-2)?.c).toBe(Number(row?.refPrice))
  })

  it('gives index candles in points, without a currency, that join the realtime level and reference', async () => {
    const realtime = await getJson(`${sim.url}/market/index-realtime?index=VN30`, { headers: key })
    const vn30 = indexRealtimeSpecSchema.parse(realtime.body).result[0]
    if (!vn30) throw new Error('no VN30 in index-realtime')
    const minutes = await history('/market/quotes/indices/vn30/history?resolution=5')
    expect(minutes.status).toBe(200)
    const intraday = quoteHistorySchema.parse(minutes.body)
    expect(intraday.data.currency).toBeUndefined()
    expect(intraday.data.series.length).toBeGreaterThan(2)
    expect(intraday.data.series.every((c) => c.t % 300 === 0)).toBe(true)
    expect(intraday.data.series.reduce((sum, c) => sum + (c.v ?? 0), 0)).toBe(
      (vn30.volumes ?? []).reduce((sum, v) => sum + v, 0),
    )
    const daily = await history('/market/quotes/indices/VN30/history?resolution=1D&from=0')
    const days = quoteHistorySchema.parse(daily.body).data.series
    expect(days.length).toBeGreaterThan(400)
    expect(days.at(-2)?.c).toBe(vn30.reference)
    expect(days.at(-1)?.c).toBe(vn30.indexValue)
    expect((await history('/market/quotes/indices/VN99/history')).status).toBe(404)
  })

  it('refuses a missing key, an unknown kind, a bad range and an unknown symbol in words', async () => {
    const noKey = await getJson(`${sim.url}/market/quotes/stocks/FPT/history`)
    expect(noKey.status).toBe(401)
    expect(noKey.body).toMatchObject({ error_code: 'API_KEY_REQUIRED' })
    expect((await history('/market/quotes/shares/FPT/history')).status).toBe(400)
    const backwards = await history('/market/quotes/stocks/FPT/history?from=200&to=100')
    expect(backwards.status).toBe(400)
    expect(backwards.body).toMatchObject({ error_code: 'INVALID_PARAMETER' })
    const unknown = await history('/market/quotes/stocks/ZZZ9/history')
    expect(unknown.status).toBe(404)
    expect(unknown.body).toMatchObject({ error_code: 'SYMBOL_NOT_FOUND' })
  })
})
