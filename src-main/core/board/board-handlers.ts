import { basketList } from '../../../src-shared/bridge/contract'
import type { CallHandlers, StreamHandlers } from '../bridge/router'
import type { FeedRegistry } from './feed-registry'

/** `demandOf` gives a client's cadence demand (its window's focus and visibility, see workspace/). */
export function boardHandlers(
  feeds: FeedRegistry,
  demandOf?: (clientId: string) => () => number,
): {
  calls: Pick<CallHandlers, 'board.baskets'>
  streams: Pick<StreamHandlers, 'board.deltas'>
} {
  return {
    calls: { 'board.baskets': () => basketList },
    streams: {
      'board.deltas': (source, emit, ctx) => feeds.subscribe(source, emit, demandOf?.(ctx.clientId)),
    },
  }
}
