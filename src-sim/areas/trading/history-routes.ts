import { z } from 'zod'
import { vnIsoDate } from '../../../src-shared/market/vietnam-calendar'
import { declareRoute } from '../../kit/http/route-spec'
import type { SimRoutes } from '../../guards/route-table'
import { generateEvents, type CorporateEvent } from '../../state/market/corporate-events'
import { companyName, listings } from '../../state/research/companies'
import type { TradingAccount } from '../../state/trading/trading-accounts'
import type { MarketEngine } from '../../state/market/engine'
import type { SimWorld } from '../../state/world'
import { sendResult } from './account-routes'
import { orderResponse } from './trading-views'

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date, yyyy-MM-dd')
/** `orders.md`: `fromDate` and `toDate` required and inclusive; the filters default to ALL. */
const historyQuery = z.object({
  fromDate: isoDay,
  toDate: isoDay,
  page: z.string().regex(/^\d+$/).optional(),
  orderStatus: z.string().optional(),
  symbol: z.string().optional(),
})
/** `user-rights.md`: every filter optional. */
const rightsQuery = z.object({
  fromDate: isoDay.optional(),
  toDate: isoDay.optional(),
  catType: z.string().optional(),
  isCom: z.string().optional(),
  symbol: z.string().optional(),
})

const all = (filter: string | undefined): boolean => filter === undefined || filter.toUpperCase() === 'ALL'

/** Our three corporate event types in the page's `type` enum. */
const rightTypes = { 1: 'CASH_DIVIDEND', 2: 'STOCK_DIVIDEND', 3: 'STOCK_RIGHT' } as const

/** One shareholder right of `user-rights.md`, from a corporate event of a symbol the account holds. */
function userRight(
  event: CorporateEvent,
  account: TradingAccount,
  custodyCode: string,
  market: MarketEngine,
  nowIso: string,
) {
  const shares = account.positions.get(event.symbol)?.qty ?? 0
  const t = market.ticker(event.symbol)
  const day = (iso: string) => iso.slice(0, 10)
  const done = day(event.executionDate) < nowIso
  const ratio = /tỷ lệ ([\d:%]+)/.exec(event.title)?.[1] ?? ''
  const isRight = event.type === 3
  const canBuy = isRight ? Math.floor(shares / 10) : 0
  return {
    accountId: account.subAccountId,
    depositoryNumber: custodyCode,
    fullName: 'NGUYEN VAN DEMO',
    ownNumberOfShare: shares,
    ratio,
    status: done ? 'COMPLETED' : 'WAIT_EXECUTED',
    userRightRegisterStatus: isRight ? 'UNREGISTER' : 'UNKNOWN',
    caMastId: `CA${event.eventID}`,
    amount: 0,
    symbol: event.symbol,
    toSymbol: null,
    numberOfWaitingStock: 0,
    waitingAmountForReturn: 0,
    rightOffRate: ratio,
    buyPrice: isRight ? 10_000 : 0,
    allowRegister: isRight && !done,
    totalStocksCanBuy: canBuy,
    totalPayAmount: canBuy * (isRight ? 10_000 : 0),
    startDate: day(event.registrationDate),
    finishDate: day(event.executionDate),
    startDateTransfer: day(event.registrationDate),
    actionDate: day(event.executionDate),
    finishDateTransfer: day(event.executionDate),
    reportDate: day(event.recordDate),
    type: rightTypes[event.type],
    stockName: companyName(event.symbol).name,
    totalVolume: 0,
    totalValue: 0,
    referencePrice: t?.ref ?? 0,
    closePrice: t === undefined ? 0 : t.matchPrice > 0 ? t.matchPrice : t.ref,
    ceilingPrice: t?.ceiling ?? 0,
    floorPrice: t?.floor ?? 0,
    predictPrice: 0,
    changePrice: 0,
    hasRead: false,
  }
}

const eventsOf = (world: SimWorld): CorporateEvent[] =>
  generateEvents(listings, world.config.seed, world.config.startMs)

/** The two reads the spec lists as unchanged and the broker documents: order history and rights. */
export function registerHistoryRoutes(routes: SimRoutes): void {
  declareRoute(
    routes,
    {
      method: 'GET',
      path: '/trading/sub-accounts/{subAccountId}/orders',
      group: 'E',
      tier: 'signed',
      summary:
        'Order history between two Vietnam dates, inclusive (`result.data[]`, as orders.md documents it)',
      query: historyQuery,
    },
    async (_request, reply, { found: { subAccountId: found }, query }) => {
      const { state, account } = found
      const data = [...account.orders]
        .reverse()
        .filter((o) => {
          const day = vnIsoDate(o.placedMs)
          return day >= query.fromDate && day <= query.toDate
        })
        .filter((o) => all(query.symbol) || o.symbol === query.symbol?.toUpperCase())
        .filter((o) => all(query.orderStatus) || o.status === query.orderStatus)
        .map((o) => {
          const shown = orderResponse(o, state.custodyCode)
          return {
            order_id: shown.order_id,
            account_id: shown.account_id,
            transaction_date: vnIsoDate(o.placedMs),
            symbol: shown.symbol,
            order_side: shown.order_side,
            order_quantity: shown.order_quantity,
            // The page types both as non-null: the unused one is 0 or empty, as its example shows.
            limit_price: shown.limit_price ?? 0,
            market_price: shown.market_price ?? '',
            execute_quantity: shown.execute_quantity,
            execute_price: shown.execute_price,
            order_status: shown.order_status,
            fee_amount: shown.fee_amount,
            tax_amount: shown.tax_amount,
            execute_amount: shown.execute_amount,
            order_type: shown.order_type,
          }
        })
      return reply.type('application/json; charset=utf-8').send({ status: 200, result: { data } })
    },
  )

  declareRoute(
    routes,
    {
      method: 'GET',
      path: '/trading/v5/account/{subAccountId}/user-rights',
      group: 'E',
      tier: 'signed',
      summary:
        'Shareholder rights of the symbols held, newest first (`result[]`, as user-rights.md documents it)',
      query: rightsQuery,
    },
    async (_request, reply, { found: { subAccountId: found }, query }) => {
      const { state, account } = found
      const world = state.world
      const today = vnIsoDate(world.clock.now())
      const result = eventsOf(world)
        .filter((e) => account.positions.has(e.symbol))
        .filter((e) => all(query.symbol) || e.symbol === query.symbol?.toUpperCase())
        .filter((e) => query.fromDate === undefined || e.recordDate.slice(0, 10) >= query.fromDate)
        .filter((e) => query.toDate === undefined || e.recordDate.slice(0, 10) <= query.toDate)
        .sort((a, b) => b.recordDate.localeCompare(a.recordDate))
        .map((e) => userRight(e, account, state.custodyCode, world.market, today))
      return sendResult(reply, result)
    },
  )
}
