import { brokerSession, isOddLot } from '../../../src-shared/market/order-types'
import type { ModifyOrderBody, PlaceOrderBody } from '../../../src-shared/schemas/trading'
import { vnDayNumber, vnParts } from '../../kit/clock/vietnam-time'
import type { MarketEngine } from '../market/engine'
import { Liquidity, executeOnArrival, settleOrder } from './order-matching'
import {
  admitOrder,
  cashNeeded,
  priceProblem,
  quantityProblem,
  rejectionCodes,
  type Rejection,
} from './order-rules'
import {
  buyingPower,
  isWorking,
  remainingQty,
  sellable,
  type TradingAccount,
  type TradingOrder,
} from './trading-accounts'

/** The order as it stands after the request, and why the request was refused if it was. */
export type LedgerOutcome = { order: TradingOrder; rejection: Rejection | null } | { notFound: true }

const pad = (n: number, width = 2): string => String(n).padStart(width, '0')

/** Orders of the group E sub-accounts: placed, amended, cancelled and matched on the simulated market. */
export class OrderLedger {
  private seq = 0
  private readonly liquidity: Liquidity

  constructor(
    private readonly market: MarketEngine,
    readonly accounts: readonly TradingAccount[],
  ) {
    this.liquidity = new Liquidity(market)
  }

  /** The numbering of new orders, for a snapshot of the world (persistence/). */
  counter(): number {
    return this.seq
  }

  restoreCounter(saved: number): void {
    this.seq = Math.max(this.seq, saved)
  }

  account(subAccountId: string): TradingAccount | undefined {
    return this.accounts.find((a) => a.subAccountId === subAccountId)
  }

  private nextId(nowMs: number): string {
    const p = vnParts(nowMs)
    return `${p.year}${pad(p.month)}${pad(p.day)}${pad(++this.seq, 7)}`
  }

  place(account: TradingAccount, body: PlaceOrderBody, nowMs: number): TradingOrder {
    const t = this.market.ticker(body.symbol.toUpperCase())
    const phase = t === undefined ? undefined : this.market.phase(t.exchange)
    const admitted = admitOrder(account, body, t, phase)
    const order: TradingOrder = {
      orderId: this.nextId(nowMs),
      subAccountId: account.subAccountId,
      symbol: t?.symbol ?? body.symbol,
      side: body.side,
      orderType:
        'orderType' in admitted
          ? admitted.orderType
          : body.type === 'LIMIT'
            ? 'LO'
            : (body.market_price ?? 'MP'),
      limitPrice: body.type === 'LIMIT' ? (body.limit_price ?? null) : null,
      marketPrice: body.type === 'MARKET' ? (body.market_price ?? null) : null,
      blockPrice: 'blockPrice' in admitted ? admitted.blockPrice : 0,
      quantity: body.quantity,
      execQty: 0,
      execAmount: 0,
      cancelQty: 0,
      status: 'SENT',
      code: null,
      rejectedReason: null,
      placedMs: nowMs,
      matchedAtVersion: this.market.version,
    }
    account.orders.push(order)
    if ('code' in admitted) {
      order.status = 'REJECTED'
      order.cancelQty = order.quantity
      order.code = admitted.code
      order.rejectedReason = admitted.reason
      return order
    }
    if (t === undefined || phase === undefined) return order
    // Before the open and at lunch the broker holds the order until the exchange takes orders again.
    if (phase === 'pre-open' || phase === 'break') order.status = 'WAITING_TO_SEND'
    else executeOnArrival(account, order, t, phase, this.liquidity, nowMs)
    return order
  }

  /**
   * KRX amendment rules (vn-market.md §1.6): an LO that is still working, either its price or its
   * quantity, never below what has matched; the broker refuses a price change once part has matched.
   */
  modify(account: TradingAccount, orderId: string, body: ModifyOrderBody, nowMs: number): LedgerOutcome {
    const order = account.orders.find((o) => o.orderId === orderId)
    if (order === undefined) return { notFound: true }
    const rejection = this.amend(account, order, body, nowMs)
    return { order, rejection }
  }

