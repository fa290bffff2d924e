import type { CancelActivity } from '../../../../src-shared/bridge/contract'
import { useStream } from '../../../lib/bridge/use-stream'

const none: CancelActivity = { active: [], reconciled: [] }

/**
 * What the core's cancels in flight are doing (sending, waiting out a rate limit, checking the book).
 * Only detail for the dialog's status line: if the stream ends, the dialog says "sending" without
 * the detail, which stays true, and the cancel's own answer still arrives by its call.
 */
export function useCancelActivity(active: boolean): CancelActivity {
  return useStream('orders.cancelActivity', {}, { enabled: active }).latest ?? none
}
