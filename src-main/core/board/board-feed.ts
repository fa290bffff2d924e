import type { BoardEvent, BoardFeedSource, FeedStatus, TickerRow } from '../../../src-shared/bridge/contract'
import { bridgeError, type BridgeError } from '../../../src-shared/bridge/errors'
import type { TickerCommons } from '../../../src-shared/schemas/ticker-commons'
import { staleAfterMs } from '../../../src-shared/bridge/feed-freshness'
import { toBridgeError } from '../errors/to-bridge-error'
import { systemClock, type Clock, type TimerId } from '../clock/clock'
import { backoffAfterFailures, FEED_BACKOFF_CAP_MS, waitAfterRateLimit } from '../http/retry-policy'
import type { Priority } from '../http/rate-budget'
import { diffSnapshot, isEmptyDiff } from './snapshot-diff'

export interface BoardFeedOptions<S extends BoardFeedSource = BoardFeedSource> {
  source: S
  /** One poll; `priority` is the rate budget's ('focus' for a focused window's board). */
  fetchBoard: (source: S, priority?: PollPriority) => Promise<TickerCommons>
  /**
   * Fastest poll interval while healthy. The interval in force is the fastest any listener asks for
   * (see `subscribe`), never faster than this.
   */
  cadenceMs?: number
  /** Longest wait between attempts while the source is failing. */
  maxBackoffMs?: number
  /** The core's clock; a test drives it, a benchmark on a sped-up simulator scales it. */
  clock?: Clock
  /**
   * The cadence the rate budget really allows for a feed that asks for `demandMs` (the budget is
   * shared by every feed of the key and by account queries): never faster than the demand.
   */
  allowedCadence?: (demandMs: number) => number
  /** Until when the rate budget holds every request back after a 429, if it does. */
  pausedUntil?: () => number | null
  /** Whether the rate budget holds board polls because the key's minute quota is spent. */
  quotaSpent?: () => boolean
}

/** The rate budget's priorities a board poll may take. */
export type PollPriority = Extract<Priority, 'focus' | 'board'>

type Listener = (event: BoardEvent) => void
/** How often a listener wants fresh data, in ms, asked again at every scheduling decision. */
export type CadenceDemand = () => number

/**
 * Polls one basket or ticker list, diffs each answer against the last snapshot and fans the
 * changes out to every listener. A failing source turns the feed `stale` (with the last good time
 * and the next attempt) and it retries with exponential back-off; it never throws at a listener.
 */
export class BoardFeed<S extends BoardFeedSource = BoardFeedSource> {
  /** Each listener with the cadence it asks for (undefined: the fastest). */
  private readonly listeners = new Map<Listener, CadenceDemand | undefined>()
  private readonly rows = new Map<string, TickerRow>()
  private tradingDate = ''
  private status: FeedStatus
  private timer: TimerId | undefined
  /** Fires when the data gets older than the cadence allows while a poll is still out. */
  private watchdog: TimerId | undefined
  private failures = 0
  private stopped = false
  private readonly cadenceMs: number
  private readonly maxBackoffMs: number
  private readonly clock: Clock
  private readonly now: () => number
  /** When the pending healthy poll is due, so a faster demand can bring it forward. */
  private dueAt: number | null = null
  private lastPollAt = 0
  /** When the last good poll was started: the next is due a cadence after it. */
  private lastStartAt = 0

  /** The source's fetch, bound here so that nothing else in the class depends on the source type. */
  private readonly fetchOnce: () => Promise<TickerCommons>

  constructor(options: BoardFeedOptions<S>) {
    this.fetchOnce = () => options.fetchBoard(options.source)
    this.cadenceMs = options.cadenceMs ?? 1_000
    this.maxBackoffMs = options.maxBackoffMs ?? Math.max(this.cadenceMs, FEED_BACKOFF_CAP_MS)
    this.clock = options.clock ?? systemClock
    this.now = () => this.clock.now()
    this.allowed = options.allowedCadence ?? ((demand) => demand)
    this.pausedUntil = options.pausedUntil ?? (() => null)
    this.quotaSpent = options.quotaSpent ?? (() => false)
    this.status = { state: 'connecting', lastOkAt: null, nextRetryAt: null, cadenceMs: this.cadenceMs }
  }

  private readonly allowed: (demandMs: number) => number
  private readonly pausedUntil: () => number | null
  private readonly quotaSpent: () => boolean

  get listenerCount(): number {
    return this.listeners.size
  }

