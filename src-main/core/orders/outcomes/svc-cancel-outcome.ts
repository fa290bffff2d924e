import type { OrderOutcome } from '../../../../src-shared/bridge/areas/orders-entry'
import { secondFactorRequiredCode, type CancelResult } from '../../../../src-shared/bridge/contract'
import { outcomeOfRefusal, result } from './cancel-outcomes'

/**
 * What the order client's answer to a group E cancel means for the cancel dialog. The client never
 * sends twice and reads the book itself after a lost answer; this only translates:
 * - accepted (answered, or seen done in the book after a timeout) → cancelled;
 * - "unchanged" after a timeout → still working (the book was read and shows it working);
 * - a timeout with an unreadable book → unknown (the reconciler keeps reading the book);
 * - no second-factor session or a 429 → not sent (nothing reached the broker; the dialog may send again).
 */
export function svcCancelResult(orderId: string, out: OrderOutcome): CancelResult {
  switch (out.outcome) {
    case 'accepted':
      return !out.fromBook
        ? result('svc', orderId, 'cancelled', out.status ?? 'CANCELLED')
        : {
            ...result('svc', orderId, 'cancelled', 'confirmed-by-book'),
            message: 'Cancelled (the broker did not answer in time; the order book confirms it).',
          }
    case 'rejected':
      return result(
        'svc',
        orderId,
        outcomeOfRefusal(`${out.code} ${out.status ?? ''}`, out.message),
        out.code,
        out.message,
      )
    case 'not-placed':
      // Read back from the book after a lost answer: the order as the book showed it.
      if (out.fromBook && out.status !== null) {
        const byStatus = outcomeOfRefusal(out.status, '')
        return byStatus === 'rejected'
          ? result('svc', orderId, 'still-working', 'no-answer')
          : result('svc', orderId, byStatus, out.status)
      }
      return result('svc', orderId, 'rejected', out.code, out.message)
    case 'session-required':
      return {
        book: 'svc',
        orderId,
        outcome: 'not-sent',
        code: secondFactorRequiredCode,
        message: "Not sent: confirm the day's second factor (e-mailed code) first, then cancel again.",
      }
    case 'rate-limited':
      return { book: 'svc', orderId, outcome: 'not-sent', code: out.code, message: out.message }
    case 'unknown':
    case 'placed':
      return result('svc', orderId, 'unknown', out.code)
  }
}
