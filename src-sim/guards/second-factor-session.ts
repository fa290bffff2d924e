import type { FastifyReply, FastifyRequest } from 'fastify'
import type { OtpSessionCode } from '../../src-shared/schemas/trading'
import { sendGroupEError } from '../kit/http/errors'
import type { ApiKey } from '../state/identity/api-keys'
import { tradingState } from '../state/trading/trading-state'
import type { SimContext } from '../state/world'
import { signedHeaders } from './request-signature'
import { requireSigned } from './signed-request'

/** Largest `device-id` accepted (api-facts §5.5, proposed). */
export const maxDeviceIdLength = 128

const otpSessionMessages: Record<OtpSessionCode, string> = {
  OTP_SESSION_REQUIRED: 'a second-factor session is required: verify an OTP and send X-SVC-2FA-TOKEN',
  OTP_SESSION_EXPIRED: 'the second-factor session expired (23:59:59 +07:00 of its day); verify a new OTP',
  OTP_SESSION_INVALID: 'X-SVC-2FA-TOKEN is not a session of this API key',
  OTP_SESSION_REVOKED: 'the second-factor session was revoked; verify a new OTP',
}

/**
 * Tier `signed2fa`, the order endpoints' gate, in this order: signature (401), `device-id` (400),
 * second-factor session (403 OTP_SESSION_*). The path's sub-account (403) and the body (400) follow
 * in `declareRoute`.
 */
export async function requireSecondFactor(
  ctx: SimContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<ApiKey | undefined> {
  const key = requireSigned(ctx, request, reply)
  if (key === undefined) return undefined
  const device = request.headers['device-id']
  if (typeof device !== 'string' || device.trim() === '' || device.length > maxDeviceIdLength) {
    void sendGroupEError(
      reply,
      400,
      'DEVICE_ID_REQUIRED',
      `header device-id (the ordering device, 1 to ${maxDeviceIdLength} characters) is required on order endpoints`,
    )
    return undefined
  }
  const token = request.headers[signedHeaders.twoFactor]
  const session = await tradingState(ctx.world).otp.check(
    key.apiKey,
    typeof token === 'string' ? token.trim() : undefined,
  )
  if (session !== null) {
    void sendGroupEError(reply, 403, session, otpSessionMessages[session])
    return undefined
  }
  return key
}
