import { systemClock, type Clock, type TimerId } from '../clock/clock'
import { cancelledRead } from '../errors/cancelled'

/**
 * One scheduler per API key (the spec's limits are per key, per minute, by tier).
 *
 * Every request to the broker goes through `run`. The budget keeps a sliding 60-second log of what
 * it sent: a sliding window never lets any fixed server window see more than the quota, so under a
 * single client a 429 can only come from someone else using the key. Priorities:
 *   user    (cancel, place)  may use the whole quota;
 *   trade   (the order books that settle what an order did) are never paced and go before every
 *           read below, so an order's outcome never waits behind research or market data;
 *   focus   (polls of the focused window's boards), account (account panel, research) and board
 *           (every other poll), in that order;
 *   all but user stop short of the quota, leaving a small reserve so a cancel is never queued
 *   behind a minute of polling.
 * Waiting work is served strictly by priority, first come first served within one priority.
 *
 * Account queries and background polls are also paced (a GCRA, "leaky bucket as a meter"): a short burst, then
 * one request per 60 s / limit, counting every send (user actions and order books go at once, but
 * the paced requests after them wait for the credit they took). Without pacing, saturated polling would spend the whole minute's
 * quota in its first second, and a user action beyond the reserve would then wait a minute.
 */
export type Priority = 'user' | 'trade' | 'focus' | 'account' | 'board'

const rank: Record<Priority, number> = { user: 0, trade: 1, focus: 2, account: 3, board: 4 }
/**
 * Priorities that are never paced: a person or an order is waiting on them, or the board the trader
 * looks at (its feeds' rate is planned within the share, see board/budget-share.ts).
 */
const unpaced = (priority: Priority) => priority === 'user' || priority === 'trade' || priority === 'focus'

export interface RateBudgetOptions {
  quotaPerMinute: number
  /** The core's clock: the window, the pacing and the waits run on it. */
  clock?: Clock
  /**
   * Requests kept for user actions only. Default: 1% of the quota, at least 2 (3 on a Pro key).
   * Under saturation paced reads leave the window one per interval (0.2 s on Pro), so a cancel
   * beyond the reserve waits about that long; a larger reserve is quota never used (issue 24: at 3%
   * and a 1-s margin a saturated key used 95.9% of its quota).
   */
  userReserve?: number
  /**
   * Extra time a send stays in the window, for the gap between when we send and when the server
   * counts: with jittery latency a request sent late in one server window can land in the next.
   * Default 250 ms: the spread of one request's latency against another's, not the latency itself
   * (every send is late by about the same).
   */
  marginMs?: number
  /** Paced requests that may go out back to back before pacing applies. Default 3. */
  burst?: number
  /**
   * A background poll that has waited this long goes ahead of account and research reads (behind
   * the focused board's): reads that ask for more than the key holds cannot starve a window for
   * good. Default 30 s, the slowest cadence a board asks for.
   */
  agingMs?: number
}

interface Waiter {
  priority: Priority
  seq: number
  queuedAt: number
  /** A background poll that waited `agingMs`: served before account reads, still paced. */
  aged: boolean
  start: () => void
}

export interface BudgetState {
  quotaPerMinute: number
  usedLastMinute: number
  queued: Record<Priority, number>
  /** Requests sent and not yet answered. */
  inFlight: number
  /** 429s the broker answered since the budget began (each one pauses it). */
  rateLimited: number
  /** Epoch ms until which the server told us to hold off (after a 429), if any. */
  pausedUntil: number | null
}

export class RateBudget {
  private readonly sent: number[] = []
  /**
   * Send times in the window of what goes before some board polls, to tell the polls what is left
   * for them: user actions (out of the reserve first), order books, account and research reads.
   */
  private readonly sentBy: Record<'user' | 'trade' | 'account', number[]> = {
    user: [],
    trade: [],
    account: [],
  }
  private inFlight = 0
  private rateLimited = 0
  private readonly waiting: Waiter[] = []
  private seq = 0
  private timer: TimerId | undefined
  private pausedUntil: number | null = null
  private readonly quota: number
  private readonly reserve: number
  private readonly burst: number
  private readonly agingMs: number
  private readonly windowMs: number
  /** Theoretical arrival time of the next paced request (GCRA). */
  private tat = 0
  private readonly clock: Clock
  private readonly now: () => number

  constructor(options: RateBudgetOptions) {
    this.quota = options.quotaPerMinute
    this.reserve = options.userReserve ?? Math.max(2, Math.ceil(options.quotaPerMinute * 0.01))
    this.burst = options.burst ?? 3
    this.agingMs = options.agingMs ?? 30_000
    this.windowMs = 60_000 + (options.marginMs ?? 250)
    this.clock = options.clock ?? systemClock
    this.now = () => this.clock.now()
  }

