import { z } from 'zod'
import { lenientId, lenientNumber } from '../lenient'
import { inResult } from './envelope'

/**
 * `place-order.md` `OrderResponse`, answered by place, modify and cancel in `result[]` with HTTP 200;
 * a refusal sets `code` and `rejected_reason` (error-codes.md) and is still HTTP 200. The page types
 * `limit_price` and `market_price` as non-null, but the request sets the unused one to null: null is
 * read. `order_status` is a plain string: the page lists six values, enums.md twenty-five.
 */
export const documentedOrderResponse = z.object({
  order_id: lenientId,
  symbol: z.string(),
  order_side: z.string(),
  order_quantity: lenientNumber,
  order_status: z.string(),
  code: z.string().nullable(),
  rejected_reason: z.string().nullable(),
  account_id: lenientId.optional(),
  transaction_date: z.string().optional(),
  limit_price: lenientNumber.nullable().optional(),
  market_price: z.string().nullable().optional(),
  order_type: z.string().optional(),
  lot: z.string().optional(),
  execute_quantity: lenientNumber.optional(),
  execute_price: lenientNumber.optional(),
  execute_amount: lenientNumber.optional(),
  fee_amount: lenientNumber.optional(),
  tax_amount: lenientNumber.optional(),
})
export type DocumentedOrderResponse = z.output<typeof documentedOrderResponse>
export const documentedOrderResponsesAnswer = inResult(z.array(documentedOrderResponse))

/**
 * `available-trade.md`: BUY reads `pp0` (VND), SELL reads `trade` (shares). The page has no
 * `max_quantity`, `symbol`, `side` or `quote_price` (our simulator's additions); `ppse` and
 * `maxqtty` are the broker's own caps.
 */
export const documentedAvailableTrade = z.object({
  pp0: lenientNumber,
  trade: lenientNumber,
  ppse: lenientNumber.optional(),
  maxqtty: lenientNumber.optional(),
  balance: lenientNumber.optional(),
  cash_pending_send: lenientNumber.optional(),
  mortgage: lenientNumber.optional(),
  marginrate: lenientNumber.optional(),
  mrratioloan: lenientNumber.nullable().optional(),
})
export const documentedAvailableTradeAnswer = inResult(documentedAvailableTrade)
export type DocumentedAvailableTrade = z.output<typeof documentedAvailableTrade>

/** `market-session.md`: the session of one exchange and the order types it takes now. */
export const documentedMarketSession = z.object({
  exchange: z.string(),
  exchange_session: z.string(),
  available_order_types: z.array(z.string()),
})
export const documentedMarketSessionAnswer = inResult(documentedMarketSession)
