import { z } from 'zod'
import { noInput } from './common'

/**
 * The guards between a window and the money, part of the orders area: limits the core enforces on
 * every place and modify, whichever window or client sends it (docs/trading.md, "Guards and threat
 * model"). A page may tighten them at will; loosening one (raising a limit, switching a confirmation
 * off) needs the person, asked through a channel the page cannot answer: a native dialog from the
 * Electron main process, or in the web shell the local trading PIN, kept hashed in the vault.
 */

/** A PIN is typed, sent with the one call that needs it and forgotten: never stored, logged or echoed. */
export const tradingPinSchema = z.string().regex(/^\d{6,12}$/, 'a trading PIN is 6 to 12 digits')

/**
 * The one-time code the web shell prints in its own terminal (new at each start and once spent):
 * setting the first PIN, or resetting a forgotten one, needs it, so a page that reached the bridge
 * cannot make the PIN its own.
 */
export const pinSetupCodeSchema = z.string().regex(/^\d{8}$/, 'the setup code is 8 digits')

export const tradingLimitsSchema = z.strictObject({
  /** VND one order (or a modified order) may be worth: price × quantity, the ceiling for a market order. */
  maxOrderValue: z.number().int().positive().max(1e13),
  /** Shares in one order. */
  maxOrderQuantity: z.number().int().positive().max(500_000),
  /** Places and modifies sent in any 60 seconds, from every window together. */
  maxOrdersPerMinute: z.number().int().positive().max(600),
  /** VND of orders sent in one Vietnam trading day, from every window together. */
  maxDailyValue: z.number().int().positive().max(1e15),
})
export type TradingLimits = z.infer<typeof tradingLimitsSchema>

/** How the core asks the person: `none` when it cannot (then nothing may be loosened). */
export const personChannelSchema = z.enum(['native-dialog', 'trading-pin', 'none'])
export type PersonChannel = z.infer<typeof personChannelSchema>

/**
 * Why the core refused an order or a change of the guards (the error's `code`, kind `forbidden`);
 * the renderer words each in the user's language.
 */
export const guardCodes = [
  'guard-order-value',
  'guard-order-quantity',
  'guard-rate',
  'guard-daily-value',
  /** A market order's value could not be bounded (no ceiling price known): not sent. */
  'guard-price-unknown',
  /** Above the confirmation threshold and not confirmed. */
  'guard-confirm-required',
  /** The person said no in the core's own dialog. */
  'guard-declined',
  /** The window still shows another profile than the one the core trades on. */
  'guard-profile-mismatch',
  /** Loosening a guard needs the trading PIN (web shell). */
  'guard-pin-required',
  'guard-pin-wrong',
  /** Too many wrong PINs: none is checked until `retryAt`. */
  'guard-pin-locked',
  /** No trading PIN is set yet: set one before anything can be loosened. */
  'guard-pin-missing',
  /** Setting the first PIN (or resetting a forgotten one) needs the setup code from the web shell's terminal. */
  'guard-setup-code-required',
  /** Not the setup code the web shell printed (counts as a wrong PIN towards the lock). */
  'guard-setup-code-wrong',
  /** This shell has no channel to the person: nothing can be loosened. */
  'guard-no-channel',
] as const
export type GuardCode = (typeof guardCodes)[number]

export const guardStatusSchema = z.object({
  limits: tradingLimitsSchema,
  /** The ticket's confirmation step before every order (a page's step: see docs/trading.md). */
  confirmEvery: z.boolean(),
  /** Orders worth more than this (VND) need a confirmation the core checks; null for none. */
  confirmAbove: z.number().nullable(),
  /** VND counted against `maxDailyValue` today. */
  usedToday: z.number(),
  /** Places and modifies in the last 60 seconds. */
  sentLastMinute: z.number(),
  channel: personChannelSchema,
  /** Web shell: whether a trading PIN is set. */
  pinSet: z.boolean(),
  /** The profile orders go to now. */
  profileId: z.string(),
  at: z.number(),
})
export type GuardStatus = z.infer<typeof guardStatusSchema>

export const guardChangeSchema = z.strictObject({
  limits: tradingLimitsSchema.partial().optional(),
  confirmEvery: z.boolean().optional(),
  confirmAbove: z.number().int().positive().max(1e13).nullable().optional(),
  /** Web shell: the person's PIN, needed only when the change loosens a guard. */
  pin: tradingPinSchema.optional(),
})
export type GuardChange = z.infer<typeof guardChangeSchema>

export const orderGuardCalls = {
  'orders.guards': { input: noInput, output: guardStatusSchema },
  /** Tightening is free; loosening asks the person (Electron's dialog) or needs the PIN (web shell). */
  'orders.setGuards': { input: guardChangeSchema, output: guardStatusSchema },
  /**
   * Web shell: sets the trading PIN. The first one, or a reset of a forgotten one, needs the setup
   * code printed in the shell's terminal; changing one needs the current one. Limits stay as they are.
   */
  'orders.setTradingPin': {
    input: z.strictObject({
      current: tradingPinSchema.optional(),
      next: tradingPinSchema,
      setupCode: pinSetupCodeSchema.optional(),
    }),
    output: guardStatusSchema,
  },
} as const

export const orderGuardStreams = {
  /** The guards' settings and counters, after every change and every order. */
  'orders.guardChanges': { params: noInput, event: guardStatusSchema },
} as const
