import type { BoardEvent, BoardFeedSource, BoardSource } from '../../../src-shared/bridge/contract'
import { BoardFeed, type BoardFeedOptions, type CadenceDemand, type PollPriority } from './board-feed'
import { fetchFutures, futuresTickers } from './futures-source'
import { fetchWholeMarket, marketParts } from './market-source'
import { systemClock } from '../clock/clock'
import { attentionOf, shareCadences, type FeedDemand } from './budget-share'

export const sourceKey = (source: BoardFeedSource): string => {
  switch (source.kind) {
    case 'basket':
      return `basket:${source.code}`
    case 'tickers':
      return `tickers:${[...new Set(source.symbols)].sort().join(',')}`
    case 'market':
      return 'market'
    case 'futures':
      return 'futures'
  }
}

/** What the key's rate budget tells the feeds (see `RateBudget`). */
export interface BoardBudget {
  /** Requests per minute board polls can count on, ahead of account and research reads. */
  sharePerMinute(): number
  /** Requests per minute account and research reads took (they go before background polls). */
  accountPerMinute?(): number
  /** Until when every request is held back after a 429, if it is. */
  pausedUntil(): number | null
  /** Whether board polls wait for the minute's quota to free a slot. */
  quotaSpent(): boolean
}

/** Room left in the share for what polls the budget without a feed (index bar, charts) and for jitter. */
const shareUsable = 0.9

/**
 * One feed per basket or ticker list, shared by every window that shows it: the second window on
 * VN30 costs no extra request. The feed stops when its last window lets go, and polls as often as
 * its most demanding window asks (see BoardFeed.subscribe).
 */
export class FeedRegistry {
  private readonly feeds = new Map<string, BoardFeed>()

  /**
   * `makeOptions` knows how to fetch one basket or ticker list; the whole market and the futures are
   * built from those. `brokerNow` is the broker's clock, which decides the running futures.
   */
  constructor(
    private readonly makeOptions: (source: BoardSource) => BoardFeedOptions<BoardSource>,
    private readonly brokerNow: () => number = () => systemClock.now(),
    private readonly budget?: BoardBudget,
  ) {}

  /**
   * The cadence the budget allows a feed that asks for `demandMs`. When the feeds together ask for
   * more requests than the board share holds, the focused window's feeds keep their cadence and the
   * others share what is left by weight (see budget-share.ts); the cadence each shows is the one it
   * gets (rather than asking for 1 s and being served every 1.7 s by a queue in the budget).
   */
  allowedCadence(demandMs: number): number {
    const share = this.budget?.sharePerMinute()
    if (share === undefined || share <= 0) return demandMs
    const demands: FeedDemand[] = []
    for (const [key, feed] of this.feeds) {
      if (feed.listenerCount > 0)
        demands.push({ demandMs: feed.demandedCadence(), requestsPerPoll: requestsPerPoll(key) })
    }
    const between = this.budget?.accountPerMinute?.() ?? 0
    return Math.max(demandMs, shareCadences(demands, share * shareUsable, between)(demandMs))
  }

  private budgetOptions(): Pick<BoardFeedOptions, 'allowedCadence' | 'pausedUntil' | 'quotaSpent'> {
    const budget = this.budget
    if (budget === undefined) return {}
    return {
      allowedCadence: (demand) => this.allowedCadence(demand),
      pausedUntil: () => budget.pausedUntil(),
      quotaSpent: () => budget.quotaSpent(),
    }
  }

  private create(source: BoardFeedSource): BoardFeed {
    // A focused window's polls go ahead of account and research reads (see budget-share.ts).
    const holder: { feed?: BoardFeed } = {}
    const priority = (): PollPriority =>
      holder.feed !== undefined && attentionOf(holder.feed.demandedCadence()) === 'focused'
        ? 'focus'
        : 'board'
    holder.feed = this.build(source, priority)
    return holder.feed
  }

  private build(source: BoardFeedSource, priority: () => PollPriority): BoardFeed {
    if (source.kind === 'futures') {
      // The codes are worked out again at every poll, so the board rolls when a contract expires
      // (the diff then removes the expired row and adds the new one).
      const options = this.makeOptions(futuresTickers(this.brokerNow()))
      return new BoardFeed({
        ...options,
        ...this.budgetOptions(),
        source,
        fetchBoard: () => fetchFutures((list) => options.fetchBoard(list, priority()), this.brokerNow),
      })
    }
    if (source.kind !== 'market') {
      const options = this.makeOptions(source)
      return new BoardFeed({
        ...options,
        ...this.budgetOptions(),
        source,
        fetchBoard: () => options.fetchBoard(options.source, priority()),
      })
    }
    const parts = marketParts.map((code) => this.makeOptions({ kind: 'basket', code }))
    const first = parts[0]
    return new BoardFeed({
      ...first,
      ...this.budgetOptions(),
      source,
      fetchBoard: () => fetchWholeMarket(parts, priority()),
    })
  }

  subscribe(
    source: BoardFeedSource,
    listener: (event: BoardEvent) => void,
    demand?: CadenceDemand,
  ): () => void {
    const key = sourceKey(source)
    let feed = this.feeds.get(key)
    if (!feed) {
      feed = this.create(source)
      this.feeds.set(key, feed)
    }
    const unsubscribe = feed.subscribe(listener, demand)
    // Another feed changes every feed's share of the budget.
    this.retuneAll()
    const owned = feed
    let done = false
    return () => {
      if (done) return
      done = true
      unsubscribe()
      if (owned.listenerCount === 0) {
        owned.stop()
        if (this.feeds.get(key) === owned) this.feeds.delete(key)
      }
      this.retuneAll()
    }
  }

  /** The broker answers again: every feed that is backing off polls now. */
  wakeAll(): void {
    for (const feed of this.feeds.values()) feed.wake()
  }

  /** Every feed re-reads its listeners' demands (focus or visibility of a window changed). */
  retuneAll(): void {
    for (const feed of this.feeds.values()) feed.retune()
  }

  /** Cadence in force per feed, for logs and tests. */
  cadences(): Record<string, number> {
    return Object.fromEntries([...this.feeds].map(([key, feed]) => [key, feed.effectiveCadence()]))
  }

  get size(): number {
    return this.feeds.size
  }

  stopAll(): void {
    for (const feed of this.feeds.values()) feed.stop()
    this.feeds.clear()
  }
}

/** Requests one poll of a feed costs: the whole market is three baskets. */
const requestsPerPoll = (key: string): number => (key === 'market' ? marketParts.length : 1)
