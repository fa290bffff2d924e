import { useStream } from '../../../lib/bridge/use-stream'
import { useFollowedOutcomes } from './followed-outcomes-store'
import { useOrderNotices } from './order-notices-store'

/**
 * Fills, rejections and cancels from the core, into this window's toasts and blotter marks, and the
 * outcomes the core follows after a lost answer (unknown, then what the book proved). The core
 * reads the books while a blotter is open anywhere and, more slowly, while orders work or an
 * outcome is unknown: events come whatever windows are open.
 */
export function useOrderEvents(): void {
  const push = useOrderNotices((s) => s.push)
  const apply = useFollowedOutcomes((s) => s.apply)
  useStream('orders.events', {}, { onEvent: push })
  useStream('orders.outcomes', {}, { onEvent: apply })
}
