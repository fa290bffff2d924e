import { z } from 'zod'
import { settingsIdSchema, settingsSymbolSchema } from '../../schemas/settings'
import { bridgeErrorSchema } from '../errors'
import { noInput } from './common'
import { orderIntentSchema, orderOutcomeSchema } from './orders-entry'

/**
 * Stop orders held by the app (issue 22): a trigger on the last price, then one order, sent by the
 * core of this workstation while it runs (never by the broker). Kept in the settings file; each
 * stop carries the intent id of the one order it may ever send (docs/trading.md, "Stop orders").
 */

/** Last price at or above the level (a buy stop, a take-profit) or at or below it (a stop-loss). */
export const stopTriggerSchema = z.strictObject({
  direction: z.enum(['at-or-above', 'at-or-below']),
  /** Raw VND, the board's unit. */
  price: z.number().int().positive(),
})
export type StopTrigger = z.infer<typeof stopTriggerSchema>

/** The order sent on the trigger: a limit at a price, or the market type the session takes then. */
export const stopOrderSchema = z
  .strictObject({
    side: z.enum(['BUY', 'SELL']),
    quantity: z.number().int().min(1).max(500_000),
    kind: z.enum(['limit', 'market']),
    /** VND, for a limit only. */
    price: z.number().int().positive().nullable(),
  })
  .refine((o) => (o.kind === 'limit') === (o.price !== null), {
    message: 'a limit order has a price, a market order none',
    path: ['price'],
  })
export type StopOrder = z.infer<typeof stopOrderSchema>

export const stopStates = [
  /** Watching the price. */
  'armed',
  /** Found beyond its level without a live crossing (after a sleep, at start, set beyond): asks. */
  'needs-confirmation',
  /** Triggered with no second-factor session: nothing sent until the trader gives the code. */
  'needs-second-factor',
  /** Written to disk before the place call: never sent again, whatever happens next. */
  'sending',
  /** The place answer was lost: the order follower reads the book until it proves it. */
  'unknown',
  /** The broker took the order (`outcome.orderId`). */
  'sent',
  /** Refused (by a guard, the broker, or proven absent from the book): nothing to resend by itself. */
  'failed',
  /** Cancelled by the trader, or by its take-profit / stop-loss partner sending first. */
  'cancelled',
] as const
export const stopStateSchema = z.enum(stopStates)
export type StopState = z.infer<typeof stopStateSchema>

/** Why a stop asks instead of sending. */
export const stopAskReasonSchema = z.enum([
  /** The price was beyond the level at the first price seen after the stop was set. */
  'set-beyond',
  /** The first price seen after the app started (it was closed meanwhile). */
  'at-start',
  /** A gap in the prices longer than a few polls (the computer slept, the feed stopped). */
  'after-gap',
  /** A like order's outcome is unknown: sending this one needs the person's word. */
  'possible-duplicate',
  /** The broker rate-limited the place call: nothing was sent. */
  'rate-limited',
  /** The second factor was given long after the trigger: the moment passed, the person decides. */
  'late-second-factor',
])
export type StopAskReason = z.infer<typeof stopAskReasonSchema>

/** What the trader sets (the ticket, a holding's take-profit / stop-loss). */
export const stopDraftSchema = z.strictObject({
  symbol: settingsSymbolSchema,
  trigger: stopTriggerSchema,
  order: stopOrderSchema,
  /** The ticket's intent id: a second Enter of the same ticket sets nothing new. */
  intentId: orderIntentSchema.shape.intentId,
  /** The profile the window shows; the core refuses a stop for another one. */
  profileId: settingsIdSchema,
  /** The person went through the large-order step when setting it (the ticket's `confirmed`). */
  confirmed: z.boolean().optional(),
  note: z.string().max(200).optional(),
})
export type StopDraft = z.infer<typeof stopDraftSchema>

export const stopSchema = z.object({
  id: settingsIdSchema,
  profileId: settingsIdSchema,
  symbol: settingsSymbolSchema,
  trigger: stopTriggerSchema,
  order: stopOrderSchema,
  intentId: orderIntentSchema.shape.intentId,
  confirmed: z.boolean().default(false),
  note: z.string().max(200).default(''),
  /** `take-profit` / `stop-loss` of a holding; `ocoWith` names its partner (one cancels the other). */
  role: z.enum(['stop', 'take-profit', 'stop-loss']).default('stop'),
  ocoWith: settingsIdSchema.nullable().default(null),
  state: stopStateSchema,
  /** Who cancelled it: a partner's cancel is undone when the partner's order proves not placed. */
  cancelledBy: z.enum(['trader', 'partner']).nullable().default(null),
  askReason: stopAskReasonSchema.nullable().default(null),
  /** Epoch ms (this machine) it was set. */
  createdAt: z.number(),
  /** Epoch ms (this machine) of its last change by the trader: the live-crossing rule starts again there. */
  modifiedAt: z.number().nullable().default(null),
  /** The last price that triggered it, or the price now when it asks; raw VND. */
  triggerPrice: z.number().nullable().default(null),
  triggeredAt: z.number().nullable().default(null),
  /** Broker clock, written before the place call: what the book is matched against after a lost answer. */
  sendingAt: z.number().nullable().default(null),
  /** The order's last word (the book's, after a lost answer). */
  outcome: orderOutcomeSchema.nullable().default(null),
  /** Why it failed, when no outcome says it (a guard's refusal). */
  error: bridgeErrorSchema.nullable().default(null),
  /** When it reached its last state. */
  updatedAt: z.number(),
})
export type Stop = z.infer<typeof stopSchema>

