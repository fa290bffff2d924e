import type { RowTransaction } from './transactions'

/**
 * Spreads big row transactions over animation frames (issue 5, storm profile). The core polls the
 * whole market once a second, so one delta carries ~1,400 changed rows; applied in one go it was a
 * 130–550 ms task (grid update, cell refresh, class rules, flash start), and the flash fade-out of
 * the same ~1,000 visible cells then landed in one timer too. Applied in slices, one frame does a
 * bounded share and the flashes of each slice end at their own time.
 *
 * Order is kept: slices run first in, first out, and a transaction's adds and removes go in its
 * first slice, so a later update never reaches the grid before the add of its row.
 */
export interface FrameApplierOptions {
  /** Applies one slice to the grid synchronously (ag-grid's applyTransaction). */
  readonly apply: (tx: RowTransaction) => void
  /** Rows per slice: the unit of work between two checks of the frame budget. */
  readonly sliceRows?: number
  /**
   * Script time one frame may spend applying slices; at least one slice always runs, and 0 means
   * exactly one (style, layout and paint of the slice come after the script and are not counted).
   */
  readonly frameBudgetMs?: number
  readonly requestFrame?: (fn: () => void) => void
  readonly now?: () => number
}

interface Slice {
  readonly tx: RowTransaction
  /** Runs once the last slice of its transaction was applied. */
  readonly done: (() => void) | undefined
}

export interface FrameApplier {
  /** Queues a transaction, cut into slices of `sliceRows` updates. */
  push(tx: RowTransaction, done?: () => void): void
  /** Queues slices as given (the caller chose what goes together), in order. */
  pushSlices(slices: readonly RowTransaction[], done?: () => void): void
  /** Drops what is queued (the grid is about to get every row at once, or is going away). */
  clear(): void
  readonly pending: number
}

const empty: RowTransaction['update'] = []

export function createFrameApplier(options: FrameApplierOptions): FrameApplier {
  const sliceRows = options.sliceRows ?? 150
  const budgetMs = options.frameBudgetMs ?? 0
  const requestFrame = options.requestFrame ?? ((fn) => requestAnimationFrame(fn))
  const now = options.now ?? (() => performance.now())
  const queue: (Slice | undefined)[] = []
  let head = 0
  let scheduled = false
  /** Bumped by `clear`, so a frame already requested for dropped slices does nothing. */
  let epoch = 0

  const run = (forEpoch: number): void => {
    scheduled = false
    if (forEpoch !== epoch) return
    const start = now()
    do {
      const slice = queue[head]
      if (!slice) break
      // Released before apply, so a throwing grid cannot replay the slice every frame.
      queue[head] = undefined
      head += 1
      options.apply(slice.tx)
      slice.done?.()
    } while (head < queue.length && now() - start < budgetMs)
    if (head >= queue.length) {
      queue.length = 0
      head = 0
    } else schedule()
  }

  const schedule = (): void => {
    if (scheduled) return
    scheduled = true
    const forEpoch = epoch
    requestFrame(() => run(forEpoch))
  }

  return {
    push(tx, done) {
      const { add, remove, update } = tx
      if (update.length <= sliceRows) {
        queue.push({ tx, done })
      } else {
        for (let i = 0; i < update.length; i += sliceRows) {
          const last = i + sliceRows >= update.length
          queue.push({
            tx: {
              add: i === 0 ? add : empty,
              remove: i === 0 ? remove : empty,
              update: update.slice(i, i + sliceRows),
            },
            done: last ? done : undefined,
          })
        }
      }
      schedule()
    },
    pushSlices(slices, done) {
      slices.forEach((tx, i) => queue.push({ tx, done: i === slices.length - 1 ? done : undefined }))
      if (slices.length === 0) done?.()
      else schedule()
    },
    clear() {
      epoch += 1
      scheduled = false
      queue.length = 0
      head = 0
    },
    get pending() {
      return queue.length - head
    },
  }
}
