import type { OrderType } from '../../../../../src-shared/market/order-types'
import { blockPriceOf, maxQuantityAt } from '../../../../../src-shared/market/order-checks'
import {
  boardLot,
  isOnTick,
  snapToTick,
  tickDown,
  tickUp,
  type Exchange,
} from '../../../../../src-shared/market/price-rules'
import type { TicketContext } from '../../../../../src-shared/bridge/contract'
import { parseWholeNumber } from '../../../../lib/numbers'

/**
 * The ticket's arithmetic, apart from React: the price it opens with for the session, the up/down
 * steps of price and quantity, the price as typed (thousands of VND, as Vietnamese boards show it),
 * and which confirmations an order needs.
 */

/**
 * The order the ticket opens with: ATO before the open (HOSE's opening auction), ATC in the closing
 * auction, otherwise a limit at the best opposite price (the ask for a buy, the bid for a sell), then
 * the last price, then the reference when that side of the book is empty. A type the exchange does
 * not take now falls back to a limit.
 */
export function openingOrder(
  ctx: TicketContext,
  side: 'BUY' | 'SELL',
): { readonly type: OrderType; readonly price: number } {
  const opposite = side === 'BUY' ? ctx.bestAsk : ctx.bestBid
  const limit = [opposite, ctx.last, ctx.reference].find((p) => p > 0 && p >= ctx.floor && p <= ctx.ceiling)
  const price = snapToTick(ctx.exchange, limit ?? ctx.reference)
  const auction: OrderType | null =
    ctx.session === 'OPEN' ? 'ATO' : ctx.session === 'PRE_CLOSED' ? 'ATC' : null
  if (auction !== null && ctx.allowedTypes.includes(auction)) return { type: auction, price }
  return { type: 'LO', price }
}

/**
 * The most shares the ticket can send at the price typed and the type chosen (a market type blocks
 * at the ceiling), so that the figure agrees with the buying-power check (issue 20). The broker's
 * cap bounds it at the price it was given for or above, and a sale at any price.
 */
export function maxQuantityFor(
  ctx: TicketContext,
  side: 'BUY' | 'SELL',
  type: OrderType,
  price: number | null,
): number {
  const blockPrice = blockPriceOf({ side, type, quantity: 0, price }, ctx)
  const cap = ctx.brokerCap
  const applies = cap !== null && (side === 'SELL' || blockPrice >= cap.price)
  return maxQuantityAt(side, blockPrice, ctx, applies ? cap.quantity : null)
}

/** One tick up or down, onto the tick when the price was off it, kept inside the day's band. */
export function stepPrice(
  exchange: Exchange,
  price: number,
  direction: 1 | -1,
  band: { readonly ceiling: number; readonly floor: number },
): number {
  const start = price > 0 ? price : direction > 0 ? band.floor : band.ceiling
  let next: number
  if (!isOnTick(exchange, start)) {
    const snapped = snapToTick(exchange, start)
    next =
      direction > 0
        ? snapped > start
          ? snapped
          : tickUp(exchange, snapped)
        : snapped < start
          ? snapped
          : tickDown(exchange, snapped)
  } else next = direction > 0 ? tickUp(exchange, start) : tickDown(exchange, start)
  return Math.min(band.ceiling, Math.max(band.floor, next))
}

/** One board lot up or down; an odd lot steps to the next whole lot; never below one lot. */
export function stepQuantity(quantity: number, direction: 1 | -1, lots = 1): number {
  const q = Number.isFinite(quantity) ? Math.max(0, Math.floor(quantity)) : 0
  const whole = Math.floor(q / boardLot) * boardLot
  if (direction > 0) return whole + lots * boardLot
  const down = whole === q ? q - lots * boardLot : whole
  return Math.max(boardLot, down)
}

/** 50,800 VND → "50.80", the board's unit. */
export const priceText = (vnd: number): string => (vnd / 1000).toFixed(vnd % 10 === 0 ? 2 : 3)

/** Whole shares typed with or without grouping ("1,000", "1.000", "1000"); null otherwise. */
export const parseQuantity = (text: string): number | null => parseWholeNumber(text, 7)

// One source for the ticket and the stop's Edit form (src-renderer/lib/orders/order-confirmations.ts).
export {
  confirmationsFor,
  type Confirmation,
  type ConfirmPreferences,
} from '../../../../lib/orders/order-confirmations'

/** A fresh id for one ticket's order: a second Enter reuses it, so the core sends one order. */
export const newIntentId = (): string => `tk-${crypto.randomUUID()}`
