import { describe, expect, it } from 'vitest'
import { addMonths, byDate, monthGrid, monthRange } from './calendar-month'

describe('calendar month', () => {
  it('lays March 2026 out in whole Monday-first weeks', () => {
    const grid = monthGrid({ year: 2026, month: 3 })
    // 1 March 2026 is a Sunday: six days of February lead.
    expect(grid[0]).toEqual({ date: '2026-02-23', day: 23, inMonth: false })
    expect(grid[6]).toEqual({ date: '2026-03-01', day: 1, inMonth: true })
    expect(grid.length % 7).toBe(0)
    expect(grid.filter((c) => c.inMonth)).toHaveLength(31)
    expect(grid.at(-1)?.date).toBe('2026-04-05')
  })

  it('steps months across years and gives their first and last days', () => {
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 })
    expect(addMonths({ year: 2025, month: 12 }, 2)).toEqual({ year: 2026, month: 2 })
    expect(monthRange({ year: 2024, month: 2 })).toEqual({ start: '2024-02-01', end: '2024-02-29' })
  })

  it('files events under the chosen date, skipping those without it', () => {
    const events = [
      {
        id: 1,
        registrationDate: '2026-03-05T00:00:00',
        recordDate: '2026-03-06T00:00:00',
        executionDate: null,
      },
      {
        id: 2,
        registrationDate: '2026-03-05T00:00:00',
        recordDate: '2026-03-09T00:00:00',
        executionDate: '2026-04-01',
      },
    ]
    expect(
      [...byDate(events, 'registrationDate').entries()].map(([d, es]) => [d, es.map((e) => e.id)]),
    ).toEqual([['2026-03-05', [1, 2]]])
    expect([...byDate(events, 'executionDate').keys()]).toEqual(['2026-04-01'])
  })
})
