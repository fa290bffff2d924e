import { z } from 'zod'

/**
 * Group E failures as documented: `{error_code, message}` at the top level (api-facts §5.1), the
 * HTTP status carrying the class (error-codes.md: 400 bad request; 401 bad key, expired signature,
 * reused nonce or wrong body hash, all alike; 403 scope or IP, and the OTP-session codes; 429).
 * `message` and `popup_message` are for people; the client decides on `error_code` and the status,
 * never on the wording.
 */
export const documentedBrokerError = z.object({
  error_code: z.string().min(1),
  message: z.string().nullable().optional(),
  popup_message: z.string().nullable().optional(),
})

/** 403 on the three order endpoints: no usable second-factor session (trading SKILL.md). */
export const documentedOtpSessionCodes = [
  'OTP_SESSION_REQUIRED',
  'OTP_SESSION_EXPIRED',
  'OTP_SESSION_INVALID',
  'OTP_SESSION_REVOKED',
] as const

/**
 * The OTP flow's own codes. `OTP_INVALID` carries the remaining attempts only inside `message`,
 * in words the pages do not give: the count is the client's to keep (3 per ticket), not to read.
 */
export const documentedOtpFlowCodes = [
  'OTP_INVALID',
  'OTP_LOCKED',
  'OTP_RATE_LIMIT_EXCEEDED',
  'OTP_CONTACT_UNAVAILABLE',
] as const

/** Per-order refusals in `result[].code` with HTTP 200 (error-codes.md). */
export const documentedRejectionCodes = [
  '-400116',
  'QMAX_EXCEED',
  '-900017',
  '-10011',
  'INVALID_PRICE_LOT',
  '-700106',
  '-700104',
  '-700105',
  '-700114',
  '-300025',
  '-100113',
  'INVALID_ORDER_TYPE_FOR_THIS_SESSION',
  '-400099',
  '-700069',
  'CAN_NOT_PLACE_ORDER_ON_HALTED_SYMBOL',
  '-701111',
  'MUST_PUBLISH_TRADE_INFO',
  'FAILED',
] as const
