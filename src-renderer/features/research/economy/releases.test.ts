import { describe, expect, it } from 'vitest'
import type { CalendarEvent } from '../../../../src-shared/schemas/research/info'
import { byDay, filterReleases, formatFigure, requestRange, surprise, weekOf } from './releases'

const release = (over: Partial<CalendarEvent>): CalendarEvent => ({
  id: 'x',
  country: 'US',
  event: 'ISM Manufacturing PMI',
  time: Date.UTC(2026, 2, 2, 15, 0),
  importance: 2,
  unit: 'Index',
  actual: '50.1',
  previous: '49.0',
  consensus: '49.5',
  forecast: '49.8',
  ...over,
})

describe('economic calendar releases', () => {
  it('takes the Vietnam week, Monday to Sunday, and asks the service from the UTC day before', () => {
    // Sunday 2026-03-08 20:00 UTC is Monday 03:00 in Hanoi: the next week already.
    const week = weekOf(Date.UTC(2026, 2, 8, 20, 0))
    expect(week.from).toBe('2026-03-09')
    expect(week.to).toBe('2026-03-15')
    expect(week.days).toHaveLength(7)
    expect(weekOf(Date.UTC(2026, 2, 8, 20, 0), -1).from).toBe('2026-03-02')
    expect(requestRange(week)).toEqual({ from: '2026-03-08', to: '2026-03-15' })
  })

  it('keeps the week’s own Vietnam days, the chosen economies and the minimum importance', () => {
    const week = { from: '2026-03-02', to: '2026-03-08' }
    const events = [
      // 23:30 UTC on Sunday the 1st is Monday 06:30 in Hanoi: inside.
      release({ id: 'jp', country: 'JP', time: Date.UTC(2026, 2, 1, 23, 30), importance: 2 }),
      release({ id: 'us', country: 'US', importance: 3 }),
      release({ id: 'vn', country: 'VN', importance: 1 }),
      // Sunday 17:00 UTC is Monday 00:00 of the next week in Hanoi: outside.
      release({ id: 'late', country: 'US', time: Date.UTC(2026, 2, 8, 17, 0) }),
    ]
    const all = new Set(['US', 'JP', 'VN', 'EU', 'CN', 'GB'])
    const ids = (economies: Set<string>, minImportance: 1 | 2 | 3) =>
      filterReleases(events, week, { economies, minImportance }).map((e) => e.id)
    expect(ids(all, 1)).toEqual(['jp', 'us', 'vn'])
    expect(ids(all, 2)).toEqual(['jp', 'us'])
    expect(ids(all, 3)).toEqual(['us'])
    expect(ids(new Set(['VN', 'JP']), 1)).toEqual(['jp', 'vn'])
    const days = byDay(filterReleases(events, week, { economies: all, minImportance: 1 }), [
      '2026-03-02',
      '2026-03-03',
    ])
    expect(days.get('2026-03-02')?.map((e) => e.id)).toEqual(['jp', 'us', 'vn'])
    expect(days.get('2026-03-03')).toEqual([])
  })

  it('prints figures with their unit and the precision they were sent with', () => {
    expect(formatFigure('2.80', 'Percent')).toBe('2.80%')
    expect(formatFigure('150', 'Thousand')).toBe('150K')
    expect(formatFigure('95.0', 'USD Billion')).toBe('$95.0B')
    expect(formatFigure('-1.25', 'USD Billion')).toBe('-$1.25B')
    expect(formatFigure('1234.5', 'Index')).toBe('1,234.5')
    expect(formatFigure('12', 'Units')).toBe('12 Units')
    expect(formatFigure(null, 'Percent')).toBe('–')
    expect(formatFigure('n/a', 'Percent')).toBe('–')
  })

  it('colours the actual against the consensus, lower better for jobless claims and inflation', () => {
    expect(surprise(release({ actual: '50.1', consensus: '49.5' }))).toBe('better')
    expect(surprise(release({ actual: '48.0', consensus: '49.5' }))).toBe('worse')
    expect(surprise(release({ actual: '49.50', consensus: '49.5' }))).toBe('inline')
    expect(surprise(release({ event: 'Initial Jobless Claims', actual: '240', consensus: '225' }))).toBe(
      'worse',
    )
    expect(surprise(release({ event: 'CPI (YoY)', actual: '2.6', consensus: '2.8' }))).toBe('better')
    // No consensus: the forecast; neither, or not released yet: nothing to colour.
    expect(surprise(release({ actual: '50.1', consensus: null, forecast: '50.5' }))).toBe('worse')
    expect(surprise(release({ actual: '50.1', consensus: null, forecast: null }))).toBeNull()
    expect(surprise(release({ actual: null }))).toBeNull()
  })
})
