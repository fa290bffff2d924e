/**
 * Timing probe for the board benchmark (bench/board-storm.ts), on only when the page URL has
 * `probe=1`, so a normal window pays nothing. It records, in the page (same machine as the core, so
 * the core's `at` stamp and `Date.now()` share a clock):
 * - quote-to-paint of the rows on screen: the core's `at` stamp of a delta → the animation frame
 *   after the last of its rows that were in the grid's viewport when it arrived reached the grid.
 *   That is what a trader sees; rows off screen are applied later on purpose and are not in it;
 * - delta fully applied: the same stamp → the frame after the last of all its rows reached the grid
 *   (off-screen rows included);
 * - arrival: the same stamp → the delta reaching the board's listener (what the grid cannot help);
 * - first paint of a basket: the snapshot's arrival → the second frame after its rows were set.
 * "Reached the grid" counts a row applied with the delta's values or newer ones (a row that changed
 * again before it was applied goes in once, with the newest values).
 * A poll the core sends in two parts (the rows this window draws first, a `front` delta, then the
 * full one with the same stamp) counts as one delta: it arrives with its front, its rows on screen
 * are the front's that are in the viewport, and it is fully applied when the full one's other rows
 * are too.
 * Arrays are bounded; the benchmark reads and clears them through `window.__boardProbe`.
 */
export interface BoardProbe {
  /** Quote-to-paint of the rows on screen when the delta arrived. */
  quoteToPaintMs: number[]
  /** The page's part of it: the delta reaching the board's listener → the same frame. */
  pageToPaintMs: number[]
  /** The core's stamp → every row of the delta applied (and a frame drawn). */
  fullyAppliedMs: number[]
  firstPaintMs: number[]
  /** The core's `at` stamp → the delta reaching the board's listener (transport and parse). */
  arrivalMs: number[]
  /** Rows of each delta that were on screen when it arrived. */
  onScreenRows: number[]
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
  ? (window.__boardProbe = {
      quoteToPaintMs: [],
      pageToPaintMs: [],
      fullyAppliedMs: [],
      firstPaintMs: [],
      arrivalMs: [],
      onScreenRows: [],
      deltas: 0,
      rowsUpdated: 0,
    })
  : null

const push = (list: number[], value: number): void => {
  if (list.length < MAX_SAMPLES) list.push(value)
}

/** A delta on its way into the grid: the symbols still waiting, on screen and in all. */
interface Tracked {
  readonly at: number
  /** Epoch ms when the delta reached the board. */
  readonly arrivedAt: number
  readonly onScreen: Set<string>
  readonly all: Set<string>
  /** A front whose full delta has not been queued yet: not fully applied, whatever `all` says. */
  restDue: boolean
}

let tracked: Tracked[] = []

/** Records `Date.now() - from` for each pair at the next animation frame (after this one is drawn). */
const stampNextFrame = (...pairs: (readonly [number[], number])[]): void => {
  requestAnimationFrame(() => {
    const now = Date.now()
    for (const [list, from] of pairs) push(list, now - from)
  })
}

export const boardProbe = {
  active: probe !== null,
  /** A delta stamped `at` reached the board (before it is merged and queued for the grid). */
  arrived(at: number): void {
    if (probe) push(probe.arrivalMs, Date.now() - at)
  },
  /**
   * A delta stamped `at` was queued for the grid: `symbols` are its changed rows, `onScreen` those
   * in the grid's viewport now. `restFollows`: it is a front, the rest comes in `queuedRest`.
   */
  queued(at: number, symbols: Iterable<string>, onScreen: Iterable<string>, restFollows = false): void {
    if (!probe) return
    probe.deltas += 1
    // A front whose rest never came (the stream moved on) will never be fully applied.
    tracked = tracked.filter((e) => !e.restDue)
    const entry: Tracked = {
      at,
      arrivedAt: Date.now(),
      onScreen: new Set(onScreen),
      all: new Set(symbols),
      restDue: restFollows,
    }
    push(probe.onScreenRows, entry.onScreen.size)
    if (entry.all.size === 0 && !restFollows) return
    tracked.push(entry)
  },
  /** The full delta after a front stamped `at` was queued: `symbols`, its rows the front had not. */
  queuedRest(at: number, symbols: Iterable<string>): void {
    if (!probe) return
    const entry = tracked.find((e) => e.at === at && e.restDue)
    if (entry === undefined) return
    entry.restDue = false
    for (const symbol of symbols) entry.all.add(symbol)
    if (entry.all.size > 0) return
    stampNextFrame([probe.fullyAppliedMs, entry.at])
    tracked = tracked.filter((e) => e !== entry)
  },
  /** These rows were just applied to the grid. */
  applied(rows: readonly { readonly symbol: string }[]): void {
    if (!probe) return
    probe.rowsUpdated += rows.length
    if (tracked.length === 0) return
    for (const entry of tracked) {
      const hadOnScreen = entry.onScreen.size > 0
      for (const { symbol } of rows) {
        entry.all.delete(symbol)
        entry.onScreen.delete(symbol)
      }
      if (hadOnScreen && entry.onScreen.size === 0)
        stampNextFrame([probe.quoteToPaintMs, entry.at], [probe.pageToPaintMs, entry.arrivedAt])
      if (entry.all.size === 0 && !entry.restDue) stampNextFrame([probe.fullyAppliedMs, entry.at])
    }
    tracked = tracked.filter((e) => e.all.size > 0 || e.restDue)
  },
  /** Queued rows were dropped (the grid got every row at once, or went away). */
  dropped(): void {
    tracked = []
  },
  /** A snapshot arrived at `startedAt` (performance.now()) and its rows were just handed to the grid. */
  snapshotSet(startedAt: number): void {
    if (!probe) return
    requestAnimationFrame(() =>
      requestAnimationFrame(() => push(probe.firstPaintMs, performance.now() - startedAt)),
    )
  },
}
