import { describe, expect, it } from 'vitest'
import { percentFromFirst, rangeDays } from './index-ranges'

describe('index comparison ranges', () => {
  it('reaches back the calendar days of each range, YTD to 1 January in exchange time', () => {
    const now = Date.UTC(2026, 2, 10, 3) // 10 March 2026, 10:00 in Hanoi
    expect(rangeDays('1M', now)).toBe(31)
    expect(rangeDays('1Y', now)).toBe(366)
    expect(rangeDays('YTD', now)).toBe(69)
    // 31 December 20:00 UTC is already 1 January in Hanoi: at least a week, not a whole year.
    expect(rangeDays('YTD', Date.UTC(2025, 11, 31, 20))).toBe(5)
  })

  it('turns closes into percent from the first session', () => {
    expect(
      percentFromFirst([
        { time: '2026-03-02', close: 1200 },
        { time: '2026-03-03', close: 1212 },
        { time: '2026-03-04', close: 1188 },
      ]),
    ).toEqual([
      { time: '2026-03-02', value: 0 },
      { time: '2026-03-03', value: 1 },
      { time: '2026-03-04', value: -1 },
    ])
    expect(percentFromFirst([])).toEqual([])
  })
})
