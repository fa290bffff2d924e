import { futuresMultiplier, futuresTick } from '../../../src-shared/market/futures-contracts'
import type { FuturesQuote } from '../market/futures-quotes'

/** Contract terms are a market rule (src-shared); the account side adds the margin it charges. */
export { futuresMultiplier, futuresTick }
/** Initial margin shown as `im` (SSI quotes 17%). */
export const initialMarginPct = 17

/** A running contract as the derivative account sees it, prices in index points. */
export interface FuturesContract {
  symbol: string
  alias: 'VN30F1M' | 'VN30F2M' | 'VN30F1Q' | 'VN30F2Q'
  /** End of the last trading day, epoch ms (third Thursday, 14:45). */
  expiryMs: number
  ref: number
  ceiling: number
  floor: number
}

export function contractOf(q: FuturesQuote): FuturesContract {
  return {
    symbol: q.contract.symbol,
    alias: q.contract.alias,
    expiryMs: q.contract.expiryMs,
    ref: q.ref / 10,
    ceiling: q.ceiling / 10,
    floor: q.floor / 10,
  }
}
