import { describe, expect, it } from 'vitest'
import { monthDay, parsePeriod, periodLabel, periodsBack, seriesKind } from './macro-periods'

describe('macro periods', () => {
  it('reads the three formats and writes them back', () => {
    for (const label of ['2025', '2025-Q1', '2025-Q4', '2025-01', '2025-12']) {
      const p = parsePeriod(label)
      expect(p).not.toBeNull()
      expect(periodLabel(p!)).toBe(label)
    }
    expect(parsePeriod('2025-Q5')).toBeNull()
    expect(parsePeriod('2025-13')).toBeNull()
    expect(parsePeriod('25')).toBeNull()
  })

  it('steps back across year ends in the kind of the latest period', () => {
    expect(periodsBack('2026-02', 12)).toBe('2025-03')
    expect(periodsBack('2026-Q1', 8)).toBe('2024-Q2')
    expect(periodsBack('2025', 10)).toBe('2016')
    expect(periodsBack('Q1-2025', 4)).toBeNull()
  })

  it('places months on days for the time-series chart, and knows a series by its periods', () => {
    expect(monthDay('2025-07')).toBe('2025-07-01')
    expect(monthDay('2025-Q3')).toBeNull()
    expect(seriesKind(['2025-Q3', '2025-Q4'])).toBe('quarter')
    expect(seriesKind(['2025', '2025-Q4'])).toBeNull()
    expect(seriesKind([])).toBeNull()
  })
})
