import { changePercent } from '../../../src-shared/market/price-rules'
import { isOddLot } from '../../../src-shared/market/order-types'
import type { Holding, OrderBookEntry, OrderResponse } from '../../../src-shared/schemas/trading'
import { vnClockString, vnDateRfc3339, vnTimestampMicros } from '../../kit/clock/vietnam-time'
import type { MarketEngine } from '../../state/market/engine'
import {
  feeOf,
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

export function orderBookEntry(
  order: TradingOrder,
  account: TradingAccount,
  custodyCode: string,
  flags: { allowcancel: boolean; allowamend: boolean },
): OrderBookEntry {
  return {
    orderid: order.orderId,
    afacctno: account.subAccountId,
    afacctno_ext: account.ext,
    custodycd: custodyCode,
    symbol: order.symbol,
    side: order.side,
    price: order.limitPrice ?? 0,
    pricetype: order.orderType,
    qtty: order.quantity,
    execqtty: order.execQty,
    execprice: avgExecPrice(order),
    execamt: order.execAmount,
    remainqtty: remainingQty(order),
    cancelqtty: order.cancelQty,
    status: order.status,
    status_code: statusCodes[order.status] ?? '9',
    allowcancel: flags.allowcancel,
    allowamend: flags.allowamend,
    feedbackmsg: order.rejectedReason,
    txdate: vnDateRfc3339(order.placedMs),
    txtime: vnClockString(order.placedMs),
    odtimestamp: vnTimestampMicros(order.placedMs),
  }
}

const lastPrice = (market: MarketEngine, symbol: string): number => {
  const t = market.ticker(symbol)
  if (t === undefined) return 0
  return t.matchPrice > 0 ? t.matchPrice : t.ref
}

export function holdings(market: MarketEngine, account: TradingAccount): Holding[] {
  return [...account.positions.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([symbol, p]) => {
      const price = lastPrice(market, symbol)
      const cost = p.qty * p.avgPrice
      const value = p.qty * price
      return {
        symbol,
        quantity: p.qty,
        trade: sellable(account, symbol),
        avg_price: p.avgPrice,
        market_price: price,
        cost_value: cost,
        market_value: value,
        pnl: value - cost,
        pnl_percent: changePercent(value, cost),
      }
    })
}

export const stockValue = (market: MarketEngine, account: TradingAccount): number =>
  holdings(market, account).reduce((sum, h) => sum + h.market_value, 0)

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
