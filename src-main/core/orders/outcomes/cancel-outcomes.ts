import type {
  CancelOutcome,
  CancelResult,
  OrderBookKind,
  OrderRow,
} from '../../../../src-shared/bridge/contract'
import { knownSecrets } from '../../logging/known-secrets'

/** What each outcome means, in words (the dialog shows its own translation; logs and tests use these). */
export const outcomeWords: Record<CancelOutcome, string> = {
  cancelled: 'Cancelled.',
  'already-cancelled': 'Already cancelled: nothing was left to cancel.',
  'already-matched': 'Already fully matched: there is nothing left to cancel.',
  'not-found': 'The broker does not know this order.',
  rejected: 'The broker refused to cancel this order.',
  'still-working':
    'No answer from the broker; the order book kept showing the order working for as long as the cancel could still land, so it was not cancelled. You may cancel it again.',
  unknown:
    'No answer from the broker: the outcome is unknown until the order book shows it. The app keeps reading the book; do not cancel again yet.',
  'wrong-pin': 'The PIN is wrong: this order was not cancelled.',
  'not-sent': 'Not sent: an earlier order of this cancel was refused, so this one was not tried.',
}

/**
 * Words the real services use for an order that cannot be cancelled any more (api-facts §1, §5.5):
 * TCBS's `orStatus` descriptions (3 "Đã hủy", 12 "Khớp hết", 0 "Từ chối", 5 "Hết hiệu lực",
 * C "Đang hủy") and FHSC's `order_status` names (CANCELLED, MATCHED_ALL, REJECTED, EXPIRED,
 * CANCELLING). Neither service publishes distinct codes for these refusals: a TCBS stock cancel
 * answers `deleted: "N"` with some non-zero `errorCode`, a derivative cancel `rc` < 0, so the outcome
 * is read from the words, in Vietnamese or English, and from an FHSC status name in the code.
 */
const refusalWords: readonly (readonly [CancelOutcome, RegExp, RegExp])[] = [
  // [outcome, FHSC status name (upper case, whole word), words in either language]
  // A cancel already under way has not finished: nothing is known to be cancelled yet.
  ['rejected', /\bCANCELLING\b/, /đang (hủy|huỷ)|cancel(lation)? (is )?(already )?pending/i],
  ['already-cancelled', /\bCANCELLED\b/, /already cancel|đã (bị )?(hủy|huỷ)/i],
  ['already-matched', /\bMATCHED(_ALL)?\b/, /fully matched|khớp hết|đã khớp toàn bộ/i],
  ['not-found', /NOT_FOUND\b/, /not found|không (tìm thấy|tồn tại)/i],
]

/** The outcome of a refused cancel, from the broker's code and words; anything unrecognised is a refusal. */
export function outcomeOfRefusal(code: string, message: string): CancelOutcome {
  const text = `${code} ${message}`
  for (const [outcome, status, words] of refusalWords) {
    if (status.test(text) || words.test(text)) return outcome
  }
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
  // The broker's words can echo the request (a PIN, a token): scrubbed before a window or a log.
  const said = brokerMessage ? knownSecrets.brokerWords(brokerMessage, 300) : ''
  return {
    book,
    orderId,
    outcome,
    code,
    message: said && outcome !== 'cancelled' ? `${words} (${said})` : words,
  }
}

/**
 * After a lost answer: what the order book says about an order whose cancel got no answer. A book
 * that shows the order cancelled or matched settles it; one that shows it still working proves
 * nothing while the cancel may still land (`windowOver` false: unknown), and "still working" only
 * once that window has passed (docs/trading.md, "Outcomes").
 */
export function outcomeFromBook(
  book: OrderBookKind,
  orderId: string,
  rows: readonly OrderRow[] | null,
  windowOver = false,
): CancelResult {
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
      return windowOver
        ? result(book, orderId, 'still-working', 'no-answer')
        : result(book, orderId, 'unknown', 'no-answer')
    default:
      return result(book, orderId, 'unknown', 'no-answer')
  }
}