  /**
   * Runs `task` when the budget allows it for `priority`. A `signal` that aborts while the task
   * still waits takes it out of the queue: it never goes out, spends nothing, and the promise
   * rejects with a `cancelled` error. Once started, a task runs to its end (the request is on the
   * wire and counted by the broker; its answer is the caller's to keep or drop).
   */
  run<T>(priority: Priority, task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      if (signal?.aborted) {
        reject(cancelledRead('a queued request'))
        return
      }
      const leave = () => {
        const at = this.waiting.indexOf(waiter)
        if (at < 0) return
        this.waiting.splice(at, 1)
        reject(cancelledRead('a queued request'))
        // The head of the queue may have changed: its wait is timed again.
        this.pump()
      }
      const waiter: Waiter = {
        priority,
        seq: this.seq++,
        queuedAt: this.now(),
        aged: false,
        start: () => {
          signal?.removeEventListener('abort', leave)
          this.inFlight += 1
          task()
            .finally(() => {
              this.inFlight -= 1
            })
            .then(resolve, reject)
        },
      }
      signal?.addEventListener('abort', leave, { once: true })
      this.waiting.push(waiter)
      this.sortWaiting()
      this.pump()
    })
  }

  /** The server said 429: nothing but user actions goes out before `untilMs`. */
  pause(untilMs: number): void {
    this.rateLimited += 1
    this.pausedUntil = Math.max(this.pausedUntil ?? 0, untilMs)
    this.pump()
  }

  state(): BudgetState {
    this.prune()
    const queued = { user: 0, trade: 0, focus: 0, account: 0, board: 0 }
    for (const w of this.waiting) queued[w.priority] += 1
    return {
      quotaPerMinute: this.quota,
      usedLastMinute: this.sent.length,
      queued,
      inFlight: this.inFlight,
      rateLimited: this.rateLimited,
      pausedUntil: this.pausedUntil !== null && this.pausedUntil > this.now() ? this.pausedUntil : null,
    }
  }

  /**
   * Requests per minute board polls can count on: the quota less the user reserve (or what user
   * actions took, when more), less what order books took in the last window (both go first).
   * Account and research reads go before background polls but after the focused window's:
   * `accountPerMinute` says what they took.
   */
  boardShare(): number {
    this.prune()
    const left = this.quota - Math.max(this.reserve, this.sentBy.user.length) - this.sentBy.trade.length
    return (Math.max(1, left) * 60_000) / this.windowMs
  }

  /** Requests per minute account and research reads took in the last window. */
  accountPerMinute(): number {
    this.prune()
    return (this.sentBy.account.length * 60_000) / this.windowMs
  }

  /**
   * Whether a board poll must wait for an older request to leave the minute's window: the key's
   * quota, less the user reserve, is spent (by orders, account reads and the boards themselves).
   */
  boardQuotaSpent(): boolean {
    this.prune()
    return this.sent.length >= this.limitFor('board')
  }

  private limitFor(priority: Priority): number {
    return priority === 'user' ? this.quota : Math.max(1, this.quota - this.reserve)
  }

  private prune(): void {
    const horizon = this.now() - this.windowMs
    while (this.sent.length > 0 && this.sent[0]! <= horizon) this.sent.shift()
    for (const times of Object.values(this.sentBy)) {
      while (times.length > 0 && times[0]! <= horizon) times.shift()
    }
  }

  private sortWaiting(): void {
    const order = (w: Waiter) => (w.aged ? rank.focus + 0.5 : rank[w.priority])
    this.waiting.sort((a, b) => order(a) - order(b) || a.seq - b.seq)
  }

  /**
   * Background polls that waited `agingMs` move up behind the focused board's, still paced (they
   * were queued about together: unpaced, they would leave as one burst).
   */
  private promoteAged(now: number): void {
    let promoted = false
    for (const w of this.waiting) {
      if (w.priority === 'board' && !w.aged && now - w.queuedAt >= this.agingMs) {
        w.aged = true
        promoted = true
      }
    }
    if (promoted) this.sortWaiting()
  }

  private pump(): void {
    if (this.timer) {
      this.clock.clearTimeout(this.timer)
      this.timer = undefined
    }
    for (;;) {
      this.prune()
      const now = this.now()
      this.promoteAged(now)
      const next = this.waiting[0]
      if (!next) return
      const paused = this.pausedUntil !== null && this.pausedUntil > now
      const wait = this.waitFor(next.priority, now, paused)
      if (wait > 0) {
        this.timer = this.clock.setTimeout(() => this.pump(), wait)
        return
      }
      this.waiting.shift()
      this.sent.push(now)
      const p = next.priority
      if (p === 'user' || p === 'trade' || p === 'account') this.sentBy[p].push(now)
      // Every send spends pacing credit, an unpaced one too: otherwise orders on top of saturated
      // polling fill the window before it turns, and everything, orders included, then waits for
      // the window's first sends to leave it (seconds to tens of seconds).
      this.tat = Math.max(this.tat, now) + this.interval()
      next.start()
    }
  }

  private interval(): number {
    return this.windowMs / this.limitFor('board')
  }

  /** Milliseconds until `priority` may send, 0 if now. */
  private waitFor(priority: Priority, now: number, paused: boolean): number {
    // After a 429 the server rejects everything until its reset; even a user action would only
    // earn another 429, so it waits too, and the UI shows until when.
    if (paused) return this.pausedUntil! - now
    const limit = this.limitFor(priority)
    // A burst only while the window has room for all of it. Near a full window, paced requests go
    // strictly one per interval: a burst there would leave a hole in the window that comes back a
    // window later as seconds with no free slot, during which a focused board's poll would wait.
    // Two, not one, near a full window: a pump timer that fires late (a busy event loop) must not
    // lose the credit of its lateness, or a saturated key falls short of its quota by the lag.
    const burst = this.sent.length + this.burst <= limit ? this.burst : Math.min(2, this.burst)
    const pace = unpaced(priority) ? 0 : Math.max(0, this.tat - (burst - 1) * this.interval() - now)
    if (this.sent.length < limit) return pace > 0 ? Math.max(1, pace) : 0
    // The oldest request that must leave the window before one more fits.
    const oldest = this.sent[this.sent.length - limit]!
    return Math.max(1, pace, oldest + this.windowMs - now)
  }
}
