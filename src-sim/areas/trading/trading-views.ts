import { changePercent } from '../../../src-shared/market/price-rules'
import { isOddLot } from '../../../src-shared/market/order-types'
import type { OrderResponse } from '../../../src-shared/schemas/trading'
import { vnClockString, vnDateString, vnTimestampMicros } from '../../kit/clock/vietnam-time'
import { vnDateRfc3339 } from '../../kit/clock/vietnam-time'
import type { MarketEngine } from '../../state/market/engine'
import {
  feeOf,
  isWorking,
  remainingQty,
  sellable,
  taxOf,
  type TradingAccount,
  type TradingOrder,
} from '../../state/trading/trading-accounts'

const avgExecPrice = (o: TradingOrder): number => (o.execQty > 0 ? Math.round(o.execAmount / o.execQty) : 0)

export function orderResponse(order: TradingOrder, custodyCode: string): OrderResponse {
  return {
    order_id: order.orderId,
    account_id: custodyCode,
    transaction_date: vnDateRfc3339(order.placedMs),
    symbol: order.symbol,
    order_side: order.side,
    order_quantity: order.quantity,
    limit_price: order.limitPrice,
    market_price: order.marketPrice,
    order_type: order.orderType,
    lot: isOddLot(order.quantity) ? 'ODD' : 'EVEN',
    execute_quantity: order.execQty,
    execute_price: avgExecPrice(order),
    execute_amount: order.execAmount,
    fee_amount: feeOf(order),
    tax_amount: taxOf(order),
    order_status: order.status,
    code: order.code,
    rejected_reason: order.rejectedReason,
  }
}

/** Numeric status codes beside the names, as the book's `status_code` (the service's are not public). */
const statusCodes: Record<string, string> = {
  WAITING_TO_SEND: '1',
  SENT: '2',
  MATCHED: '4',
  MATCHED_ALL: '12',
  CANCELLED: '3',
  REJECTED: '0',
  EXPIRED: '5',
}
/** The book's Vietnamese display names (`status_`, `side_`, …); the page gives no list, these are ours. */
const statusWords: Record<string, string> = {
  WAITING_TO_SEND: 'Chờ gửi',
  SENT: 'Đã gửi',
  MATCHED: 'Khớp một phần',
  MATCHED_ALL: 'Khớp hết',
  CANCELLED: 'Đã hủy',
  REJECTED: 'Từ chối',
  EXPIRED: 'Hết hiệu lực',
}
/** The page types the flags as strings; its safety notes name Y as the truthy value. */
const flag = (allowed: boolean): string => (allowed ? 'Y' : 'N')

/** `order-book.md`'s `OrderBookEntry`, every field the page lists. */
export function orderBookEntry(
  order: TradingOrder,
  account: TradingAccount,
  custodyCode: string,
  flags: { allowcancel: boolean; allowamend: boolean },
) {
  const remaining = isWorking(order) ? remainingQty(order) : 0
  return {
    custodycd: custodyCode,
    txdate: vnDateString(order.placedMs),
    custid: account.subAccountId.slice(0, 4).padEnd(10, '0'),
    afacctno: account.subAccountId,
    orderid: order.orderId,
    odorderid: '',
    txtime: vnClockString(order.placedMs),
    symbol: order.symbol,
    allowcancel: flag(flags.allowcancel),
    allowamend: flag(flags.allowamend),
    side_code: order.side === 'BUY' ? 'NB' : 'NS',
    side: order.side,
    price: order.limitPrice ?? 0,
    pricetype: order.orderType,
    via_code: 'O',
    via: 'Online',
    qtty: order.quantity,
    execqtty: order.execQty,
    execamt: order.execAmount,
    execprice: avgExecPrice(order),
    remainqtty: remainingQty(order),
    remainamt: remaining * (order.limitPrice ?? order.blockPrice),
    status_code: statusCodes[order.status] ?? '9',
    status: order.status,
    tlname: '',
    username: '',
    hosesession: 'O',
    cancelqtty: order.cancelQty,
    adjustqtty: 0,
    isdisposal: 'N',
    rootorderid: order.orderId,
    timetype: 'T',
    timetypevalue: '',
    feedbackmsg: order.rejectedReason ?? '',
    quoteqtty: order.quantity,
    limitprice: order.limitPrice ?? 0,
    odtimestamp: vnTimestampMicros(order.placedMs),
    matchtype_code: 'N',
    producttypename: account.ext.slice(account.ext.lastIndexOf('.')),
    afacctno_ext: account.ext,
    side_: order.side === 'BUY' ? 'Mua' : 'Bán',
    via_: 'Trực tuyến',
    status_: statusWords[order.status] ?? order.status,
    matchtype_: 'Thường',
    strategy_id: null,
  }
}
export type BookEntryView = ReturnType<typeof orderBookEntry>

