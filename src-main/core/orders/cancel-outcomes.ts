import type {
  CancelOutcome,
  CancelResult,
  OrderBookKind,
  OrderRow,
} from '../../../src-shared/bridge/contract'

/** What each outcome means, in words (the dialog shows its own translation; logs and tests use these). */
export const outcomeWords: Record<CancelOutcome, string> = {
  cancelled: 'Cancelled.',
  'already-cancelled': 'Already cancelled: nothing was left to cancel.',
  'already-matched': 'Already fully matched: there is nothing left to cancel.',
  'not-found': 'The broker does not know this order.',
  rejected: 'The broker refused to cancel this order.',
  'still-working':
    'No answer from the broker in time; the order book shows the order still working, so it was not cancelled. You may cancel it again.',
  unknown:
    'No answer from the broker in time, and the order book could not be read: check the blotter before cancelling again.',
}

/**
 * A refusal by code or, for brokers whose codes we do not know, by its words (Vietnamese or
 * English). Simulator codes: -100 not found, -101 cancelled, -102 fully matched, -103 rejected;
 * derivative rc -10, -11, -12 likewise.
 */
export function outcomeOfRefusal(code: string, message: string): CancelOutcome {
  if (code === '-101' || code === '-11' || /already cancel|đã (bị )?hủy/i.test(message))
    return 'already-cancelled'
  if (code === '-102' || code === '-12' || /matched|khớp hết/i.test(message)) return 'already-matched'
  if (code === '-100' || code === '-10' || /not found|không tìm thấy/i.test(message)) return 'not-found'
  return 'rejected'
}

export function result(
  book: OrderBookKind,
  orderId: string,
  outcome: CancelOutcome,
  code: string,
  brokerMessage?: string,
): CancelResult {
  const words = outcomeWords[outcome]
  return {
    book,
    orderId,
    outcome,
    code,
    message: brokerMessage && outcome !== 'cancelled' ? `${words} (${brokerMessage})` : words,
  }
}

/** After a timeout: what the order book says about an order whose cancel got no answer. */
export function outcomeFromBook(book: OrderBookKind, orderId: string, rows: OrderRow[] | null): CancelResult {
  const row = rows?.find((r) => r.orderId === orderId)
  if (rows === null) return result(book, orderId, 'unknown', 'no-answer')
  if (row === undefined) return result(book, orderId, 'unknown', 'no-answer')
  switch (row.state) {
    case 'cancelled':
    case 'cancel-pending':
      return {
        ...result(book, orderId, 'cancelled', 'confirmed-by-book'),
        message: 'Cancelled (the broker did not answer in time; the order book confirms it).',
      }
    case 'matched':
      return result(book, orderId, 'already-matched', 'confirmed-by-book')
    case 'working':
    case 'partly-matched':
      return result(book, orderId, 'still-working', 'no-answer')
    default:
      return result(book, orderId, 'unknown', 'no-answer')
  }
}
