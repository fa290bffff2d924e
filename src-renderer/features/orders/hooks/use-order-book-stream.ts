import { useEffect } from 'react'
import { useStream } from '../../../lib/bridge/use-stream'
import { useOrdersUi } from '../orders-store'

/**
 * Keeps the window's order books current while `active` (a blotter or a cancel dialog is showing):
 * the core polls only while someone listens, and reads again right after every cancel. When the
 * stream ends, both books keep their rows and carry the error, so the blotter says they are old.
 */
export function useOrderBookStream(active: boolean): void {
  const setBook = useOrdersUi((s) => s.setBook)
  const { error } = useStream('orders.book', {}, { enabled: active, onEvent: setBook })
  useEffect(() => {
    if (error === null) return
    for (const book of ['stock', 'derivative', 'svc'] as const) {
      const before = useOrdersUi.getState().books[book]
      setBook({ book, orders: before?.orders ?? null, lastOkAt: before?.lastOkAt ?? null, error })
    }
  }, [error, setBook])
}