  /**
   * Adds a listener; it gets the current snapshot (if any) and status at once. `demand` is how often
   * this listener wants data (a board in a focused window: 1 s; an idle one: up to 30 s); the feed
   * polls as often as its most demanding listener asks.
   */
  subscribe(listener: Listener, demand?: CadenceDemand): () => void {
    this.listeners.set(listener, demand)
    if (this.rows.size > 0) {
      listener({
        type: 'snapshot',
        rows: [...this.rows.values()],
        tradingDate: this.tradingDate,
        at: this.now(),
      })
    }
    this.retune()
    listener({ type: 'status', status: this.status })
    if (this.timer === undefined && !this.stopped) this.schedule(0)
    return () => {
      this.listeners.delete(listener)
      this.retune()
    }
  }

  /** What the listeners ask for: the fastest demand, bounded by the feed's own minimum. */
  demandedCadence(): number {
    let wanted = Number.POSITIVE_INFINITY
    for (const demand of this.listeners.values())
      wanted = Math.min(wanted, demand ? demand() : this.cadenceMs)
    return Number.isFinite(wanted) ? Math.max(this.cadenceMs, wanted) : this.cadenceMs
  }

  /** The interval in force: the demand, slowed to what the rate budget allows. */
  effectiveCadence(): number {
    const demand = this.demandedCadence()
    return Math.max(demand, Math.round(this.allowed(demand)))
  }

  /** The status to report for a cadence: says what was asked for when the budget allows less. */
  private withCadence(status: FeedStatus, cadenceMs: number): FeedStatus {
    const { demandMs: _omit, ...rest } = status
    const demandMs = this.demandedCadence()
    return demandMs < cadenceMs ? { ...rest, cadenceMs, demandMs } : { ...rest, cadenceMs }
  }

  /**
   * Re-reads the listeners' demands (a window gained focus, another went idle): reports a new
   * cadence to every listener and brings the next poll forward when it is now due sooner.
   */
  retune(): void {
    if (this.stopped) return
    const cadenceMs = this.effectiveCadence()
    if (cadenceMs !== this.status.cadenceMs) this.setStatus(this.withCadence(this.status, cadenceMs))
    if (this.status.state === 'live' && this.timer !== undefined && this.dueAt !== null) {
      const due = this.lastStartAt + cadenceMs
      if (due < this.dueAt - 5) {
        this.clock.clearTimeout(this.timer)
        this.schedule(Math.max(0, due - this.now()), Math.max(due, this.now()))
      }
    }
    if (this.status.state === 'live') this.armWatchdog()
  }

  /**
   * The broker answers again (see BrokerHealth): a feed that is backing off polls now instead of at
   * the end of its wait. A healthy feed, or one whose poll is out, has nothing to do.
   */
  wake(): void {
    if (this.stopped || this.failures === 0 || this.timer === undefined) return
    this.clock.clearTimeout(this.timer)
    this.schedule(0)
  }

  stop(): void {
    this.stopped = true
    if (this.timer !== undefined) this.clock.clearTimeout(this.timer)
    if (this.watchdog !== undefined) this.clock.clearTimeout(this.watchdog)
    this.timer = undefined
    this.watchdog = undefined
    this.listeners.clear()
  }

  private schedule(delayMs: number, dueAt: number | null = null): void {
    this.dueAt = dueAt
    this.timer = this.clock.setTimeout(() => void this.poll(), delayMs)
  }

  /**
   * A poll that does not come back in time (queued behind a 429 pause or account queries, or a
   * broker that is slow to answer) never fails, so without this the board would say "live" on data
   * of any age. Armed at every good poll for the moment the data stops counting as live.
   */
  private armWatchdog(): void {
    if (this.watchdog !== undefined) this.clock.clearTimeout(this.watchdog)
    this.watchdog = undefined
    if (this.stopped || this.status.lastOkAt === null) return
    const at = this.status.lastOkAt + staleAfterMs(this.status.cadenceMs)
    this.watchdog = this.clock.setTimeout(() => this.overdue(), Math.max(0, at - this.now()))
  }

  private overdue(): void {
    this.watchdog = undefined
    if (this.stopped || this.status.state !== 'live') return
    const paused = this.pausedUntil()
    const error = this.overdueReason(paused)
    this.setStatus({
      state: 'stale',
      lastOkAt: this.status.lastOkAt,
      nextRetryAt: paused,
      cadenceMs: this.status.cadenceMs,
      error,
    })
  }

