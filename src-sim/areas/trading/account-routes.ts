import { z } from 'zod'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { allowedOrderTypes, brokerSession } from '../../../src-shared/market/order-types'
import { exchanges, type Exchange } from '../../../src-shared/market/price-rules'
import { sendGroupEError } from '../../kit/http/errors'
import { declareRoute } from '../../kit/http/route-spec'
import { requireServiceApiKey } from '../../guards/api-key'
import type { SimContext } from '../../state/world'
import { cashNeeded } from '../../state/trading/order-rules'
import { requireSigned } from '../../guards/signed-request'
import { blockedCash, buyingPower, sellable, type TradingAccount } from '../../state/trading/trading-accounts'
import { tradingState, tradingUserId, type TradingState } from '../../state/trading/trading-state'
import { holdings, orderBookEntry, pnlToday, stockValue } from './trading-views'

export const sendResult = (
  reply: FastifyReply,
  result: unknown,
  key: 'result' | 'data' = 'result',
): FastifyReply =>
  reply.type('application/json; charset=utf-8').send({ error_code: '0', message: 'success', [key]: result })

type Params = { userId?: string; subAccountId?: string; orderId?: string }

/** The path's sub-account, if it is one of the caller's (403 otherwise), with the ledger brought up to now. */
export function pathAccount(
  ctx: SimContext,
  request: FastifyRequest,
  reply: FastifyReply,
): { state: TradingState; account: TradingAccount } | undefined {
  const state = tradingState(ctx.world)
  const { subAccountId } = request.params as Params
  const account = subAccountId === undefined ? undefined : state.ledger.account(subAccountId)
  if (account === undefined) {
    void sendGroupEError(
      reply,
      403,
      'FORBIDDEN',
      `sub-account ${subAccountId ?? ''} is not one of this user's`,
    )
    return undefined
  }
  state.settle()
  return { state, account }
}

const signedAccount = (ctx: SimContext, request: FastifyRequest, reply: FastifyReply) =>
  requireSigned(ctx, request, reply) === undefined ? undefined : pathAccount(ctx, request, reply)

function signedUser(ctx: SimContext, request: FastifyRequest, reply: FastifyReply) {
  if (requireSigned(ctx, request, reply) === undefined) return undefined
  const { userId } = request.params as Params
  if (userId !== String(tradingUserId)) {
    void sendGroupEError(reply, 403, 'FORBIDDEN', `user ${userId ?? ''} is not the API key's user`)
    return undefined
  }
  const state = tradingState(ctx.world)
  state.settle()
  return state
}

const availableTradeQuery = z.object({
  orderSide: z.enum(['BUY', 'SELL']),
  symbol: z.string(),
  quotePrice: z.string().optional(),
})
const orderBookQuery = z.object({ 'cache-control': z.enum(['CACHE', 'NOCACHE']).optional() })
const sessionQuery = z.object({ exchange: z.enum(['HOSE', 'HNX', 'UPCOM', 'HCX']) })

const isExchange = (value: string): value is Exchange => (exchanges as readonly string[]).includes(value)

