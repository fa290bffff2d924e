import type { BoardEvent, TickerRow } from '../../../../src-shared/bridge/contract'
import { isEmptyTransaction, reduceDelta, reduceSnapshot, type RowTransaction } from './transactions'

/**
 * Which part of a poll a transaction carries: a whole delta; the `front` the core sends ahead with
 * the rows this window draws (see `board.viewRows`); or the `rest` of the full delta that follows
 * it, without the rows the front already brought.
 */
export type DeltaPart = 'whole' | 'front' | 'rest'

/** The delta a transaction comes from: its core stamp and part (for the latency probe). */
export interface DeltaOrigin {
  readonly at: number
  readonly part: DeltaPart
}

/** What the board needs from the grid; ag-grid's api in the app, a recorder in tests. */
export interface GridSink {
  /** Replaces every row; used once per grid, for the first rows it shows. */
  setRows(rows: TickerRow[]): void
  /**
   * Applies a transaction (spread over frames or batched by the grid). `from` is the delta it
   * comes from (none for a snapshot's); the rest of a front's delta is handed over even when empty,
   * so what waits for it learns that it came.
   */
  apply(tx: RowTransaction, from?: DeltaOrigin): void
  /** The board lets go of this sink: drop anything still queued for the grid. */
  dispose?(): void
}

type DeltaEvent = Extract<BoardEvent, { type: 'delta' }>

/**
 * The board's own copy of its rows, and the rule for getting them into the grid: the first rows a
 * grid sees are set at once (the fastest first paint), everything after goes in as transactions
 * keyed by symbol, so rows update in place and changed cells flash. Events that arrive before the
 * grid exists are kept and handed over when it attaches. A poll may come in two deltas, the rows
 * on screen first (a `front`), then the full one with the same stamp (see `board.viewRows`).
 */
export class BoardRows {
  private readonly rows = new Map<string, TickerRow>()
  private sink: GridSink | null = null
  private sinkHasRows = false
  /**
   * The last front delta's stamp and symbols, until the full delta with the same stamp comes: its
   * changes of those symbols carry the same values, so they are skipped (applied once, flashed once).
   */
  private front: { readonly at: number; readonly symbols: ReadonlySet<string> } | null = null

  get size(): number {
    return this.rows.size
  }

  attach(sink: GridSink): void {
    if (this.sink !== sink) this.sink?.dispose?.()
    this.sink = sink
    // Always set, even when empty: a grid reused for another source must drop the old rows.
    sink.setRows([...this.rows.values()])
    this.sinkHasRows = this.rows.size > 0
  }

  detach(): void {
    this.sink?.dispose?.()
    this.sink = null
    this.sinkHasRows = false
  }

  /** Returns whether the set of symbols changed (so a row count shown elsewhere is out of date). */
  snapshot(rows: readonly TickerRow[]): boolean {
    this.front = null
    const before = this.rows.size
    if (this.sink && this.sinkHasRows) {
      const tx = reduceSnapshot(this.rows, rows)
      if (!isEmptyTransaction(tx)) this.sink.apply(tx)
      return tx.add.length > 0 || tx.remove.length > 0
    }
    this.rows.clear()
    for (const row of rows) this.rows.set(row.symbol, row)
    if (this.sink) {
      this.sink.setRows([...this.rows.values()])
      this.sinkHasRows = true
    }
    return this.rows.size !== before || before === 0
  }

  /** The part of a poll this delta is (see DeltaPart); tells whether it came ahead of the rest. */
  partOf(delta: DeltaEvent): DeltaPart {
    if (delta.front === true) return 'front'
    return this.front?.at === delta.at ? 'rest' : 'whole'
  }

  delta(delta: DeltaEvent): boolean {
    const part = this.partOf(delta)
    const skip = part === 'rest' ? this.front?.symbols : undefined
    this.front =
      part === 'front'
        ? {
            at: delta.at,
            symbols: new Set([...delta.changes.map((c) => c.symbol), ...delta.added.map((r) => r.symbol)]),
          }
        : null
    const tx = reduceDelta(this.rows, delta, skip)
    if (this.sink && this.sinkHasRows && (part === 'rest' || !isEmptyTransaction(tx)))
      this.sink.apply(tx, { at: delta.at, part })
    return tx.add.length > 0 || tx.remove.length > 0
  }
}
