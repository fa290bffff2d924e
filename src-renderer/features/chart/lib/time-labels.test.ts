import { TickMarkType, type UTCTimestamp } from 'lightweight-charts'
import { describe, expect, it } from 'vitest'
import { vnTime } from '../../../../src-shared/market/vietnam-calendar'
import { toExchangeClock } from './candle-buckets'
import { crosshairTimeLabel, tickMarkLabel, timeAxisOptions } from './time-labels'

/** The chart's time of a Vietnam wall-clock moment (what the chart hands its formatters). */
const chartTime = (y: number, mo: number, d: number, h = 0, mi = 0) =>
  toExchangeClock(vnTime(y, mo, d, h, mi) / 1000) as UTCTimestamp

const englishMonth =
  /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|january|february|march|april|june|july|august|september|october|november|december/i
const allTypes = [
  TickMarkType.Year,
  TickMarkType.Month,
  TickMarkType.DayOfMonth,
  TickMarkType.Time,
  TickMarkType.TimeWithSeconds,
]

describe('the chart time axis in Vietnamese', () => {
  const tick = tickMarkLabel('vi')
  it('names no month in English, on any tick of any month, nor on the crosshair', () => {
    for (let month = 1; month <= 12; month++) {
      const t = chartTime(2025, month, 15, 10, 30)
      for (const type of allTypes) expect(tick(t, type)).not.toMatch(englishMonth)
      expect(crosshairTimeLabel('vi', true)(t)).not.toMatch(englishMonth)
      expect(crosshairTimeLabel('vi', false)(t)).not.toMatch(englishMonth)
    }
  })
  it('writes dates day first, in numbers, as Vietnamese boards do', () => {
    const t = chartTime(2025, 7, 1)
    expect(tick(t, TickMarkType.Month)).toBe('07/2025')
    expect(tick(chartTime(2025, 7, 15), TickMarkType.DayOfMonth)).toBe('15/07')
    expect(tick(chartTime(2026, 1, 2), TickMarkType.Year)).toBe('2026')
    expect(crosshairTimeLabel('vi', false)(chartTime(2025, 7, 15))).toBe('15/07/2025')
  })
  it('reads intraday times on the exchange clock (UTC+7), whatever the machine zone', () => {
    // 09:15 in Hanoi is 02:15 UTC: the label is the exchange's.
    const t = chartTime(2025, 11, 26, 9, 15)
    expect(tick(t, TickMarkType.Time)).toBe('09:15')
    expect(tick(t, TickMarkType.TimeWithSeconds)).toBe('09:15:00')
    expect(crosshairTimeLabel('vi', true)(t)).toBe('26/11/2025 09:15')
  })
})

describe('the chart time axis in English', () => {
  it('keeps short month names', () => {
    expect(tickMarkLabel('en')(chartTime(2025, 8, 1), TickMarkType.Month)).toBe('Aug 2025')
    expect(crosshairTimeLabel('en', true)(chartTime(2025, 8, 4, 14, 5))).toBe('4 Aug 2025 14:05')
  })
})

describe('what the chart is given', () => {
  it('the formatters of the UI language, for the axis and the crosshair', () => {
    const vi = timeAxisOptions('vi', false)
    const t = chartTime(2025, 7, 1)
    expect(vi.localization.locale).toBe('vi-VN')
    expect(vi.timeScale.tickMarkFormatter(t, TickMarkType.Month)).toBe('07/2025')
    expect(vi.localization.timeFormatter(t)).toBe('01/07/2025')
    expect(timeAxisOptions('en', false).timeScale.tickMarkFormatter(t, TickMarkType.Month)).toBe('Jul 2025')
  })
})
