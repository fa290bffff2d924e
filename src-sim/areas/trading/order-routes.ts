import type { FastifyReply } from 'fastify'
import {
  cancelOrderBodySchema,
  modifyOrderBodySchema,
  placeOrderBodySchema,
} from '../../../src-shared/schemas/trading'
import { sendGroupEError } from '../../kit/http/errors'
import { declareRoute } from '../../kit/http/route-spec'
import type { SimContext } from '../../state/world'
import { sendResult } from './account-routes'
import type { LedgerOutcome } from '../../state/trading/order-ledger'
import type { SimRoutes } from '../../guards/route-table'
import type { TradingState } from '../../state/trading/trading-state'
import { orderResponse } from './trading-views'

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

/** Place, modify and cancel (api-facts §5.5): tier 2 with the second factor and `device-id`. */
export function registerOrderRoutes(routes: SimRoutes, ctx: SimContext): void {
  const base = '/trading/oa/sub-accounts/{subAccountId}/orders'

  declareRoute(
    routes,
    {
      method: 'POST',
      path: base,
      group: 'E',
      tier: 'signed2fa',
      summary: 'Place an order (preview); header device-id',
      body: placeOrderBodySchema,
    },
    async (_request, reply, { found: { subAccountId: gate }, body }) => {
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

  declareRoute(
    routes,
    {
      method: 'PUT',
      path: `${base}/{orderId}`,
      group: 'E',
      tier: 'signed2fa',
      summary: 'Modify an order: price or quantity (preview); header device-id',
      body: modifyOrderBodySchema,
    },
    async (_request, reply, { found: { subAccountId: gate }, body, params }) => {
      if (!sameSubAccount(reply, gate.account.ext, body.sub_account)) return reply
      const { orderId } = params
      const outcome = gate.state.ledger.modify(gate.account, orderId, body, ctx.world.clock.now())
      return answer(reply, gate.state, outcome, orderId)
    },
  )

  declareRoute(
    routes,
    {
      method: 'DELETE',
      path: `${base}/{orderId}`,
      group: 'E',
      tier: 'signed2fa',
      summary: 'Cancel the unmatched part (preview; DELETE with a body); header device-id',
      body: cancelOrderBodySchema,
    },
    async (_request, reply, { found: { subAccountId: gate }, body, params }) => {
      if (!sameSubAccount(reply, gate.account.ext, body.sub_account)) return reply
      const { orderId } = params
      return answer(reply, gate.state, gate.state.ledger.cancel(gate.account, orderId), orderId)
    },
  )
}
