import type { BoardSource } from '../../../src-shared/bridge/contract'
import { tickerCommonsSchema, type TickerCommons } from '../../../src-shared/schemas/ticker-commons'
import type { HttpClient } from '../http/http-client'

/** Group A price queries. The spec forbids `tickers` and `index` together, so only one is sent. */
export function createMarketService(http: HttpClient) {
  return {
    tickerCommons(source: BoardSource): Promise<TickerCommons> {
      const query = source.kind === 'basket' ? { index: source.code } : { tickers: source.symbols.join(',') }
      return http.getJson('/tartarus/v1/tickerCommons', tickerCommonsSchema, query)
    },
  }
}

export type MarketService = ReturnType<typeof createMarketService>
