import { z } from 'zod'
import { bridgeErrorSchema } from '../errors'
import { noInput } from './common'
import { orderGuardCalls, orderGuardStreams } from './orders-guards'
import {
  followedOutcomeSchema,
  orderChangeSchema,
  orderIdSchema,
  orderIntentSchema,
  orderOutcomeSchema,
  ticketContextInputSchema,
  ticketContextSchema,
} from './orders-entry'

/**
 * Orders, whichever group carries them: entry (the ticket's reads, place and modify: ./orders-entry),
 * working orders and their cancellation. The core reads group A's stock and derivative order books
 * and group E's order book and hands the renderer one normalised row shape; group A cancels go out at
 * user priority with a trading token, group E's through the order client with the second factor.
 */

/** `svc`: group E's order book (`/trading/v1/accounts/{id}/order-book`), signed, on the `.4` sub-account. */
export const orderBookKindSchema = z.enum(['stock', 'derivative', 'svc'])
export type OrderBookKind = z.infer<typeof orderBookKindSchema>

/**
 * Where an order stands, from the broker's status codes (TCBS `orStatus` for stock, the derivative
 * letters P/PM/PW/C): the UI needs only these.
 */
export const orderStateSchema = z.enum([
  'working',
  'partly-matched',
  'matched',
  'cancel-pending',
  'cancelled',
  'rejected',
  'expired',
  'other',
])
export type OrderState = z.infer<typeof orderStateSchema>

export const orderRowSchema = z.object({
  book: orderBookKindSchema,
  subAccount: z.enum(['normal', 'margin', 'derivative', 'svc']),
  accountNo: z.string(),
  orderId: z.string(),
  symbol: z.string(),
  side: z.enum(['B', 'S']),
  /** Limit price: VND for stock, index points for derivatives. */
  price: z.number(),
  quantity: z.number(),
  matched: z.number(),
  remaining: z.number(),
  state: orderStateSchema,
  /** The broker's own status code, for the tooltip. */
  rawStatus: z.string(),
  /** The broker says it may be cancelled now (its `isCancel` flag and the state agree). */
  cancellable: z.boolean(),
  /** Time the order was placed, HH:mm:ss Vietnam time. */
  time: z.string(),
  /** Group E only: the broker's `allowamend` (price or quantity may be modified now). */
  amendable: z.boolean().optional(),
  /** Group E only: `LO` or the market price type (ATO, ATC, MP…), for the modify ticket. */
  priceType: z.string().optional(),
  /** Group E only: the broker's rejection or feedback text (`feedbackmsg`). */
  feedback: z.string().nullable().optional(),
})
export type OrderRow = z.infer<typeof orderRowSchema>

export const orderBookEventSchema = z.object({
  book: orderBookKindSchema,
  /** Null until the first good read. */
  orders: z.array(orderRowSchema).nullable(),
  lastOkAt: z.number().nullable(),
  /** The last read failed; the orders shown are from `lastOkAt`. */
  error: bridgeErrorSchema.nullable(),
})
export type OrderBookEvent = z.infer<typeof orderBookEventSchema>

export const cancelOutcomeSchema = z.enum([
  'cancelled',
  'already-cancelled',
  'already-matched',
  'not-found',
  'rejected',
  /** No answer in time; the order book shows the order still working, so it may be cancelled again. */
  'still-working',
  /** No answer in time and the order book could not be read either: check before trying again. */
  'unknown',
  /** The broker refused the derivative PIN: this order was not cancelled. */
  'wrong-pin',
  /** Not sent: an earlier order of the same cancel was refused (wrong PIN, no trading token). */
  'not-sent',
])
export type CancelOutcome = z.infer<typeof cancelOutcomeSchema>

/** A group E cancel's `code` when it was not sent for want of the day's second factor (outcome `not-sent`). */
export const secondFactorRequiredCode = 'second-factor-required'

export const cancelResultSchema = z.object({
  book: orderBookKindSchema,
  orderId: z.string(),
  outcome: cancelOutcomeSchema,
  /** The broker's code, or ours when the broker gave none. */
  code: z.string(),
  /** In words, for the dialog. */
  message: z.string(),
})
export type CancelResult = z.infer<typeof cancelResultSchema>

export const cancelReportSchema = z.object({ results: z.array(cancelResultSchema), at: z.number() })
export type CancelReport = z.infer<typeof cancelReportSchema>

