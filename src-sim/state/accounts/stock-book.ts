import { assumedFeeRate, sellTaxRate } from '../../../src-shared/market/order-checks'
import { boardLot, isOnTick, tickSize } from '../../../src-shared/market/price-rules'
import type { MarketEngine } from '../market/engine'

/**
 * Stock orders and trades of one sub-account. Status codes are TCBS `orStatus` values (api-facts,
 * "Order status values"): 2 sent, 4 matched (partly), 12 fully matched, 3 cancelled, 0 rejected.
 */
export type OrStatus = '0' | '2' | '3' | '4' | '12'
export type Side = 'B' | 'S'

export interface StockOrder {
  orderID: string
  accountNo: string
  symbol: string
  side: Side
  priceType: 'LO'
  limitPrice: number
  orderQtty: number
  execQtty: number
  cancelQtty: number
  matchAmount: number
  status: OrStatus
  placedMs: number
  cancelledMs: number | undefined
}

export interface StockTrade {
  tradeId: string
  orderId: string
  side: Side
  symbol: string
  quoteQtty: number
  quotePrice: number
  qtty: number
  price: number
  timeMs: number
}

export interface Holding {
  qty: number
  avgPrice: number
}

export interface StockAccount {
  accountNo: string
  kind: 'normal' | 'margin'
  /** Cash at the start of the day. */
  bodBalance: number
  cash: number
  /** Margin loan principal and its interest (margin account only). */
  debt: number
  accruedInterest: number
  holdings: Map<string, Holding>
  orders: StockOrder[]
  trades: StockTrade[]
}

/**
 * Broker fee and sale tax, as fractions of the matched value (typical Vietnamese retail levels): the
 * rates the order ticket assumes in its estimate (src-shared/market/order-checks.ts).
 */
export const feeRate = assumedFeeRate
export { sellTaxRate }

export const working = (o: StockOrder): boolean => o.status === '2' || o.status === '4'
export const remaining = (o: StockOrder): number => o.orderQtty - o.execQtty - o.cancelQtty

/** `errorCode` of a refused stock cancel: non-zero, as the real service's; the words say why. */
const refusedCode = '-1'

export type PlaceResult = { ok: true; order: StockOrder } | { ok: false; code: string; message: string }

export class StockBook {
  private orderSeq = 0
  private tradeSeq = 0

  constructor(
    private readonly market: MarketEngine,
    private readonly datePrefix: string,
  ) {}

  /** The numbering of new orders and trades, for a snapshot of the world (persistence/). */
  counters(): { stockOrder: number; stockTrade: number } {
    return { stockOrder: this.orderSeq, stockTrade: this.tradeSeq }
  }

  restoreCounters(saved: { stockOrder: number; stockTrade: number }): void {
    this.orderSeq = Math.max(this.orderSeq, saved.stockOrder)
    this.tradeSeq = Math.max(this.tradeSeq, saved.stockTrade)
  }

  nextOrderId(): string {
    return `9${this.datePrefix}${String(++this.orderSeq).padStart(10, '0')}`
  }

  private nextTradeId(): string {
    return `7${this.datePrefix}${String(++this.tradeSeq).padStart(10, '0')}`
  }

  /** Cash already promised to working buy orders. */
  blockedCash(account: StockAccount): number {
    return account.orders
      .filter((o) => working(o) && o.side === 'B')
      .reduce((sum, o) => sum + remaining(o) * o.limitPrice * (1 + feeRate), 0)
  }

  buyingPower(account: StockAccount): number {
    const marginLine = account.kind === 'margin' ? this.collateralValue(account) * 0.5 - account.debt : 0
    return Math.max(0, Math.floor(account.cash + Math.max(0, marginLine) - this.blockedCash(account)))
  }

  sellable(account: StockAccount, symbol: string): number {
    const held = account.holdings.get(symbol)?.qty ?? 0
    const blocked = account.orders
      .filter((o) => working(o) && o.side === 'S' && o.symbol === symbol)
      .reduce((sum, o) => sum + remaining(o), 0)
    return held - blocked
  }

  /** Holdings at the last price (reference when untraded). */
  collateralValue(account: StockAccount): number {
    let value = 0
    for (const [symbol, h] of account.holdings) {
      const t = this.market.ticker(symbol)
      if (t !== undefined) value += h.qty * (t.matchPrice > 0 ? t.matchPrice : t.ref)
    }
    return value
  }

