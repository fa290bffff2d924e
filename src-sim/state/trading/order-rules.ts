import {
  allowedOrderTypes,
  exchangeOrderType,
  maxOrderQuantity,
  offeredBy,
  type OrderType,
} from '../../../src-shared/market/order-types'
import {
  cashNeeded,
  priceRuleProblem,
  quantityRuleProblem,
  type ProblemKey,
} from '../../../src-shared/market/order-checks'
import { boardLot, tickSize } from '../../../src-shared/market/price-rules'
import type { SessionPhase } from '../../../src-shared/market/sessions'
import type { PlaceOrderBody } from '../../../src-shared/schemas/trading'
import type { TickerState } from '../market/ticker-state'
import { buyingPower, sellable, type TradingAccount } from './trading-accounts'

/** A refusal as the real service words it: HTTP 200, `result[].code` and `rejected_reason`. */
export interface Rejection {
  code: string
  reason: string
}

/**
 * Rejection codes (api-facts §5.1, one per rule; where the public list gives several codes for one
 * family, the simulator's choice is in docs/simulator.md).
 */
export const rejectionCodes = {
  buyingPower: '-400116',
  sellable: 'QMAX_EXCEED',
  offTick: '-700104',
  outsideBand: '-700105',
  tooLarge: '-700106',
  notBoardLot: 'INVALID_PRICE_LOT',
  oddLotNotLo: '-700114',
  marketClosed: '-300025',
  typeNotOnExchange: '-100113',
  typeNotInSession: 'INVALID_ORDER_TYPE_FOR_THIS_SESSION',
  unknownSymbol: '-400099',
  partlyMatchedModify: '-701111',
  failed: 'FAILED',
} as const

/** The shared band-then-tick rule (src-shared/market/order-checks.ts), worded as the service words it. */
export function priceProblem(t: TickerState, price: number): Rejection | null {
  const bad = priceRuleProblem(t.exchange, t, price)
  if (bad === null) return null
  return bad.key === 'outsideBand'
    ? {
        code: rejectionCodes.outsideBand,
        reason: `price ${price} is outside the day's band: floor ${t.floor}, ceiling ${t.ceiling}`,
      }
    : {
        code: rejectionCodes.offTick,
        reason: `price ${price} is not on the ${t.exchange} price step of ${tickSize(t.exchange, price)} VND`,
      }
}

const lotWords: Partial<Record<ProblemKey, Rejection>> = {
  notPositive: { code: rejectionCodes.notBoardLot, reason: 'quantity must be a whole number of at least 1' },
  oddLotNotLo: {
    code: rejectionCodes.oddLotNotLo,
    reason: `odd lots (1–${boardLot - 1} shares) take LO orders only`,
  },
  notBoardLot: {
    code: rejectionCodes.notBoardLot,
    reason: `quantities of ${boardLot} or more must be whole lots of ${boardLot}`,
  },
  tooLarge: {
    code: rejectionCodes.tooLarge,
    reason: `at most ${maxOrderQuantity.toLocaleString('en-US')} shares per order`,
  },
}

export function quantityProblem(quantity: number, type: OrderType): Rejection | null {
  const bad = quantityRuleProblem(quantity, type)
  return bad === null ? null : (lotWords[bad.key] ?? { code: rejectionCodes.failed, reason: bad.key })
}

export { cashNeeded }

export interface Admitted {
  orderType: OrderType
  blockPrice: number
}

/**
 * The exchange's and the broker's rules, in the order a real order meets them: the sub-account, the
 * symbol, the type for the exchange and the session, the lot, the price, then money and shares.
 */
export function admitOrder(
  account: TradingAccount,
  body: PlaceOrderBody,
  t: TickerState | undefined,
  phase: SessionPhase | undefined,
): Admitted | Rejection {
  if (!account.canOrder) {
    return {
      code: rejectionCodes.failed,
      reason: `orders are accepted only on the .4 sub-account, not ${account.ext}`,
    }
  }
  if (t === undefined || phase === undefined) {
    return {
      code: rejectionCodes.unknownSymbol,
      reason: `${body.symbol} is not a listed stock that can be ordered`,
    }
  }
  const requested: OrderType = body.type === 'LIMIT' ? 'LO' : (body.market_price ?? 'MP')
  const orderType = exchangeOrderType(t.exchange, requested)
  if (!offeredBy(t.exchange, requested)) {
    return {
      code: rejectionCodes.typeNotOnExchange,
      reason: `${requested} is not an order type of ${t.exchange}`,
    }
  }
  const allowed = allowedOrderTypes(t.exchange, phase)
  if (allowed.length === 0) {
    return { code: rejectionCodes.marketClosed, reason: `${t.exchange} is closed for orders now` }
  }
  if (!allowed.includes(requested)) {
    return {
      code: rejectionCodes.typeNotInSession,
      reason: `${requested} is not accepted by ${t.exchange} in this session (now: ${allowed.join(', ')})`,
    }
  }
  const lot = quantityProblem(body.quantity, requested)
  if (lot !== null) return lot
  let blockPrice = t.ceiling
  if (orderType === 'LO') {
    const price = body.limit_price ?? 0
    const bad = priceProblem(t, price)
    if (bad !== null) return bad
    blockPrice = price
  }
  if (body.side === 'BUY') {
    const need = cashNeeded(body.quantity, blockPrice)
    const power = buyingPower(account)
    if (need > power) {
      return {
        code: rejectionCodes.buyingPower,
        reason: `not enough buying power: the order needs ${need} VND, ${power} VND is available`,
      }
    }
  } else {
    const free = sellable(account, t.symbol)
    if (body.quantity > free) {
      return {
        code: rejectionCodes.sellable,
        reason: `only ${free} ${t.symbol} shares can be sold now (shares bought today settle on T+2)`,
      }
    }
  }
  return { orderType, blockPrice }
}
