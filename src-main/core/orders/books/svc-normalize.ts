import type { OrderRow, OrderState } from '../../../../src-shared/bridge/contract'
import type { OrderBookEntry, OrderStatus } from '../../../../src-shared/schemas/trading'

/**
 * Group E's `order_status` enum (api-facts §5.5) to the blotter's states. The broker's enum is wider
 * than what a trader needs: the "on its way" statuses are all working (partly matched once something
 * matched), and the three internal cancels are cancels.
 */
const states: Record<OrderStatus, OrderState | 'live' | 'done'> = {
  WAITING_TO_ACTIVATE: 'live',
  WAITING_TO_SEND: 'live',
  SENDING: 'live',
  SENT: 'live',
  FIXING: 'live',
  FIXED: 'live',
  RECEIVED: 'live',
  INTERNAL_SENDING: 'live',
  SENDING_TO_CORE: 'live',
  WAIT_FOR_ACCEPTING: 'live',
  ACCEPTED: 'live',
  ACCEPTING: 'live',
  MATCHED: 'live',
  MATCHED_ALL: 'matched',
  COMPLETED: 'done',
  CANCELLING: 'cancel-pending',
  CANCELLED: 'cancelled',
  INTERNAL_CANCELLED: 'cancelled',
  CANCEL_BY_STOCK_EVENT: 'cancelled',
  REJECTED: 'rejected',
  REJECTING: 'rejected',
  FAILED: 'rejected',
  EXPIRED: 'expired',
  EXPIRED_ACTIVATION_TIME: 'expired',
  EXPIRED_AUTHORIZATION: 'expired',
}

/**
 * The page calls the book's `status` a "display name", not the `order_status` enum, and gives no
 * list: it is read leniently ("Matched all" and `matched_all` are MATCHED_ALL). A name still unknown
 * says nothing; the quantities then tell a full match, and otherwise the state is `other`.
 */
export function svcOrderState(status: string, matched: number, remaining: number): OrderState {
  const name = status
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_')
  const known = (states as Partial<Record<string, OrderState | 'live' | 'done'>>)[name]
  switch (known) {
    case undefined:
      return matched > 0 && remaining === 0 ? 'matched' : 'other'
    case 'live':
      // MATCHED with nothing left is a full match whatever the name says.
      if (matched > 0) return remaining > 0 ? 'partly-matched' : 'matched'
      return 'working'
    case 'done':
      // Completed with nothing matched: the day ended it, as an expiry does.
      return matched > 0 ? 'matched' : 'expired'
    default:
      return known
  }
}

const live = (state: OrderState): boolean => state === 'working' || state === 'partly-matched'

/** One entry of `/trading/v1/accounts/{id}/order-book` as a blotter row; prices stay in VND. */
export function svcRow(entry: OrderBookEntry): OrderRow {
  const state = svcOrderState(entry.status, entry.execqtty, entry.remainqtty)
  const remaining = live(state) ? entry.remainqtty : 0
  return {
    book: 'svc',
    subAccount: 'svc',
    accountNo: entry.afacctno_ext ?? entry.afacctno ?? '',
    orderId: entry.orderid,
    symbol: entry.symbol,
    side: entry.side === 'SELL' || entry.side === 'S' ? 'S' : 'B',
    price: entry.price,
    quantity: entry.qtty,
    matched: entry.execqtty,
    remaining,
    state,
    rawStatus: entry.status,
    // The broker's flags are the authority (api-facts §5.5); the state keeps a stale flag from offering more.
    cancellable: entry.allowcancel && live(state) && remaining > 0,
    amendable: entry.allowamend && live(state) && remaining > 0,
    priceType: entry.pricetype ?? '',
    feedback: entry.feedbackmsg,
    time: /\d{2}:\d{2}:\d{2}/.exec(entry.txtime ?? '')?.[0] ?? entry.txtime ?? '',
  }
}
