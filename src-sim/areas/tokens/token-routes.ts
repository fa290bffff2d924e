import type { FastifyReply } from 'fastify'
import { z } from 'zod'
import { countRequest } from '../../guards/rate-limit'
import type { ApiKey } from '../../state/identity/api-keys'
import type { SimContext } from '../../state/world'
import { sendAuthError } from '../../kit/http/errors'
import { declareRoute } from '../../kit/http/route-spec'
import type { SimRoutes } from '../../guards/route-table'

const credentials = {
  apiKey: z.string({ error: 'apiKey is required' }).min(1, 'apiKey is required').max(200),
  apiSecret: z.string({ error: 'apiSecret is required' }).min(1, 'apiSecret is required').max(200),
}
const tokenBody = z.strictObject({
  ...credentials,
  otp: z.string().max(20).nullable().optional(),
  transactionId: z.string().max(100).nullable().optional(),
})
const otpBody = z.strictObject(credentials)
const refreshBody = z.strictObject({
  refreshToken: z.string({ error: 'refreshToken is required' }).min(1, 'refreshToken is required'),
})

/** Key and secret check shared by token and OTP requests; answers 401 itself. */
function checkCredentials(
  ctx: SimContext,
  reply: FastifyReply,
  apiKey: string,
  apiSecret: string,
): ApiKey | undefined {
  const key = ctx.world.keys.get(apiKey)
  if (key?.apiSecret !== apiSecret) {
    void sendAuthError(reply, 401, 401, 'Invalid apiKey or apiSecret')
    return undefined
  }
  return countRequest(ctx, reply, key) ? key : undefined
}

/**
 * Every second-factor failure is api-facts §2's proposed 401 `{code: 401, msg: "Invalid OTP"}`; the
 * words after the colon say which case it is (clients read "expired" and "rejected" there).
 */
const invalidOtp = (why: string): string => `Invalid OTP: ${why}`
const approvalFailure: Record<string, string> = {
  unknown: invalidOtp('unknown transactionId'),
  expired: invalidOtp('transactionId expired, it is valid for 30 seconds'),
  pending: invalidOtp('transactionId not approved yet in the app'),
  rejected: invalidOtp('transactionId was rejected in the app'),
  used: invalidOtp('transactionId already used'),
}

/** Group B: token issuance, OTP request, refresh (SSI FastConnect v3 shapes). */
export function registerAuthRoutes(routes: SimRoutes, ctx: SimContext): void {
  const auth = { method: 'POST', group: 'B', tier: 'none' } as const
  declareRoute(
    routes,
    { ...auth, path: '/api/v3/auth/token', summary: 'Token record', body: tokenBody },
    async (_request, reply, { body }) => {
      const { apiKey, apiSecret, otp, transactionId } = body
      const key = checkCredentials(ctx, reply, apiKey, apiSecret)
      if (key === undefined) return reply
      const world = ctx.world
      let scope: 'query' | 'trading' = 'query'
      if (transactionId !== undefined && transactionId !== null && transactionId !== '') {
        const used = world.secondFactor.useApproval(apiKey, transactionId)
        if (used !== 'ok')
          return sendAuthError(reply, 401, 401, approvalFailure[used] ?? invalidOtp('unknown transactionId'))
        scope = 'trading'
      } else if (otp !== undefined && otp !== null && otp !== '') {
        const used = world.secondFactor.useCode(apiKey, otp)
        if (used === 'expired') return sendAuthError(reply, 401, 401, invalidOtp('the code expired'))
        if (used === 'invalid') return sendAuthError(reply, 401, 401, 'Invalid OTP')
        scope = 'trading'
      }
      return world.tokens.issue(key.apiKey, key.userId, scope)
    },
  )

  declareRoute(
    routes,
    {
      ...auth,
      path: '/api/v3/auth/requestOtp',
      summary: 'Send an OTP or start an app approval',
      body: otpBody,
    },
    async (_request, reply, { body }) => {
      const key = checkCredentials(ctx, reply, body.apiKey, body.apiSecret)
      if (key === undefined) return reply
      if (key.secondFactor === 'app') {
        const approval = ctx.world.secondFactor.startApproval(key)
        return {
          code: 0,
          msg: 'Request OTP success: approve the transaction in the mobile app within 30 seconds',
          transactionId: approval.transactionId,
        }
      }
      if (ctx.world.secondFactor.locked(key.apiKey)) {
        return sendAuthError(
          reply,
          400,
          400,
          'Too many OTP requests without verification; use the last code or try again in 15 minutes',
        )
      }
      const sent = ctx.world.secondFactor.sendCode(key)
      const masked = sent.destination.replace(/^(.{4}).*(.{3})$/, '$1****$2')
      return {
        code: 0,
        msg: `Request OTP success: sent by ${sent.channel === 'sms' ? 'SMS' : 'e-mail'} to ${masked}`,
      }
    },
  )

  declareRoute(
    routes,
    { ...auth, path: '/api/v3/auth/refresh', summary: 'Renew a token record', body: refreshBody },
    async (_request, reply, { body }) => {
      const world = ctx.world
      const verified = await world.tokens.verify(body.refreshToken)
      if ('invalid' in verified || verified.kind !== 'refresh') {
        return sendAuthError(reply, 401, 401, 'Invalid or expired refreshToken')
      }
      const key = world.keys.get(verified.apiKey)
      if (key === undefined) return sendAuthError(reply, 401, 401, 'Invalid or expired refreshToken')
      if (!countRequest(ctx, reply, key)) return reply
      return world.tokens.issue(key.apiKey, key.userId, verified.scope)
    },
  )
}
