import {
  allowedOrderTypes,
  isOddLot,
  lotProblem,
  maxOrderQuantity,
  offeredBy,
  type OrderType,
} from './order-types'
import { boardLot, isOnTick, tickSize, type Exchange, type PriceLimits } from './price-rules'
import type { SessionPhase } from './sessions'

/**
 * The checks an order meets before it is sent, the same rules the simulator enforces (it calls these
 * functions) so that the exchange never refuses an order for a reason the ticket could have seen:
 * the order type on this exchange and in this session, the lot, the price on its tick and inside the
 * day's band, then buying power or sellable shares. Each problem names an i18n key of the trading
 * feature (`trading:checks.<key>`) and the values its sentence needs, so the renderer words it in
 * the UI's language.
 */

/** Broker fee the ticket assumes on the order's value (0.15 %, the common online rate; the simulator's). */
export const assumedFeeRate = 0.0015
/** Personal income tax on the value of a sale (0.1 %, Vietnamese law). */
export const sellTaxRate = 0.001

export type ProblemKey =
  | 'notPositive'
  | 'oddLotNotLo'
  | 'notBoardLot'
  | 'tooLarge'
  | 'priceMissing'
  | 'outsideBand'
  | 'offTick'
  | 'typeNotOnExchange'
  | 'marketClosed'
  | 'typeNotInSession'
  | 'buyingPower'
  | 'sellable'
  | 'unchanged'
  | 'priceAndQuantity'
  | 'partlyMatchedPrice'
  | 'belowMatched'
  | 'lotClassChange'

export interface OrderProblem {
  readonly key: ProblemKey
  /** Values the sentence interpolates (numbers are formatted by the renderer). */
  readonly values: Readonly<Record<string, string | number>>
}

const problem = (key: ProblemKey, values: Record<string, string | number> = {}): OrderProblem => ({
  key,
  values,
})

export interface MarketFacts extends PriceLimits {
  readonly exchange: Exchange
  /** The types the broker takes now (its market-session read); derived from the phase when absent. */
  readonly allowedTypes: readonly OrderType[]
}

export const marketFactsAt = (exchange: Exchange, limits: PriceLimits, phase: SessionPhase): MarketFacts => ({
  exchange,
  ceiling: limits.ceiling,
  floor: limits.floor,
  allowedTypes: allowedOrderTypes(exchange, phase),
})

/** What the account can spend or sell; null when not known (the check is then left to the broker). */
export interface Availability {
  /** VND. */
  readonly buyingPower: number | null
  /** Shares of this symbol that can be sold now. */
  readonly sellable: number | null
}

export interface OrderDraft {
  readonly side: 'BUY' | 'SELL'
  readonly type: OrderType
  readonly quantity: number
  /** VND; LO only. */
  readonly price: number | null
}

export function typeProblem(facts: MarketFacts, type: OrderType): OrderProblem | null {
  if (!offeredBy(facts.exchange, type))
    return problem('typeNotOnExchange', { type, exchange: facts.exchange })
  if (facts.allowedTypes.length === 0) return problem('marketClosed', { exchange: facts.exchange })
  if (!facts.allowedTypes.includes(type)) {
    return problem('typeNotInSession', {
      type,
      exchange: facts.exchange,
      allowed: facts.allowedTypes.join(', '),
    })
  }
  return null
}

export function quantityRuleProblem(quantity: number, type: OrderType): OrderProblem | null {
  switch (lotProblem(quantity, type)) {
    case null:
      return null
    case 'not-positive':
      return problem('notPositive')
    case 'odd-lot-not-lo':
      return problem('oddLotNotLo', { max: boardLot - 1 })
    case 'not-board-lot':
      return problem('notBoardLot', { lot: boardLot })
    case 'too-large':
      return problem('tooLarge', { max: maxOrderQuantity })
  }
}

/** The band first, then the tick: the order the exchange checks them in. */
export function priceRuleProblem(
  exchange: Exchange,
  limits: PriceLimits,
  price: number,
): OrderProblem | null {
  if (price > limits.ceiling || price < limits.floor) {
    return problem('outsideBand', { price, floor: limits.floor, ceiling: limits.ceiling })
  }
  if (!isOnTick(exchange, price)) {
    return problem('offTick', { price, exchange, tick: tickSize(exchange, price) })
  }
  return null
}

/** Cash a buy blocks: quantity at its blocking price (the ceiling for a market order), fee included. */
export const cashNeeded = (quantity: number, blockPrice: number): number =>
  Math.ceil(quantity * blockPrice * (1 + assumedFeeRate))

/** The price a buy blocks cash at: its limit, or the ceiling for a market-price order. */
export const blockPriceOf = (draft: OrderDraft, facts: MarketFacts): number =>
  draft.type === 'LO' ? (draft.price ?? facts.ceiling) : facts.ceiling

/**
 * The most shares an order can send at `blockPrice` (its limit, or the ceiling for a market type:
 * blockPriceOf): what the buying power pays for, fee included, in board lots, or the sellable shares
 * on a sale; never above the exchange's largest order, nor above a cap the broker gave (`maxqtty`).
 * Computed at the ticket's own price and type, so that the figure agrees with the buying-power check.
 */