export const lastPrice = (market: MarketEngine, symbol: string): number => {
  const t = market.ticker(symbol)
  if (t === undefined) return 0
  return t.matchPrice > 0 ? t.matchPrice : t.ref
}

/** Shares of `symbol` held by this account's working sell orders. */
const sellingQty = (account: TradingAccount, symbol: string): number =>
  account.orders
    .filter((o) => isWorking(o) && o.side === 'SELL' && o.symbol === symbol)
    .reduce((sum, o) => sum + remainingQty(o), 0)

/** `portfolio.md`'s holding: every field the page lists, the ones our ledger has no notion of at 0. */
export function holdings(market: MarketEngine, account: TradingAccount, custodyCode: string) {
  return [...account.positions.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([symbol, p]) => {
      const price = lastPrice(market, symbol)
      const basic = market.ticker(symbol)?.ref ?? price
      const cost = p.qty * p.avgPrice
      const value = p.qty * price
      const available = sellable(account, symbol)
      return {
        sub_account_id: account.subAccountId,
        symbol,
        securities_type: 'STOCK',
        total: p.qty,
        available,
        blocked: 0,
        mortgage: 0,
        vsd_mortgage: 0,
        restrict: 0,
        receiving_right: 0,
        // Bought today: T+2 before it may be sold (vn-market.md), counted as arriving at T0.
        receiving_t0: Math.max(0, p.qty - p.settledQty),
        receiving_t1: 0,
        receiving_t2: 0,
        matching_amount: sellingQty(account, symbol),
        withdraw: 0,
        cost_price: p.avgPrice,
        basic_price: basic,
        is_sellable: available > 0,
        custodycd: custodyCode,
        pnl_amount: value - cost,
        pnl_rate: changePercent(value, cost),
        close_price: price,
        cost_price_amount: cost,
        basic_price_amount: p.qty * basic,
        total_pnl: value - cost,
        sending_t0: 0,
        sending_t1: 0,
        sending_t2: 0,
        has_newest_news: false,
        trade: available,
      }
    })
}

export const stockValue = (market: MarketEngine, account: TradingAccount): number =>
  [...account.positions.entries()].reduce((sum, [symbol, p]) => sum + p.qty * lastPrice(market, symbol), 0)

/**
 * Today's P&L of a symbol: held since yesterday, priced against the reference; bought today, against
 * the fill; sold today, the fill against the reference.
 */
export function pnlToday(market: MarketEngine, account: TradingAccount, symbol: string): number {
  const t = market.ticker(symbol)
  if (t === undefined) return 0
  const last = lastPrice(market, symbol)
  // settledQty already went down by what was sold today.
  let pnl = (account.positions.get(symbol)?.settledQty ?? 0) * (last - t.ref)
  for (const f of account.fills.filter((x) => x.symbol === symbol))
    pnl += f.side === 'BUY' ? f.qty * (last - f.price) : f.qty * (f.price - t.ref)
  return pnl
}

/** Today's P&L of an account over every symbol it held or traded today. */
export function accountPnlToday(market: MarketEngine, account: TradingAccount): number {
  const symbols = new Set([...account.positions.keys(), ...account.fills.map((f) => f.symbol)])
  return [...symbols].reduce((sum, symbol) => sum + pnlToday(market, account, symbol), 0)
}
