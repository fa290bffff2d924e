import type { TickerRow } from '../../../../src-shared/bridge/contract'
import type { RowTransaction } from './transactions'

/**
 * Brings the board's row changes into the grid: the rows the grid draws at once, the rest two
 * frames later, as two transactions per delta (issue 24, points 1 and 4).
 *
 * The core polls the whole market once a second, so one delta carries ~1,500 changed rows, of which
 * the grid draws ~50 (its viewport and row buffer); the others are only data to it (no DOM).
 * - The drawn rows' updates, with every add and remove (they change the set of rows and so what is
 *   on screen), go in at once, in the task that brought them: their grid work (~11 ms of cell
 *   refreshes and flashes under the storm, measured) then runs while the page waits for the next
 *   frame anyway, instead of inside that frame, before its style, layout and paint.
 * - Every other update waits for the frame after the one that draws those rows, and goes in as one
 *   transaction (its row-model refresh costs ~7 ms for ~1,450 rows). Put in the next frame instead,
 *   it would delay the very frame that shows the trader the new prices.
 * When nothing drawn changed, or the grid cannot say what it draws, everything goes in at the next
 * frame as one transaction. (The whole delta in one frame cost ~16 ms of script in the frame that
 * showed it, mostly for rows nobody sees; an earlier applier spread the rest over 250-row chunks in
 * 4-ms slices, and every transaction re-runs the row model and redraw pass, and every frame that
 * changes cells pays style, layout and a flash batch, which cost four to eight windows on two cores
 * their frame rate. Two transactions, the second touching no drawn cell, keep that cost low.)
 *
 * Pending updates are kept per symbol, latest wins: the board hands over whole rows (its own merged
 * copy), so a row that changes twice before it is applied goes in once, with the newest values.
 */
export interface FrameApplierOptions {
  /** Applies one transaction to the grid synchronously (ag-grid's applyTransaction). */
  readonly apply: (tx: RowTransaction) => void
  /**
   * Which rows the grid draws now (viewport and row buffer), asked once per delta. Without it
   * everything goes in at the next frame.
   */
  readonly drawnNow?: () => (symbol: string) => boolean
  /**
   * Told which rows just reached the grid (the latency probe's hook), and how many animation frames
   * from now the first frame after the one that draws them runs: 2 for rows applied at once (the
   * next frame draws them), 1 for rows applied inside a frame.
   */
  readonly onApplied?: (rows: readonly TickerRow[], framesToPaint: 1 | 2) => void
  readonly requestFrame?: (fn: () => void) => void
}

export interface FrameApplier {
  /** Applies the drawn rows of a transaction now and queues the rest (see above). */
  push(tx: RowTransaction): void
  /** Drops what is queued (the grid is about to get every row at once, or is going away). */
  clear(): void
  /** Rows (adds, removes, updates) not yet in the grid. */
  readonly pending: number
}

export function createFrameApplier(options: FrameApplierOptions): FrameApplier {
  const requestFrame = options.requestFrame ?? ((fn) => requestAnimationFrame(fn))
  const { apply, onApplied, drawnNow } = options
  let updates = new Map<string, TickerRow>()
  let adds = new Map<string, TickerRow>()
  let removes = new Map<string, TickerRow>()
  /** A run is asked for: at the next frame, or (`late`) at the one after. */
  let scheduled: 'next' | 'late' | null = null
  /** Bumped by `clear` and by a reschedule, so a frame requested for older work does nothing. */
  let epoch = 0

  const report = (tx: RowTransaction, framesToPaint: 1 | 2): void => {
    if (!onApplied) return
    if (tx.update.length > 0) onApplied(tx.update, framesToPaint)
    if (tx.add.length > 0) onApplied(tx.add, framesToPaint)
  }

  const run = (forEpoch: number): void => {
    if (forEpoch !== epoch) return
    scheduled = null
    const tx: RowTransaction = {
      add: [...adds.values()],
      remove: [...removes.values()],
      update: [...updates.values()],
    }
    updates = new Map()
    adds = new Map()
    removes = new Map()
    apply(tx)
    report(tx, 1)
  }

  /** `late`: at the frame after the next. A sooner run, once asked for, is kept. */
  const schedule = (late: boolean): void => {
    if (scheduled === 'next' || (scheduled === 'late' && late)) return
    epoch += 1
    const forEpoch = epoch
    scheduled = late ? 'late' : 'next'
    if (late) requestFrame(() => requestFrame(() => run(forEpoch)))
    else requestFrame(() => run(forEpoch))
  }

  /** Applies the drawn rows' updates of what is pending, and every add and remove, at once. */
  const applyDrawn = (): boolean => {
    if (drawnNow === undefined || updates.size === 0) return false
    const isDrawn = drawnNow()
    const now: TickerRow[] = []
    const rest = new Map<string, TickerRow>()
    for (const [symbol, row] of updates) {
      if (isDrawn(symbol)) now.push(row)
      else rest.set(symbol, row)
    }
    if (now.length === 0) return false
    const tx: RowTransaction = { add: [...adds.values()], remove: [...removes.values()], update: now }
    updates = rest
    adds = new Map()
    removes = new Map()
    apply(tx)
    report(tx, 2)
    return true
  }

  return {
    push(tx) {
      for (const row of tx.remove) {
        updates.delete(row.symbol)
        // Added and removed before the grid saw it: nothing to remove there.
        if (!adds.delete(row.symbol)) removes.set(row.symbol, row)
      }
      for (const row of tx.add) adds.set(row.symbol, row)
      for (const row of tx.update) {
        if (adds.has(row.symbol)) adds.set(row.symbol, row)
        else updates.set(row.symbol, row)
      }
      const drawnApplied = applyDrawn()
      if (updates.size > 0 || adds.size > 0 || removes.size > 0) schedule(drawnApplied)
    },
    clear() {
      epoch += 1
      scheduled = null
      updates = new Map()
      adds = new Map()
      removes = new Map()
    },
    get pending() {
      return updates.size + adds.size + removes.size
    },
  }
}