  place(
    account: StockAccount,
    input: { symbol: string; side: Side; price: number; quantity: number },
    nowMs: number,
  ): PlaceResult {
    const t = this.market.ticker(input.symbol)
    if (t === undefined)
      return { ok: false, code: 'SYMBOL_NOT_FOUND', message: `unknown symbol ${input.symbol}` }
    if (!Number.isInteger(input.quantity) || input.quantity <= 0) {
      return { ok: false, code: 'INVALID_QUANTITY', message: 'quantity must be a positive integer' }
    }
    if (input.quantity >= boardLot && input.quantity % boardLot !== 0) {
      return {
        ok: false,
        code: 'INVALID_QUANTITY',
        message: `board-lot quantity must be a multiple of ${boardLot}`,
      }
    }
    if (input.quantity > 500_000) {
      return { ok: false, code: 'INVALID_QUANTITY', message: 'at most 500,000 shares per order' }
    }
    if (!isOnTick(t.exchange, input.price) || input.price > t.ceiling || input.price < t.floor) {
      return {
        ok: false,
        code: 'INVALID_PRICE',
        message: `price must be a multiple of ${tickSize(t.exchange, input.price)} VND between the floor ${t.floor} and the ceiling ${t.ceiling}`,
      }
    }
    if (input.side === 'B' && input.price * input.quantity * (1 + feeRate) > this.buyingPower(account)) {
      return {
        ok: false,
        code: 'INSUFFICIENT_BUYING_POWER',
        message: 'not enough buying power for this order',
      }
    }
    if (input.side === 'S' && input.quantity > this.sellable(account, input.symbol)) {
      return {
        ok: false,
        code: 'INSUFFICIENT_HOLDING',
        message: `not enough sellable ${input.symbol} shares`,
      }
    }
    const order: StockOrder = {
      orderID: this.nextOrderId(),
      accountNo: account.accountNo,
      symbol: input.symbol,
      side: input.side,
      priceType: 'LO',
      limitPrice: input.price,
      orderQtty: input.quantity,
      execQtty: 0,
      cancelQtty: 0,
      matchAmount: 0,
      status: '2',
      placedMs: nowMs,
      cancelledMs: undefined,
    }
    account.orders.push(order)
    this.matchOrder(account, order, nowMs)
    return { ok: true, order }
  }

  /** Fills what the current book allows: a buy against the best offer, a sell against the best bid. */
  matchOrder(account: StockAccount, order: StockOrder, nowMs: number): void {
    if (!working(order)) return
    const t = this.market.ticker(order.symbol)
    if (t === undefined) return
    const crosses =
      order.side === 'B'
        ? t.offer1 > 0 && order.limitPrice >= t.offer1
        : t.bid1 > 0 && order.limitPrice <= t.bid1
    if (!crosses) return
    const price = order.side === 'B' ? t.offer1 : t.bid1
    const available = order.side === 'B' ? t.offerQtty[0] : t.bidQtty[0]
    const qty = Math.min(remaining(order), Math.max(boardLot, available))
    this.fill(account, order, qty, price, nowMs)
  }

  fill(account: StockAccount, order: StockOrder, qty: number, price: number, nowMs: number): void {
    order.execQtty += qty
    order.matchAmount += qty * price
    order.status = remaining(order) === 0 ? '12' : '4'
    account.trades.push({
      tradeId: this.nextTradeId(),
      orderId: order.orderID,
      side: order.side,
      symbol: order.symbol,
      quoteQtty: order.orderQtty,
      quotePrice: order.limitPrice,
      qtty: qty,
      price,
      timeMs: nowMs,
    })
    const value = qty * price
    const holding = account.holdings.get(order.symbol) ?? { qty: 0, avgPrice: 0 }
    if (order.side === 'B') {
      holding.avgPrice = Math.round((holding.avgPrice * holding.qty + value) / (holding.qty + qty))
      holding.qty += qty
      const cost = Math.round(value * (1 + feeRate))
      const fromCash = Math.min(Math.max(0, account.cash), cost)
      account.cash -= fromCash
      account.debt += cost - fromCash
    } else {
      holding.qty -= qty
      account.cash += Math.round(value * (1 - feeRate - sellTaxRate))
    }
    if (holding.qty > 0) account.holdings.set(order.symbol, holding)
    else account.holdings.delete(order.symbol)
  }

