import { z } from 'zod'
import type { FastifyReply } from 'fastify'
import { allowedOrderTypes, brokerSession } from '../../../src-shared/market/order-types'
import { exchanges, type Exchange } from '../../../src-shared/market/price-rules'
import { sendGroupEError } from '../../kit/http/errors'
import { declareRoute } from '../../kit/http/route-spec'
import type { SimRoutes } from '../../guards/route-table'
import { refuseAsWorded, type InputPart } from '../../kit/http/input-errors'
import type { SimContext } from '../../state/world'
import { cashNeeded } from '../../state/trading/order-rules'
import { blockedCash, buyingPower, sellable } from '../../state/trading/trading-accounts'
import { tradingUserId } from '../../state/trading/trading-state'
import { holdings, orderBookEntry, pnlToday, stockValue } from './trading-views'

export const sendResult = (
  reply: FastifyReply,
  result: unknown,
  key: 'result' | 'data' = 'result',
): FastifyReply =>
  reply.type('application/json; charset=utf-8').send({ error_code: '0', message: 'success', [key]: result })

const sideAndSymbol = { error: 'orderSide (BUY or SELL) and a listed symbol are required' }
const availableTradeQuery = z.object({
  orderSide: z.enum(['BUY', 'SELL'], sideAndSymbol),
  symbol: z.string(sideAndSymbol).transform((symbol) => symbol.toUpperCase()),
  quotePrice: z.string({ error: 'quotePrice must be a price in VND, or 0 for the market price' }).optional(),
})
/** The broker's cache switch: read, never refused; the simulator's book is always fresh. */
const orderBookQuery = z.object({
  'cache-control': z
    .unknown()
    .optional()
    .meta({ type: 'string', description: 'CACHE or NOCACHE (either way, a fresh book)' }),
})
const exchangeCodes = ['HOSE', 'HNX', 'UPCOM', 'HCX'] as const
const exchangeNames = { error: 'exchange must be HOSE, HNX, UPCOM or HCX' }
const sessionQuery = z.object({
  exchange: z
    .string(exchangeNames)
    .transform((name) => name.toUpperCase())
    .pipe(z.enum(exchangeCodes, exchangeNames))
    // The transform hides the codes from the document: named here, in any case accepted.
    .meta({ enum: [...exchangeCodes] }),
})
/** These two word each refusal in full (no field name before it), as they always have. */
const refuse = (reply: FastifyReply, error: z.ZodError, part: InputPart): FastifyReply =>
  refuseAsWorded(reply, 'E', error, part)

const isExchange = (value: string): value is Exchange => (exchanges as readonly string[]).includes(value)

/** Bootstrap, the market session and the account reads of group E (api-facts §5.3, §5.5). */
export function registerTradingAccountRoutes(routes: SimRoutes, ctx: SimContext): void {
  declareRoute(
    routes,
    {
      method: 'GET',
      path: '/users/v1/users/me',
      group: 'E',
      tier: 'signed',
      summary: 'Bootstrap: the user id (`data.user_id`)',
    },
    async (_request, reply) => {
      return sendResult(reply, { user_id: tradingUserId }, 'data')
    },
  )

  declareRoute(
    routes,
    {
      method: 'GET',
      path: '/users/v1/users/{userId}/sub-accounts',
      group: 'E',
      tier: 'signed',
      summary: 'Bootstrap: sub-accounts (paths take `id`, bodies `sub_account_ext`; orders on `.4` only)',
    },
    async (_request, reply, { found: { userId: state } }) => {
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
    routes,
    {
      method: 'GET',
      path: '/users/v3/users/{userId}/assets/summary',
      group: 'E',
      tier: 'signed',
      summary: 'Asset summary of the user over its sub-accounts',
    },
    async (_request, reply, { found: { userId: state } }) => {
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
    routes,
    {
      method: 'GET',
      path: '/trading/pnl-today/{userId}',
      group: 'E',
      tier: 'signed',
      summary: 'P&L today per symbol',
    },
    async (_request, reply, { found: { userId: state } }) => {
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
    routes,
    {
      method: 'GET',
      path: '/trading/accounts/{subAccountId}/summary',
      group: 'E',
      tier: 'signed',
      summary: 'Sub-account summary: cash, buying power, stock value, linked banks',
    },
    async (_request, reply, { found: { subAccountId: found } }) => {
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
    routes,
    {
      method: 'GET',
      path: '/trading/v2/sub-accounts/{subAccountId}/portfolio',
      group: 'E',
      tier: 'signed',
      summary: 'Holdings with average cost, market value and P&L',
    },
    async (_request, reply, { found: { subAccountId: found } }) => {
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
    routes,
    {
      method: 'GET',
      path: '/trading/v2/accounts/{subAccountId}/available-trade',
      group: 'E',
      tier: 'signed',
      summary: 'Buying power (`pp0`, BUY) or sellable shares (`trade`, SELL)',
      query: availableTradeQuery,
      refuse,
    },
    async (_request, reply, { found: { subAccountId: found }, query }) => {
      const side = query.orderSide
      const t = found.state.world.market.ticker(query.symbol)
      if (t === undefined) {
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
    routes,
    {
      method: 'GET',
      path: '/trading/v1/accounts/{subAccountId}/order-book',
      group: 'E',
      tier: 'signed',
      summary: 'Order book of the day, newest first, with `allowcancel` / `allowamend`',
      query: orderBookQuery,
    },
    async (_request, reply, { found: { subAccountId: found } }) => {
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
    routes,
    {
      method: 'GET',
      path: '/trading/v1/accounts/{subAccountId}/order-book/{orderId}',
      group: 'E',
      tier: 'signed',
      summary: 'One order of the book (`data`)',
    },
    async (_request, reply, { found: { subAccountId: found }, params: { orderId } }) => {
      const { state, account } = found
      const order = account.orders.find((o) => o.orderId === orderId)
      if (order === undefined)
        return sendGroupEError(reply, 404, 'ORDER_NOT_FOUND', `no order ${orderId} on this sub-account`)
      return sendResult(
        reply,
        orderBookEntry(order, account, state.custodyCode, state.ledger.flags(order)),
        'data',
      )
    },
  )

  // Tier 1 (`/trading/market/**`): the API key alone.
  declareRoute(
    routes,
    {
      method: 'GET',
      path: '/trading/market/session',
      group: 'E',
      tier: 'apiKey',
      summary: 'Session of an exchange and the order types it takes now',
      query: sessionQuery,
      refuse,
    },
    async (_request, reply, { query }) => {
      const name = query.exchange
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
