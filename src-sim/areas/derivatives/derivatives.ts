import type { FastifyReply } from 'fastify'
import { z } from 'zod'
import type { DerivAccount, DerivOrder } from '../../state/accounts/derivative-book'
import { demoIdentity } from '../../state/accounts/demo-identity'
import { futuresMultiplier, initialMarginPct } from '../../state/accounts/futures'
import type { SimRoutes } from '../../guards/route-table'
import { vnClockString, vnDateString } from '../../kit/clock/vietnam-time'
import type { SimContext } from '../../state/world'
import { sendGroupAError } from '../../kit/http/errors'
import type { InputPart } from '../../kit/http/input-errors'
import { declareRoute } from '../../kit/http/route-spec'

/** TCBS derivative envelope: rc "1" on success, a negative string with `rs` set on a business failure. */
function envelope(cmd: string, data: unknown[]) {
  return { cmd, rc: '1', rs: null, oID: '', data }
}
function failure(cmd: string, rc: string, message: string) {
  return { cmd, rc, rs: message, oID: '', data: [] }
}

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0]
  if (issue === undefined) return 'invalid request'
  if (issue.code === 'unrecognized_keys') return `unknown field(s): ${issue.keys.join(', ')}`
  return `${issue.path.length > 0 ? issue.path.join('.') : 'body'}: ${issue.message}`
}

/** Query and body refused alike: unknown names listed, else the field at fault. */
function refuse(reply: FastifyReply, error: z.ZodError, part: InputPart): FastifyReply {
  return sendGroupAError(
    reply,
    400,
    part === 'query' ? 'INVALID_QUERY' : 'INVALID_REQUEST',
    firstIssue(error),
  )
}

function derivativeAccount(ctx: SimContext, reply: FastifyReply, accountId: string, subAccountId?: string) {
  const account = ctx.world.accounts.derivative
  if (
    accountId !== account.accountId ||
    (subAccountId !== undefined && subAccountId !== account.subAccountId)
  ) {
    void sendGroupAError(reply, 404, 'ACCOUNT_NOT_FOUND', 'no such derivative account for this user')
    return undefined
  }
  return account
}

const required = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .min(1, `${name} is required`)
    .max(40)
const portfolioQuery = z.strictObject({
  accountId: required('accountId'),
  subAccountId: required('subAccountId'),
})
const indayQuery = z.strictObject({
  accountId: required('accountId'),
  pageNo: z
    .string()
    .regex(/^\d{1,5}$/, 'pageNo must be an integer')
    .optional(),
  pageSize: z
    .string()
    .regex(/^\d{1,4}$/, 'pageSize must be an integer')
    .optional(),
  symbol: z.string().max(40).optional(),
  refId: z.string().max(60).optional(),
  orderType: z.enum(['', '3', '4', '5', '6']).optional(),
  status: z.enum(['0', '1', '2']).optional(),
})
const cancelBody = z.strictObject({
  accountId: required('accountId'),
  orderNo: z.union([required('orderNo'), z.number().int().nonnegative().transform(String)]),
  cmd: z.string().max(60).optional(),
  pin: z.string().max(20).optional(),
  refId: z.string().max(60).optional(),
})
const placeBody = z.strictObject({
  accountId: required('accountId'),
  subAccountId: required('subAccountId'),
  side: z.enum(['B', 'S']),
  symbol: required('symbol'),
  price: z.number().positive(),
  volume: z.number().int().positive(),
  advance: z.string().max(20).optional(),
  refId: z.string().max(60).optional(),
  orderType: z.string().max(40).optional(),
  pin: z.string().max(20).optional(),
})

function positionRecord(ctx: SimContext, account: DerivAccount) {
  const book = ctx.world.accounts.derivativeBook
  return account.positions.map((p) => {
    const last = book.lastPrice(p.symbol)
    const contract = book.contract(p.symbol)
    const imValue = Math.round(Math.abs(p.net) * last * futuresMultiplier * (initialMarginPct / 100))
    const vmValue = Math.round((last - p.avgPrice) * p.net * futuresMultiplier)
    // Types as the official example sends them (it matches live payloads, unlike the schema):
    // `deliver`/`receive`/`pc_remain` strings, the other figures numbers.
    return {
      symbol: p.symbol,
      im: `${initialMarginPct}%`,
      deliver: String(p.net < 0 ? -p.net : 0),
      receive: String(p.net > 0 ? p.net : 0),
      net: p.net,
      side: p.net > 0 ? 'L' : 'S',
      account: account.subAccountId,
      wasp: p.net < 0 ? p.avgPrice : 0,
      wapb: p.net > 0 ? p.avgPrice : 0,
      lastPrice: last,
      imValue,
      vmValue,
      mrValue: imValue,
      duedate: contract === undefined ? '' : vnDateString(contract.expiryMs),
      // No working order nets the position off and nothing is closed intraday: the remainder is the whole.
      netoffvol: p.net,
      avg_remain: p.avgPrice,
      vm_remain: vmValue,
      pc_remain: imValue > 0 ? ((vmValue / imValue) * 100).toFixed(2) : '0.00',
      // No stop-loss or take-profit order is modelled.
      stoploss: '',
      takeprofit: '',
    }
  })
}

