import type { BoardEvent, BoardSource, FeedStatus, TickerRow } from '../../../src-shared/bridge/contract'
import type { BridgeError } from '../../../src-shared/bridge/errors'
import type { TickerCommons } from '../../../src-shared/schemas/ticker-commons'
import { toBridgeError } from '../errors/to-bridge-error'
import { diffSnapshot, isEmptyDiff } from './snapshot-diff'

export interface BoardFeedOptions {
  source: BoardSource
  fetchBoard: (source: BoardSource) => Promise<TickerCommons>
  /** Poll interval while healthy. */
  cadenceMs?: number
  /** Longest wait between attempts while the source is failing. */
  maxBackoffMs?: number
  now?: () => number
}

type Listener = (event: BoardEvent) => void

/**
 * Polls one basket or ticker list, diffs each answer against the last snapshot and fans the
 * changes out to every listener. A failing source turns the feed `stale` (with the last good time
 * and the next attempt) and it retries with exponential back-off; it never throws at a listener.
 */
export class BoardFeed {
  private readonly listeners = new Set<Listener>()
  private readonly rows = new Map<string, TickerRow>()
  private tradingDate = ''
  private status: FeedStatus
  private timer: ReturnType<typeof setTimeout> | undefined
  private failures = 0
  private stopped = false
  private readonly cadenceMs: number
  private readonly maxBackoffMs: number
  private readonly now: () => number

  constructor(private readonly options: BoardFeedOptions) {
    this.cadenceMs = options.cadenceMs ?? 1_000
    this.maxBackoffMs = options.maxBackoffMs ?? 30_000
    this.now = options.now ?? Date.now
    this.status = { state: 'connecting', lastOkAt: null, nextRetryAt: null, cadenceMs: this.cadenceMs }
  }

  get listenerCount(): number {
    return this.listeners.size
  }

  /** Adds a listener; it gets the current snapshot (if any) and status at once. */
  subscribe(listener: Listener): () => void {
    this.listeners.add(listener)
    if (this.rows.size > 0) {
      listener({ type: 'snapshot', rows: [...this.rows.values()], tradingDate: this.tradingDate, at: this.now() })
    }
    listener({ type: 'status', status: this.status })
    if (!this.timer && !this.stopped) this.schedule(0)
    return () => {
      this.listeners.delete(listener)
    }
  }

  stop(): void {
    this.stopped = true
    if (this.timer) clearTimeout(this.timer)
    this.timer = undefined
    this.listeners.clear()
  }

  private schedule(delayMs: number): void {
    this.timer = setTimeout(() => void this.poll(), delayMs)
  }

  private async poll(): Promise<void> {
    this.timer = undefined
    try {
      const board = await this.options.fetchBoard(this.options.source)
      if (this.stopped) return
      this.apply(board)
      this.failures = 0
      if (this.status.state !== 'live') this.setStatus({ state: 'live', lastOkAt: this.now(), nextRetryAt: null, cadenceMs: this.cadenceMs })
      else this.status = { ...this.status, lastOkAt: this.now() }
      this.schedule(this.cadenceMs)
    } catch (err) {
      if (this.stopped) return
      this.failures += 1
      const error = toBridgeError(err)
      const delay = this.retryDelay(error)
      this.setStatus({
        state: 'stale',
        lastOkAt: this.status.lastOkAt,
        nextRetryAt: this.now() + delay,
        cadenceMs: this.cadenceMs,
        error,
      })
      this.schedule(delay)
    }
  }

  private retryDelay(error: BridgeError): number {
    if (error.kind === 'rate-limited' && error.retryAt !== undefined) {
      return Math.max(this.cadenceMs, error.retryAt - this.now() + 50 + Math.random() * 450)
    }
    return Math.min(this.maxBackoffMs, this.cadenceMs * 2 ** Math.min(this.failures - 1, 5))
  }

  private apply(board: TickerCommons): void {
    const first = this.rows.size === 0
    const diff = diffSnapshot(this.rows, board.data)
    for (const row of diff.added) this.rows.set(row.symbol, row)
    for (const change of diff.changes) {
      const row = this.rows.get(change.symbol)
      if (row) this.rows.set(change.symbol, Object.assign({}, row, change.fields))
    }
    for (const symbol of diff.removed) this.rows.delete(symbol)
    this.tradingDate = board.tradingDate
    const at = this.now()
    if (first) {
      this.emit({ type: 'snapshot', rows: [...this.rows.values()], tradingDate: this.tradingDate, at })
    } else if (!isEmptyDiff(diff)) {
      this.emit({ type: 'delta', ...diff, tradingDate: this.tradingDate, at })
    }
  }

  private setStatus(status: FeedStatus): void {
    this.status = status
    this.emit({ type: 'status', status })
  }

  private emit(event: BoardEvent): void {
    for (const listener of this.listeners) listener(event)
  }
}
