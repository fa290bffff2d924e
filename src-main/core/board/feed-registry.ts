import type { BoardEvent, BoardFeedSource, BoardSource } from '../../../src-shared/bridge/contract'
import { BoardFeed, type BoardFeedOptions, type CadenceDemand } from './board-feed'
import { fetchFutures, futuresTickers } from './futures-source'
import { fetchWholeMarket, marketParts } from './market-source'

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
    private readonly brokerNow: () => number = Date.now,
  ) {}

  private create(source: BoardFeedSource): BoardFeed {
    if (source.kind === 'futures') {
      // The codes are worked out again at every poll, so the board rolls when a contract expires
      // (the diff then removes the expired row and adds the new one).
      const options = this.makeOptions(futuresTickers(this.brokerNow()))
      return new BoardFeed({
        ...options,
        source,
        fetchBoard: () => fetchFutures((list) => options.fetchBoard(list), this.brokerNow),
      })
    }
    if (source.kind !== 'market') {
      const options = this.makeOptions(source)
      return new BoardFeed({ ...options, source, fetchBoard: () => options.fetchBoard(options.source) })
    }
    const parts = marketParts.map((code) => this.makeOptions({ kind: 'basket', code }))
    const first = parts[0]
    return new BoardFeed({
      ...first,
      source,
      fetchBoard: () => fetchWholeMarket(parts),
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
    }
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