function indayRecord(ctx: SimContext, account: DerivAccount, o: DerivOrder) {
  const book = ctx.world.accounts.derivativeBook
  const open = o.status === 'P'
  return {
    orderNo: String(o.orderNo),
    pk_orderNo: String(o.pkOrderNo),
    refId: o.refId,
    accountCode: account.subAccountId,
    orderTime: vnClockString(o.placedMs),
    side: o.side,
    symbol: o.symbol,
    // Quantities and values are strings in the official example (the schema says numbers).
    volume: String(o.volume),
    showPrice: o.price.toFixed(1),
    matchVolume: String(o.matchVolume),
    matchValue: String(Math.round(o.matchValue * 10) / 10),
    maxPrice: String(o.price),
    status: o.status,
    orderStatus: o.status === 'PM' ? '4' : o.status === 'C' ? '3' : '2',
    cancelTime: book.cancelTime(o),
    info: '',
    isCancel: open ? '1' : '0',
    isAmend: open ? '1' : '0',
    channel: 'H',
    group: 'FU',
    quote: 'LO',
    autoType: '',
    product: 'VN30F',
    orderType: 'N',
    source: 'USER',
  }
}

const bearer = { group: 'A', tier: 'bearer', refuse } as const
const trading = { group: 'A', tier: 'trading', refuse } as const

/** Group A derivative endpoints (TCBS `/khronos`). */
export function registerDerivativeRoutes(routes: SimRoutes, ctx: SimContext): void {
  declareRoute(
    routes,
    {
      ...bearer,
      method: 'GET',
      path: '/khronos/v1/account/portfolio/status',
      summary: 'Open derivative positions',
      query: portfolioQuery,
    },
    async (_request, reply, { query }) => {
      const account = derivativeAccount(ctx, reply, query.accountId, query.subAccountId)
      if (account === undefined) return reply
      ctx.world.syncAccounts()
      return envelope('Web.Portfolio.PortfolioStatus2', positionRecord(ctx, account))
    },
  )

  declareRoute(
    routes,
    {
      ...bearer,
      method: 'GET',
      path: '/khronos/v1/order/in-day',
      summary: 'Derivative order book',
      query: indayQuery,
    },
    async (_request, reply, { query }) => {
      const account = derivativeAccount(ctx, reply, query.accountId)
      if (account === undefined) return reply
      ctx.world.syncAccounts()
      const [symbol = 'ALL', side = 'ALL'] = (query.symbol ?? 'ALL,ALL').split(',')
      const status = query.status ?? '0'
      const rows = [...account.orders]
        .reverse()
        .filter((o) => symbol === 'ALL' || o.symbol === symbol)
        .filter((o) => side === 'ALL' || o.side === side)
        .filter((o) => status === '0' || (status === '1' ? o.status === 'P' : o.status === 'PM'))
        .filter((o) => query.refId === undefined || o.refId === query.refId)
        .map((o) => indayRecord(ctx, account, o))
      const pageSize = Math.max(1, Number(query.pageSize ?? rows.length) || 1)
      const pageNo = Math.max(1, Number(query.pageNo ?? 1))
      return envelope('Web.Order.IndayOrder', rows.slice((pageNo - 1) * pageSize, pageNo * pageSize))
    },
  )

  declareRoute(
    routes,
    {
      ...trading,
      method: 'POST',
      path: '/khronos/v1/order/cancel',
      summary: 'Cancel a derivative order',
      body: cancelBody,
    },
    async (_request, reply, { body }) => {
      const account = derivativeAccount(ctx, reply, body.accountId)
      if (account === undefined) return reply
      const cmd = body.cmd ?? 'Web.cancelOrder'
      if (cmd !== 'Web.cancelOrder') return failure(cmd, '-1', `cmd must be Web.cancelOrder, got ${cmd}`)
      if (body.pin !== undefined && body.pin !== '' && body.pin !== demoIdentity.pin) {
        return failure(cmd, '-1', 'Mã PIN không đúng (PIN is not correct)')
      }
      ctx.world.syncAccounts()
      const result = ctx.world.accounts.derivativeBook.cancel(account, body.orderNo, ctx.world.clock.now())
      if (!result.ok) return failure(cmd, result.rc, result.message)
      const o = result.value
      return envelope(cmd, [
        {
          // Numbers in the official example, although its schema says strings.
          orderNo: o.orderNo,
          msg_type: '1C',
          status: 'PW',
          pk_orderNo: o.pkOrderNo,
          cancelTime: ctx.world.accounts.derivativeBook.cancelTime(o),
        },
      ])
    },
  )

  declareRoute(
    routes,
    {
      ...trading,
      method: 'POST',
      path: '/khronos/v1/order/place',
      summary: 'Place a derivative order',
      body: placeBody,
    },
    async (_request, reply, { body }) => {
      const account = derivativeAccount(ctx, reply, body.accountId, body.subAccountId)
      if (account === undefined) return reply
      ctx.world.syncAccounts()
      const refId = body.refId ?? `H.${ctx.world.clock.now()}`
      const result = ctx.world.accounts.derivativeBook.place(
        account,
        { ...body, refId },
        ctx.world.clock.now(),
      )
      if (!result.ok) return failure('Web.newOrder', result.rc, result.message)
      const o = result.value
      return envelope('Web.newOrder', [
        // The official example's field set; every value a string there, as here.
        {
          symbol: o.symbol,
          shareStatus: '',
          status: 'P',
          msg_type: '1I',
          showPrice: o.price.toFixed(1),
          orderTime: vnClockString(o.placedMs),
          type: 'I',
          accountCode: account.subAccountId,
          orderNo: String(o.orderNo),
          market: '',
          matchVolume: String(o.matchVolume),
          side: o.side,
          volume: String(o.volume),
          pk_orderNo: String(o.pkOrderNo),
          channel: 'I',
          refID: o.refId,
          group: 'FU',
          accType: 'C',
          quote: 'G',
          autoType: '',
        },
      ])
    },
  )
}
