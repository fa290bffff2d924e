import { z } from 'zod'
import { marketPriceTypes } from '../market/order-types'
import { lenientId, lenientNumber } from './lenient'
import {
  documentedBookEntry,
  documentedOrderBookDetailAnswer,
  type DocumentedBookEntry,
} from './trading-documented/order-book'
import { documentedMarketSessionAnswer } from './trading-documented/orders'

/**
 * Group E trading (api-facts §5.3–§5.5): bootstrap, the second-factor session, order execution and
 * the account reads. The simulator builds its answers with these types and the core parses with the
 * same schemas, which accept what a real server may vary (numbers as strings, ids as numbers).
 */

/** The order status enum of the real service, in its own order. */
export const orderStatuses = [
  'WAITING_TO_ACTIVATE',
  'WAITING_TO_SEND',
  'SENDING',
  'SENT',
  'FIXING',
  'FIXED',
  'CANCELLED',
  'CANCELLING',
  'MATCHED',
  'EXPIRED',
  'MATCHED_ALL',
  'REJECTED',
  'COMPLETED',
  'FAILED',
  'EXPIRED_ACTIVATION_TIME',
  'EXPIRED_AUTHORIZATION',
  'RECEIVED',
  'INTERNAL_SENDING',
  'INTERNAL_CANCELLED',
  'SENDING_TO_CORE',
  'CANCEL_BY_STOCK_EVENT',
  'WAIT_FOR_ACCEPTING',
  'ACCEPTED',
  'ACCEPTING',
  'REJECTING',
] as const
export type OrderStatus = (typeof orderStatuses)[number]

/** The second-factor session codes of 403 answers on the order endpoints. */
export const otpSessionCodes = [
  'OTP_SESSION_REQUIRED',
  'OTP_SESSION_EXPIRED',
  'OTP_SESSION_INVALID',
  'OTP_SESSION_REVOKED',
] as const
export type OtpSessionCode = (typeof otpSessionCodes)[number]

export const svcErrorSchema = z.object({ error_code: z.string(), message: z.string() })

const envelope = { error_code: z.string(), message: z.string() }
const resultEnvelope = <T extends z.ZodType>(result: T) => z.object({ ...envelope, result })

export const userMeSchema = z.object({ ...envelope, data: z.object({ user_id: lenientId }) })

export const subAccountSchema = z.object({
  id: lenientId,
  cust_id: lenientId,
  name: z.string(),
  depository_number: z.string(),
  product_type_name: z.string(),
  sub_account_ext: z.string(),
  type: z.string(),
})
export type SubAccount = z.infer<typeof subAccountSchema>
export const subAccountsSchema = resultEnvelope(z.array(subAccountSchema))

export const otpRequestBodySchema = z.strictObject({ channel: z.literal('EMAIL') })
export const otpVerifyBodySchema = z.strictObject({
  ticket_id: z.string().min(1),
  otp_code: z.string().regex(/^\d{6}$/, 'otp_code must be 6 digits'),
})
export const otpRevokeBodySchema = z.strictObject({ session_token: z.string().min(1) })
export const otpRevokeResponseSchema = z.object(envelope)

export const placeOrderBodySchema = z.object({
  sub_account: z.string().min(1),
  side: z.enum(['BUY', 'SELL']),
  symbol: z.string().min(1),
  quantity: z.number().int().min(1),
  type: z.enum(['LIMIT', 'MARKET']),
  limit_price: z.number().int().positive().nullable().optional(),
  market_price: z.enum(marketPriceTypes).nullable().optional(),
  stock_type: z.enum(['STOCK', 'BOND', 'FUND_CERTIFICATE', 'WARRANT', 'ETF']).optional(),
})
export type PlaceOrderBody = z.infer<typeof placeOrderBodySchema>

export const modifyOrderBodySchema = z.object({
  sub_account: z.string().min(1).optional(),
  quantity: z.number().int().min(1),
  price: z.number().int().positive(),
})
export type ModifyOrderBody = z.infer<typeof modifyOrderBodySchema>

export const cancelOrderBodySchema = z.object({ sub_account: z.string().min(1) })

export const orderResponseSchema = z.object({
  order_id: lenientId,
  account_id: z.string(),
  transaction_date: z.string(),
  symbol: z.string(),
  order_side: z.string(),
  order_quantity: lenientNumber,
  limit_price: lenientNumber.nullable(),
  market_price: z.string().nullable(),
  order_type: z.string(),
  lot: z.string(),
  execute_quantity: lenientNumber,
  execute_price: lenientNumber,
  execute_amount: lenientNumber,
  fee_amount: lenientNumber,
  tax_amount: lenientNumber,
  order_status: z.string(),
  code: z.string().nullable(),
  rejected_reason: z.string().nullable(),
})
export type OrderResponse = z.infer<typeof orderResponseSchema>
export const orderResponsesSchema = resultEnvelope(z.array(orderResponseSchema))

/**
 * The order book as the core reads it: the entry as `order-book.md` documents it (flags as strings
 * or booleans, most fields optional; trading-documented/order-book.ts), in `result[]` as page and
 * spec agree. The detail answers in `data` (page) or `result` (spec): both read, handed on as `data`.
 */
export const orderBookEntrySchema = documentedBookEntry
export type OrderBookEntry = DocumentedBookEntry
export const orderBookSchema = z.object({
  status: z.number().optional(),
  error_code: z.string().nullable().optional(),
  message: z.string().nullable().optional(),
  result: z.array(documentedBookEntry),
})
export const orderBookOneSchema = documentedOrderBookDetailAnswer.transform((data) => ({ data }))

/** `market-session.md` (page and spec agree on `result`; the envelope's fields are optional). */
export const marketSessionSchema = documentedMarketSessionAnswer.transform((result) => ({ result }))
