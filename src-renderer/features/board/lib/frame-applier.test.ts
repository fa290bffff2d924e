import { describe, expect, it } from 'vitest'
import type { TickerRow } from '../../../../src-shared/bridge/contract'
import { createFrameApplier } from './frame-applier'
import { makeRow } from '../../../testing/ticker-rows'
import type { RowTransaction } from './transactions'

/**
 * A grid whose viewport holds `inView`, whose row buffer holds `buffer`, and whose clock advances
 * `costMs` per applied row, so the frame budget can be exercised without real time.
 */
function harness(
  options: { inView?: string[]; buffer?: string[]; costMs?: number; chunkRows?: number } = {},
) {
  const frames: (() => void)[] = []
  const applied: RowTransaction[] = []
  const reported: string[] = []
  const view = { inView: new Set(options.inView ?? []), buffer: new Set(options.buffer ?? []) }
  let clock = 0
  const applier = createFrameApplier({
    apply: (tx) => {
      applied.push(tx)
      clock += (options.costMs ?? 0) * (tx.update.length + tx.add.length)
    },
    placeNow: () => (symbol) => (view.inView.has(symbol) ? 0 : view.buffer.has(symbol) ? 1 : 2),
    offScreenBudgetMs: 4,
    chunkRows: options.chunkRows ?? 2,
    onApplied: (rows) => reported.push(...rows.map((r) => r.symbol)),
    requestFrame: (fn) => frames.push(fn),
    now: () => clock,
  })
  const frame = (): void => frames.shift()?.()
  const symbols = (tx: RowTransaction | undefined): string[] => tx?.update.map((r) => r.symbol) ?? []
  return { applier, applied, reported, frames, frame, view, symbols }
}

const rows = (...symbols: string[]): TickerRow[] => symbols.map((s) => makeRow(s))
const update = (...symbols: string[]): RowTransaction => ({ add: [], remove: [], update: rows(...symbols) })

describe('createFrameApplier', () => {
  it('applies rows in view with every add and remove in the first frame, the rest after', () => {
    const h = harness({ inView: ['B', 'D'], costMs: 0 })
    h.applier.push({ add: rows('NEW'), remove: rows('OLD'), update: rows('A', 'B', 'C', 'D') })
    expect(h.applied).toHaveLength(0)
    h.frame()
    const [first, ...rest] = h.applied
    expect(first?.add.map((r) => r.symbol)).toEqual(['NEW'])
    expect(first?.remove.map((r) => r.symbol)).toEqual(['OLD'])
    expect(h.symbols(first)).toEqual(['B', 'D'])
    // Free rows (no cost on the clock) fit in the same frame's budget, in chunks.
    expect(rest.map(h.symbols)).toEqual([['A', 'C']])
    expect(h.applier.pending).toBe(0)
    expect(h.frames).toHaveLength(0)
    expect(h.reported.sort()).toEqual(['A', 'B', 'C', 'D', 'NEW'])
  })

  it('stops taking rows off screen once the frame is over budget, and always drains', () => {
    const h = harness({ inView: ['A'], costMs: 3 })
    h.applier.push(update('A', 'B', 'C', 'D', 'E', 'F', 'G'))
    h.frame()
    // A costs 3 ms: one chunk of two (6 ms more) would still start under the 4 ms budget.
    expect(h.applied.map(h.symbols)).toEqual([['A'], ['B', 'C']])
    h.frame()
    // Nothing in view: the first chunk goes whatever it costs, then the budget is spent.
    expect(h.applied.slice(2).map(h.symbols)).toEqual([['D', 'E']])
    h.frame()
    h.frame()
    expect(h.applied.slice(3).map(h.symbols)).toEqual([['F', 'G']])
    expect(h.frames).toHaveLength(0)
  })

  it('takes the row buffer before rows that are not rendered', () => {
    const h = harness({ buffer: ['Z'], costMs: 5 })
    h.applier.push(update('A', 'B', 'Z'))
    h.frame()
    expect(h.applied.map(h.symbols)).toEqual([['Z']])
  })

  it('applies a row once, with its newest values, and never lets an older change win', () => {
    const h = harness({ costMs: 0 })
    h.applier.push({ add: [], remove: [], update: [makeRow('A', { matchPrice: 1 })] })
    h.applier.push({ add: [], remove: [], update: [makeRow('A', { matchPrice: 2 })] })
    h.frame()
    expect(h.applied.flatMap((t) => t.update.map((r) => r.matchPrice))).toEqual([2])
  })

  it('applies a row scrolled into view while it waited in the next frame', () => {
    const h = harness({ costMs: 5, chunkRows: 1 })
    h.applier.push(update('A', 'B', 'C'))
    h.frame()
    expect(h.applied.map(h.symbols)).toEqual([['A']])
    h.view.inView.add('C')
    h.frame()
    expect(h.applied.slice(1).map(h.symbols)).toEqual([['C']])
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
})
