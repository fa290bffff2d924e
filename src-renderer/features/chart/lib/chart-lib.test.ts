import { describe, expect, it } from 'vitest'
import { bucketStart, toExchangeClock } from './candle-buckets'
import { foldQuote, type PlotCandle } from './live-candle'
import { chartPriceFormat } from './plot-candles'
import { historyScale } from './price-scale'
import { openingBars, openingRange } from './visible-range'

const quote = (matchPrice: number, totalVol: number) => ({ matchPrice, totalVol, open: 0, high: 0, low: 0 })

describe('historyScale', () => {
  it('scales thousands to VND when the reference is a thousand times the closes', () => {
    expect(historyScale([95.3, 96.1, 94.8], 95_300)).toBe(1_000)
  })
  it('leaves history that is already in VND', () => {
    expect(historyScale([95_300, 96_100], 95_000)).toBe(1)
  })
  it('leaves history alone when nothing is known of the board', () => {
    expect(historyScale([95.3], null)).toBe(1)
    expect(historyScale([], 95_000)).toBe(1)
  })
  it('brings VND down when the board is in thousands', () => {
    expect(historyScale([95_300], 95.3)).toBeCloseTo(0.001)
  })
})

describe('bucketStart', () => {
  const at = Date.parse('2026-11-20T03:07:42Z') / 1000 // 10:07:42 in Vietnam
  it('starts minute candles on the minute and 15-minute candles on the quarter', () => {
    expect(bucketStart(at, '1')).toBe(Date.parse('2026-11-20T03:07:00Z') / 1000)
    expect(bucketStart(at, '15')).toBe(Date.parse('2026-11-20T03:00:00Z') / 1000)
  })
  it('starts a daily candle at Vietnam midnight, not UTC midnight', () => {
    expect(bucketStart(at, '1D')).toBe(Date.parse('2026-11-19T17:00:00Z') / 1000)
    // 06:30 Vietnam is still the previous UTC day, but the same Vietnam day.
    const early = Date.parse('2026-11-19T23:30:00Z') / 1000
    expect(bucketStart(early, '1D')).toBe(Date.parse('2026-11-19T17:00:00Z') / 1000)
  })
  it('draws exchange time on the axis', () => {
    expect(toExchangeClock(0)).toBe(7 * 3_600)
  })
})

describe('foldQuote', () => {
  const t0 = Date.parse('2026-11-20T03:07:10Z') / 1000
  const last: PlotCandle = { time: t0 - 10, open: 100, high: 101, low: 99, close: 100, volume: 500 }

  it('moves the last candle and adds the volume traded since the previous update', () => {
    const out = foldQuote(last, quote(102, 10_300), t0, '1', 10_000)
    expect(out?.candle).toEqual({ time: t0 - 10, open: 100, high: 102, low: 99, close: 102, volume: 800 })
    expect(out?.seenVolume).toBe(10_300)
  })
  it('takes the first update as the baseline, without counting the day total again', () => {
    const out = foldQuote(last, quote(100, 10_000), t0, '1', null)
    expect(out?.candle.volume).toBe(500)
  })
  it('opens a new candle in the next minute', () => {
    const out = foldQuote(last, quote(98, 10_100), t0 + 60, '1', 10_000)
    expect(out?.candle).toEqual({ time: t0 + 50, open: 98, high: 98, low: 98, close: 98, volume: 100 })
  })
  it('uses the board day figures for a daily candle', () => {
    const out = foldQuote(
      undefined,
      { matchPrice: 101, totalVol: 9_000, open: 99, high: 103, low: 98 },
      t0,
      '1D',
      null,
    )
    expect(out?.candle).toMatchObject({ open: 99, high: 103, low: 98, close: 101, volume: 9_000 })
  })
  it('draws nothing before the first match of the day', () => {
    expect(foldQuote(last, quote(0, 0), t0, '1', null)).toBeNull()
  })
})

describe('openingRange', () => {
  it('fits a short series whole', () => {
    expect(openingRange(80, 4)).toBeNull()
    expect(openingRange(openingBars, 4)).toBeNull()
  })
  it('opens a year of daily candles on its last six months, with the right margin', () => {
    expect(openingRange(262, 4)).toEqual({ from: 262 - openingBars, to: 265 })
  })
})

describe('chartPriceFormat', () => {
  it('steps a futures chart by its 0.1-point tick, plotted in points', () => {
    expect(chartPriceFormat('VN30F2612', null, 2_086)).toEqual({ unit: 1, minMove: 0.1 })
  })
  it("steps a stock by the exchange's tick at the top of its chart, plotted in thousands", () => {
    // FPT near 96,000 on HOSE: the 100 VND band, so 96.20, 96.30 — never 96.24.
    expect(chartPriceFormat('FPT', 'HOSE', 102_700)).toEqual({ unit: 1_000, minMove: 0.1 })
    // Wholly under 10,000 on HOSE: the 10 VND tick.
    expect(chartPriceFormat('HAG', 'HOSE', 9_990)).toEqual({ unit: 1_000, minMove: 0.01 })
    // The 50 VND band, or a chart crossing 10,000: 100, which is on every finer tick below it.
    expect(chartPriceFormat('HPG', 'HOSE', 27_450)).toEqual({ unit: 1_000, minMove: 0.1 })
    expect(chartPriceFormat('HAG', 'HOSE', 10_100)).toEqual({ unit: 1_000, minMove: 0.1 })
    // HNX and UPCOM step by 100 at every price, a cheap stock too.
    expect(chartPriceFormat('SHS', 'HNX', 8_900)).toEqual({ unit: 1_000, minMove: 0.1 })
    expect(chartPriceFormat('BSR', 'UPCOM', 5_000)).toEqual({ unit: 1_000, minMove: 0.1 })
  })
  it('uses 100 VND, valid on every board, until the exchange or the prices are known', () => {
    expect(chartPriceFormat('HAG', null, 9_000)).toEqual({ unit: 1_000, minMove: 0.1 })
    expect(chartPriceFormat('HAG', 'HOSE', null)).toEqual({ unit: 1_000, minMove: 0.1 })
  })
})
