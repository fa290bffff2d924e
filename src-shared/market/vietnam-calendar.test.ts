import { describe, expect, it } from 'vitest'
import {
  formatVnClock,
  formatVnDate,
  formatVnDayMonthTime,
  isoDate,
  vnDayNumber,
  vnDayStart,
  vnIsoDate,
  vnIsoDateTime,
  vnMidnight,
  vnParts,
  vnTime,
  vnTimeZone,
} from './vietnam-calendar'

/** The platform's own reading of the zone (Node's ICU here, Chromium's in the app), as an oracle. */
const intl = new Intl.DateTimeFormat('en-GB', {
  timeZone: vnTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
})
const intlReading = (ms: number): Record<string, string> =>
  Object.fromEntries(intl.formatToParts(ms).map((p) => [p.type, p.value]))

const vn = (iso: string): number => Date.parse(`${iso}+07:00`)

describe('the Vietnam calendar', () => {
  it('reads every instant as Intl does for Asia/Ho_Chi_Minh, across a year and at the edges of days', () => {
    const start = Date.UTC(2026, 0, 1)
    // Every 7 h 13 min 17 s for a year: every hour of the day, both sides of midnight, a leap day's year.
    for (let ms = start; ms < start + 366 * 86_400_000; ms += 26_000_000 - 3_000) {
      const r = intlReading(ms)
      expect(vnIsoDateTime(ms)).toBe(`${r.year}-${r.month}-${r.day}T${r.hour}:${r.minute}:${r.second}`)
      expect(formatVnDate(ms)).toBe(`${r.day}/${r.month}/${r.year}`)
    }
  })

  it('turns the day at Vietnam midnight, 17:00 UTC, whatever the machine zone', () => {
    const lastSecond = vn('2026-03-01T23:59:59')
    const midnight = vn('2026-03-02T00:00:00')
    expect(midnight).toBe(Date.UTC(2026, 2, 1, 17))
    expect(vnIsoDate(lastSecond)).toBe('2026-03-01')
    expect(vnIsoDate(midnight)).toBe('2026-03-02')
    expect(vnDayNumber(midnight) - vnDayNumber(lastSecond)).toBe(1)
    expect(vnMidnight(vn('2026-03-02T14:29:58'))).toBe(midnight)
    expect(vnDayStart(vnDayNumber(lastSecond))).toBe(vn('2026-03-01T00:00:00'))
    expect(vnTime(2026, 3, 2)).toBe(midnight)
    expect(vnParts(midnight).weekday).toBe(1)
  })

  it('prints clock times 24-hour with two digits, dates day first', () => {
    expect(formatVnClock(Date.UTC(2026, 0, 12, 2, 30, 5))).toBe('09:30:05')
    expect(formatVnClock(vn('2026-01-12T00:00:00'))).toBe('00:00:00')
    expect(formatVnClock(vn('2026-01-12T13:27:20'))).toBe('13:27:20')
    expect(formatVnDate(vn('2026-01-02T00:30:00'))).toBe('02/01/2026')
    expect(formatVnDayMonthTime(vn('2026-11-24T14:05:59'))).toBe('24/11 14:05')
    expect(isoDate(2026, 3, 9)).toBe('2026-03-09')
  })
})
