import type { ChartHistory, ChartResolution } from '../../../src-shared/bridge/contract'
import { quoteHistorySchema } from '../../../src-shared/schemas/quote-history'
import type { HttpClient } from '../http/http-client'
import { TtlCache } from '../http/ttl-cache'
import { systemClock, type Clock } from '../clock/clock'
import { brokerPath } from '../http/broker-path'

export interface QuoteHistoryDeps {
  /** Client of `{api_url}` (group E). */
  api: HttpClient
  /** Tier-1 header of group E: `X-SVC-APIKEY` (null when the profile has no key yet). */
  apiKeyHeader: () => Promise<Record<string, string> | null>
  /** The core's clock: the cache's age and the moment of each answer. */
  clock?: Pick<Clock, 'now'>
}

const DAY_S = 86_400

/**
 * How far back each candle width looks: minute candles cover today's session and the one before
 * (a chart opened at 09:05 is not empty), hourly candles two weeks, daily candles a year — about
 * what fits a chart window at a readable candle width.
 */
const lookbackDays: Readonly<Record<ChartResolution, number>> = {
  '1': 2,
  '5': 3,
  '15': 5,
  '60': 14,
  '1D': 366,
}

/**
 * History is the most cacheable data there is: a candle that closed never changes. Cached for 30 s
 * per symbol and width, so flicking between symbols and widths costs no quota; the live candle is
 * the board feed's business, not this call's.
 */
const cacheMs = 30_000

export function createQuoteHistoryService(deps: QuoteHistoryDeps) {
  const clock = deps.clock ?? systemClock
  const cache = new TtlCache<ChartHistory>(cacheMs, () => clock.now())

  async function read(symbol: string, resolution: ChartResolution): Promise<ChartHistory> {
    const headers = await deps.apiKeyHeader()
    // On the broker's clock (a simulator's may be moved); `to` a day ahead so a clock the offset
    // estimate has not caught up with yet cannot cut off the newest candles.
    const now = Math.floor(deps.api.clock.serverNow() / 1000)
    const body = await deps.api.request({
      path: brokerPath`/market/quotes/stocks/${symbol}/history`,
      schema: quoteHistorySchema,
      query: { from: now - lookbackDays[resolution] * DAY_S, to: now + DAY_S, resolution },
      ...(headers ? { headers } : {}),
    })
    const candles = body.data.series.flatMap((c) =>
      c.c === null || c.h === null || c.l === null
        ? []
        : [{ time: c.t, open: c.o, high: c.h, low: c.l, close: c.c, volume: c.v ?? null }],
    )
    return {
      symbol,
      resolution,
      currency: body.data.currency ?? null,
      candles,
      at: clock.now(),
    }
  }

  return {
    history: (symbol: string, resolution: ChartResolution): Promise<ChartHistory> =>
      cache.get(`${symbol}|${resolution}`, () => read(symbol, resolution)),
  }
}
export type QuoteHistoryService = ReturnType<typeof createQuoteHistoryService>
