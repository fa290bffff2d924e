import type { BoardSource } from '../../../src-shared/bridge/contract'
import { tickerCommonsSchema, type TickerCommons } from '../../../src-shared/schemas/ticker-commons'
import type { HttpClient } from '../http/http-client'
import type { Priority } from '../http/rate-budget'

export interface MarketServiceOptions {
  /**
   * The spec asks no bearer on tickerCommons, but quotas are per key: when a token is at hand it is
   * sent, so the broker counts the request where it belongs. Resolves to undefined without one.
   */
  authorization?: () => Promise<string | undefined>
}

/** Group A price queries. The spec forbids `tickers` and `index` together, so only one is sent. */
export function createMarketService(http: HttpClient, options: MarketServiceOptions = {}) {
  return {
    /** `priority`: the rate budget's, 'focus' for a poll of the focused window's board. */
    async tickerCommons(source: BoardSource, priority: Priority = 'board'): Promise<TickerCommons> {
      const query = source.kind === 'basket' ? { index: source.code } : { tickers: source.symbols.join(',') }
      const authorization = await options.authorization?.()
      return http.request({
        path: '/tartarus/v1/tickerCommons',
        schema: tickerCommonsSchema,
        query,
        priority,
        ...(authorization ? { headers: { authorization } } : {}),
      })
    },
  }
}

export type MarketService = ReturnType<typeof createMarketService>
