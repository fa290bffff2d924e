import type { FastifyReply } from 'fastify'
import {
  otpRequestBodySchema,
  otpRevokeBodySchema,
  otpVerifyBodySchema,
} from '../../../src-shared/schemas/trading'
import { sendGroupEError } from '../../kit/http/errors'
import { declareRoute } from '../../kit/http/route-spec'
import type { SimContext } from '../../state/world'
import type { SimRoutes } from '../../guards/route-table'
import { tradingState } from '../../state/trading/trading-state'
import { vnWallClockAsUtc } from '../../../src-shared/market/vietnam-calendar'

const vnIso = (ms: number): string => {
  const shifted = new Date(vnWallClockAsUtc(ms)).toISOString()
  return `${shifted.slice(0, 23)}+07:00`
}

const sendTopLevel = (reply: FastifyReply, fields: Record<string, unknown>): FastifyReply =>
  reply.type('application/json; charset=utf-8').send(fields)

/** The second factor of group E (api-facts §5.4): signed POSTs; the code is e-mailed (the sim's outbox). */
export function registerOtpRoutes(routes: SimRoutes, ctx: SimContext): void {
  declareRoute(
    routes,
    {
      method: 'POST',
      path: '/auth/v1/openapi/2fa/request',
      group: 'E',
      tier: 'signed',
      summary: 'E-mail a one-time code: a ticket that lives 5 minutes (5 requests per key per day)',
      body: otpRequestBodySchema,
    },
    async (_request, reply, { auth: key }) => {
      const issued = tradingState(ctx.world).otp.request(key.apiKey)
      if ('code' in issued) return sendGroupEError(reply, issued.status, issued.code, issued.message)
      // At the top level, as the official CLI reads it (api-facts §5.4). `expires_at_epoch` is ours:
      // the dialog's countdown; a client must not need it (the broker does not send it).
      return sendTopLevel(reply, {
        ticket_id: issued.ticketId,
        masked_destination: issued.masked,
        expires_at_epoch: Math.floor(issued.expiresMs / 1000),
      })
    },
  )

  declareRoute(
    routes,
    {
      method: 'POST',
      path: '/auth/v1/openapi/2fa/verify',
      group: 'E',
      tier: 'signed',
      summary: 'Verify the code: a session token until 23:59:59 +07:00 (3 wrong codes lock the ticket)',
      body: otpVerifyBodySchema,
    },
    async (_request, reply, { auth: key, body }) => {
      const verified = await tradingState(ctx.world).otp.verify(key.apiKey, body.ticket_id, body.otp_code)
      if ('code' in verified) return sendGroupEError(reply, verified.status, verified.code, verified.message)
      return sendTopLevel(reply, {
        session_token: verified.token,
        expires_at: vnIso(verified.expiresMs),
        expires_at_epoch: Math.floor(verified.expiresMs / 1000),
      })
    },
  )

  declareRoute(
    routes,
    {
      method: 'POST',
      path: '/auth/v1/openapi/2fa/revoke',
      group: 'E',
      tier: 'signed',
      summary: 'Revoke a second-factor session',
      body: otpRevokeBodySchema,
    },
    async (_request, reply, { auth: key, body }) => {
      const revoked = await tradingState(ctx.world).otp.revoke(key.apiKey, body.session_token)
      if (!revoked)
        return sendGroupEError(
          reply,
          400,
          'OTP_SESSION_INVALID',
          'session_token is not a session of this API key',
        )
      return reply.type('application/json; charset=utf-8').send({ error_code: '0', message: 'success' })
    },
  )
}
