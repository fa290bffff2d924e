import type { TickerRow } from '../../../../src-shared/bridge/contract'
import type { RowTransaction } from './transactions'

/**
 * Brings the board's row changes into the grid at animation frames: the rows the grid draws first,
 * the rest one frame later (issue 24, points 1 and 4).
 *
 * The core polls the whole market once a second, so one delta carries ~1,500 changed rows, of which
 * the grid draws ~50 (its viewport and row buffer); the others are only data to it (no DOM). At a
 * frame with both kinds pending the applier makes two transactions:
 * - that frame: the drawn rows' updates, with every add and remove (they change the set of rows and
 *   so what is on screen). A small transaction, so the frame that shows the trader the new prices
 *   carries less grid work: measured under the storm, the whole delta in that frame cost ~16 ms of
 *   script before its style, layout and paint, ~7 ms of it for rows nobody sees;
 * - the next frame: every other pending update, as one transaction.
 * A frame that follows such a split applies everything pending, so an off-screen row waits one
 * frame at most and a delta never costs more than two transactions. Both go in at frames, never in
 * the task that brought the delta: applied there, ag-grid's read of the body's scroll height after
 * its writes forced a whole style and layout pass (profiled: ~9 % of the page's time at 20,000
 * updates/s), which the frame then did again. (An earlier applier spread the
 * rest over 250-row chunks in 4-ms slices: every transaction re-runs the grid's row-model refresh
 * and redraw pass, and every frame that changes cells pays style, layout and a flash batch, so the
 * chunks cost four to eight windows on two cores their frame rate. Two transactions, the second
 * touching no drawn cell, keep that cost near one.)
 *
 * Pending updates are kept per symbol, latest wins: the board hands over whole rows (its own merged
 * copy), so a row that changes twice before a frame is applied once, with the newest values.
 */
export interface FrameApplierOptions {
  /** Applies one transaction to the grid synchronously (ag-grid's applyTransaction). */
  readonly apply: (tx: RowTransaction) => void
  /**
   * Which rows the grid draws now (viewport and row buffer), asked once per frame. Without it every
   * frame applies everything pending at once.
   */
  readonly drawnNow?: () => (symbol: string) => boolean
  /** Told which rows just reached the grid (the latency probe's hook). */
  readonly onApplied?: (rows: readonly TickerRow[]) => void
  readonly requestFrame?: (fn: () => void) => void
}

export interface FrameApplier {
  /** Queues a transaction's changes for the next frame. */
  push(tx: RowTransaction): void
  /**
   * Applies a front's row updates now, in this task, ahead of the frame; its adds are queued as by
   * `push`. A front holds only the rows the grid draws (~35), so ag-grid's forced layout is small
   * here, and the frame that shows them starts with its script done: measured at 20,000
   * updates/s, quote to paint of the rows on screen p50 45 → 37 ms, p99 74 → 59 ms in one run. Its
   * rows are reported to `onApplied` at the next frame (the probe stamps the frame after that
   * one, as for rows applied in a frame).
   */
  pushNow(tx: RowTransaction): void
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
  let scheduled = false
  /** Set when a frame applied only the drawn rows: the next one applies everything. */
  let restDue = false
  /** Bumped by `clear`, so a frame already requested for dropped work does nothing. */
  let epoch = 0

  const schedule = (): void => {
    if (scheduled) return
    scheduled = true
    const forEpoch = epoch
    requestFrame(() => run(forEpoch))
  }

  const takeAll = (): TickerRow[] => {
    const all = [...updates.values()]
    updates = new Map()
    restDue = false
    return all
  }

  /** The updates to apply at this frame; what is left in `updates` waits for the next one. */
  const takeUpdates = (): TickerRow[] => {
    if (restDue || drawnNow === undefined || updates.size <= 1) return takeAll()
    const isDrawn = drawnNow()
    const now: TickerRow[] = []
    const rest = new Map<string, TickerRow>()
    for (const [symbol, row] of updates) {
      if (isDrawn(symbol)) now.push(row)
      else rest.set(symbol, row)
    }
    // Nothing drawn changed, or nothing else did: one transaction does it all.
    if (now.length === 0 || rest.size === 0) return takeAll()
    updates = rest
    restDue = true
    return now
  }

  const run = (forEpoch: number): void => {
    scheduled = false
    if (forEpoch !== epoch) return
    const tx: RowTransaction = {
      add: [...adds.values()],
      remove: [...removes.values()],
      update: takeUpdates(),
    }
    adds = new Map()
    removes = new Map()
    if (updates.size > 0) schedule()
    // Everything was applied ahead of this frame (pushNow): no empty transaction.
    if (tx.add.length === 0 && tx.remove.length === 0 && tx.update.length === 0) return
    apply(tx)
    if (!onApplied) return
    if (tx.update.length > 0) onApplied(tx.update)
    if (tx.add.length > 0) onApplied(tx.add)
  }

  const push = (tx: RowTransaction): void => {
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
    if (updates.size > 0 || adds.size > 0 || removes.size > 0) schedule()
  }

  return {
    push,
    pushNow(tx) {
      push(tx)
      // The front's updates, newest values, taken out of what waits for the frame; a row still to
      // be added (or removed) there waits with it.
      const now: TickerRow[] = []
      for (const { symbol } of tx.update) {
        const row = updates.get(symbol)
        if (row === undefined || removes.has(symbol)) continue
        now.push(row)
        updates.delete(symbol)
      }
      if (now.length === 0) return
      apply({ add: [], remove: [], update: now })
      if (onApplied) requestFrame(() => onApplied(now))
    },
    clear() {
      epoch += 1
      scheduled = false
      restDue = false
      updates = new Map()
      adds = new Map()
      removes = new Map()
    },
    get pending() {
      return updates.size + adds.size + removes.size
    },
  }
}