export function maxQuantityAt(
  side: 'BUY' | 'SELL',
  blockPrice: number,
  available: Availability,
  brokerCap: number | null = null,
): number {
  const cap = Math.min(maxOrderQuantity, brokerCap ?? maxOrderQuantity)
  if (side === 'SELL') return Math.max(0, Math.min(available.sellable ?? 0, cap))
  if (available.buyingPower === null || blockPrice <= 0) return 0
  let lots = Math.floor(available.buyingPower / cashNeeded(boardLot, blockPrice))
  // cashNeeded rounds up per order, not per lot: step back while the whole order costs more.
  while (lots > 0 && cashNeeded(lots * boardLot, blockPrice) > available.buyingPower) lots--
  while (cashNeeded((lots + 1) * boardLot, blockPrice) <= available.buyingPower) lots++
  return Math.max(0, Math.min(lots * boardLot, cap))
}

export function moneyProblem(
  side: 'BUY' | 'SELL',
  quantity: number,
  blockPrice: number,
  available: Availability,
): OrderProblem | null {
  if (side === 'BUY') {
    if (available.buyingPower === null) return null
    const need = cashNeeded(quantity, blockPrice)
    return need > available.buyingPower
      ? problem('buyingPower', { need, power: available.buyingPower })
      : null
  }
  if (available.sellable === null) return null
  return quantity > available.sellable ? problem('sellable', { sellable: available.sellable }) : null
}

/** Every problem of a new order, in the order the exchange and the broker meet them. */
export function checkOrder(draft: OrderDraft, facts: MarketFacts, available: Availability): OrderProblem[] {
  const problems: OrderProblem[] = []
  const type = typeProblem(facts, draft.type)
  if (type !== null) problems.push(type)
  const lot = quantityRuleProblem(draft.quantity, draft.type)
  if (lot !== null) problems.push(lot)
  if (draft.type === 'LO') {
    const price =
      draft.price === null ? problem('priceMissing') : priceRuleProblem(facts.exchange, facts, draft.price)
    if (price !== null) problems.push(price)
  }
  if (problems.length === 0) {
    const money = moneyProblem(draft.side, draft.quantity, blockPriceOf(draft, facts), available)
    if (money !== null) problems.push(money)
  }
  return problems
}

export interface WorkingOrder {
  readonly side: 'BUY' | 'SELL'
  /** VND. */
  readonly price: number
  readonly quantity: number
  readonly matched: number
}

/**
 * An amendment of a working LO (KRX rules, vn-market.md §1.6, as the simulator enforces them): the
 * price or the quantity, not both; no price change once part has matched; the quantity above what
 * has matched and in the same lot class; the extra cash or shares it needs.
 */
export function checkModify(
  order: WorkingOrder,
  change: { readonly price: number; readonly quantity: number },
  facts: Pick<MarketFacts, 'exchange' | 'ceiling' | 'floor'>,
  available: Availability,
): OrderProblem[] {
  const priceChanges = change.price !== order.price
  const qtyChanges = change.quantity !== order.quantity
  if (!priceChanges && !qtyChanges) return [problem('unchanged')]
  if (priceChanges && qtyChanges) return [problem('priceAndQuantity')]
  if (priceChanges && order.matched > 0) return [problem('partlyMatchedPrice')]
  if (priceChanges) {
    const bad = priceRuleProblem(facts.exchange, facts, change.price)
    if (bad !== null) return [bad]
  }
  if (qtyChanges) {
    if (change.quantity <= order.matched) return [problem('belowMatched', { matched: order.matched })]
    const lot = quantityRuleProblem(change.quantity, 'LO')
    if (lot !== null) return [lot]
    if (isOddLot(change.quantity) !== isOddLot(order.quantity)) return [problem('lotClassChange')]
  }
  const extra = change.quantity - order.quantity
  if (order.side === 'BUY') {
    const more =
      cashNeeded(change.quantity - order.matched, change.price) -
      cashNeeded(order.quantity - order.matched, order.price)
    if (available.buyingPower !== null && more > available.buyingPower)
      return [problem('buyingPower', { need: more, power: available.buyingPower })]
  } else if (available.sellable !== null && extra > available.sellable) {
    return [problem('sellable', { sellable: available.sellable })]
  }
  return []
}

export interface CostEstimate {
  /** Quantity × price, VND. */
  readonly value: number
  readonly fee: number
  /** Sale tax (sells only). */
  readonly tax: number
  /** What a buy costs or a sale brings in, fee and tax included. */
  readonly total: number
}

export function estimateCosts(side: 'BUY' | 'SELL', quantity: number, price: number): CostEstimate {
  const value = quantity * price
  const fee = Math.round(value * assumedFeeRate)
  const tax = side === 'SELL' ? Math.round(value * sellTaxRate) : 0
  return { value, fee, tax, total: side === 'BUY' ? value + fee : value - fee - tax }
}
