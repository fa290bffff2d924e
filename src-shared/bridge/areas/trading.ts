import { z } from 'zod'
import { marketPriceTypes } from '../../market/order-types'
import { noInput, symbolSchema } from './common'

/**
 * Group E trading: the second-factor session, the portfolio, the order ticket's reads, and order
 * entry (place, modify) through the core's order client, which never sends an order twice.
 */

export const secondFactorStateSchema = z.enum([
  /** No session: orders need the user to ask for a code. */
  'none',
  /** A code was e-mailed; waiting for the user to type it. */
  'code-sent',
  'active',
  /** The broker ended it (its day ended, or a 403 said so): ask the user again. */
  'expired',
  'revoked',
  /** The ticket took 3 wrong codes: ask for a new code. */
  'locked',
])
export type SecondFactorState = z.infer<typeof secondFactorStateSchema>

export const secondFactorStatusSchema = z.object({
  state: secondFactorStateSchema,
  /** The e-mail the code went to, masked by the broker (`u***@gmail.com`). */
  maskedDestination: z.string().nullable(),
  /** Epoch ms (this machine's clock) at which the e-mailed code stops working. */
  ticketExpiresAt: z.number().nullable(),
  attemptsLeft: z.number().int().nullable(),
  /** Epoch ms (this machine's clock) at which the session ends: 23:59:59 +07:00 of its day. */
  sessionExpiresAt: z.number().nullable(),
  /**
   * The same end on the broker's own clock (epoch ms), for showing "until 23:59:59": converted to
   * this machine's clock it may read 23:59:58 by the clocks' sub-second difference.
   */
  sessionEndsOnBrokerClock: z.number().nullable().optional(),
  /** Why the last step failed, in words. */
  message: z.string().nullable(),
})
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>

export const otpCodeSchema = z.string().regex(/^\d{6}$/, 'the code is 6 digits')

export const orderTypeSchema = z.enum(['LO', ...marketPriceTypes])

/** An order as the ticket sends it; `intentId` is the ticket's, so a second Enter sends nothing new. */
export const orderIntentSchema = z.strictObject({
  intentId: z.string().regex(/^[A-Za-z0-9-]{8,64}$/, 'not an intent id'),
  side: z.enum(['BUY', 'SELL']),
  symbol: symbolSchema,
  quantity: z.number().int().min(1).max(500_000),
  type: orderTypeSchema,
  /** VND, for LO only. */
  price: z.number().int().positive().nullable(),
})
export type OrderIntent = z.infer<typeof orderIntentSchema>

export const orderOutcomeSchema = z.object({
  outcome: z.enum([
    /** The broker took it (it may already be matching). */
    'placed',
    /** The broker took the modify or the cancel. */
    'accepted',
    /** The broker answered with a rejection code: not placed, reason in words. */
    'rejected',
    /** Certainly not placed (refused before the broker handled it, or not in the book afterwards). */
    'not-placed',
    /** No answer in time and not found in the book yet: check the book before sending again. */
    'unknown',
    /** The second-factor session is missing or ended: ask for a code, nothing was sent. */
    'session-required',
    /** 429: nothing was placed; the user may send again after `retryAt`. */
    'rate-limited',
  ]),
  orderId: z.string().nullable(),
  /** The broker's `order_status` when known. */
  status: z.string().nullable(),
  code: z.string(),
  message: z.string(),
  retryAt: z.number().nullable(),
})
export type OrderOutcome = z.infer<typeof orderOutcomeSchema>

export const portfolioRowSchema = z.object({
  symbol: z.string(),
  quantity: z.number(),
  sellable: z.number(),
  avgPrice: z.number(),
  lastPrice: z.number(),
  marketValue: z.number(),
  pnl: z.number(),
  pnlPercent: z.number(),
})
export const portfolioViewSchema = z.object({
  subAccount: z.string(),
  rows: z.array(portfolioRowSchema),
  buyingPower: z.number(),
  cash: z.number(),
  at: z.number(),
})
export type PortfolioView = z.infer<typeof portfolioViewSchema>

/** What the ticket reads to check an order before sending it (`trading.ticketContext`). */
export const ticketContextInputSchema = z.strictObject({
  symbol: symbolSchema,
  side: z.enum(['BUY', 'SELL']),
  /** VND; the price the available trade is asked at (null: the market price, i.e. the ceiling). */
  price: z.number().int().positive().nullable(),
})
export type TicketContextInput = z.infer<typeof ticketContextInputSchema>

export const ticketContextSchema = z.object({
  symbol: z.string(),
  exchange: z.enum(['HOSE', 'HNX', 'UPCOM']),
  /** The broker's session name (OPEN, PROGRESS, BREAK, PRE_CLOSED, CA, CLOSED). */
  session: z.string(),
  /** The order types the exchange takes now, as the broker says. */
  allowedTypes: z.array(orderTypeSchema),
  /** VND. */
  reference: z.number(),
  ceiling: z.number(),
  floor: z.number(),
  last: z.number(),
  /** Best bid and ask; 0 when that side of the book is empty. */
  bestBid: z.number(),
  bestAsk: z.number(),
  /** VND the ordering sub-account can spend (BUY); null on a sell. */
  buyingPower: z.number().nullable(),
  /** Shares of the symbol that can be sold now (SELL); null on a buy. */
  sellable: z.number().nullable(),
  /** The most shares the ticket could send at the asked price. */
  maxQuantity: z.number(),
  at: z.number(),
})
export type TicketContext = z.infer<typeof ticketContextSchema>

export const orderChangeSchema = z.strictObject({
  orderId: z.string().min(1).max(64),
  /** VND. */
  price: z.number().int().positive(),
  quantity: z.number().int().min(1).max(500_000),
})
export type OrderChange = z.infer<typeof orderChangeSchema>

export const tradingCalls = {
  'trading.secondFactor.status': { input: noInput, output: secondFactorStatusSchema },
  /** E-mails a code: spends one of the broker's 5 a day, so only when the user asks. */
  'trading.secondFactor.request': { input: noInput, output: secondFactorStatusSchema },
  'trading.secondFactor.verify': {
    input: z.strictObject({ code: otpCodeSchema }),
    output: secondFactorStatusSchema,
  },
  'trading.secondFactor.revoke': { input: noInput, output: secondFactorStatusSchema },
  /** Holdings with average cost and P&L, and the buying power of the ordering sub-account. */
  'trading.portfolio': { input: noInput, output: portfolioViewSchema },
  /** Exchange, session and its order types, band and best prices, buying power or sellable shares. */
  'trading.ticketContext': { input: ticketContextInputSchema, output: ticketContextSchema },
  /** Sends once: a second call with the same `intentId` gets the first call's outcome. */
  'trading.place': { input: orderIntentSchema, output: orderOutcomeSchema },
  /** Price or quantity of a working order; one change per order at a time, never resent. */
  'trading.modify': { input: orderChangeSchema, output: orderOutcomeSchema },
} as const

export const tradingStreams = {
  /**
   * The second-factor session as it changes: now, then at each request, verify, revoke, expiry on the
   * broker's clock, or a 403 OTP_SESSION_* seen by an order call. The header's chip and the dialog.
   */
  'trading.secondFactor.changes': { params: noInput, event: secondFactorStatusSchema },
} as const
