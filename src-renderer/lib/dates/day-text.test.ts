import { describe, expect, it } from 'vitest'
import { dayTextOf, isoOfDayText } from './day-text'

describe('day text (dd/MM/yyyy)', () => {
  it('reads a day first, as Vietnamese dates are written, and the ISO form', () => {
    expect(isoOfDayText('05/01/2026')).toBe('2026-01-05')
    expect(isoOfDayText('5/1/2026')).toBe('2026-01-05')
    expect(isoOfDayText(' 31.12.2025 ')).toBe('2025-12-31')
    expect(isoOfDayText('2026-01-05')).toBe('2026-01-05')
  })

  it('refuses what is not a real day', () => {
    for (const text of ['31/02/2026', '29/02/2025', '01/13/2026', '12/25/26', 'hôm nay', '']) {
      expect(isoOfDayText(text), text).toBeNull()
    }
    expect(isoOfDayText('29/02/2028')).toBe('2028-02-29')
  })

  it('shows an ISO day as dd/MM/yyyy', () => {
    expect(dayTextOf('2026-01-05')).toBe('05/01/2026')
    expect(dayTextOf('')).toBe('')
  })
})
