import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import {
  cancelOrderBodySchema,
  modifyOrderBodySchema,
  placeOrderBodySchema,
  type OtpSessionCode,
} from '../../../src-shared/schemas/trading'
import { sendGroupEError } from '../../kit/http/errors'
import { declareRoute } from '../../kit/http/route-spec'
import type { SimContext } from '../../state/world'
import { pathAccount, sendResult } from './account-routes'
import type { LedgerOutcome } from '../../state/trading/order-ledger'
import { signedHeaders } from '../../guards/request-signature'
import { requireSigned } from '../../guards/signed-request'
import { tradingState, type TradingState } from '../../state/trading/trading-state'
import { orderResponse } from './trading-views'

export function parseBody<T>(
  schema: z.ZodType<T>,
  request: FastifyRequest,
  reply: FastifyReply,
): T | undefined {
  const parsed = schema.safeParse(request.body)
  if (parsed.success) return parsed.data
  const detail = parsed.error.issues
    .map((i) => `${i.path.length > 0 ? i.path.join('.') : 'body'}: ${i.message}`)
    .join('; ')
  void sendGroupEError(reply, 400, 'INVALID_REQUEST', detail)
  return undefined
}

/** Largest `device-id` accepted (api-facts §5.5, proposed). */
export const maxDeviceIdLength = 128

const otpSessionMessages: Record<OtpSessionCode, string> = {
  OTP_SESSION_REQUIRED: 'a second-factor session is required: verify an OTP and send X-SVC-2FA-TOKEN',
  OTP_SESSION_EXPIRED: 'the second-factor session expired (23:59:59 +07:00 of its day); verify a new OTP',
  OTP_SESSION_INVALID: 'X-SVC-2FA-TOKEN is not a session of this API key',
  OTP_SESSION_REVOKED: 'the second-factor session was revoked; verify a new OTP',
}

/**
 * The order endpoints' gate, in this order: signature (401), `device-id` (400), second-factor session
 * (403 OTP_SESSION_*), the path's sub-account (403); the body is checked after (400).
 */
async function orderGate(ctx: SimContext, request: FastifyRequest, reply: FastifyReply) {
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
  return pathAccount(ctx, request, reply)
}

/** The body's `sub_account` must name the path's sub-account (paths take `id`, bodies `sub_account_ext`). */
function sameSubAccount(reply: FastifyReply, ext: string, given: string | undefined): boolean {
  if (given === undefined || given === ext) return true
  void sendGroupEError(
    reply,
    400,
    'INVALID_SUB_ACCOUNT',
    `sub_account ${given} is not the path's sub-account ${ext}`,
  )
  return false
}

async function answer(
  reply: FastifyReply,
  state: TradingState,
  outcome: LedgerOutcome,
  orderId: string,
): Promise<FastifyReply> {
  if (state.answerDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, state.answerDelayMs))
  const custody = state.custodyCode
  if ('notFound' in outcome) {
    return sendGroupEError(reply, 404, 'ORDER_NOT_FOUND', `no order ${orderId} on this sub-account`)
  }
  const shown = orderResponse(outcome.order, custody)
  const result =
    outcome.rejection === null
      ? shown
      : { ...shown, code: outcome.rejection.code, rejected_reason: outcome.rejection.reason }
  return sendResult(reply, [result])
}

type OrderParams = { subAccountId: string; orderId: string }

/** Place, modify and cancel (api-facts §5.5): tier 2 with the second factor and `device-id`. */
export function registerOrderRoutes(app: FastifyInstance, ctx: SimContext): void {
  const base = '/trading/oa/sub-accounts/{subAccountId}/orders'

  declareRoute(
    app,
    {
      method: 'POST',
      path: base,
      group: 'E',
      tier: 'signed2fa',
      summary: 'Place an order (preview); header device-id',
      body: placeOrderBodySchema,
    },
    async (request, reply) => {
      const gate = await orderGate(ctx, request, reply)
      if (gate === undefined) return reply
      const body = parseBody(placeOrderBodySchema, request, reply)
      if (body === undefined) return reply
      if (body.type === 'LIMIT' && (body.limit_price === undefined || body.limit_price === null)) {
        return sendGroupEError(reply, 400, 'INVALID_REQUEST', 'limit_price is required when type is LIMIT')
      }
      if (body.type === 'MARKET' && (body.market_price === undefined || body.market_price === null)) {
        return sendGroupEError(reply, 400, 'INVALID_REQUEST', 'market_price is required when type is MARKET')
      }
      if (!sameSubAccount(reply, gate.account.ext, body.sub_account)) return reply
      const order = gate.state.ledger.place(gate.account, body, ctx.world.clock.now())
      const rejection = order.code === null ? null : { code: order.code, reason: order.rejectedReason ?? '' }
      return answer(reply, gate.state, { order, rejection }, order.orderId)
    },
  )

  declareRoute<OrderParams>(
    app,
    {
      method: 'PUT',
      path: `${base}/{orderId}`,
      group: 'E',
      tier: 'signed2fa',
      summary: 'Modify an order: price or quantity (preview); header device-id',
      body: modifyOrderBodySchema,
    },
    async (request, reply) => {
      const gate = await orderGate(ctx, request, reply)
      if (gate === undefined) return reply
      const body = parseBody(modifyOrderBodySchema, request, reply)
      if (body === undefined) return reply
      if (!sameSubAccount(reply, gate.account.ext, body.sub_account)) return reply
      const { orderId } = request.params
      const outcome = gate.state.ledger.modify(gate.account, orderId, body, ctx.world.clock.now())
      return answer(reply, gate.state, outcome, orderId)
    },
  )

  declareRoute<OrderParams>(
    app,
    {
      method: 'DELETE',
      path: `${base}/{orderId}`,
      group: 'E',
      tier: 'signed2fa',
      summary: 'Cancel the unmatched part (preview; DELETE with a body); header device-id',
      body: cancelOrderBodySchema,
    },
    async (request, reply) => {
      const gate = await orderGate(ctx, request, reply)
      if (gate === undefined) return reply
      const body = parseBody(cancelOrderBodySchema, request, reply)
      if (body === undefined) return reply
      if (!sameSubAccount(reply, gate.account.ext, body.sub_account)) return reply
      const { orderId } = request.params
      return answer(reply, gate.state, gate.state.ledger.cancel(gate.account, orderId), orderId)
    },
  )
}
