import { useEffect } from 'react'
import { resumePendingCancelAll } from '../commands'
import { useOrderBookStream } from '../hooks/use-order-book-stream'
import { useOrdersUi } from '../orders-store'
import { Blotter } from './blotter'
import { CancelDialog } from './cancel-dialog'
import { OrderToasts } from '../notices/order-toasts'
import { useOrderEvents } from '../notices/use-order-events'

/**
 * The blotter docked under the board, and the cancel dialog. Mounted once per board window; renders
 * nothing until the blotter is opened (Shift+O on a board row, or a command).
 */
export function OrdersDock() {
  const open = useOrdersUi((s) => s.open)
  const dialog = useOrdersUi((s) => s.dialog)
  const books = useOrdersUi((s) => s.books)
  const hide = useOrdersUi((s) => s.hide)
  useOrderBookStream(open || dialog !== null)
  useOrderEvents()

  useEffect(() => resumePendingCancelAll(), [books])

  return (
    <>
      {open && (
        <div className="orders-dock" data-testid="orders-dock">
          <Blotter onClose={hide} />
        </div>
      )}
      {dialog !== null && <CancelDialog key={dialog.join(',')} keys={dialog} />}
      <OrderToasts />
    </>
  )
}

/** `?view=blotter&symbol=…`: the blotter as a window of its own. */
export function BlotterWindow({ params }: { readonly params: URLSearchParams }) {
  const dialog = useOrdersUi((s) => s.dialog)
  useEffect(() => {
    const symbol = params.get('symbol')
    useOrdersUi.getState().show(symbol !== null && /^[A-Z0-9]{3,12}$/.test(symbol) ? symbol : null)
  }, [params])
  useOrderBookStream(true)
  useOrderEvents()
  return (
    <div className="orders-window">
      <Blotter />
      {dialog !== null && <CancelDialog key={dialog.join(',')} keys={dialog} />}
      <OrderToasts />
    </div>
  )
}
