import { useQuery } from '@tanstack/react-query'
import { exchangeNamed, type Exchange } from '../../../../src-shared/market/price-rules'
import { supersedableCallQuery } from '../../../lib/bridge/call-query'
import { isFuturesSymbol } from '../lib/plot-candles'

/**
 * The exchange a stock is listed on, from its listing (`research.company`, which the core keeps for
 * minutes and shares with the symbol-detail window), for the tick the price axis steps by and a level
 * moves by: one read per stock chart, none for futures. Null while unknown, for futures, and when
 * the listing names no cash exchange. Superseded by the next symbol: a chart (or a detail window's)
 * run through symbols drops the reads of the ones it passed, and those still queued in the core's
 * rate budget never go out.
 */
export function useSymbolExchange(symbol: string): Exchange | null {
  const stock = !isFuturesSymbol(symbol)
  const query = useQuery({
    ...supersedableCallQuery('research.company', { symbol }),
    staleTime: 3_600_000,
    enabled: stock,
    select: (company) => exchangeNamed(company.listing.exchange),
  })
  return query.data ?? null
}
