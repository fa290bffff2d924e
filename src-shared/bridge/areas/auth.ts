import { z } from 'zod'
import { bridgeErrorSchema } from '../errors'
import { noInput } from './common'

/**
 * What the UI may know about tokens: which kind is active and until when, never the token itself.
 * Times are epoch milliseconds on this machine's clock.
 */
export const tokenStateSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('none'), reason: z.string() }),
  z.object({ state: z.literal('query'), until: z.number() }),
  z.object({ state: z.literal('otp-required'), message: z.string(), queryUntil: z.number().nullable() }),
  z.object({ state: z.literal('approval-pending'), deadline: z.number(), message: z.string() }),
  z.object({ state: z.literal('trading'), until: z.number() }),
])
export type TokenState = z.infer<typeof tokenStateSchema>

export const authStatusSchema = z.object({
  token: tokenStateSchema,
  /** The last failure of a token operation, kept until the next success. */
  lastError: bridgeErrorSchema.nullable(),
})
export type AuthStatus = z.infer<typeof authStatusSchema>

/** Group E's second factor: a daily session opened with an e-mailed code, needed to place, modify or cancel. */
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
  /** Why the last step failed, in the core's (English) words: a detail, never what the user reads. */
  message: z.string().nullable(),
  /** The same failure as a typed kind and code, which the UI words in its own language. */
  problem: bridgeErrorSchema.pick({ kind: true, code: true }).nullable().optional(),
})
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>

export const otpCodeSchema = z.string().regex(/^\d{6}$/, 'the code is 6 digits')

export const authCalls = {
  'auth.status': { input: noInput, output: authStatusSchema },
  /** Asks the broker for an SMS/e-mail OTP or an app approval, whichever the key uses. */
  'auth.requestTrading': { input: noInput, output: authStatusSchema },
  'auth.submitOtp': {
    input: z.strictObject({ otp: z.string().regex(/^\d{4,8}$/, 'an OTP is 4 to 8 digits') }),
    output: authStatusSchema,
  },
  /** Abandons a pending OTP or approval, or drops the trading token. */
  'auth.cancelTrading': { input: noInput, output: authStatusSchema },
  'auth.secondFactor.status': { input: noInput, output: secondFactorStatusSchema },
  /** E-mails a code: spends one of the broker's 5 a day, so only when the user asks. */
  'auth.secondFactor.request': { input: noInput, output: secondFactorStatusSchema },
  'auth.secondFactor.verify': {
    input: z.strictObject({ code: otpCodeSchema }),
    output: secondFactorStatusSchema,
  },
  'auth.secondFactor.revoke': { input: noInput, output: secondFactorStatusSchema },
} as const

export const authStreams = {
  'auth.status': { params: noInput, event: authStatusSchema },
  /**
   * The second-factor session as it changes: now, then at each request, verify, revoke, expiry on the
   * broker's clock, or a 403 OTP_SESSION_* seen by an order call. The header's chip and the dialog.
   */
  'auth.secondFactor.changes': { params: noInput, event: secondFactorStatusSchema },
} as const