/** Bootstrap, the market session and the account reads of group E (api-facts §5.3, §5.5). */
export function registerTradingAccountRoutes(app: FastifyInstance, ctx: SimContext): void {
  declareRoute(
    app,
    {
      method: 'GET',
      path: '/users/v1/users/me',
      group: 'E',
      tier: 'signed',
      summary: 'Bootstrap: the user id (`data.user_id`)',
    },
    async (request, reply) => {
      if (requireSigned(ctx, request, reply) === undefined) return reply
      return sendResult(reply, { user_id: tradingUserId }, 'data')
    },
  )

  declareRoute(
    app,
    {
      method: 'GET',
      path: '/users/v1/users/{userId}/sub-accounts',
      group: 'E',
      tier: 'signed',
      summary: 'Bootstrap: sub-accounts (paths take `id`, bodies `sub_account_ext`; orders on `.4` only)',
    },
    async (request, reply) => {
      const state = signedUser(ctx, request, reply)
      if (state === undefined) return reply
      return sendResult(
        reply,
        state.ledger.accounts.map((a) => ({
          id: a.subAccountId,
          cust_id: String(tradingUserId),
          name: 'NGUYEN VAN DEMO',
          depository_number: state.custodyCode,
          product_type_name: a.ext.slice(a.ext.lastIndexOf('.')),
          sub_account_ext: a.ext,
          type: a.type,
        })),
      )
    },
  )

  declareRoute(
    app,
    {
      method: 'GET',
      path: '/users/v3/users/{userId}/assets/summary',
      group: 'E',
      tier: 'signed',
      summary: 'Asset summary of the user over its sub-accounts',
    },
    async (request, reply) => {
      const state = signedUser(ctx, request, reply)
      if (state === undefined) return reply
      const market = state.world.market
      const cash = state.ledger.accounts.reduce((s, a) => s + a.cash, 0)
      const stocks = state.ledger.accounts.reduce((s, a) => s + stockValue(market, a), 0)
      return sendResult(reply, {
        user_id: tradingUserId,
        total_asset: cash + stocks,
        cash,
        stock_value: stocks,
        debt: 0,
        net_asset: cash + stocks,
      })
    },
  )

  declareRoute(
    app,
    {
      method: 'GET',
      path: '/trading/pnl-today/{userId}',
      group: 'E',
      tier: 'signed',
      summary: 'P&L today per symbol',
    },
    async (request, reply) => {
      const state = signedUser(ctx, request, reply)
      if (state === undefined) return reply
      const market = state.world.market
      const items = state.ledger.accounts.flatMap((a) => {
        const symbols = new Set([...a.positions.keys(), ...a.fills.map((f) => f.symbol)])
        return [...symbols].map((symbol) => ({
          symbol,
          quantity: a.positions.get(symbol)?.qty ?? 0,
          pnl_today: pnlToday(market, a, symbol),
        }))
      })
      const total = items.reduce((s, i) => s + i.pnl_today, 0)
      const base = state.ledger.accounts.reduce((s, a) => s + stockValue(market, a), 0) - total
      return sendResult(reply, {
        user_id: tradingUserId,
        pnl_today: total,
        pnl_today_percent: base > 0 ? Math.round((total / base) * 10_000) / 100 : 0,
        items,
      })
    },
  )

  declareRoute(
    app,
    {
      method: 'GET',
      path: '/trading/accounts/{subAccountId}/summary',
      group: 'E',
      tier: 'signed',
      summary: 'Sub-account summary: cash, buying power, stock value, linked banks',
    },
    async (request, reply) => {
      const found = signedAccount(ctx, request, reply)
      if (found === undefined) return reply
      const { state, account } = found
      const stocks = stockValue(state.world.market, account)
      return sendResult(reply, {
        sub_account: account.ext,
        cash_balance: account.cash,
        buying_power: buyingPower(account),
        blocked_cash: blockedCash(account),
        debt: 0,
        stock_value: stocks,
        net_asset_value: account.cash + stocks,
        linked_banks: [{ bank_code: 'VCB', account_number: '0011004xxxx88' }],
      })
    },
  )

  declareRoute(
    app,
    {
      method: 'GET',
      path: '/trading/v2/sub-accounts/{subAccountId}/portfolio',
      group: 'E',
      tier: 'signed',
      summary: 'Holdings with average cost, market value and P&L',
    },
    async (request, reply) => {
      const found = signedAccount(ctx, request, reply)
      if (found === undefined) return reply
      const items = holdings(found.state.world.market, found.account)
      const cost = items.reduce((s, h) => s + h.cost_value, 0)
      const value = items.reduce((s, h) => s + h.market_value, 0)
      return sendResult(reply, {
        sub_account: found.account.ext,
        items,
        total_cost_value: cost,
        total_market_value: value,
        total_pnl: value - cost,
      })
    },
  )

  declareRoute(
    app,
    {
      method: 'GET',
      path: '/trading/v2/accounts/{subAccountId}/available-trade',
      group: 'E',
      tier: 'signed',
      summary: 'Buying power (`pp0`, BUY) or sellable shares (`trade`, SELL)',
      query: availableTradeQuery,
    },
    async (request, reply) => {
      const found = signedAccount(ctx, request, reply)
      if (found === undefined) return reply
      const query = request.query as Record<string, unknown>
      const side = query.orderSide
      const symbol = typeof query.symbol === 'string' ? query.symbol.toUpperCase() : ''
      const t = found.state.world.market.ticker(symbol)
      if ((side !== 'BUY' && side !== 'SELL') || t === undefined) {
        return sendGroupEError(
          reply,
          400,
          'INVALID_PARAMETER',
          'orderSide (BUY or SELL) and a listed symbol are required',
        )
      }
      const asked = Number(query.quotePrice ?? 0)
      if (!Number.isFinite(asked) || asked < 0) {
        return sendGroupEError(
          reply,
          400,
          'INVALID_PARAMETER',
          'quotePrice must be a price in VND, or 0 for the market price',
        )
      }
      // quotePrice 0 means the market price: the ceiling a market buy is blocked at.
      const quote = asked > 0 ? asked : t.ceiling
      const power = buyingPower(found.account)
      const perLot = cashNeeded(100, quote)
      return sendResult(reply, {
        symbol: t.symbol,
        side,
        quote_price: quote,
        pp0: side === 'BUY' ? power : 0,
        trade: side === 'SELL' ? sellable(found.account, t.symbol) : 0,
        max_quantity: side === 'BUY' ? Math.floor(power / perLot) * 100 : 0,
      })
    },
  )

  declareRoute(
    app,
    {
      method: 'GET',
      path: '/trading/v1/accounts/{subAccountId}/order-book',
      group: 'E',
      tier: 'signed',
      summary: 'Order book of the day, newest first, with `allowcancel` / `allowamend`',
      query: orderBookQuery,
    },
    async (request, reply) => {
      const found = signedAccount(ctx, request, reply)
      if (found === undefined) return reply
      const { state, account } = found
      const result = [...account.orders]
        .reverse()
        .map((o) => orderBookEntry(o, account, state.custodyCode, state.ledger.flags(o)))
      return reply
        .type('application/json; charset=utf-8')
        .send({ status: 200, error_code: '0', message: 'success', result })
    },
  )

  declareRoute(
    app,
    {
      method: 'GET',
      path: '/trading/v1/accounts/{subAccountId}/order-book/{orderId}',
      group: 'E',
      tier: 'signed',
      summary: 'One order of the book (`data`)',
    },
    async (request, reply) => {
      const found = signedAccount(ctx, request, reply)
      if (found === undefined) return reply
      const { state, account } = found
      const { orderId } = request.params as Params
      const order = account.orders.find((o) => o.orderId === orderId)
      if (order === undefined)
        return sendGroupEError(reply, 404, 'ORDER_NOT_FOUND', `no order ${orderId ?? ''} on this sub-account`)
      return sendResult(
        reply,
        orderBookEntry(order, account, state.custodyCode, state.ledger.flags(order)),
        'data',
      )
    },
  )

  // Tier 1 (`/trading/market/**`): the API key alone.
  declareRoute(
    app,
    {
      method: 'GET',
      path: '/trading/market/session',
      group: 'E',
      tier: 'apiKey',
      summary: 'Session of an exchange and the order types it takes now',
      query: sessionQuery,
    },
    async (request, reply) => {
      if (requireServiceApiKey(ctx, request, reply) === undefined) return reply
      const asked = (request.query as Record<string, unknown>).exchange
      const name = typeof asked === 'string' ? asked.toUpperCase() : ''
      // HCX (the covered-bond board) trades LO only on the UPCOM timetable here.
      const exchange = name === 'HCX' ? 'UPCOM' : name
      if (!isExchange(exchange)) {
        return sendGroupEError(reply, 400, 'INVALID_PARAMETER', 'exchange must be HOSE, HNX, UPCOM or HCX')
      }
      const world = ctx.world
      world.sync()
      const phase = world.market.phase(exchange)
      return sendResult(reply, {
        exchange: name,
        exchange_session: brokerSession(phase),
        available_order_types: allowedOrderTypes(exchange, phase),
      })
    },
  )
}
