import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { quoteHistorySchema } from '../../../src-shared/schemas/quote-history'
import { tickerCommonsSpecSchema } from '../../../src-shared/schemas/ticker-commons'
import { demoIdentity } from '../../accounts/demo-identity'
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
