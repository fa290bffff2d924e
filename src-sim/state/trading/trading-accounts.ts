import { snapToTick } from '../../../src-shared/market/price-rules'
import type { OrderStatus } from '../../../src-shared/schemas/trading'
import type { OrderType } from '../../../src-shared/market/order-types'
import { feeRate, sellTaxRate } from '../accounts/stock-book'
import type { MarketEngine } from '../market/engine'

export type Side = 'BUY' | 'SELL'

export interface TradingOrder {
  orderId: string
  subAccountId: string
  symbol: string
  side: Side
  /** The type the exchange records (HOSE MP→MTL, HNX MAK→FAK, MOK→FOK). */
  orderType: OrderType
  /** What the client sent: `limit_price` for LIMIT, `market_price` for MARKET. */
  limitPrice: number | null
  marketPrice: string | null
  /** Price the cash of a buy is blocked at: the limit, or the ceiling for a market order. */
  blockPrice: number
  quantity: number
  execQty: number
  execAmount: number
  cancelQty: number
  status: OrderStatus
  code: string | null
  rejectedReason: string | null
  placedMs: number
  /** Market version of the last match: new liquidity arrives with each engine step. */
  matchedAtVersion: number
}

export interface Position {
  qty: number
  /** Shares held at the start of the day: only these may be sold today (T+2, no same-day resale). */
  settledQty: number
  avgPrice: number
}

export interface Fill {
  orderId: string
  symbol: string
  side: Side
  qty: number
  price: number
  timeMs: number
}

export interface TradingAccount {
  subAccountId: string
  ext: string
  type: 'Normal' | 'Margin'
  /** Only the `.4` sub-account may order through the open API (api-facts §5.3). */
  canOrder: boolean
  cash: number
  positions: Map<string, Position>
  orders: TradingOrder[]
  fills: Fill[]
}

export { feeRate, sellTaxRate }

export const remainingQty = (o: TradingOrder): number => o.quantity - o.execQty - o.cancelQty

/** Statuses of an order that still has a part at the exchange (or on its way there). */
export const workingStatuses: ReadonlySet<OrderStatus> = new Set(['WAITING_TO_SEND', 'SENT', 'MATCHED'])
export const isWorking = (o: TradingOrder): boolean => workingStatuses.has(o.status) && remainingQty(o) > 0

export function blockedCash(account: TradingAccount): number {
  return account.orders
    .filter((o) => isWorking(o) && o.side === 'BUY')
    .reduce((sum, o) => sum + Math.ceil(remainingQty(o) * o.blockPrice * (1 + feeRate)), 0)
}

/** Cash buying power (a normal account: no margin line). */
export const buyingPower = (account: TradingAccount): number =>
  Math.max(0, account.cash - blockedCash(account))

export function sellable(account: TradingAccount, symbol: string): number {
  const settled = account.positions.get(symbol)?.settledQty ?? 0
  const blocked = account.orders
    .filter((o) => isWorking(o) && o.side === 'SELL' && o.symbol === symbol)
    .reduce((sum, o) => sum + remainingQty(o), 0)
  return Math.max(0, settled - blocked)
}

/** A match: the order, the position (average cost on buys) and the cash, fee and sale tax included. */
export function applyFill(
  account: TradingAccount,
  order: TradingOrder,
  qty: number,
  price: number,
  nowMs: number,
): void {
  order.execQty += qty
  order.execAmount += qty * price
  order.status = remainingQty(order) === 0 ? 'MATCHED_ALL' : 'MATCHED'
  account.fills.push({
    orderId: order.orderId,
    symbol: order.symbol,
    side: order.side,
    qty,
    price,
    timeMs: nowMs,
  })
  const value = qty * price
  const position = account.positions.get(order.symbol) ?? { qty: 0, settledQty: 0, avgPrice: 0 }
  if (order.side === 'BUY') {
    position.avgPrice = Math.round((position.avgPrice * position.qty + value) / (position.qty + qty))
    position.qty += qty
    account.cash -= Math.round(value * (1 + feeRate))
  } else {
    position.qty -= qty
    position.settledQty -= qty
    account.cash += Math.round(value * (1 - feeRate - sellTaxRate))
  }
  if (position.qty > 0) account.positions.set(order.symbol, position)
  else account.positions.delete(order.symbol)
}

export const feeOf = (o: TradingOrder): number => Math.round(o.execAmount * feeRate)
export const taxOf = (o: TradingOrder): number =>
  o.side === 'SELL' ? Math.round(o.execAmount * sellTaxRate) : 0

/** The demo user's group E sub-accounts: `.1` (no open-API orders) and `.4`, the ordering one. */
export function demoTradingAccounts(market: MarketEngine, custodyCode: string): TradingAccount[] {
  const account = (
    id: string,
    suffix: string,
    cash: number,
    holdings: Record<string, number>,
  ): TradingAccount => {
    const positions = new Map<string, Position>()
    for (const [symbol, qty] of Object.entries(holdings)) {
      const t = market.ticker(symbol)
      if (t !== undefined)
        positions.set(symbol, { qty, settledQty: qty, avgPrice: snapToTick(t.exchange, t.ref * 0.95) })
    }
    return {
      subAccountId: id,
      ext: `${custodyCode}${suffix}`,
      type: 'Normal',
      canOrder: suffix === '.4',
      cash,
      positions,
      orders: [],
      fills: [],
    }
  }
  return [
    account('100001', '.1', 20_000_000, { MWG: 300 }),
    account('100004', '.4', 1_000_000_000, {
      FPT: 1_000,
      HPG: 5_000,
      VNM: 2_000,
      ACB: 3_000,
      SHS: 5_000,
      PVS: 2_000,
      ACV: 500,
    }),
  ]
}
