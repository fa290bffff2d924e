import { useEffect } from 'react'
import { getWorkstation } from '../../../lib/bridge/get-workstation'
import { useOrdersUi } from '../orders-store'

/**
 * Keeps the window's order books current while `active` (a blotter or a cancel dialog is showing):
 * the core polls only while someone listens, and reads again right after every cancel.
 */
export function useOrderBookStream(active: boolean): void {
  const setBook = useOrdersUi((s) => s.setBook)
  useEffect(() => {
    if (!active) return
    return getWorkstation().subscribe(
      'orders.book',
      {},
      {
        event: setBook,
        error: (error) => {
          for (const book of ['stock', 'derivative'] as const) {
            const before = useOrdersUi.getState().books[book]
            setBook({ book, orders: before?.orders ?? null, lastOkAt: before?.lastOkAt ?? null, error })
          }
        },
      },
    )
  }, [active, setBook])
}
