import type { OrderRow, OrderState } from '../../../../src-shared/bridge/contract'
import type { DerivativeOrder, StockOrder } from '../../../../src-shared/schemas/orders'

/**
 * The order-state rules: broker status codes to the states the blotter shows. Stock codes are TCBS
 * `orStatus` (api-facts §1): 0 rejected, 2 sent, 3 cancelled, 4 matched (partly), 5 expired, 8 waiting
 * to send, 10 amended, 11 sending, 12 fully matched, A amending, C cancelling, S completed.
 */
export function stockOrderState(orStatus: string, execQtty: number, remaining: number): OrderState {
  switch (orStatus) {
    case '2':
    case '8':
    case '10':
    case '11':
    case 'A':
      return execQtty > 0 ? 'partly-matched' : 'working'
    case '4':
      return remaining > 0 ? 'partly-matched' : 'matched'
    case '12':
      return 'matched'
    case 'S':
      return execQtty > 0 ? 'matched' : 'other'
    case '3':
      return 'cancelled'
    case 'C':
      return 'cancel-pending'
    case '0':
      return 'rejected'
    case '5':
      return 'expired'
    default:
      return 'other'
  }
}

/** Derivative letters (TCBS examples): P pending, PC changed, PM matched, PW cancel pending, C cancelled. */
export function derivativeOrderState(status: string, matched: number, volume: number): OrderState {
  switch (status) {
    case 'P':
    case 'PC':
      return matched > 0 ? 'partly-matched' : 'working'
    case 'PM':
      return matched < volume ? 'partly-matched' : 'matched'
    case 'PW':
      return 'cancel-pending'
    case 'C':
      return 'cancelled'
    case 'R':
      return 'rejected'
    default:
      return 'other'
  }
}

const live = (state: OrderState): boolean => state === 'working' || state === 'partly-matched'

const sideOf = (execType: string): 'B' | 'S' => (execType === 'NS' || execType === 'S' ? 'S' : 'B')

export function stockRow(order: StockOrder, subAccount: 'normal' | 'margin', accountNo: string): OrderRow {
  const state = stockOrderState(order.orStatus, order.execQtty, order.remainQtty)
  return {
    book: 'stock',
    subAccount,
    accountNo,
    orderId: order.orderID,
    symbol: order.symbol,
    side: sideOf(order.execType),
    price: order.limitPrice ?? order.quotePrice ?? 0,
    quantity: order.orderQtty,
    matched: order.execQtty,
    remaining: live(state) ? order.remainQtty : 0,
    state,
    rawStatus: order.orStatus,
    // The broker's flag is the authority; the state check keeps a stale flag from offering a cancel.
    cancellable: order.isCancel !== 'N' && live(state) && order.remainQtty > 0,
    time: order.txtime ?? '',
  }
}

/** `showPrice` is display text ("1234.5", "MTL (1198)"): its last number is the price. */
function priceOf(order: DerivativeOrder): number {
  if (order.maxPrice !== undefined) return order.maxPrice
  if (order.price !== undefined) return order.price
  const numbers = order.showPrice?.match(/\d+(?:\.\d+)?/g)
  return numbers === null || numbers === undefined ? 0 : Number(numbers.at(-1))
}

export function derivativeRow(order: DerivativeOrder, accountNo: string): OrderRow {
  const state = derivativeOrderState(order.status ?? '', order.matchVolume, order.volume)
  return {
    book: 'derivative',
    subAccount: 'derivative',
    accountNo,
    orderId: order.orderNo,
    symbol: order.symbol,
    side: order.side === 'S' ? 'S' : 'B',
    price: priceOf(order),
    quantity: order.volume,
    matched: order.matchVolume,
    remaining: live(state) ? order.volume - order.matchVolume : 0,
    state,
    rawStatus: order.status ?? order.orderStatus ?? '',
    cancellable: order.isCancel !== '0' && live(state),
    time: order.orderTime ?? '',
  }
}
