import type { TickerRow } from '../../../../src-shared/bridge/contract'
import type { RowTransaction } from './transactions'

/**
 * Brings the board's row changes into the grid at frame pace, what a trader sees first (issue 5).
 *
 * The core polls the whole market once a second, so one delta carries ~1,400 changed rows. Only the
 * rows the grid has in the DOM cost rendering work (cell text, class rules, flash, then style,
 * layout and paint); the others are data to the grid (measured: ~1 ms of ag-grid's `updateData` for
 * 1,350 off-screen rows). So, each frame with work:
 * - every change of a row in the grid's viewport, with all adds and removes, goes in as one
 *   transaction, whatever it costs: the first frame after a delta arrives shows all of it;
 * - then the row buffer (rendered, a scroll away), then rows not rendered, in chunks while this
 *   frame's applier work stays under `offScreenBudgetMs` (measured with `now()`), so they never push
 *   a frame far past its budget; a frame with nothing in view takes at least one chunk, so the queue
 *   always drains.
 *
 * Pending updates are kept per symbol, latest wins: the board hands over whole rows (its own merged
 * copy), so a row that changes again before it reached the grid is applied once, with the newest
 * values, and an older change can never overwrite a newer one whatever the order of chunks. A row
 * scrolled into view while its change waits is in view at the next frame, which applies it first.
 */
/** Where a row is now: in the grid's viewport (0), rendered in its row buffer (1), not rendered (2). */
export type RowPlace = 0 | 1 | 2

export interface FrameApplierOptions {
  /** Applies one transaction to the grid synchronously (ag-grid's applyTransaction). */
  readonly apply: (tx: RowTransaction) => void
  /** Called once per frame with pending work: where each pending row is now. */
  readonly placeNow: () => (symbol: string) => RowPlace
  /** Script time a frame may spend on rows outside the viewport. */
  readonly offScreenBudgetMs?: number
  /** Rows outside the viewport per chunk: the unit of work between two looks at the clock. */
  readonly chunkRows?: number
  /** Told which rows just reached the grid (the latency probe's hook). */
  readonly onApplied?: (rows: readonly TickerRow[]) => void
  readonly requestFrame?: (fn: () => void) => void
  readonly now?: () => number
}

export interface FrameApplier {
  /** Queues a transaction's changes; those of rows in view go in at the next frame. */
  push(tx: RowTransaction): void
  /** Drops what is queued (the grid is about to get every row at once, or is going away). */
  clear(): void
  /** Rows (adds, removes, updates) not yet in the grid. */
  readonly pending: number
}

export function createFrameApplier(options: FrameApplierOptions): FrameApplier {
  const budgetMs = options.offScreenBudgetMs ?? 4
  const chunkRows = options.chunkRows ?? 250
  const requestFrame = options.requestFrame ?? ((fn) => requestAnimationFrame(fn))
  const now = options.now ?? (() => performance.now())
  const { apply, onApplied } = options
  // Insertion-ordered, so off-screen chunks go oldest first.
  let updates = new Map<string, TickerRow>()
  let adds = new Map<string, TickerRow>()
  let removes = new Map<string, TickerRow>()
  let scheduled = false
  /** Bumped by `clear`, so a frame already requested for dropped work does nothing. */
  let epoch = 0

  const applyAndReport = (tx: RowTransaction): void => {
    apply(tx)
    if (!onApplied) return
    if (tx.update.length > 0) onApplied(tx.update)
    if (tx.add.length > 0) onApplied(tx.add)
  }

  /** Takes up to `max` pending updates that `pick` accepts, oldest first. */
  const take = (pick: (symbol: string) => boolean, max: number): TickerRow[] => {
    const rows: TickerRow[] = []
    for (const [symbol, row] of updates) {
      if (!pick(symbol)) continue
      rows.push(row)
      updates.delete(symbol)
      if (rows.length >= max) break
    }
    return rows
  }

  const run = (forEpoch: number): void => {
    scheduled = false
    if (forEpoch !== epoch) return
    const start = now()
    const place = options.placeNow()
    // What the trader sees, with every add and remove, in one transaction whatever it costs.
    const inView = take((s) => place(s) === 0, Infinity)
    let applied = false
    if (inView.length > 0 || adds.size > 0 || removes.size > 0) {
      const tx: RowTransaction = { add: [...adds.values()], remove: [...removes.values()], update: inView }
      adds = new Map()
      removes = new Map()
      applyAndReport(tx)
      applied = true
    }
    // Then the row buffer (rendered, a scroll away), then rows not rendered, in chunks while this
    // frame's applier work stays under budget; a frame with nothing in view takes at least one chunk,
    // so the queue always drains.
    const underBudget = (): boolean => !applied || now() - start < budgetMs
    for (const wanted of [1, 2] as const) {
      while (updates.size > 0 && underBudget()) {
        const chunk = take((s) => place(s) === wanted, chunkRows)
        if (chunk.length === 0) break
        applyAndReport({ add: [], remove: [], update: chunk })
        applied = true
      }
    }
    if (updates.size > 0) schedule()
  }

  const schedule = (): void => {
    if (scheduled) return
    scheduled = true
    const forEpoch = epoch
    requestFrame(() => run(forEpoch))
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
      if (updates.size > 0 || adds.size > 0 || removes.size > 0) schedule()
    },
    clear() {
      epoch += 1
      scheduled = false
      updates = new Map()
      adds = new Map()
      removes = new Map()
    },
    get pending() {
      return updates.size + adds.size + removes.size
    },
  }
}
