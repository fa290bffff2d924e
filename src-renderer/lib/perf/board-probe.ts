/**
 * Timing probe for the board benchmark (bench/board-storm.ts), on only when the page URL has
 * `probe=1`, so a normal window pays nothing. It records, in the page:
 * - quote-to-paint: the core's `at` stamp of a delta → the animation frame after ag-grid applied
 *   the transaction carrying it (same machine, same clock);
 * - arrival: the same stamp → the delta reaching the board's listener (what the grid cannot help);
 * - first paint of a basket: the snapshot's arrival → the second frame after its rows were set.
 * Arrays are bounded; the benchmark reads and clears them through `window.__boardProbe`.
 */
export interface BoardProbe {
  quoteToPaintMs: number[]
  firstPaintMs: number[]
  /** The core's `at` stamp → the delta reaching the board's listener (transport and parse). */
  arrivalMs: number[]
  deltas: number
  rowsUpdated: number
}

declare global {
  interface Window {
    __boardProbe?: BoardProbe
  }
}

const MAX_SAMPLES = 100_000

function enabled(): boolean {
  return typeof window !== 'undefined' && new URLSearchParams(window.location.search).get('probe') === '1'
}

const probe: BoardProbe | null = enabled()
  ? (window.__boardProbe = { quoteToPaintMs: [], firstPaintMs: [], arrivalMs: [], deltas: 0, rowsUpdated: 0 })
  : null

const push = (list: number[], value: number): void => {
  if (list.length < MAX_SAMPLES) list.push(value)
}

export const boardProbe = {
  active: probe !== null,
  /** A delta stamped `at` (epoch ms in the core) was applied by the grid. */
  applied(at: number, rows: number): void {
    if (!probe) return
    probe.deltas += 1
    probe.rowsUpdated += rows
    requestAnimationFrame(() => push(probe.quoteToPaintMs, Date.now() - at))
  },
  /** A delta stamped `at` reached the board (before it is merged and queued for the grid). */
  arrived(at: number): void {
    if (probe) push(probe.arrivalMs, Date.now() - at)
  },
  /** A snapshot arrived at `startedAt` (performance.now()) and its rows were just handed to the grid. */
  snapshotSet(startedAt: number): void {
    if (!probe) return
    requestAnimationFrame(() =>
      requestAnimationFrame(() => push(probe.firstPaintMs, performance.now() - startedAt)),
    )
  },
}
