import { systemClock, type Clock } from '../clock/clock'
import { TtlCache } from '../http/ttl-cache'

/**
 * How long each kind of research answer is kept (spec, Limits: cache rarely changing data for 1 to
 * 5 minutes). What changes with a corporate action, a filing or an announcement is kept five
 * minutes; what gains a row during the session (insider registrations, the investor types' monthly
 * shares) two; what moves with today's trading but not by the tick (flows, sector rows, news, index
 * history) one. Quotes, books and breadth are dynamic: three seconds, so a window that re-renders
 * costs no quota but a trader never reads a price older than that; screens and a sector's members
 * (prices in their rows) ten.
 */
export const researchTtlMs = {
  /** Profile, listing, ownership. */
  company: 300_000,
  /** Statements and the ratio analysis: a quarter at a time. */
  financials: 300_000,
  /** Analyst reports: a few a month. */
  reports: 300_000,
  /** Corporate events (dividends, rights, AGMs) and the event search: announced weeks ahead. */
  events: 300_000,
  /** Macro series and catalogue, the economic calendar, bank rates, a news article. */
  reference: 300_000,
  /** Insider trades: registered and reported during the day. */
  insiders: 120_000,
  /** Group A's monthly active-buy shares by investor type. */
  supplyDemand: 120_000,
  /** Foreign and proprietary history, sector rows, news lists, index history: today's row moves. */
  daily: 60_000,
  /** Screens and a sector's members (the heat map's tiles). */
  screen: 10_000,
  /** Quotes, books, index comparison and breadth. */
  live: 3_000,
} as const

export type ResearchKind = keyof typeof researchTtlMs

/** How many answers of each kind are kept at most (the oldest goes first). */
const maxEntries: Readonly<Record<ResearchKind, number>> = {
  company: 300,
  financials: 300,
  reports: 200,
  events: 200,
  reference: 200,
  insiders: 200,
  supplyDemand: 200,
  daily: 300,
  screen: 50,
  live: 200,
}

/**
 * The one cache of research answers of a profile, shared by every window (every window's call goes
 * through the profile's one core). Keyed by profile, kind and the request (path and parameters:
 * the symbol is in them); two windows asking the same thing at once share one request, and a failed
 * answer is not kept; a load every window dropped before it went out is not sent. A profile switch builds a new core and closes this one, which empties it, so
 * no answer of one broker or key is ever served under another.
 */
export class ResearchCache {
  private readonly caches: Record<ResearchKind, TtlCache<unknown>>

  constructor(
    private readonly profileId: string,
    clock: Pick<Clock, 'now'> = systemClock,
  ) {
    const now = () => clock.now()
    const entries = Object.entries(researchTtlMs) as [ResearchKind, number][]
    this.caches = Object.fromEntries(
      entries.map(([kind, ttl]) => [kind, new TtlCache<unknown>(ttl, now, maxEntries[kind])]),
    ) as Record<ResearchKind, TtlCache<unknown>>
  }

  /**
   * The answer to `request` (path and parameters), from the cache or from `load` once. `signal`:
   * this caller's window dropped the read; the shared load is abandoned only when every window
   * waiting on it has (ttl-cache.ts), and `load`'s own signal says so.
   */
  get<T>(
    kind: ResearchKind,
    request: string,
    load: (signal: AbortSignal) => Promise<T>,
    signal?: AbortSignal,
  ): Promise<T> {
    return this.caches[kind].get(`${this.profileId}|${request}`, load, signal) as Promise<T>
  }

  clear(): void {
    for (const cache of Object.values(this.caches)) cache.clear()
  }
}