  /** Lets working orders trade against the market as it is now. */
  settle(account: StockAccount, nowMs: number): void {
    for (const order of account.orders) this.matchOrder(account, order, nowMs)
  }

  /**
   * Amends a working order. KRX rule (vn-market.md §1.6): one amendment changes the price or the
   * quantity, not both; the new quantity must stay above what has matched.
   */
  amend(
    account: StockAccount,
    orderID: string,
    change: { price: number; quantity: number },
    nowMs: number,
  ): PlaceResult {
    const order = account.orders.find((o) => o.orderID === orderID)
    if (order === undefined)
      return { ok: false, code: 'ORDER_NOT_FOUND', message: `no order ${orderID} on this account` }
    if (!working(order))
      return { ok: false, code: 'NOT_AMENDABLE', message: 'only working orders can be amended' }
    const priceChanges = change.price !== order.limitPrice
    const qtyChanges = change.quantity !== order.orderQtty
    if (priceChanges && qtyChanges) {
      return {
        ok: false,
        code: 'AMEND_ONE_FIELD',
        message: 'change either the price or the quantity, not both',
      }
    }
    if (!priceChanges && !qtyChanges)
      return { ok: false, code: 'NOTHING_TO_AMEND', message: 'price and quantity are unchanged' }
    const t = this.market.ticker(order.symbol)
    if (t === undefined)
      return { ok: false, code: 'SYMBOL_NOT_FOUND', message: `unknown symbol ${order.symbol}` }
    if (
      priceChanges &&
      (!isOnTick(t.exchange, change.price) || change.price > t.ceiling || change.price < t.floor)
    ) {
      return {
        ok: false,
        code: 'INVALID_PRICE',
        message: `price must be on a tick between ${t.floor} and ${t.ceiling}`,
      }
    }
    if (qtyChanges && (change.quantity <= order.execQtty || change.quantity % boardLot !== 0)) {
      return {
        ok: false,
        code: 'INVALID_QUANTITY',
        message: `quantity must be a multiple of ${boardLot} above the matched ${order.execQtty}`,
      }
    }
    const before = { limitPrice: order.limitPrice, orderQtty: order.orderQtty }
    if (order.side === 'B') {
      const extra =
        (change.quantity - order.execQtty) * change.price * (1 + feeRate) -
        remaining(order) * order.limitPrice * (1 + feeRate)
      if (extra > this.buyingPower(account)) {
        return {
          ok: false,
          code: 'INSUFFICIENT_BUYING_POWER',
          message: 'not enough buying power for this amendment',
        }
      }
    } else if (change.quantity - order.orderQtty > this.sellable(account, order.symbol)) {
      return {
        ok: false,
        code: 'INSUFFICIENT_HOLDING',
        message: `not enough sellable ${order.symbol} shares`,
      }
    }
    order.limitPrice = change.price
    order.orderQtty = change.quantity
    if (order.limitPrice !== before.limitPrice || order.orderQtty !== before.orderQtty)
      this.matchOrder(account, order, nowMs)
    return { ok: true, order }
  }

  /** Cancels the unmatched part; a reason when it cannot. */
  cancel(
    account: StockAccount,
    orderID: string,
    nowMs: number,
  ): { ok: true } | { ok: false; code: string; message: string } {
    const order = account.orders.find((o) => o.orderID === orderID)
    // TCBS publishes no code per refusal (a non-zero `errorCode`); the words are those of its own
    // `orStatus` descriptions, which clients read (api-facts §1).
    if (order === undefined) return { ok: false, code: refusedCode, message: `Lệnh ${orderID} không tồn tại` }
    if (order.status === '3') return { ok: false, code: refusedCode, message: 'Lệnh đã hủy' }
    if (order.status === '12') return { ok: false, code: refusedCode, message: 'Lệnh đã khớp hết' }
    if (order.status === '0') return { ok: false, code: refusedCode, message: 'Lệnh bị từ chối' }
    order.cancelQtty = remaining(order)
    order.status = '3'
    order.cancelledMs = nowMs
    return { ok: true }
  }
}
