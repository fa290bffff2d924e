/**
 * The board's flash of a changed cell: full highlight, then a half-strength step, then nothing,
 * done with two class swaps per batch of cells and no inline styles (issue 5).
 *
 * ag-grid's own flash (`enableCellChangeFlash`) writes the cell's inline `transition` and
 * `transition-delay` at every step; in the storm benchmark a cell whose inline style was changed
 * through the CSSOM restyled about twice as slowly as one that only changed class, and the ~500
 * cells a delta flashes on screen made each step a ~16 ms frame. Here every cell flashed in the
 * same task forms one batch with one timer per step, so a delta's flash costs three style passes
 * (on, fade, off) whatever the number of cells, each a plain class change.
 */
export interface CellFlasherOptions {
  /** Full-strength time, then half-strength time, in ms. */
  readonly flashMs: number
  readonly fadeMs: number
  readonly setTimer?: (fn: () => void, ms: number) => unknown
}

export interface CellFlasher {
  /** Starts (or restarts) the flash of one cell element. */
  flash(cell: Element): void
  /** Ends every flash at once (the grid is going away). */
  clear(): void
}

export const flashClass = 'cell-flash'
export const fadeClass = 'cell-flash-fade'

interface Batch {
  readonly cells: Element[]
}

export function createCellFlasher(options: CellFlasherOptions): CellFlasher {
  const setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms))
  /** The batch that owns each flashing cell: a later flash takes the cell over. */
  const owner = new Map<Element, Batch>()
  let open: Batch | null = null

  const step = (batch: Batch, from: string, to: string | null): void => {
    for (const cell of batch.cells) {
      if (owner.get(cell) !== batch) continue
      cell.classList.remove(from)
      if (to === null) owner.delete(cell)
      else cell.classList.add(to)
    }
  }

  return {
    flash(cell) {
      if (!open) {
        const batch: Batch = { cells: [] }
        open = batch
        // Cells flashed later in this task join the batch; its timers start now.
        queueMicrotask(() => {
          if (open === batch) open = null
        })
        setTimer(() => step(batch, flashClass, fadeClass), options.flashMs)
        setTimer(() => step(batch, fadeClass, null), options.flashMs + options.fadeMs)
      }
      const previous = owner.get(cell)
      if (previous) cell.classList.remove(fadeClass)
      owner.set(cell, open)
      open.cells.push(cell)
      cell.classList.add(flashClass)
    },
    clear() {
      for (const cell of owner.keys()) cell.classList.remove(flashClass, fadeClass)
      owner.clear()
      open = null
    },
  }
}