  private amend(
    account: TradingAccount,
    order: TradingOrder,
    body: ModifyOrderBody,
    nowMs: number,
  ): Rejection | null {
    const t = this.market.ticker(order.symbol)
    if (t === undefined || !this.flags(order).allowamend) {
      return {
        code: rejectionCodes.failed,
        reason: `order ${order.orderId} cannot be amended now (status ${order.status})`,
      }
    }
    const priceChanges = body.price !== order.limitPrice
    const qtyChanges = body.quantity !== order.quantity
    if (!priceChanges && !qtyChanges)
      return { code: rejectionCodes.failed, reason: 'price and quantity are unchanged' }
    if (priceChanges && qtyChanges) {
      return {
        code: rejectionCodes.failed,
        reason: 'one amendment changes the price or the quantity, not both',
      }
    }
    if (priceChanges && order.execQty > 0) {
      return {
        code: rejectionCodes.partlyMatchedModify,
        reason: 'the price of a partly matched order cannot be amended',
      }
    }
    if (priceChanges) {
      const bad = priceProblem(t, body.price)
      if (bad !== null) return bad
    }
    if (qtyChanges) {
      if (body.quantity <= order.execQty) {
        return {
          code: rejectionCodes.notBoardLot,
          reason: `the new quantity must stay above the ${order.execQty} shares matched`,
        }
      }
      const lot = quantityProblem(body.quantity, 'LO')
      if (lot !== null) return lot
      if (isOddLot(body.quantity) !== isOddLot(order.quantity)) {
        return {
          code: rejectionCodes.notBoardLot,
          reason: 'an amendment cannot move an order between odd and board lots',
        }
      }
    }
    const newRemaining = body.quantity - order.execQty - order.cancelQty
    if (order.side === 'BUY') {
      const extra = cashNeeded(newRemaining, body.price) - cashNeeded(remainingQty(order), order.blockPrice)
      if (extra > buyingPower(account)) {
        return {
          code: rejectionCodes.buyingPower,
          reason: `not enough buying power for this amendment (${extra} VND more)`,
        }
      }
    } else if (newRemaining - remainingQty(order) > sellable(account, order.symbol)) {
      return {
        code: rejectionCodes.sellable,
        reason: `not enough sellable ${order.symbol} shares for this amendment`,
      }
    }
    order.quantity = body.quantity
    order.limitPrice = body.price
    order.blockPrice = body.price
    const phase = this.market.phase(t.exchange)
    if (order.status !== 'WAITING_TO_SEND') executeOnArrival(account, order, t, phase, this.liquidity, nowMs)
    order.matchedAtVersion = this.market.version
    return null
  }

  /** Cancels the unmatched part. */
  cancel(account: TradingAccount, orderId: string): LedgerOutcome {
    const order = account.orders.find((o) => o.orderId === orderId)
    if (order === undefined) return { notFound: true }
    if (!this.flags(order).allowcancel) {
      const reason = `order ${orderId} cannot be cancelled now (status ${order.status})`
      return { order, rejection: { code: rejectionCodes.failed, reason } }
    }
    order.cancelQty += remainingQty(order)
    order.status = 'CANCELLED'
    return { order, rejection: null }
  }

  /**
   * What the order book shows: no cancel or amendment during the call auctions (KRX), none of ATO, ATC
   * or PLO orders, and amendments for LOs only.
   */
  flags(order: TradingOrder): { allowcancel: boolean; allowamend: boolean } {
    const t = this.market.ticker(order.symbol)
    if (t === undefined || !isWorking(order)) return { allowcancel: false, allowamend: false }
    const phase = this.market.phase(t.exchange)
    const auction = phase === 'ato' || phase === 'atc' || brokerSession(phase) === 'CLOSED'
    const fixedType = order.orderType === 'ATO' || order.orderType === 'ATC' || order.orderType === 'PLO'
    const allowcancel = !auction && !fixedType
    return { allowcancel, allowamend: allowcancel && order.orderType === 'LO' }
  }

  /** Brings every working order up to the market; called before anything reads the accounts. */
  settle(nowMs: number): void {
    const today = vnDayNumber(nowMs)
    for (const account of this.accounts) {
      for (const order of account.orders) {
        const t = this.market.ticker(order.symbol)
        if (t === undefined || !isWorking(order)) continue
        settleOrder(
          account,
          order,
          t,
          this.market.phase(t.exchange),
          { now: nowMs, placedToday: vnDayNumber(order.placedMs) === today },
          this.liquidity,
          this.market.version,
        )
      }
    }
  }
}
