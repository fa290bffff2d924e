import { tickDown, tickUp } from '../../../src-shared/market/price-rules'
import type { SessionPhase } from '../../../src-shared/market/sessions'
import type { MarketEngine } from '../market/engine'
import type { TickerState } from '../market/ticker-state'
import {
  applyFill,
  isWorking,
  remainingQty,
  type TradingAccount,
  type TradingOrder,
} from './trading-accounts'

/**
 * Liquidity at the best opposite level, shared by every order of the step: the engine's book is not
 * depleted by our fills, so what one order takes at a level in a step is gone for the others until
 * the market steps again.
 */
export class Liquidity {
  private readonly taken = new Map<string, number>()
  private version = -1

  constructor(private readonly market: MarketEngine) {}

  /** Best opposite price and the shares left there in this step; price 0 when that side is empty. */
  opposite(t: TickerState, side: 'BUY' | 'SELL'): { price: number; qty: number } {
    this.refresh()
    const price = side === 'BUY' ? t.offer1 : t.bid1
    const level = side === 'BUY' ? t.offerQtty[0] : t.bidQtty[0]
    const key = `${t.symbol}|${side}`
    return { price, qty: price > 0 ? Math.max(0, level - (this.taken.get(key) ?? 0)) : 0 }
  }

  take(t: TickerState, side: 'BUY' | 'SELL', qty: number): void {
    const key = `${t.symbol}|${side}`
    this.taken.set(key, (this.taken.get(key) ?? 0) + qty)
  }

  private refresh(): void {
    if (this.market.version !== this.version) {
      this.version = this.market.version
      this.taken.clear()
    }
  }
}

function crossFill(
  account: TradingAccount,
  order: TradingOrder,
  t: TickerState,
  liquidity: Liquidity,
  limit: number | null,
  nowMs: number,
): number {
  const { price, qty } = liquidity.opposite(t, order.side)
  if (price === 0 || qty === 0) return 0
  if (limit !== null && (order.side === 'BUY' ? limit < price : limit > price)) return 0
  const fill = Math.min(remainingQty(order), qty)
  liquidity.take(t, order.side, fill)
  applyFill(account, order, fill, price, nowMs)
  return fill
}

const cancelRest = (order: TradingOrder, reason: string): void => {
  order.cancelQty += remainingQty(order)
  order.status = 'CANCELLED'
  order.rejectedReason = reason
}

/**
 * A new market order meets the book at once (continuous session). MTL takes what the best level has
 * and its rest becomes an LO one tick through that price (KRX); FAK fills what it can and cancels the
 * rest; FOK fills fully or not at all. ATO, ATC and PLO wait for their auction.
 */
export function executeOnArrival(
  account: TradingAccount,
  order: TradingOrder,
  t: TickerState,
  phase: SessionPhase,
  liquidity: Liquidity,
  nowMs: number,
): void {
  if (phase !== 'continuous' && order.orderType !== 'PLO') return
  switch (order.orderType) {
    case 'LO':
      crossFill(account, order, t, liquidity, order.limitPrice, nowMs)
      return
    case 'MTL': {
      const best = liquidity.opposite(t, order.side)
      if (best.price === 0) {
        cancelRest(order, 'no opposite order to match the market order against')
        return
      }
      crossFill(account, order, t, liquidity, null, nowMs)
      if (remainingQty(order) > 0) {
        const rest = order.side === 'BUY' ? tickUp(t.exchange, best.price) : tickDown(t.exchange, best.price)
        order.limitPrice = Math.min(t.ceiling, Math.max(t.floor, rest))
        order.blockPrice = order.limitPrice
        order.orderType = 'LO'
      }
      return
    }
    case 'FAK':
    case 'MAK':
      crossFill(account, order, t, liquidity, null, nowMs)
      if (remainingQty(order) > 0) cancelRest(order, 'the unmatched rest of a MAK/FAK order is cancelled')
      return
    case 'FOK':
    case 'MOK': {
      const best = liquidity.opposite(t, order.side)
      if (best.qty >= remainingQty(order)) crossFill(account, order, t, liquidity, null, nowMs)
      else cancelRest(order, 'a MOK/FOK order is cancelled when it cannot be matched in full at once')
      return
    }
    case 'PLO':
      if (t.matchPrice > 0) {
        applyFill(account, order, remainingQty(order), t.matchPrice, nowMs)
      } else cancelRest(order, 'no closing price was formed today')
      return
    default:
      return
  }
}

/**
 * Working orders against the market as it is now: queued orders reach the exchange when it opens,
 * LOs match when the book crosses them, ATO and ATC match at their auction's price when it ends and
 * their rest expires, and whatever is still working at the end of the day expires.
 */
export function settleOrder(
  account: TradingAccount,
  order: TradingOrder,
  t: TickerState,
  phase: SessionPhase,
  day: { now: number; placedToday: boolean },
  liquidity: Liquidity,
  marketVersion: number,
): void {
  if (!isWorking(order)) return
  if (!day.placedToday) {
    order.cancelQty += remainingQty(order)
    order.status = 'EXPIRED'
    return
  }
  const auctionOver =
    (order.orderType === 'ATO' && phase !== 'pre-open' && phase !== 'ato') ||
    (order.orderType === 'ATC' && (phase === 'plo' || phase === 'put-through' || phase === 'closed'))
  if (auctionOver) {
    if (t.matchPrice > 0) {
      const { qty } = liquidity.opposite(t, order.side)
      const fill = Math.min(remainingQty(order), Math.max(qty, 0))
      if (fill > 0) {
        liquidity.take(t, order.side, fill)
        applyFill(account, order, fill, t.matchPrice, day.now)
      }
    }
    if (remainingQty(order) > 0) {
      order.cancelQty += remainingQty(order)
      order.status = 'EXPIRED'
    }
    return
  }
  if (order.status === 'WAITING_TO_SEND' && (phase === 'ato' || phase === 'continuous' || phase === 'atc')) {
    order.status = 'SENT'
  }
  if (order.orderType !== 'LO' || phase !== 'continuous' || order.status === 'WAITING_TO_SEND') return
  if (order.matchedAtVersion === marketVersion) return
  order.matchedAtVersion = marketVersion
  crossFill(account, order, t, liquidity, order.limitPrice, day.now)
}
