import { z } from 'zod'

/**
 * Group B as SSI FastConnect v3 publishes it (developers.ssi.com.vn api-reference auth-token,
 * auth-refresh, auth-requestOtp and getting-started/api-keys), written here by hand. The reference
 * declares `expiresAt` a string; the getting-started example sends Unix seconds as numbers, and the
 * example wins.
 */
const unixSeconds = z.number().int().positive()

/** `POST /api/v3/auth/token` and `/refresh`. */
export const tokenRecord = z
  .object({
    tokenType: z.literal('Bearer'),
    accessToken: z.string().min(1),
    refreshToken: z.string().min(1),
    expiresAt: unixSeconds,
    refreshExpiresAt: unixSeconds,
  })
  .refine((t) => t.refreshExpiresAt > t.expiresAt, 'the refresh token outlives the access token')

/** `POST /api/v3/auth/requestOtp`: `{code: 0, msg}`; `transactionId` when the app approves. */
export const otpRequested = z.object({
  code: z.literal(0),
  msg: z.string().min(1),
  transactionId: z.string().min(1).optional(),
})

/** Failures: `{code, msg}` with the numeric code of the documented example (`{code: 400, msg}`). */
export const ssiError = z.object({ code: z.number().int().min(400), msg: z.string().min(1) })
