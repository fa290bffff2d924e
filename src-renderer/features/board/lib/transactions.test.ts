import { describe, expect, it } from 'vitest'
import type { BoardEvent, TickerRow } from '../../../../src-shared/bridge/contract'
import { makeRow } from '../../../testing/ticker-rows'
import { isEmptyTransaction, mergeFields, reduceDelta, reduceSnapshot } from './transactions'

type Delta = Extract<BoardEvent, { type: 'delta' }>
const delta = (parts: Partial<Pick<Delta, 'changes' | 'added' | 'removed'>>): Delta => ({
  type: 'delta',
  changes: [],
  added: [],
  removed: [],
  tradingDate: '22/11/2025',
  at: 0,
  ...parts,
})

const board = (...rows: TickerRow[]) => new Map(rows.map((r) => [r.symbol, r]))

describe('mergeFields', () => {
  it('applies present fields and ignores absent or undefined ones', () => {
    const row = makeRow('FPT', { matchPrice: 99_200, totalVol: 1000, room: 5 })
    const next = mergeFields(row, { matchPrice: 99_300, room: null })
    expect(next).toMatchObject({ matchPrice: 99_300, totalVol: 1000, room: null })
    expect(row.matchPrice).toBe(99_200)
  })
})

describe('reduceDelta', () => {
  it('turns changes into updates with new row objects', () => {
    const fpt = makeRow('FPT', { matchPrice: 99_200, matchQtty: 100 })
    const rows = board(fpt, makeRow('VNM'))
    const tx = reduceDelta(rows, delta({ changes: [{ symbol: 'FPT', fields: { matchPrice: 99_300 } }] }))
    expect(tx.add).toEqual([])
    expect(tx.remove).toEqual([])
    expect(tx.update).toHaveLength(1)
    expect(tx.update[0]).toMatchObject({ symbol: 'FPT', matchPrice: 99_300, matchQtty: 100 })
    // A new object, so the grid sees the old and new values side by side and flashes the cell.
    expect(tx.update[0]).not.toBe(fpt)
    expect(rows.get('FPT')).toBe(tx.update[0])
  })

  it('merges several changes to one symbol into one update', () => {
    const rows = board(makeRow('FPT'))
    const tx = reduceDelta(
      rows,
      delta({
        changes: [
          { symbol: 'FPT', fields: { matchPrice: 1 } },
          { symbol: 'FPT', fields: { totalVol: 2 } },
        ],
      }),
    )
    expect(tx.update).toHaveLength(1)
    expect(tx.update[0]).toMatchObject({ matchPrice: 1, totalVol: 2 })
  })

  it('drops changes for symbols the board does not have', () => {
    const rows = board(makeRow('FPT'))
    const tx = reduceDelta(rows, delta({ changes: [{ symbol: 'XYZ', fields: { matchPrice: 1 } }] }))
    expect(isEmptyTransaction(tx)).toBe(true)
    expect(rows.has('XYZ')).toBe(false)
  })

  it('adds new rows and treats a known added symbol as an update', () => {
    const rows = board(makeRow('FPT'))
    const tx = reduceDelta(rows, delta({ added: [makeRow('HPG'), makeRow('FPT', { refPrice: 5 })] }))
    expect(tx.add.map((r) => r.symbol)).toEqual(['HPG'])
    expect(tx.update.map((r) => r.symbol)).toEqual(['FPT'])
    expect(rows.size).toBe(2)
  })

  it('removes rows with the object the grid holds, and forgets their updates', () => {
    const fpt = makeRow('FPT')
    const rows = board(fpt, makeRow('VNM'))
    const tx = reduceDelta(
      rows,
      delta({ changes: [{ symbol: 'FPT', fields: { matchPrice: 1 } }], removed: ['FPT', 'XYZ'] }),
    )
    expect(tx.update).toEqual([])
    expect(tx.remove).toHaveLength(1)
    expect(tx.remove[0]?.symbol).toBe('FPT')
    expect([...rows.keys()]).toEqual(['VNM'])
  })

  it('cancels a row added and removed in the same delta', () => {
    const rows = board(makeRow('FPT'))
    const tx = reduceDelta(rows, delta({ added: [makeRow('HPG')], removed: ['HPG'] }))
    expect(isEmptyTransaction(tx)).toBe(true)
    expect(rows.has('HPG')).toBe(false)
  })
})

describe('reduceSnapshot', () => {
  it('updates what stays, adds what is new, removes what is gone', () => {
    const rows = board(makeRow('FPT'), makeRow('VNM'))
    const tx = reduceSnapshot(rows, [makeRow('FPT', { matchPrice: 1 }), makeRow('HPG')])
    expect(tx.update.map((r) => r.symbol)).toEqual(['FPT'])
    expect(tx.add.map((r) => r.symbol)).toEqual(['HPG'])
    expect(tx.remove.map((r) => r.symbol)).toEqual(['VNM'])
    expect([...rows.keys()].sort()).toEqual(['FPT', 'HPG'])
  })
})
