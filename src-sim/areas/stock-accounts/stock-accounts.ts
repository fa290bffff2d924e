import { z } from 'zod'
import { demoIdentity } from '../../state/accounts/demo-identity'
import { riskRecord } from '../../state/accounts/risk'
import { feeRate, remaining, sellTaxRate, working, type StockOrder } from '../../state/accounts/stock-book'
import type { SimRoutes } from '../../guards/route-table'
import { vnClockString, vnDateRfc3339, vnLocalIso, vnTimestampMicros } from '../../kit/clock/vietnam-time'
import type { SimContext } from '../../state/world'
import { sendGroupAError } from '../../kit/http/errors'
import { declareRoute } from '../../kit/http/route-spec'

const bearer = { group: 'A', tier: 'bearer' } as const
const trading = { group: 'A', tier: 'trading' } as const

const tradePlace = { HOSE: '001', HNX: '002', UPCOM: '005' } as const
/** Longest `ordersList` accepted (not published; the page size of the real example). */
export const maxOrdersList = 20

const intParam = (name: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `${name} must be an integer`)
    .transform(Number)
    .pipe(
      z.number().int().min(min, `${name} must be at least ${min}`).max(max, `${name} must be at most ${max}`),
    )

const cashQuery = z.strictObject({
  pageSize: intParam('pageSize', 1, 100).optional(),
  pageIndex: intParam('pageIndex', 1, 10_000).optional(),
})
const matchingQuery = z.strictObject({
  pageSize: intParam('pageSize', 1, 1_000).optional(),
  pageIndex: intParam('pageIndex', 0, 10_000).optional(),
})
const placeBody = z.strictObject({
  execType: z.enum(['NB', 'NS']),
  price: z.number().int().positive(),
  priceType: z.literal('LO', { error: 'priceType: only LO orders are simulated' }),
  quantity: z.number().int().positive(),
  symbol: z.string().regex(/^[A-Za-z0-9]{1,12}$/, 'symbol is not a stock symbol'),
})
const amendBody = z.strictObject({
  price: z.number().int().positive(),
  quantity: z.number().int().positive(),
})
const cancelBody = z.strictObject({
  ordersList: z
    .array(z.strictObject({ orderID: z.string().min(1).max(40) }))
    .min(1, 'ordersList must not be empty')
    .max(maxOrdersList, `at most ${maxOrdersList} orders per request`),
})

function orderInfo(ctx: SimContext, o: StockOrder) {
  const exchange = ctx.world.market.ticker(o.symbol)?.exchange ?? 'HOSE'
  const fee = Math.round(o.matchAmount * feeRate)
  const cancellable = working(o)
  return {
    object: 'order',
    accountNo: o.accountNo,
    orderID: o.orderID,
    orsOrderID: o.orderID,
    symbol: o.symbol,
    orStatus: o.status,
    execType: o.side === 'B' ? 'NB' : 'NS',
    priceType: o.priceType,
    orderQtty: o.orderQtty,
    execQtty: o.execQtty,
    cancelQtty: o.cancelQtty,
    remainQtty: remaining(o),
    limitPrice: o.limitPrice,
    quotePrice: o.limitPrice,
    matchPrice: o.execQtty > 0 ? Math.round((o.matchAmount / o.execQtty) * 100) / 100 : 0,
    matchAmount: o.matchAmount,
    feeAcr: fee,
    bRatio: 100,
    taxSellAmout: o.side === 'S' ? Math.round(o.matchAmount * sellTaxRate) : 0,
    txtime: vnClockString(o.placedMs),
    txdate: vnDateRfc3339(o.placedMs),
    expDate: vnDateRfc3339(o.placedMs),
    odTimeStamp: vnTimestampMicros(o.placedMs),
    timeType: 'T',
    isCancel: cancellable ? 'Y' : 'N',
    isAmend: cancellable ? 'Y' : 'N',
    tradePlace: tradePlace[exchange],
    matchType: 'N',
    via: 'O',
    userName: '6868',
    isDisposal: 'N',
    sectype: '001',
    isFOOrder: 'N',
  }
}

