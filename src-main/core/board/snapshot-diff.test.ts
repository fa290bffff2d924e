import { describe, expect, it } from 'vitest'
import type { TickerRow } from '../../../src-shared/bridge/contract'
import { tickerNumericFields } from '../../../src-shared/schemas/ticker-commons'
import { diffSnapshot, isEmptyDiff } from './snapshot-diff'

function row(symbol: string, overrides: Partial<TickerRow> = {}): TickerRow {
  const base = Object.fromEntries(tickerNumericFields.map((f) => [f, 0])) as Omit<
    TickerRow,
    'symbol' | 'room'
  >
  return { symbol, ...base, room: 1000, ...overrides }
}

describe('diffSnapshot', () => {
  it('reports only the fields that changed', () => {
    const before = new Map([['FPT', row('FPT', { matchPrice: 98_800, totalVol: 100 })]])
    const diff = diffSnapshot(before, [row('FPT', { matchPrice: 98_900, totalVol: 100 })])
    expect(diff.changes).toEqual([{ symbol: 'FPT', fields: { matchPrice: 98_900 } }])
    expect(diff.added).toEqual([])
    expect(diff.removed).toEqual([])
  })

  it("hands over the new poll's row of each change, at the change's index", () => {
    const before = new Map([
      ['FPT', row('FPT')],
      ['VNM', row('VNM')],
      ['HPG', row('HPG')],
    ])
    const fpt = row('FPT')
    const vnm = row('VNM', { totalVol: 7 })
    const hpg = row('HPG', { matchPrice: 5 })
    const diff = diffSnapshot(before, [fpt, vnm, hpg])
    expect(diff.changes.map((c) => c.symbol)).toEqual(['VNM', 'HPG'])
    expect(diff.changedRows[0]).toBe(vnm)
    expect(diff.changedRows[1]).toBe(hpg)
  })

  it('reports new and vanished symbols', () => {
    const before = new Map([['FPT', row('FPT')]])
    const diff = diffSnapshot(before, [row('VNM')])
    expect(diff.added.map((r) => r.symbol)).toEqual(['VNM'])
    expect(diff.removed).toEqual(['FPT'])
  })

  it('treats room going from a number to unknown as a change', () => {
    const before = new Map([['FPT', row('FPT', { room: 5 })]])
    const diff = diffSnapshot(before, [row('FPT', { room: null })])
    expect(diff.changes).toEqual([{ symbol: 'FPT', fields: { room: null } }])
  })

  it('is empty when nothing moved', () => {
    const rows = [row('FPT', { matchPrice: 1 }), row('VNM', { bidQtty01: 2 })]
    const diff = diffSnapshot(
      new Map(rows.map((r) => [r.symbol, r])),
      rows.map((r) => ({ ...r })),
    )
    expect(isEmptyDiff(diff)).toBe(true)
  })
})
