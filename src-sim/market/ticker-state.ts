import type { Exchange } from '../../src-shared/market/price-rules'
import type { Listing, Liquidity } from './universe'

/**
 * How a ticker behaves. 'walk' drifts towards a moving target; 'flat' trades at the reference;
 * 'ceiling' and 'floor' push to the limit and stay there. Anchors never change regime, so a board
 * always has a ceiling, a floor and a reference cell.
 */
export type Regime = 'walk' | 'flat' | 'ceiling' | 'floor'

export interface TickerState {
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
