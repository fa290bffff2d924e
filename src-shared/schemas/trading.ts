import { z } from 'zod'
import { marketPriceTypes } from '../market/order-types'
import { lenientId, lenientNumber } from './lenient'

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
export const otpTicketSchema = z.object({
  ticket_id: z.string(),
  masked_destination: z.string(),
  /** Unix seconds on the broker's clock; the simulator's addition, for the dialog's countdown. */
  expires_at_epoch: lenientNumber.optional(),
})
export const otpTicketResponseSchema = resultEnvelope(otpTicketSchema)

export const otpVerifyBodySchema = z.strictObject({
  ticket_id: z.string().min(1),
  otp_code: z.string().regex(/^\d{6}$/, 'otp_code must be 6 digits'),
})
export const otpSessionSchema = z.object({
  session_token: z.string(),
  expires_at: z.string(),
  expires_at_epoch: lenientNumber,
})
export const otpSessionResponseSchema = resultEnvelope(otpSessionSchema)
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

const yesNo = z.union([z.boolean(), z.enum(['Y', 'N']).transform((v) => v === 'Y')])

export const orderBookEntrySchema = z.object({
  orderid: lenientId,
  afacctno: z.string(),
  afacctno_ext: z.string(),
  custodycd: z.string(),
  symbol: z.string(),
  side: z.string(),
  price: lenientNumber,
  pricetype: z.string(),
  qtty: lenientNumber,
  execqtty: lenientNumber,
  execprice: lenientNumber,
  execamt: lenientNumber,
  remainqtty: lenientNumber,
  cancelqtty: lenientNumber,
  status: z.string(),
  status_code: z.string(),
  allowcancel: yesNo,
  allowamend: yesNo,
  feedbackmsg: z.string().nullable(),
  txdate: z.string(),
  txtime: z.string(),
  odtimestamp: z.string(),
})
export type OrderBookEntry = z.infer<typeof orderBookEntrySchema>
export const orderBookSchema = z.object({
  status: z.number().optional(),
  ...envelope,
  result: z.array(orderBookEntrySchema),
})
export const orderBookOneSchema = z.object({ ...envelope, data: orderBookEntrySchema })

export const marketSessionSchema = resultEnvelope(
  z.object({
    exchange: z.string(),
    exchange_session: z.string(),
    available_order_types: z.array(z.string()),
  }),
)

export const availableTradeSchema = resultEnvelope(
  z.object({
    symbol: z.string(),
    side: z.enum(['BUY', 'SELL']),
    quote_price: lenientNumber,
    /** Buying power in VND (BUY). */
    pp0: lenientNumber,
    /** Sellable shares (SELL). */
    trade: lenientNumber,
    /** Whole shares the buying power pays for at `quote_price`, fee included (BUY). */
    max_quantity: lenientNumber,
  }),
)

export const holdingSchema = z.object({
  symbol: z.string(),
  quantity: lenientNumber,
  trade: lenientNumber,
  avg_price: lenientNumber,
  market_price: lenientNumber,
  cost_value: lenientNumber,
  market_value: lenientNumber,
  pnl: lenientNumber,
  pnl_percent: lenientNumber,
})
export type Holding = z.infer<typeof holdingSchema>
export const portfolioSchema = resultEnvelope(
  z.object({
    sub_account: z.string(),
    items: z.array(holdingSchema),
    total_cost_value: lenientNumber,
    total_market_value: lenientNumber,
    total_pnl: lenientNumber,
  }),
)

export const subAccountSummarySchema = resultEnvelope(
  z.object({
    sub_account: z.string(),
    cash_balance: lenientNumber,
    buying_power: lenientNumber,
    blocked_cash: lenientNumber,
    debt: lenientNumber,
    stock_value: lenientNumber,
    net_asset_value: lenientNumber,
    linked_banks: z.array(z.object({ bank_code: z.string(), account_number: z.string() })),
  }),
)

export const assetSummarySchema = resultEnvelope(
  z.object({
    user_id: lenientId,
    total_asset: lenientNumber,
    cash: lenientNumber,
    stock_value: lenientNumber,
    debt: lenientNumber,
    net_asset: lenientNumber,
  }),
)

export const pnlTodaySchema = resultEnvelope(
  z.object({
    user_id: lenientId,
    pnl_today: lenientNumber,
    pnl_today_percent: lenientNumber,
    items: z.array(z.object({ symbol: z.string(), quantity: lenientNumber, pnl_today: lenientNumber })),
  }),
)
