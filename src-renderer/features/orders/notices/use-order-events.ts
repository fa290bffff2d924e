import { useStream } from '../../../lib/bridge/use-stream'
import { useOrderNotices } from './order-notices-store'

/**
 * Fills, rejections and cancels from the core, into this window's toasts and blotter marks. The
 * stream does not make the core read the books: events arrive while some blotter or cancel dialog
 * keeps them read (in any window: the core reads once for all).
 */
export function useOrderEvents(): void {
  const push = useOrderNotices((s) => s.push)
  useStream('orders.events', {}, { onEvent: push })
}