/** Group A stock account endpoints (TCBS `/aion`, `/akhlys`, `/hydros`). */
export function registerStockAccountRoutes(routes: SimRoutes, ctx: SimContext): void {
  declareRoute(
    routes,
    {
      ...bearer,
      method: 'GET',
      path: '/aion/v1/accounts/{accountNo}/cashInvestments',
      summary: 'Cash balance (paged)',
      query: cashQuery,
    },
    async (request, reply, { found: { accountNo: account }, query }) => {
      ctx.world.syncAccounts()
      const book = ctx.world.accounts.stockBook
      const pp0 = book.buyingPower(account)
      const blocked = Math.round(book.blockedCash(account))
      const records = [
        {
          object: 'cashInvestment',
          accountNo: account.accountNo,
          custodyID: demoIdentity.custodyCode,
          fullName: 'NGUYEN VAN DEMO',
          bodBalance: account.bodBalance,
          cashBalance: account.cash,
          balance: account.cash,
          pp0,
          pp0forBF: Math.max(0, account.cash - blocked),
          // Seen in live payloads; no bond limit is modelled, so bonds may use the same buying power.
          pp0ForBond: pp0,
          bankAvlBalanceBF: 0,
          // No bank-linked (IA) source is modelled: an empty list and zero bank balances.
          iaInfos: [],
          bankAvlBalance: 0,
          bankBlockAmount: 0,
          avlAdvanceAmount: 0,
          buyingAmount: blocked,
          blockAmount: blocked,
          // Stock orders are the only kind that block cash here, so the stock part is all of it.
          stockBlockAmount: blocked,
          // The real key is misspelled `cashDevident`.
          cashDevident: 0,
          avlWithdraw: Math.max(0, account.cash - blocked),
          secureAmtPO: 0,
          bondBlockAmount: 0,
          mBlockAmount: 0,
          fundBlockAmount: 0,
          avalBondBlockAmount: 0,
          depoFee: 0,
          bCashDividend: 0,
          sCashDividend: 0,
          dsecured: blocked,
          adused: 0,
          mrused: 0,
        },
      ]
      const pageSize = query.pageSize ?? 20
      const pageIndex = query.pageIndex ?? 1
      return {
        object: 'List',
        totalCount: records.length,
        pageSize,
        pageIndex,
        data: records.slice((pageIndex - 1) * pageSize, pageIndex * pageSize),
      }
    },
  )

  declareRoute(
    routes,
    {
      ...bearer,
      method: 'GET',
      path: '/aion/v1/accounts/{accountNo}/matching-details',
      summary: 'Matched trades of the day',
      query: matchingQuery,
    },
    async (request, reply, { found: { accountNo: account }, query }) => {
      ctx.world.syncAccounts()
      const all = account.trades.map((t) => ({
        orderId: t.orderId,
        side: t.side,
        symbol: t.symbol,
        quoteQtty: t.quoteQtty,
        quotePrice: t.quotePrice,
        tradeId: t.tradeId,
        qtty: t.qtty,
        price: t.price,
        timeExec: vnLocalIso(t.timeMs),
      }))
      const pageSize = query.pageSize ?? Math.max(1, all.length)
      const pageIndex = query.pageIndex ?? 0
      return {
        object: 'List',
        totalCount: all.length,
        pageSize,
        pageIndex,
        data: all.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize),
      }
    },
  )

  declareRoute(
    routes,
    { ...bearer, method: 'GET', path: '/aion/v1/accounts/{accountNo}/orders', summary: 'Stock order book' },
    async (request, reply, { found: { accountNo: account } }) => {
      ctx.world.syncAccounts()
      const data = [...account.orders].reverse().map((o) => orderInfo(ctx, o))
      return {
        object: 'List',
        pageSize: Math.max(1, data.length),
        pageIndex: 1,
        totalCount: data.length,
        data,
      }
    },
  )

  declareRoute(
    routes,
    {
      ...bearer,
      method: 'GET',
      path: '/aion/v1/accounts/{accountNo}/orders/{orderID}',
      summary: 'One stock order, in the page envelope of the list',
    },
    async (request, reply, { found: { accountNo: account } }) => {
      ctx.world.syncAccounts()
      const order = account.orders.find((o) => o.orderID === request.params.orderID)
      if (order === undefined)
        return sendGroupAError(reply, 404, 'ORDER_NOT_FOUND', 'no such order on this account')
      // The official document gives this route the list's schema (OrderSearchResponse): one row, one page.
      return { object: 'List', pageSize: 1, pageIndex: 1, totalCount: 1, data: [orderInfo(ctx, order)] }
    },
  )

  declareRoute(
    routes,
    {
      ...trading,
      method: 'POST',
      path: '/akhlys/v1/accounts/{accountNo}/orders',
      summary: 'Place a stock LO order',
      body: placeBody,
    },
    async (request, reply, { found: { accountNo: account }, body }) => {
      ctx.world.syncAccounts()
      const placed = ctx.world.accounts.stockBook.place(
        account,
        {
          symbol: body.symbol.toUpperCase(),
          side: body.execType === 'NB' ? 'B' : 'S',
          price: body.price,
          quantity: body.quantity,
        },
        ctx.world.clock.now(),
      )
      if (!placed.ok) return sendGroupAError(reply, 400, placed.code, placed.message)
      return { error: '0', message: 'Đặt lệnh thành công!', orderId: placed.order.orderID }
    },
  )

  declareRoute(
    routes,
    {
      ...trading,
      method: 'PUT',
      path: '/akhlys/v1/accounts/{accountNo}/orders/{orderId}',
      summary: 'Amend a working stock order (price or quantity)',
      body: amendBody,
    },
    async (request, reply, { found: { accountNo: account }, body }) => {
      ctx.world.syncAccounts()
      const amended = ctx.world.accounts.stockBook.amend(
        account,
        request.params.orderId,
        body,
        ctx.world.clock.now(),
      )
      if (!amended.ok) {
        return sendGroupAError(
          reply,
          amended.code === 'ORDER_NOT_FOUND' ? 404 : 400,
          amended.code,
          amended.message,
        )
      }
      return { error: '0', message: 'Sửa lệnh thành công!', orderId: amended.order.orderID }
    },
  )

  declareRoute(
    routes,
    {
      ...trading,
      method: 'PUT',
      path: '/akhlys/v1/accounts/{accountNo}/cancel-orders',
      summary: 'Cancel stock orders',
      body: cancelBody,
    },
    async (request, reply, { found: { accountNo: account }, body }) => {
      ctx.world.syncAccounts()
      const now = ctx.world.clock.now()
      const details = body.ordersList.map(({ orderID }) => {
        const result = ctx.world.accounts.stockBook.cancel(account, orderID, now)
        return result.ok
          ? { orderID, deleted: 'Y', errorCode: '0', errorMesage: 'Giao dịch thực hiện thành công' }
          : { orderID, deleted: 'N', errorCode: result.code, errorMesage: result.message }
      })
      return {
        object: 'deleteOrderList',
        pageIndex: 1,
        pageSize: maxOrdersList,
        totalCount: details.length,
        data: [{ object: 'deleteOrder', details }],
      }
    },
  )

  declareRoute(
    routes,
    {
      ...bearer,
      method: 'GET',
      path: '/hydros/v1/account/{accountNo}/risk',
      summary: 'Margin risk (top-level array)',
    },
    async (request, reply, { found: { accountNo: account } }) => {
      if (account.kind !== 'margin') {
        return sendGroupAError(
          reply,
          400,
          'NOT_MARGIN_ACCOUNT',
          `account ${account.accountNo} is not a margin account`,
        )
      }
      ctx.world.syncAccounts()
      return [riskRecord(ctx.world.accounts.stockBook, account)]
    },
  )
}
