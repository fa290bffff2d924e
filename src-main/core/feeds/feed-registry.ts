import type { BoardEvent, BoardSource } from '../../../src-shared/bridge/contract'
import { BoardFeed, type BoardFeedOptions } from './board-feed'

export const sourceKey = (source: BoardSource): string =>
  source.kind === 'basket' ? `basket:${source.code}` : `tickers:${[...new Set(source.symbols)].sort().join(',')}`

/**
 * One feed per basket or ticker list, shared by every window that shows it: the second window on
 * VN30 costs no extra request. The feed stops when its last window lets go.
 */
export class FeedRegistry {
  private readonly feeds = new Map<string, BoardFeed>()

  constructor(private readonly makeOptions: (source: BoardSource) => BoardFeedOptions) {}

  subscribe(source: BoardSource, listener: (event: BoardEvent) => void): () => void {
    const key = sourceKey(source)
    let feed = this.feeds.get(key)
    if (!feed) {
      feed = new BoardFeed(this.makeOptions(source))
      this.feeds.set(key, feed)
    }
    const unsubscribe = feed.subscribe(listener)
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

  get size(): number {
    return this.feeds.size
  }

  stopAll(): void {
    for (const feed of this.feeds.values()) feed.stop()
    this.feeds.clear()
  }
}
