import { z } from 'zod'
import { basketCodes, type BasketCode } from '../market/baskets'
import { settingsIdSchema, settingsSymbolSchema } from './settings'

/**
 * Price alerts as the settings file keeps them (and the bridge carries them). Prices are in the
 * board's unit (raw VND), like the chart's levels an alert may follow.
 */

const basketCode = z.literal(basketCodes as BasketCode[])

/** What an alert watches: one symbol, or every member of a basket or a saved watchlist. */
export const alertTargetSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('symbol'), symbol: settingsSymbolSchema }),
  z.strictObject({ kind: z.literal('basket'), code: basketCode }),
  z.strictObject({ kind: z.literal('watchlist'), id: settingsIdSchema }),
])
export type AlertTarget = z.infer<typeof alertTargetSchema>

export const alertConditionSchema = z.discriminatedUnion('kind', [
  /**
   * The last price crosses a level. `levelId` names a level drawn on the symbol's chart: the alert
   * follows that line when it is dragged; `price` is the level when set, used once the line is gone.
   */
  z.strictObject({
    kind: z.literal('crosses'),
    direction: z.enum(['above', 'below']),
    price: z.number().positive(),
    levelId: settingsIdSchema.optional(),
  }),
  /** The day's change in % reaches `percent`: at or above it when positive, at or below when negative. */
  z.strictObject({ kind: z.literal('change-percent'), percent: z.number().min(-100).max(100) }),
  z.strictObject({ kind: z.literal('volume-above'), volume: z.number().nonnegative() }),
  /** The last price touches the ceiling or the floor. */
  z.strictObject({ kind: z.literal('limit'), side: z.enum(['ceiling', 'floor']) }),
  z.strictObject({ kind: z.literal('room-below'), room: z.number().nonnegative() }),
])
export type AlertCondition = z.infer<typeof alertConditionSchema>
export type AlertConditionKind = AlertCondition['kind']

export const alertSchema = z
  .strictObject({
    id: settingsIdSchema,
    target: alertTargetSchema,
    condition: alertConditionSchema,
    /** Once (the alert is done after it fires) or every time, at most once per cool-down. */
    repeat: z.enum(['once', 'every']),
    cooldownSec: z.number().int().min(0).max(86_400).default(300),
    paused: z.boolean().default(false),
    note: z.string().max(200).default(''),
    /** Epoch ms on the broker's clock of the last time it fired; a `once` alert that fired is done. */
    firedAt: z.number().nullable().default(null),
  })
  .refine((a) => a.target.kind === 'symbol' || a.condition.kind === 'limit', {
    message: 'a basket or watchlist alert watches the ceiling or the floor only',
    path: ['condition'],
  })
export type Alert = z.infer<typeof alertSchema>
export type AlertInput = z.input<typeof alertSchema>

/** One firing, as the history lists it. */
export const alertFiringSchema = z.object({
  id: z.string().min(1).max(80),
  alertId: settingsIdSchema,
  symbol: settingsSymbolSchema,
  condition: alertConditionSchema,
  /** What the data showed: the last price (change %, volume or room for those conditions). */
  value: z.number(),
  /** Epoch ms on the broker's clock. */
  at: z.number(),
})
export type AlertFiring = z.infer<typeof alertFiringSchema>

/** The settings file's alerts section; a file without it reads as none, no migration. */
export const alertsSectionSchema = z
  .object({
    list: z.array(alertSchema).max(500).default([]),
    /** Newest last, the oldest dropped past the cap. */
    history: z.array(alertFiringSchema).max(1000).default([]),
    /** Whether a firing plays a sound in the windows. */
    sound: z.boolean().default(true),
  })
  .prefault({})
export type AlertsSection = z.infer<typeof alertsSectionSchema>

export const ALERT_HISTORY_CAP = 1000
