import { baskets, isBasketCode } from '../../src-shared/market/baskets'
import type { Watchlist } from '../../src-shared/schemas/settings'
import type { BoardChoice } from '../../src-shared/market/board-sources'

export type { BoardChoice } from '../../src-shared/market/board-sources'
export { feedSourceOf } from '../../src-shared/market/board-sources'

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
