import type { TickerRow } from '../../../../src-shared/bridge/contract'
import type { RowTransaction } from './transactions'

/**
 * Brings the board's row changes into the grid once per animation frame, as ONE transaction
 * (issue 24).
 *
 * The core polls the whole market once a second, so one delta carries ~1,400 changed rows. An
 * earlier applier put the rows in the viewport in at the first frame and the rest in 250-row
 * chunks over the next frames under a 4 ms budget. Profiled under the storm, that cost more than
 * it saved: every transaction runs the grid's row-model refresh and its redraw pass over the
 * rendered rows, and every frame that changes cells pays style, layout, layerization and commit
 * again, and starts flash batches of its own (each a fade and an end frame later). With four
 * windows on two cores the chunks were the extra, longer frames the windows lost their frame rate
 * to. One transaction per frame makes a delta cost one frame of grid work and one flash batch
 * (on, fade, off), and took ~18 % off the page's main-thread time per second; rows off screen are
 * only data to the grid (no DOM), so taking them along costs little.
 *
 * Pending updates are kept per symbol, latest wins: the board hands over whole rows (its own merged
 * copy), so a row that changes twice before a frame is applied once, with the newest values.
 */
export interface FrameApplierOptions {
  /** Applies one transaction to the grid synchronously (ag-grid's applyTransaction). */
  readonly apply: (tx: RowTransaction) => void
  /** Told which rows just reached the grid (the latency probe's hook). */
  readonly onApplied?: (rows: readonly TickerRow[]) => void
  readonly requestFrame?: (fn: () => void) => void
}

export interface FrameApplier {
  /** Queues a transaction's changes for the next frame. */
  push(tx: RowTransaction): void
  /** Drops what is queued (the grid is about to get every row at once, or is going away). */
  clear(): void
  /** Rows (adds, removes, updates) not yet in the grid. */
  readonly pending: number
}

export function createFrameApplier(options: FrameApplierOptions): FrameApplier {
  const requestFrame = options.requestFrame ?? ((fn) => requestAnimationFrame(fn))
  const { apply, onApplied } = options
  let updates = new Map<string, TickerRow>()
  let adds = new Map<string, TickerRow>()
  let removes = new Map<string, TickerRow>()
  let scheduled = false
  /** Bumped by `clear`, so a frame already requested for dropped work does nothing. */
  let epoch = 0

  const run = (forEpoch: number): void => {
    scheduled = false
    if (forEpoch !== epoch) return
    const tx: RowTransaction = {
      add: [...adds.values()],
      remove: [...removes.values()],
      update: [...updates.values()],
    }
    updates = new Map()
    adds = new Map()
    removes = new Map()
    apply(tx)
    if (!onApplied) return
    if (tx.update.length > 0) onApplied(tx.update)
    if (tx.add.length > 0) onApplied(tx.add)
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
