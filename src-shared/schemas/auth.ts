import { z } from 'zod'

/**
 * Group B (token issuance). The spec types `expiresAt` as a number; SSI's reference page declares
 * a string and its example sends numbers (Unix seconds), so the client accepts both.
 */
const unixSeconds = z.union([z.number(), z.string().regex(/^\d+$/).transform(Number)])

export const tokenRecordSchema = z.object({
  tokenType: z.string(),
  accessToken: z.string().min(1),
  expiresAt: unixSeconds,
  refreshToken: z.string().min(1),
  refreshExpiresAt: unixSeconds,
})
export type TokenRecord = z.infer<typeof tokenRecordSchema>

export const otpRequestResultSchema = z.object({
  /** SSI sends a number (0 on success); a string is accepted as the seed types it. */
  code: z.union([z.number(), z.string()]).optional(),
  message: z.string().optional(),
  msg: z.string().optional(),
  transactionId: z.string().optional(),
})
export type OtpRequestResult = z.infer<typeof otpRequestResultSchema>
