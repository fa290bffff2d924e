import type { OrderIntent, OrderOutcome } from '../../../../src-shared/bridge/areas/orders-entry'
import type { OrderBookEntry } from '../../../../src-shared/schemas/trading'
import { knownSecrets } from '../../logging/known-secrets'
import { svcOrderState } from '../books/svc-normalize'
import type { BookVerdict } from '../outcomes/order-follower'
import { candidatesFor } from './book-match'

const fromBook = (
  kind: OrderOutcome['outcome'],
  code: string,
  message: string,
  orderId: string | null,
  status: string | null,
): OrderOutcome => ({
  outcome: kind,
  orderId,
  status,
  code,
  message: knownSecrets.brokerWords(message),
  retryAt: null,
  fromBook: true,
})

/** An order that can still be changed or cancelled (working, in part or in whole). */
const changeable = (e: OrderBookEntry) => {
  const state = svcOrderState(e.status, e.execqtty, e.remainqtty)
  return state === 'working' || state === 'partly-matched' || state === 'cancel-pending'
}

/**
 * A lost place: the order appears in the book (placed, or rejected by the broker after all), or,
 * in a read begun after the window, it is proven absent: not placed. `known` holds the orders this
 * client already accounts for, so one book order never settles two places.
 */
export function placeVerdict(
  intent: OrderIntent,
  sentAtServerMs: number,
  known: Set<string>,
  failure: string,
): BookVerdict {
  return (book, windowOver) => {
    const found = candidatesFor(intent, book, sentAtServerMs, known)[0]
    if (found !== undefined) {
      known.add(found.orderid)
      return found.status === 'REJECTED'
        ? fromBook(
            'rejected',
            found.status,
            found.feedbackmsg ?? 'The broker rejected the order.',
            found.orderid,
            found.status,
          )
        : fromBook(
            'placed',
            found.status,
            `The answer was lost (${failure}), but the order book shows order ${found.orderid}: placed.`,
            found.orderid,
            found.status,
          )
    }
    if (!windowOver) return null
    return fromBook(
      'not-placed',
      'absent-from-book',
      `The answer was lost (${failure}), and the order book has not shown the order for as long as the broker could still take it: not placed.`,
      null,
      null,
    )
  }
}

/**
 * A lost modify: the book shows the new price and quantity (done), or the order ended so the change
 * can no longer land, or, after the window, still the old values (unchanged). An order missing from
 * the book proves nothing.
 */
export function modifyVerdict(
  orderId: string,
  change: { quantity: number; price: number },
  failure: string,
): BookVerdict {
  return (book, windowOver) => {
    const entry = book.find((e) => e.orderid === orderId)
    if (entry === undefined) return null
    if (entry.qtty === change.quantity && entry.price === change.price) {
      return fromBook(
        'accepted',
        entry.status,
        `The answer was lost (${failure}), but the order book shows the change done.`,
        orderId,
        entry.status,
      )
    }
    if (!changeable(entry) || windowOver) {
      return fromBook(
        'not-placed',
        failure,
        `The answer was lost (${failure}); the order book shows the order unchanged (${entry.status}).`,
        orderId,
        entry.status,
      )
    }
    return null
  }
}

/**
 * A lost cancel: the book shows the order cancelled (done), or ended otherwise (matched, expired:
 * the cancel can no longer land), or, after the window, still working.
 */
export function cancelVerdict(orderId: string, failure: string): BookVerdict {
  return (book, windowOver) => {
    const entry = book.find((e) => e.orderid === orderId)
    if (entry === undefined) return null
    const state = svcOrderState(entry.status, entry.execqtty, entry.remainqtty)
    if (state === 'cancelled') {
      return fromBook(
        'accepted',
        entry.status,
        `The answer was lost (${failure}), but the order book shows the order cancelled.`,
        orderId,
        entry.status,
      )
    }
    if (!changeable(entry) || (windowOver && state !== 'cancel-pending')) {
      return fromBook(
        'not-placed',
        failure,
        `The answer was lost (${failure}); the order book shows the order ${entry.status}.`,
        orderId,
        entry.status,
      )
    }
    return null
  }
}
