import { describe, expect, it } from 'vitest'
import type { TickerRow } from '../../../../src-shared/bridge/contract'
import { createFrameApplier } from './frame-applier'
import { makeRow } from '../../../testing/ticker-rows'
import type { RowTransaction } from './transactions'

/**
 * A grid that records what it is given, and frames run by the test. With `drawn`, the grid draws
 * those rows (the test may change the set between frames).
 */
function harness(drawn?: Set<string>) {
  const frames: (() => void)[] = []
  const applied: RowTransaction[] = []
  const reported: string[] = []
  const applier = createFrameApplier({
    apply: (tx) => applied.push(tx),
    onApplied: (rows) => reported.push(...rows.map((r) => r.symbol)),
    requestFrame: (fn) => frames.push(fn),
    ...(drawn === undefined ? {} : { drawnNow: () => (symbol: string) => drawn.has(symbol) }),
  })
  const frame = (): void => frames.shift()?.()
  const symbols = (tx: RowTransaction | undefined): string[] => tx?.update.map((r) => r.symbol) ?? []
  return { applier, applied, reported, frames, frame, symbols }
}

const rows = (...symbols: string[]): TickerRow[] => symbols.map((s) => makeRow(s))
const update = (...symbols: string[]): RowTransaction => ({ add: [], remove: [], update: rows(...symbols) })

