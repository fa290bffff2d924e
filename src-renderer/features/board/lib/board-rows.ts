import type { BoardEvent, TickerRow } from '../../../../src-shared/bridge/contract'
import { isEmptyTransaction, reduceDelta, reduceSnapshot, type RowTransaction } from './transactions'

/** What the board needs from the grid; ag-grid's api in the app, a recorder in tests. */
export interface GridSink {
  /** Replaces every row; used once per grid, for the first rows it shows. */
  setRows(rows: TickerRow[]): void
  /** Applies a transaction (spread over frames or batched by the grid). */
  apply(tx: RowTransaction): void
  /** The board lets go of this sink: drop anything still queued for the grid. */
  dispose?(): void
}

type DeltaEvent = Extract<BoardEvent, { type: 'delta' }>

/**
 * The board's own copy of its rows, and the rule for getting them into the grid: the first rows a
 * grid sees are set at once (the fastest first paint), everything after goes in as transactions
 * keyed by symbol, so rows update in place and changed cells flash. Events that arrive before the
 * grid exists are kept and handed over when it attaches.
 */
export class BoardRows {
  private readonly rows = new Map<string, TickerRow>()
  private sink: GridSink | null = null
  private sinkHasRows = false

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

  delta(delta: DeltaEvent): boolean {
    const tx = reduceDelta(this.rows, delta)
    if (this.sink && this.sinkHasRows && !isEmptyTransaction(tx)) this.sink.apply(tx)
    return tx.add.length > 0 || tx.remove.length > 0
  }
}
