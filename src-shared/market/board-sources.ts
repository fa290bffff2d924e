import type { BoardFeedSource, BoardSource } from '../bridge/contract'
import type { BoardLayout, Watchlist } from '../schemas/settings'

/** The board a window shows when nothing else is asked for or saved: VN30, the first thing a trader wants. */
export const defaultBoardSource: BoardSource = { kind: 'basket', code: 2 }

/**
 * What a board window shows: a basket, a watchlist, the VN30 index futures, or the whole market. The
 * first three are saved in the window's layout; the whole market cannot be (the settings schema does
 * not know it), so a window switched to it keeps its last saved board for the next launch.
 */
export type BoardChoice = BoardLayout['source'] | { readonly kind: 'market' }

/**
 * The feed behind a choice; null for a watchlist that is gone or empty. Shared by the board window
 * and the core, which polls the first board of a start before the window asks (see
 * src-main/core/app/first-board.ts).
 */
export function feedSourceOf(choice: BoardChoice, watchlists: readonly Watchlist[]): BoardFeedSource | null {
  switch (choice.kind) {
    case 'basket':
      return { kind: 'basket', code: choice.code }
    case 'market':
      return { kind: 'market' }
    case 'futures':
      return { kind: 'futures' }
    case 'watchlist': {
      const list = watchlists.find((w) => w.id === choice.id)
      return list && list.symbols.length > 0 ? { kind: 'tickers', symbols: list.symbols } : null
    }
  }
}
