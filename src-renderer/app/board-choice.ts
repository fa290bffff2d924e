import type { BoardFeedSource } from '../../src-shared/bridge/contract'
import { baskets, isBasketCode } from '../../src-shared/market/baskets'
import type { BoardLayout, Watchlist } from '../../src-shared/schemas/settings'

/**
 * What a board window shows: a basket, a watchlist, the VN30 index futures, or the whole market. The
 * first three are saved in the window's layout; the whole market cannot be (the settings schema does
 * not know it), so a window switched to it keeps its last saved board for the next launch.
 */
export type BoardChoice = BoardLayout['source'] | { readonly kind: 'market' }

/** The futures board's name: the code boards give the VN30 index futures. */
export const futuresTitle = 'VN30F'

export function choiceKey(choice: BoardChoice): string {
  switch (choice.kind) {
    case 'basket':
      return `basket:${choice.code}`
    case 'watchlist':
      return `watchlist:${choice.id}`
    case 'market':
      return 'market'
    case 'futures':
      return 'futures'
  }
}

export function choiceFromKey(key: string): BoardChoice | null {
  if (key === 'market') return { kind: 'market' }
  if (key === 'futures') return { kind: 'futures' }
  const [kind, value] = key.split(':')
  const code = Number(value)
  if (kind === 'basket' && isBasketCode(code)) return { kind: 'basket', code }
  if (kind === 'watchlist' && value) return { kind: 'watchlist', id: value }
  return null
}

/** The feed behind a choice; null for a watchlist that is gone or empty. */
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

/**
 * Every board a window can switch to, in switcher order (which `[` and `]` step through): baskets,
 * the whole market, the futures, watchlists.
 */
export function allChoices(watchlists: readonly Watchlist[]): BoardChoice[] {
  return [
    ...baskets.map((b): BoardChoice => ({ kind: 'basket', code: b.code })),
    { kind: 'market' },
    { kind: 'futures' },
    ...watchlists.map((w): BoardChoice => ({ kind: 'watchlist', id: w.id })),
  ]
}

export function choiceTitle(
  choice: BoardChoice,
  watchlists: readonly Watchlist[],
  marketTitle: string,
): string {
  switch (choice.kind) {
    case 'basket':
      return baskets.find((b) => b.code === choice.code)?.name ?? String(choice.code)
    case 'market':
      return marketTitle
    case 'futures':
      return futuresTitle
    case 'watchlist':
      return watchlists.find((w) => w.id === choice.id)?.name ?? choice.id
  }
}

/** Extra words the command palette matches a board by, besides its title (both languages). */
export function choiceKeywords(choice: BoardChoice): string {
  return choice.kind === 'futures' ? 'futures derivatives phai sinh hop dong tuong lai VN30F1M' : ''
}
