import type { BasketCode } from '../../../../src-shared/market/baskets'
import type { Exchange } from '../../../../src-shared/market/price-rules'
import type { MarketIndexCode } from '../../../../src-shared/schemas/index-realtime'

export interface IndexDefinition {
  code: MarketIndexCode
  /** The tickerCommons basket whose members the index is computed over. */
  basket: BasketCode
  /** Whose session the index follows (`sessionInExchange`, the minutes of its intraday series). */
  exchange: Exchange
  /** Level of the index at the simulator's first reference: vn-market.md §5.4, late January 2026. */
  baseLevel: number
  /** On the KRX trading system (HOSE since May 2025): its answer carries the breadth series. */
  krx: boolean
  /** Largest weight one member may have, percent (VN30's rule, vn-market.md §5.1); none when absent. */
  weightCapPct?: number
}

export const indexDefinitions: readonly IndexDefinition[] = [
  { code: 'VNINDEX', basket: 1, exchange: 'HOSE', baseLevel: 1_850, krx: true },
  { code: 'VN30', basket: 2, exchange: 'HOSE', baseLevel: 2_078, krx: true, weightCapPct: 10 },
  { code: 'HNXINDEX', basket: 3, exchange: 'HNX', baseLevel: 255, krx: false },
  { code: 'HNX30', basket: 4, exchange: 'HNX', baseLevel: 556, krx: false },
  { code: 'UPCOMINDEX', basket: 5, exchange: 'UPCOM', baseLevel: 127, krx: false },
]