  /**
   * Why the data stopped, as precisely as the core knows: a 429's pause, the key's own minute quota
   * spent (orders and account reads go first), or a broker that has not answered. "Cannot reach
   * the broker" for a spent quota would send the trader to check the network for nothing.
   */
  private overdueReason(paused: number | null): BridgeError {
    const seconds = Math.round((this.now() - (this.status.lastOkAt ?? this.now())) / 1000)
    const stopped = `No new prices for ${seconds} s`
    if (paused !== null) {
      return bridgeError(
        'rate-limited',
        'waiting-for-rate-limit',
        `${stopped}: the broker is rate-limiting this key, polls wait for its reset.`,
        { retryAt: paused },
      )
    }
    if (this.quotaSpent()) {
      return bridgeError(
        'rate-limited',
        'waiting-for-quota',
        `${stopped}: this key's requests for the minute are spent, polls wait for a free slot.`,
      )
    }
    return bridgeError('network', 'poll-overdue', `${stopped}: the broker has not answered yet.`)
  }

  private async poll(): Promise<void> {
    // The moment this poll was due, when its timer fired late (a busy event loop), so the lateness
    // does not add up poll after poll; the moment it began otherwise (a wake-up, a retune).
    const due = this.dueAt
    const late = due === null ? Infinity : this.now() - due
    const startedAt = due !== null && late >= 0 && late < this.effectiveCadence() ? due : this.now()
    this.timer = undefined
    this.dueAt = null
    try {
      const board = await this.fetchOnce()
      if (this.stopped) return
      this.lastPollAt = this.now()
      this.lastStartAt = startedAt
      const changed = this.apply(board, this.lastPollAt)
      this.failures = 0
      const cadenceMs = this.effectiveCadence()
      if (this.status.state !== 'live' || cadenceMs !== this.status.cadenceMs) {
        this.setStatus(
          this.withCadence(
            { state: 'live', lastOkAt: this.lastPollAt, nextRetryAt: null, cadenceMs },
            cadenceMs,
          ),
        )
      } else if (!changed) {
        // A poll that brought nothing new still proves the board is current: say when it was
        // checked, or a quiet board would read as an old one (the renderer judges age by it).
        this.setStatus({ ...this.status, lastOkAt: this.lastPollAt })
      } else this.status = { ...this.status, lastOkAt: this.lastPollAt }
      this.armWatchdog()
      // A cadence after this poll started, not after its answer: a poll that waited its turn in the
      // rate budget (or for a slow answer) does not push every later one back, so the board gets
      // the cadence it shows and spends the requests its share was planned for.
      const next = Math.max(this.lastPollAt, startedAt + cadenceMs)
      this.schedule(next - this.lastPollAt, next)
    } catch (err) {
      if (this.stopped) return
      this.failures += 1
      const error = toBridgeError(err)
      const delay = this.retryDelay(error)
      if (this.watchdog !== undefined) this.clock.clearTimeout(this.watchdog)
      this.watchdog = undefined
      this.setStatus({
        state: 'stale',
        lastOkAt: this.status.lastOkAt,
        nextRetryAt: this.now() + delay,
        cadenceMs: this.status.cadenceMs,
        error,
      })
      this.schedule(delay)
    }
  }

  private retryDelay(error: BridgeError): number {
    if (error.kind === 'rate-limited' && error.retryAt !== undefined) {
      return waitAfterRateLimit(error.retryAt, this.now(), { floorMs: this.cadenceMs })
    }
    // A feed nobody needs fast (the index bar's baskets, an idle window) does not retry fast either:
    // it backs off from the cadence in force, and the broker's recovery wakes it (see wake).
    const cadenceMs = this.effectiveCadence()
    return backoffAfterFailures(this.failures, cadenceMs, Math.max(cadenceMs, this.maxBackoffMs))
  }

  /** Returns whether listeners were sent anything. */
  private apply(board: TickerCommons, at: number): boolean {
    const first = this.rows.size === 0
    const diff = diffSnapshot(this.rows, board.data)
    for (const row of diff.added) this.rows.set(row.symbol, row)
    // The poll's own row, equal in every field to the old one merged with its change: no copy of
    // ~1,500 rows between the `at` stamp and the send under the storm.
    for (const row of diff.changedRows) this.rows.set(row.symbol, row)
    for (const symbol of diff.removed) this.rows.delete(symbol)
    this.tradingDate = board.tradingDate
    if (first) {
      this.emit({ type: 'snapshot', rows: [...this.rows.values()], tradingDate: this.tradingDate, at })
      return true
    }
    if (isEmptyDiff(diff)) return false
    const { changes, added, removed } = diff
    this.emit({ type: 'delta', changes, added, removed, tradingDate: this.tradingDate, at })
    return true
  }

  private setStatus(status: FeedStatus): void {
    this.status = status
    this.emit({ type: 'status', status })
  }

  private emit(event: BoardEvent): void {
    for (const listener of this.listeners.keys()) listener(event)
  }
}