describe('createFrameApplier', () => {
  it('applies everything queued before a frame as one transaction at that frame', () => {
    const h = harness()
    h.applier.push({ add: rows('NEW'), remove: rows('OLD'), update: rows('A', 'B') })
    h.applier.push(update('C', 'D'))
    expect(h.applied).toHaveLength(0)
    // One frame asked for, however many deltas arrived before it.
    expect(h.frames).toHaveLength(1)
    h.frame()
    expect(h.applied).toHaveLength(1)
    const [tx] = h.applied
    expect(tx?.add.map((r) => r.symbol)).toEqual(['NEW'])
    expect(tx?.remove.map((r) => r.symbol)).toEqual(['OLD'])
    expect(h.symbols(tx)).toEqual(['A', 'B', 'C', 'D'])
    expect(h.applier.pending).toBe(0)
    expect(h.frames).toHaveLength(0)
    expect(h.reported.sort()).toEqual(['A', 'B', 'C', 'D', 'NEW'])
  })

  it('asks for another frame for what arrives after one ran', () => {
    const h = harness()
    h.applier.push(update('A'))
    h.frame()
    h.applier.push(update('B'))
    expect(h.frames).toHaveLength(1)
    h.frame()
    expect(h.applied.map(h.symbols)).toEqual([['A'], ['B']])
  })

  it('applies a row once, with its newest values, and never lets an older change win', () => {
    const h = harness()
    h.applier.push({ add: [], remove: [], update: [makeRow('A', { matchPrice: 1 })] })
    h.applier.push({ add: [], remove: [], update: [makeRow('A', { matchPrice: 2 })] })
    h.frame()
    expect(h.applied.flatMap((t) => t.update.map((r) => r.matchPrice))).toEqual([2])
  })

  it('keeps adds and removes consistent before the grid sees them', () => {
    const h = harness()
    // Added, updated, then removed before a frame: the grid never hears of it.
    h.applier.push({ add: rows('X'), remove: [], update: [] })
    h.applier.push(update('X'))
    h.applier.push({ add: [], remove: rows('X'), update: [] })
    // Removed then added again: both go in one transaction (ag-grid removes before it adds).
    h.applier.push({ add: [], remove: rows('Y'), update: [] })
    h.applier.push({ add: rows('Y'), remove: [], update: [] })
    // Added then updated: the add carries the newest row.
    h.applier.push({ add: [makeRow('W', { matchPrice: 1 })], remove: [], update: [] })
    h.applier.push({ add: [], remove: [], update: [makeRow('W', { matchPrice: 2 })] })
    h.frame()
    expect(h.applied).toHaveLength(1)
    const tx = h.applied[0]
    expect(tx?.remove.map((r) => r.symbol)).toEqual(['Y'])
    expect(tx?.add.map((r) => [r.symbol, r.matchPrice])).toEqual([
      ['Y', 0],
      ['W', 2],
    ])
    expect(tx?.update).toEqual([])
  })

  it('drops what is queued on clear, including a frame already requested', () => {
    const h = harness()
    h.applier.push(update('A', 'B', 'C'))
    h.applier.clear()
    expect(h.applier.pending).toBe(0)
    h.frame()
    expect(h.applied).toHaveLength(0)
    h.applier.push(update('D'))
    h.frame()
    expect(h.applied.map(h.symbols)).toEqual([['D']])
  })

  it('asks for no frame when there is nothing to do', () => {
    const h = harness()
    h.applier.push({ add: [], remove: [], update: [] })
    expect(h.frames).toHaveLength(0)
  })

  it('applies the drawn rows at the first frame and every other row at the next, as two transactions', () => {
    const h = harness(new Set(['A', 'C']))
    h.applier.push({ add: rows('NEW'), remove: rows('OLD'), update: rows('A', 'B', 'C', 'D', 'E') })
    h.frame()
    expect(h.applied).toHaveLength(1)
    // The drawn rows' updates, with the adds and removes (they change what is on screen).
    expect(h.symbols(h.applied[0])).toEqual(['A', 'C'])
    expect(h.applied[0]?.add.map((r) => r.symbol)).toEqual(['NEW'])
    expect(h.applied[0]?.remove.map((r) => r.symbol)).toEqual(['OLD'])
    expect(h.reported.sort()).toEqual(['A', 'C', 'NEW'])
    expect(h.applier.pending).toBe(3)
    // The rest asked for the next frame by itself, and goes in as one transaction.
    expect(h.frames).toHaveLength(1)
    h.frame()
    expect(h.applied).toHaveLength(2)
    expect(h.symbols(h.applied[1])).toEqual(['B', 'D', 'E'])
    expect(h.applied[1]?.add).toEqual([])
    expect(h.applied[1]?.remove).toEqual([])
    expect(h.applier.pending).toBe(0)
    expect(h.frames).toHaveLength(0)
  })

  it('makes one transaction when only drawn rows, or only rows off screen, changed', () => {
    const h = harness(new Set(['A', 'B']))
    h.applier.push(update('A', 'B'))
    h.frame()
    h.applier.push(update('X', 'Y'))
    h.frame()
    expect(h.applied.map(h.symbols)).toEqual([
      ['A', 'B'],
      ['X', 'Y'],
    ])
    expect(h.frames).toHaveLength(0)
  })

  it('applies everything pending at the frame after a split, a newer delta included, so no row waits longer', () => {
    const drawn = new Set(['A'])
    const h = harness(drawn)
    h.applier.push({ add: [], remove: [], update: [makeRow('A', { matchPrice: 1 }), ...rows('B', 'C')] })
    h.frame()
    // A newer delta before the rest went in: its values win, and nothing is split again.
    drawn.clear()
    drawn.add('C')
    h.applier.push({
      add: [],
      remove: [],
      update: [makeRow('A', { matchPrice: 2 }), makeRow('B', { matchPrice: 3 })],
    })
    h.frame()
    expect(h.applied).toHaveLength(2)
    expect(h.applied[1]?.update.map((r) => [r.symbol, r.matchPrice])).toEqual([
      ['B', 3],
      ['C', 0],
      ['A', 2],
    ])
    expect(h.frames).toHaveLength(0)
  })

  it('drops the rest of a split delta on clear', () => {
    const h = harness(new Set(['A']))
    h.applier.push(update('A', 'B'))
    h.frame()
    h.applier.clear()
    h.frame()
    expect(h.applied.map(h.symbols)).toEqual([['A']])
    expect(h.applier.pending).toBe(0)
  })

  describe('pushNow (a front: the rows on screen)', () => {
    it('applies the updates at once, newest values, and leaves only the rest for the frame', () => {
      const h = harness()
      h.applier.push({ add: [], remove: [], update: [makeRow('A', { matchPrice: 1 }), makeRow('B')] })
      h.applier.pushNow({ add: [], remove: [], update: [makeRow('A', { matchPrice: 2 })] })
      expect(h.applied).toHaveLength(1)
      expect(h.applied[0]?.update.map((r) => [r.symbol, r.matchPrice])).toEqual([['A', 2]])
      // Reported at the next frame, as rows applied in a frame are.
      expect(h.reported).toEqual([])
      h.frame()
      h.frame()
      expect(h.applied.map(h.symbols)).toEqual([['A'], ['B']])
      expect(h.reported.sort()).toEqual(['A', 'B'])
      expect(h.applier.pending).toBe(0)
    })

    it('makes no empty transaction at the frame when the front was all that was queued', () => {
      const h = harness()
      h.applier.pushNow(update('A', 'B'))
      expect(h.applied.map(h.symbols)).toEqual([['A', 'B']])
      while (h.frames.length > 0) h.frame()
      expect(h.applied).toHaveLength(1)
      expect(h.reported.sort()).toEqual(['A', 'B'])
    })

    it('leaves to the frame a row still to be added or removed there', () => {
      const h = harness()
      h.applier.push({ add: rows('NEW'), remove: rows('OLD'), update: [] })
      h.applier.pushNow(update('NEW', 'OLD', 'A'))
      expect(h.applied.map(h.symbols)).toEqual([['A']])
      h.frame()
      const atFrame = h.applied[1]
      expect(atFrame?.add.map((r) => r.symbol)).toEqual(['NEW'])
      expect(atFrame?.remove.map((r) => r.symbol)).toEqual(['OLD'])
    })
  })
})
