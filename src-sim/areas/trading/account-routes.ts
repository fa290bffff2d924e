import { z } from 'zod'
import type { FastifyReply } from 'fastify'
import { allowedOrderTypes, brokerSession } from '../../../src-shared/market/order-types'
import { exchanges, type Exchange } from '../../../src-shared/market/price-rules'
import { sendGroupEError } from '../../kit/http/errors'
import { declareRoute } from '../../kit/http/route-spec'
import type { SimRoutes } from '../../guards/route-table'
import { refuseAsWorded, type InputPart } from '../../kit/http/input-errors'
import type { SimContext } from '../../state/world'
import { tradingUserId } from '../../state/trading/trading-state'
import { accountSummary, assetsSummary, availableTrade } from './account-views'
import { accountPnlToday, holdings, orderBookEntry, stockValue } from './trading-views'

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
/** `pnl-today.md`: one sub-account's id, or `ALL` (the default). */
const pnlTodayQuery = z.object({ 'sub-account-id': z.string().min(1).optional() })
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
      summary: 'Asset summary of the user over its sub-accounts (`data`, as assets.md documents it)',
    },
    async (_request, reply, { found: { userId: state } }) => {
      return sendResult(reply, assetsSummary(state.world.market, state.ledger.accounts), 'data')
    },
  )

  declareRoute(
    routes,
    {
      method: 'GET',
      path: '/trading/pnl-today/{userId}',
      group: 'E',
      tier: 'signed',
      summary: 'P&L today of one sub-account or of all (`sub-account-id`, default ALL; `data`)',
      query: pnlTodayQuery,
    },
    async (_request, reply, { found: { userId: state }, query }) => {
      const market = state.world.market
      const wanted = query['sub-account-id'] ?? 'ALL'
      const accounts =
        wanted === 'ALL'
          ? state.ledger.accounts
          : state.ledger.accounts.filter((a) => a.subAccountId === wanted)
      if (accounts.length === 0)
        return sendGroupEError(reply, 400, 'INVALID_PARAMETER', `no sub-account ${wanted} for this user`)
      const total = accounts.reduce((s, a) => s + accountPnlToday(market, a), 0)
      const base = accounts.reduce((s, a) => s + stockValue(market, a), 0) - total
      return sendResult(
        reply,
        {
          sub_account_id: wanted,
          pnl_amount: total,
          pnl_rate: base > 0 ? Math.round((total / base) * 10_000) / 100 : 0,
        },
        'data',
      )
    },
  )

  declareRoute(
    routes,
    {
      method: 'GET',
      path: '/trading/accounts/{subAccountId}/summary',
      group: 'E',
      tier: 'signed',
      summary: 'Sub-account summary: the 39 fields of account-summary.md (cash, debt, stock value, bank)',
    },
    async (_request, reply, { found: { subAccountId: found } }) => {
      return sendResult(reply, accountSummary(found.state.world.market, found.account))
    },
  )

  declareRoute(
    routes,
    {
      method: 'GET',
      path: '/trading/v2/sub-accounts/{subAccountId}/portfolio',
      group: 'E',
      tier: 'signed',
      summary:
        'Holdings with cost price, close price and P&L (`data.portfolio[]`, as portfolio.md documents it)',
    },
    async (_request, reply, { found: { subAccountId: found } }) => {
      const portfolio = holdings(found.state.world.market, found.account, found.state.custodyCode)
      return sendResult(reply, { portfolio, is_snapshot: false }, 'data')
    },
  )

  declareRoute(
    routes,
    {
      method: 'GET',
      path: '/trading/v2/accounts/{subAccountId}/available-trade',
      group: 'E',
      tier: 'signed',
      summary: "Buying power (`pp0`), the broker's own cap (`ppse`, `maxqtty`) and sellable shares (`trade`)",
      query: availableTradeQuery,
      refuse,
    },
    async (_request, reply, { found: { subAccountId: found }, query }) => {
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
      return reply.type('application/json; charset=utf-8').send({
        error_code: '0',
        message: null,
        popup_message: null,
        title: null,
        result: availableTrade(found.account, t.symbol, quote),
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