/** The settings file's stops section; a file without it reads as none, no migration. */
export const stopsSectionSchema = z.object({ list: z.array(stopSchema).max(500).default([]) }).prefault({})
export type StopsSection = z.infer<typeof stopsSectionSchema>

/** Where the price behind an armed stop, or one that asks, stands now (not kept). */
export const stopLiveSchema = z.object({
  id: settingsIdSchema,
  /** `stale`: its prices stopped, so it cannot trigger and says so; `waiting`: none yet. */
  data: z.enum(['live', 'stale', 'waiting', 'other-profile']),
  lastPrice: z.number().nullable(),
  lastDataAt: z.number().nullable(),
  error: bridgeErrorSchema.optional(),
})
export type StopLive = z.infer<typeof stopLiveSchema>

export const stopsOverviewSchema = z.object({
  stops: z.array(stopSchema),
  live: z.array(stopLiveSchema),
  /** Stops of this profile watching the price now: the header's count. */
  armed: z.number(),
})
export type StopsOverview = z.infer<typeof stopsOverviewSchema>

export const stopEventSchema = z.discriminatedUnion('type', [
  /** Sent at subscription and whenever a stop or its data's state changes. */
  z.object({ type: z.literal('overview'), overview: stopsOverviewSchema }),
  /** A stop triggered: it sends, or asks (confirmation, second factor) — `stop.state` says which. */
  z.object({ type: z.literal('triggered'), stop: stopSchema }),
  /** A stop's order has its word (sent, failed, unknown, then the book's). */
  z.object({ type: z.literal('outcome'), stop: stopSchema }),
])
export type StopEvent = z.infer<typeof stopEventSchema>

const stopRef = z.strictObject({ id: settingsIdSchema })

/**
 * A change of an armed stop: its trigger level, and its order's quantity and (a limit's) price. The
 * direction, side and kind stay: another of those is another stop (cancel it, set a new one).
 */
export const stopChangeSchema = z.strictObject({
  id: settingsIdSchema,
  /** The profile the window shows; the core refuses a change for another one. */
  profileId: settingsIdSchema,
  /** The trigger's new level, raw VND. */
  level: stopTriggerSchema.shape.price,
  quantity: z.number().int().min(1).max(500_000),
  /** VND, a limit stop's new price; null for a market stop. */
  price: z.number().int().positive().nullable(),
  /** The person went through the large-order step for the changed order. */
  confirmed: z.boolean().optional(),
})
export type StopChange = z.infer<typeof stopChangeSchema>

export const stopCalls = {
  'stops.list': { input: noInput, output: stopsOverviewSchema },
  /** Arms a stop; the same intent id again returns the stop it set (a second Enter sets nothing). */
  'stops.create': { input: stopDraftSchema, output: stopSchema },
  /** A holding's take-profit and stop-loss, linked: when one sends, the other is cancelled. */
  'stops.createBracket': {
    input: z.strictObject({ takeProfit: stopDraftSchema, stopLoss: stopDraftSchema }),
    output: z.array(stopSchema),
  },
  /**
   * Changes an armed stop (never one triggering, asking or over: the refusal says which). Its one
   * order and intent id stay; the price last seen is judged against the new level, so a level
   * already passed asks, as at creation, and one not yet reached sends on a crossing seen live.
   */
  'stops.modify': { input: stopChangeSchema, output: stopSchema },
  /** Cancels a stop that has sent nothing (armed or asking). */
  'stops.cancel': { input: stopRef, output: stopSchema },
  /**
   * The person's word on a stop that asks: send it now (at the price the window showed). A stop
   * asking for the second factor sends once the session is active.
   */
  'stops.confirm': {
    input: z.strictObject({ id: settingsIdSchema, confirmedPossibleDuplicate: z.boolean().optional() }),
    output: stopSchema,
  },
  /** Forgets the stops that are over (sent, failed, cancelled). */
  'stops.clearDone': { input: noInput, output: z.object({ ok: z.literal(true) }) },
} as const

export const stopStreams = {
  'stops.events': { params: noInput, event: stopEventSchema },
} as const
