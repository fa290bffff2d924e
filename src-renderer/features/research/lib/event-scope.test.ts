import { describe, expect, it } from 'vitest'
import { eventsShown, heldSymbols, inScope, marksOf } from './event-scope'

const sets = { watched: new Set(['FPT', 'HPG']), held: new Set(['HPG', 'VNM']) }

describe('corporate-event calendar scope', () => {
  it('keeps every symbol, the watched ones or the held ones', () => {
    const symbols = ['FPT', 'HPG', 'VNM', 'SSI']
    expect(symbols.filter((s) => inScope(s, 'all', sets))).toEqual(symbols)
    expect(symbols.filter((s) => inScope(s, 'watched', sets))).toEqual(['FPT', 'HPG'])
    expect(symbols.filter((s) => inScope(s, 'held', sets))).toEqual(['HPG', 'VNM'])
  })

  it('marks held before watched, and nothing for other symbols', () => {
    expect(marksOf('HPG', sets)).toEqual(['held', 'watched'])
    expect(marksOf('FPT', sets)).toEqual(['watched'])
    expect(marksOf('VNM', sets)).toEqual(['held'])
    expect(marksOf('SSI', sets)).toEqual([])
  })

  it('counts as held only positions with shares', () => {
    expect(
      heldSymbols([
        { symbol: 'hpg', quantity: 1_000 },
        { symbol: 'VNM', quantity: 0 },
      ]),
    ).toEqual(new Set(['HPG']))
  })
})

describe('events a calendar month shows', () => {
  const events = [
    { symbol: 'HPG', registrationDate: '2026-03-10', recordDate: '2026-03-11', executionDate: '2026-04-02' },
    { symbol: 'FPT', registrationDate: '2026-02-27', recordDate: '2026-03-02', executionDate: null },
    {
      symbol: 'SSI',
      registrationDate: '2026-03-31T00:00:00',
      recordDate: '2026-04-01',
      executionDate: '2026-04-20',
    },
  ]
  const march = { start: '2026-03-01', end: '2026-03-31' }

  it('files each event under the chosen date field, inside the month', () => {
    const shown = (field: 'registrationDate' | 'recordDate' | 'executionDate') =>
      eventsShown(events, { scope: 'all', sets, field, ...march }).map((e) => e.symbol)
    expect(shown('registrationDate')).toEqual(['HPG', 'SSI'])
    expect(shown('recordDate')).toEqual(['HPG', 'FPT'])
    expect(shown('executionDate')).toEqual([])
  })

  it('applies the scope on top of the date field', () => {
    expect(
      eventsShown(events, { scope: 'held', sets, field: 'recordDate', ...march }).map((e) => e.symbol),
    ).toEqual(['HPG'])
    expect(
      eventsShown(events, { scope: 'watched', sets, field: 'recordDate', ...march }).map((e) => e.symbol),
    ).toEqual(['HPG', 'FPT'])
  })
})
