import { useEffect } from 'react'
import { getWorkstation } from '../lib/bridge/get-workstation'

/**
 * Tells the app while this window shows an order ticket, a cancel dialog or the second-factor
 * dialog (each marks its root with `data-holds-updates`), so "restart to update" is not offered in
 * the middle of an order. A marker in the page rather than a call in each dialog: the dialogs stay
 * as they are, and a new one only needs the attribute.
 */
export function useUpdateHold(): void {
  useEffect(() => {
    const api = getWorkstation()
    let held = false
    const check = (): void => {
      const now = document.querySelector('[data-holds-updates]') !== null
      if (now === held) return
      held = now
      void api.call('app.holdUpdates', { held })
    }
    const observer = new MutationObserver(check)
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['data-holds-updates'],
    })
    check()
    return () => {
      observer.disconnect()
      if (held) void api.call('app.holdUpdates', { held: false })
    }
  }, [])
}
