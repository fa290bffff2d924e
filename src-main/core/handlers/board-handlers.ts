import { basketList } from '../../../src-shared/bridge/contract'
import type { CallHandlers, StreamHandlers } from '../bridge/router'
import type { FeedRegistry } from '../feeds/feed-registry'

export function boardHandlers(feeds: FeedRegistry): {
  calls: Pick<CallHandlers, 'board.baskets'>
  streams: Pick<StreamHandlers, 'board.deltas'>
} {
  return {
    calls: { 'board.baskets': () => basketList },
    streams: { 'board.deltas': (source, emit) => feeds.subscribe(source, emit) },
  }
}
