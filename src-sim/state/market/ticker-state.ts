import type { Exchange } from '../../../src-shared/market/price-rules'
import type { Listing, Liquidity } from './universe'

/**
 * How a ticker behaves. 'walk' drifts towards a moving target; 'flat' trades at the reference;
 * 'ceiling' and 'floor' push to the limit and stay there. Anchors never change regime, so a board
 * always has a ceiling, a floor and a reference cell.
 */
export type Regime = 'walk' | 'flat' | 'ceiling' | 'floor'

/**
 * A quote's book top and day figures, shared by stocks and futures: zero before the first match of the
 * day (and the book empty), which is also what a new day resets them to.
 */
export interface QuoteDay {
  /** Best bid and offer; 0 when that side is empty (locked at a limit). */
  bid1: number
  offer1: number
  bidQtty: [number, number, number]
  offerQtty: [number, number, number]
  matchPrice: number
  matchQtty: number
  open: number
  high: number
  low: number
  totalVol: number
  totalVal: number
  buyForeignQtty: number
  sellForeignQtty: number
}

/** The figures of a day with no match yet: the start of a listing, or of a new trading day. */
export const emptyQuoteDay = (): QuoteDay => ({
  bid1: 0,
  offer1: 0,
  bidQtty: [0, 0, 0],
  offerQtty: [0, 0, 0],
  matchPrice: 0,
  matchQtty: 0,
  open: 0,
  high: 0,
  low: 0,
  totalVol: 0,
  totalVal: 0,
  buyForeignQtty: 0,
  sellForeignQtty: 0,
})

/**
 * Places the best bid with the best offer one tick above it (`tickUp`); at or beyond a limit the book
 * locks there: bids only at the ceiling, offers only at the floor. Stocks and futures alike.
 */
export function placeBook(
  q: Pick<QuoteDay, 'bid1' | 'offer1'> & { readonly ceiling: number; readonly floor: number },
  bid1: number,
  tickUp: (price: number) => number,
): void {
  if (bid1 >= q.ceiling) {
    q.bid1 = q.ceiling
    q.offer1 = 0
  } else if (bid1 < q.floor) {
    q.bid1 = 0
    q.offer1 = q.floor
  } else {
    q.bid1 = bid1
    q.offer1 = tickUp(bid1)
  }
}

export interface TickerState extends QuoteDay {
  readonly listing: Listing
  readonly symbol: string
  readonly exchange: Exchange
  readonly liquidity: Liquidity
  ref: number
  ceiling: number
  floor: number
  regime: Regime
  anchored: boolean
  /** Where a walker is heading, as a price. */
  target: number
  /** Shares foreigners may still buy. */
  room: number
  /** Active-buy (buy-up) and active-sell (sell-down) volume today by investor class: sheep, wolf, shark. */
  buyUpVol: [number, number, number]
  sellDownVol: [number, number, number]
  /** Engine step of the last change, for callers that want only fresh rows. */
  changedAt: number
}

/** Per-step chance of a match and the largest order size in lots, by liquidity. */
export const flowProfile: Readonly<Record<Liquidity, { trade: number; maxLots: number; foreign: number }>> = {
  high: { trade: 0.7, maxLots: 300, foreign: 0.2 },
  mid: { trade: 0.35, maxLots: 120, foreign: 0.1 },
  low: { trade: 0.1, maxLots: 40, foreign: 0.05 },
  thin: { trade: 0.02, maxLots: 10, foreign: 0.02 },
  dormant: { trade: 0.004, maxLots: 5, foreign: 0.01 },
}
