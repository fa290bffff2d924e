import type { Alert, BoardFeedSource } from '../../../src-shared/bridge/contract'
import type { BasketCode } from '../../../src-shared/market/baskets'
import type { Watchlist } from '../../../src-shared/schemas/settings'
import { sourceKey } from '../board/feed-registry'

/** The most symbols one ticker-list request carries (the board source's own cap). */
const tickersPerRequest = 300

export interface AlertSource {
  key: string
  source: BoardFeedSource
}

/** Whether an alert watches data at all now (a paused or spent alert keeps no feed alive). */
export const isActive = (alert: Alert): boolean =>
  !alert.paused && !(alert.repeat === 'once' && alert.firedAt !== null)

/** The symbols a symbol or watchlist alert watches; a basket alert watches its feed's whole list. */
export function membersOf(alert: Alert, watchlists: readonly Watchlist[]): readonly string[] | 'basket' {
  switch (alert.target.kind) {
    case 'symbol':
      return [alert.target.symbol]
    case 'watchlist': {
      const id = alert.target.id
      return watchlists.find((w) => w.id === id)?.symbols ?? []
    }
    case 'basket':
      return 'basket'
  }
}

/**
 * The feeds the active alerts need: every watched symbol in as few ticker lists as the request
 * allows (one request a poll for all of them, however many alerts), and each basket's own feed,
 * the one a board on that basket already runs.
 */
export function alertSources(
  alerts: readonly Alert[],
  watchlists: readonly Watchlist[],
  /** Symbols watched in the same list for another job (the app's stop orders): one request for both. */
  shared: Iterable<string> = [],
): AlertSource[] {
  const symbols = new Set<string>()
  const baskets = new Set<BasketCode>()
  for (const alert of alerts) {
    if (!isActive(alert)) continue
    if (alert.target.kind === 'basket') baskets.add(alert.target.code)
    else for (const symbol of membersOf(alert, watchlists)) symbols.add(symbol)
  }
  if (symbols.size > 0) for (const symbol of shared) symbols.add(symbol)
  const sources: AlertSource[] = tickerSources(symbols)
  for (const alert of alerts) {
    if (alert.target.kind === 'basket' && baskets.delete(alert.target.code)) {
      const source: BoardFeedSource = { kind: 'basket', code: alert.target.code }
      sources.push({ key: sourceKey(source), source })
    }
  }
  return sources
}

/**
 * Symbols watched in the background (alerts, the app's stop orders) in as few ticker lists as the
 * request allows: one request a poll for up to 300 of them.
 */
export function tickerSources(symbols: Iterable<string>): AlertSource[] {
  const sorted = [...new Set(symbols)].sort()
  const sources: AlertSource[] = []
  for (let i = 0; i < sorted.length; i += tickersPerRequest) {
    const source: BoardFeedSource = { kind: 'tickers', symbols: sorted.slice(i, i + tickersPerRequest) }
    sources.push({ key: sourceKey(source), source })
  }
  return sources
}
