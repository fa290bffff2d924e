import { z } from 'zod'
import { marketPriceTypes } from '../../market/order-types'
import { settingsIdSchema } from '../../schemas/settings'
import { symbolSchema } from './common'

/**
 * Order entry, part of the orders area (its calls are declared in ./orders): what the ticket reads to
 * check an order, and group E's place and modify through the core's order client, which never sends
 * an order twice.
 */

export const orderTypeSchema = z.enum(['LO', ...marketPriceTypes])

/**
 * An order id as the broker documents it: a long numeral declared as a string (api-facts: "orderId
 * and tradeId as long numerals"); letters, `_` and `-` are tolerated for other books, but never a dot,
 * a slash or anything that could change the path it is put in (`..` would name the sub-account).
 */
export const orderIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/, 'an order id is 1 to 40 letters or digits ("-", "_" inside)')

/**
 * What every order a window sends carries besides the order: the profile the window shows (the core
 * refuses the order when it trades on another one: the window has not followed a switch), and the
 * person's confirmation of a large order where the page is the only channel (the web shell; in
 * Electron the core asks in its own dialog and ignores this). Optional so scripts and tests may omit
 * them; the ticket always sends the profile.
 */
const orderGuardFields = {
  profileId: settingsIdSchema.optional(),
  confirmed: z.boolean().optional(),
}

/** An order as the ticket sends it; `intentId` is the ticket's, so a second Enter sends nothing new. */
export const orderIntentSchema = z.strictObject({
  ...orderGuardFields,
  intentId: z.string().regex(/^[A-Za-z0-9-]{8,64}$/, 'not an intent id'),
  side: z.enum(['BUY', 'SELL']),
  symbol: symbolSchema,
  quantity: z.number().int().min(1).max(500_000),
  type: orderTypeSchema,
  /** VND, for LO only. */
  price: z.number().int().positive().nullable(),
  /**
   * The person was told that an earlier order of the same side, symbol and quantity has an unknown
   * outcome (it may have reached the broker) and chose to send this one anyway. Without it the core
   * refuses such an order with `possibleDuplicateCode`.
   */
  confirmedPossibleDuplicate: z.boolean().optional(),
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
    /**
     * The answer did not prove a refusal (timeout, 5xx, dropped connection, unreadable body) and the
     * book has not settled it yet: the core keeps reading the book and sends the truth on
     * `orders.outcomes`. Never send again meanwhile.
     */
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
  /**
   * The call's answer was lost and the outcome was read back from the order book (`placed`,
   * `accepted`, `rejected` or `not-placed` as the book showed the order), not told by the answer.
   */
  fromBook: z.boolean(),
})
export type OrderOutcome = z.infer<typeof orderOutcomeSchema>

/** What the ticket reads to check an order before sending it (`orders.ticketContext`). */
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
  /**
   * The broker's own cap on the quantity (`maxqtty`, and `ppse` on a buy) and the price it was given
   * for (the asked price, the ceiling when none); null when the broker gave none. The ticket applies
   * it at that price or above (a sale at any price), its figure at a lower price being no bound.
   */
  brokerCap: z.object({ quantity: z.number(), price: z.number() }).nullable(),
  at: z.number(),
})
export type TicketContext = z.infer<typeof ticketContextSchema>

export const orderChangeSchema = z.strictObject({
  ...orderGuardFields,
  orderId: orderIdSchema,
  /** VND. */
  price: z.number().int().positive(),
  quantity: z.number().int().min(1).max(500_000),
})
export type OrderChange = z.infer<typeof orderChangeSchema>

/** `orders.place` refuses with this code (kind `validation`) while a like order's outcome is unknown. */
export const possibleDuplicateCode = 'possible-duplicate'

/**
 * An outcome the core follows in the order book after a lost answer, and how it ended. `unknown`
 * while the book has proven nothing; `settled` once it has (placed, rejected, accepted, or
 * not placed / unchanged when the change was proven absent after the window in which it could land).
 */
export const followedOutcomeSchema = z.object({
  operation: z.enum(['place', 'modify', 'cancel']),
  /** The ticket's `intentId` for a place; the order id for a modify or a cancel. */
  ref: z.string(),
  orderId: z.string().nullable(),
  /** What the order is, when the core knows it (a place always). */
  symbol: z.string().nullable(),
  side: z.enum(['BUY', 'SELL']).nullable(),
  quantity: z.number().nullable(),
  phase: z.enum(['unknown', 'settled']),
  outcome: orderOutcomeSchema,
  /** When the answer was lost. */
  since: z.number(),
  /** Until when the book is followed before an absence proves the change did not land. */
  followUntil: z.number(),
  at: z.number(),
})
export type FollowedOutcome = z.infer<typeof followedOutcomeSchema>
