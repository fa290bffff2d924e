import { z } from 'zod'
import { sessionPhaseSchema, type MarketStatus } from '../../../src-shared/bridge/contract'
import type { RateBudget } from '../http/rate-budget'
import { simulatorControlHeaders } from '../profiles/embedded-simulator'
import { derivativesPhaseAt, sessionPhaseAt } from './market-session'
import { systemClock, type Clock, type TimerId } from '../clock/clock'

/** What the simulator's `GET /__sim/clock` says about sessions (other fields are ignored). */
const simClockSchema = z.object({
  sessions: z.object({
    HOSE: sessionPhaseSchema,
    HNX: sessionPhaseSchema,
    UPCOM: sessionPhaseSchema,
    // An older simulator does not say; the derivatives timetable is used then.
    DERIVATIVES: sessionPhaseSchema.optional(),
  }),
})

export interface MarketStatusOptions {
  profileKind: 'demo' | 'live'
  /** The embedded simulator in the demo profile: its clock decides the sessions. */
  simulatorUrl: string | null
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
 * few seconds while someone listens; in the demo profile the sessions come from the simulator's
 * clock (it may run in "demo" mode, always continuous), for live profiles from Vietnam time.
 */
export class MarketStatusService {
  private readonly listeners = new Set<(status: MarketStatus) => void>()
  private timer: TimerId | undefined
  private last: MarketStatus | null = null
  private readonly clock: Clock
  private readonly fetchImpl: typeof fetch

  constructor(private readonly options: MarketStatusOptions) {
    this.clock = options.clock ?? systemClock
    this.fetchImpl = options.fetchImpl ?? fetch
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
    const now = this.clock.now()
    let sessions: z.infer<typeof simClockSchema>['sessions'] | null = null
    if (this.options.simulatorUrl !== null) {
      try {
        const response = await this.fetchImpl(`${this.options.simulatorUrl}/__sim/clock`, {
          headers: simulatorControlHeaders(this.options.simulatorUrl),
          signal: AbortSignal.timeout(2_000),
        })
        const parsed = simClockSchema.safeParse(await response.json())
        if (parsed.success) sessions = parsed.data.sessions
      } catch {
        // The simulator being slow says nothing about the sessions; fall back to the clock below.
      }
    }
    const budget = this.options.budget.state()
    const fromFeeds = this.options.rateLimitedUntil?.() ?? null
    const until = Math.max(budget.pausedUntil ?? 0, fromFeeds ?? 0)
    return {
      profileKind: this.options.profileKind,
      sessionSource: sessions ? 'simulator' : 'clock',
      sessions: {
        HOSE: sessions?.HOSE ?? sessionPhaseAt('HOSE', now),
        HNX: sessions?.HNX ?? sessionPhaseAt('HNX', now),
        UPCOM: sessions?.UPCOM ?? sessionPhaseAt('UPCOM', now),
        DERIVATIVES: sessions?.DERIVATIVES ?? derivativesPhaseAt(now),
      },
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
