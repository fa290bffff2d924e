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
} as const

export const authStreams = {
  'auth.status': { params: noInput, event: authStatusSchema },
} as const
