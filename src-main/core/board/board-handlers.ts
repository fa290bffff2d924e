import { basketList } from '../../../src-shared/bridge/contract'
import type { CallHandlers, StreamHandlers } from '../bridge/router'
import type { FeedRegistry } from './feed-registry'
import { ViewRows } from './view-rows'

/** `demandOf` gives a client's cadence demand (its window's focus and visibility, see workspace/). */
export function boardHandlers(
  feeds: FeedRegistry,
  demandOf?: (clientId: string) => () => number,
  views: ViewRows = new ViewRows(),
): {
  calls: Pick<CallHandlers, 'board.baskets' | 'board.viewRows'>
  streams: Pick<StreamHandlers, 'board.deltas'>
} {
  return {
    calls: {
      'board.baskets': () => basketList,
      'board.viewRows': ({ source, symbols }, ctx) => {
        views.set(ctx.clientId, source, symbols)
        return {}
      },
    },
    streams: {
      'board.deltas': (source, emit, ctx) => {
        // Each client's rows on screen go ahead of the whole delta (view-rows.ts).
        const view = views.follow(ctx.clientId, source, emit)
        let stop: () => void
        try {
          stop = feeds.subscribe(source, view.emit, demandOf?.(ctx.clientId))
        } catch (err) {
          view.close()
          throw err
        }
        return () => {
          stop()
          view.close()
        }
      },
    },
  }
}
