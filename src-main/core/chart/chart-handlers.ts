import type { CallHandlers } from '../bridge/router'
import type { QuoteHistoryService } from './quote-history-service'

/** Charts: candle history of a symbol (group E quote history). */
export function chartHandlers(history: QuoteHistoryService): Pick<CallHandlers, 'chart.history'> {
  return {
    'chart.history': ({ symbol, resolution }) => history.history(symbol, resolution),
  }
}
