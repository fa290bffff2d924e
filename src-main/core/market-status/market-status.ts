import type { MarketStatus } from '../../../src-shared/bridge/contract'
import type { RateBudget } from '../http/rate-budget'
import { createSessionSource, type SessionSource } from './session-source'
import { systemClock, type Clock, type TimerId } from '../clock/clock'

export interface MarketStatusOptions {
  profileKind: 'demo' | 'live'
  /** The embedded simulator in the demo profile: its clock decides the sessions. */
  simulatorUrl: string | null
  /**
   * The sessions' one source, shared with the order ticket; without it one is made from
   * `simulatorUrl` and `clock` (tests).
   */
  sessions?: SessionSource
  budget: RateBudget
  /** Rate-limit deadline seen by the feeds (a 429's reset), if later than the budget's pause. */
  rateLimitedUntil?: () => number | null
  intervalMs?: number
  /** The core's clock: the refresh interval, and the time the sessions are judged at. */
  clock?: Clock
  fetchImpl?: typeof fetch
}

/**
 * The market's state for every window's header: the session phase per exchange, whether the broker
 * is refusing our key and until when, and how much of the per-minute quota is spent. Computed every
 * few seconds while someone listens. The sessions come from the core's one SessionSource: the
 * simulator's clock in the demo profile, the timetable on the broker's clock for a live one.
 */
export class MarketStatusService {
  private readonly listeners = new Set<(status: MarketStatus) => void>()
  private timer: TimerId | undefined
  private last: MarketStatus | null = null
  private readonly clock: Clock
  private readonly sessions: SessionSource

  constructor(private readonly options: MarketStatusOptions) {
    this.clock = options.clock ?? systemClock
    const clock = this.clock
    this.sessions =
      options.sessions ??
      createSessionSource({
        simulatorUrl: options.simulatorUrl,
        brokerNow: () => clock.now(),
        ...(options.fetchImpl === undefined ? {} : { fetchImpl: options.fetchImpl }),
      })
  }

  subscribe(listener: (status: MarketStatus) => void): () => void {
    this.listeners.add(listener)
    if (this.last) listener(this.last)
    if (!this.timer) {
      void this.refresh()
      this.timer = this.clock.setInterval(() => void this.refresh(), this.options.intervalMs ?? 5_000)
    }
    return () => {
      this.listeners.delete(listener)
      if (this.listeners.size === 0 && this.timer) {
        this.clock.clearInterval(this.timer)
        this.timer = undefined
      }
    }
  }

  async compute(): Promise<MarketStatus> {
    const { sessions, source } = await this.sessions.read()
    const now = this.clock.now()
    const budget = this.options.budget.state()
    const fromFeeds = this.options.rateLimitedUntil?.() ?? null
    const until = Math.max(budget.pausedUntil ?? 0, fromFeeds ?? 0)
    return {
      profileKind: this.options.profileKind,
      sessionSource: source,
      sessions,
      rateLimitedUntil: until > now ? until : null,
      budget: { usedLastMinute: budget.usedLastMinute, quotaPerMinute: budget.quotaPerMinute },
      at: now,
    }
  }

  private async refresh(): Promise<void> {
    const status = await this.compute()
    this.last = status
    for (const listener of this.listeners) listener(status)
  }

  stop(): void {
    this.clock.clearInterval(this.timer)
    this.timer = undefined
    this.listeners.clear()
  }
}
