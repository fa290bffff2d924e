import type { BoardFeedSource } from '../../../src-shared/bridge/contract'
import { defaultBoardSource, feedSourceOf } from '../../../src-shared/market/board-sources'
import type { StreamHandlers } from '../bridge/router'
import type { FeedRegistry } from '../board/feed-registry'
import type { Clock, TimerId } from '../clock/clock'
import type { SettingsStore } from '../settings/settings-store'

/**
 * The board a start shows first: the first saved board window (a new page takes over the first
 * saved window nobody shows, src-renderer/app/use-window-session.ts), else the default basket.
 */
export function firstBoardSource(
  settings: Pick<SettingsStore, 'getWindows' | 'getWatchlists'>,
): BoardFeedSource {
  const first = settings.getWindows()[0]
  return (first && feedSourceOf(first.board.source, settings.getWatchlists())) ?? defaultBoardSource
}

/** How long the core keeps the first board polled for a window that has not come (`--no-open`). */
export const FIRST_BOARD_HOLD_MS = 30_000
/** The warm-up's own demand: one poll, then slowly, until a window asks for its cadence. */
const WARM_DEMAND_MS = 60_000

export interface FirstBoardWarmup {
  /** Wraps `board.deltas` so that the warm-up lets go once a window holds a board feed of its own. */
  wrap(handler: StreamHandlers['board.deltas']): StreamHandlers['board.deltas']
  stop(): void
}

/**
 * Polls the first board as soon as the core is up, while the app window is still starting: the
 * board's first snapshot (a token and one poll, about a third of a second) is then ready when the
 * window subscribes, which the feed answers at once with the rows it has (BoardFeed.subscribe). It
 * is this session's data through the window's own feed, live as the feed's status says: nothing of
 * an earlier session is shown. Let go after the first window's subscription (the feed then lives on
 * if that window shows this board) or after FIRST_BOARD_HOLD_MS, whichever comes first.
 */
export function warmFirstBoard(feeds: FeedRegistry, source: BoardFeedSource, clock: Clock): FirstBoardWarmup {
  let release: (() => void) | null = feeds.subscribe(
    source,
    () => undefined,
    () => WARM_DEMAND_MS,
  )
  const stop = () => {
    clock.clearTimeout(timer)
    release?.()
    release = null
  }
  const timer: TimerId = clock.setTimeout(stop, FIRST_BOARD_HOLD_MS, { unref: true })
  return {
    wrap: (handler) => (params, emit, ctx) => {
      const unsubscribe = handler(params, emit, ctx)
      stop()
      return unsubscribe
    },
    stop,
  }
}