/** A PIN is typed, sent once and forgotten: never stored, logged or echoed in an error. */
export const pinSchema = z.string().regex(/^\d{4,8}$/, 'a PIN is 4 to 8 digits')

const orderIds = z
  .array(orderIdSchema)
  .min(1, 'choose at least one order')
  .max(20, 'at most 20 orders per cancel')
  .refine((ids) => new Set(ids).size === ids.length, 'an order appears twice')

/**
 * What a cancel in flight is doing, so the dialog can show a wait instead of a frozen button.
 * `reconciling`: the cancel's outcome is unknown (no answer, book unreadable); the order book is
 * read again until the broker answers, and the outcome then appears in `reconciled`.
 */
export const cancelActivitySchema = z.object({
  active: z.array(
    z.object({
      book: orderBookKindSchema,
      orderId: z.string(),
      phase: z.enum(['sending', 'rate-limited', 'checking', 'reconciling']),
      /** Epoch ms of the next attempt while rate-limited or reconciling. */
      retryAt: z.number().nullable(),
    }),
  ),
  /** Outcomes that were unknown and that the order book has since settled, newest last. */
  reconciled: z.array(cancelResultSchema.extend({ at: z.number() })),
})
export type CancelActivity = z.infer<typeof cancelActivitySchema>

export const orderCalls = {
  ...orderGuardCalls,
  /** Exchange, session and its order types, band and best prices, buying power or sellable shares. */
  'orders.ticketContext': { input: ticketContextInputSchema, output: ticketContextSchema },
  /** Sends once: a second call with the same `intentId` gets the first call's outcome. */
  'orders.place': { input: orderIntentSchema, output: orderOutcomeSchema },
  /** Price or quantity of a working order; one change per order at a time, never resent. */
  'orders.modify': { input: orderChangeSchema, output: orderOutcomeSchema },
  /** Reads both order books now (the blotter's refresh), instead of at the next poll. */
  'orders.refresh': { input: noInput, output: z.object({ at: z.number() }) },
  /** One `cancel-orders` call with every order in `ordersList`; a result per order. */
  'orders.cancelStock': {
    input: z.strictObject({ subAccount: z.enum(['normal', 'margin']), orderIds }),
    output: cancelReportSchema,
  },
  /**
   * One `order/cancel` per order, with the PIN. A wrong PIN is that order's outcome (`wrong-pin`)
   * and the orders after it are `not-sent`; the orders cancelled before it are reported as such.
   */
  'orders.cancelDerivative': {
    input: z.strictObject({ orderIds, pin: pinSchema }),
    output: cancelReportSchema,
  },
  /**
   * Group E orders, one signed DELETE each through the order client (never sent twice; a lost answer
   * is read back from the book). Needs the day's second-factor session: without one nothing is sent
   * and the call fails with `second-factor-required`.
   */
  'orders.cancelSvc': { input: z.strictObject({ orderIds }), output: cancelReportSchema },
} as const

/**
 * An order that moved between two reads of its book: filled (in full or in part), rejected or
 * cancelled. Orders already in that state at the first read of a book are not events.
 */
export const orderEventKindSchema = z.enum(['filled', 'partly-filled', 'rejected', 'cancelled'])
export type OrderEventKind = z.infer<typeof orderEventKindSchema>
export const orderEventSchema = z.object({
  kind: orderEventKindSchema,
  order: orderRowSchema,
  /** Shares matched since the previous read (0 for rejected and cancelled). */
  newlyMatched: z.number(),
  at: z.number(),
})
export type OrderEvent = z.infer<typeof orderEventSchema>

export const orderStreams = {
  ...orderGuardStreams,
  /** Both order books, re-read while someone listens and right after a cancel. */
  'orders.book': { params: noInput, event: orderBookEventSchema },
  'orders.cancelActivity': { params: noInput, event: cancelActivitySchema },
  /**
   * Fills, partial fills, rejections and cancels seen while the books are read: the core reads them
   * while a blotter is open and, more slowly, while any order works or any outcome is unknown.
   */
  'orders.events': { params: noInput, event: orderEventSchema },
  /**
   * Group E outcomes followed in the book after a lost answer: every one still unknown at once, then
   * each change (unknown, then settled) as it happens.
   */
  'orders.outcomes': { params: noInput, event: followedOutcomeSchema },
} as const
