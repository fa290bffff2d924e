/**
 * The board's flash of a changed cell: full highlight, then a half-strength step, then nothing,
 * done with two class swaps per batch of cells and no inline styles (issue 5), in the colour of the
 * way the value moved: up green, down red, neutral for a value that is not a number (issue 15).
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

/** Which way a cell's value moved. */
export type FlashDirection = 'up' | 'down' | 'neutral'

export interface CellFlasher {
  /** Starts (or restarts) the flash of one cell element, in the colour of `direction`. */
  flash(cell: Element, direction?: FlashDirection): void
  /** Ends every flash at once (the grid is going away). */
  clear(): void
}

export const flashClass = 'cell-flash'
export const fadeClass = 'cell-flash-fade'
/** Held for the whole flash, full and fading, beside the step's class. */
export const directionClasses: Readonly<Record<FlashDirection, string>> = {
  up: 'cell-flash-up',
  down: 'cell-flash-down',
  neutral: 'cell-flash-neutral',
}

/**
 * Which way a value moved, or null when it did not move (no flash). Numbers compare by size;
 * anything else that changed (a text, a value appearing or going) is neutral.
 */
export function flashDirection(before: unknown, after: unknown): FlashDirection | null {
  if (Object.is(before, after)) return null
  if (typeof before === 'number' && typeof after === 'number') {
    if (Number.isNaN(before) || Number.isNaN(after)) return 'neutral'
    return after > before ? 'up' : 'down'
  }
  return 'neutral'
}

interface Batch {
  readonly cells: Element[]
}

interface Flashing {
  readonly batch: Batch
  readonly direction: string
}

export function createCellFlasher(options: CellFlasherOptions): CellFlasher {
  const setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms))
  /** The batch that owns each flashing cell, and its colour: a later flash takes the cell over. */
  const owner = new Map<Element, Flashing>()
  let open: Batch | null = null

  // One class-list write per cell and step (a `replace`, a two-token `remove`): each write is an
  // attribute change Blink records and restyles for, and a delta flashes ~500 cells per window.
  const fade = (batch: Batch): void => {
    for (const cell of batch.cells) {
      if (owner.get(cell)?.batch === batch) cell.classList.replace(flashClass, fadeClass)
    }
  }
  const end = (batch: Batch): void => {
    for (const cell of batch.cells) {
      const flashing = owner.get(cell)
      if (flashing?.batch !== batch) continue
      cell.classList.remove(fadeClass, flashing.direction)
      owner.delete(cell)
    }
  }

  return {
    flash(cell, direction = 'neutral') {
      if (!open) {
        const batch: Batch = { cells: [] }
        open = batch
        // Cells flashed later in this task join the batch; its timers start now.
        queueMicrotask(() => {
          if (open === batch) open = null
        })
        setTimer(() => fade(batch), options.flashMs)
        setTimer(() => end(batch), options.flashMs + options.fadeMs)
      }
      const previous = owner.get(cell)
      if (previous) cell.classList.remove(fadeClass, previous.direction)
      const directionClass = directionClasses[direction]
      owner.set(cell, { batch: open, direction: directionClass })
      open.cells.push(cell)
      cell.classList.add(flashClass, directionClass)
    },
    clear() {
      for (const [cell, flashing] of owner) cell.classList.remove(flashClass, fadeClass, flashing.direction)
      owner.clear()
      open = null
    },
  }
}
