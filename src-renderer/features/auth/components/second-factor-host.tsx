import { useEffect } from 'react'
import { onSecondFactorAsk } from '../../../lib/auth/second-factor-prompt'
import { useSecondFactorUi } from '../second-factor-store'
import { SecondFactorDialog } from './second-factor-dialog'

/**
 * Mounted once per window that can trade (app/ puts it in every window): answers the ticket's
 * `askSecondFactor` and shows the dialog when it, the header's chip or the palette opens it.
 */
export function SecondFactorHost() {
  const open = useSecondFactorUi((s) => s.open)
  useEffect(() => onSecondFactorAsk(({ reason }) => useSecondFactorUi.getState().show(reason)), [])
  useEffect(() => {
    if (open) return
    const { returnFocusTo } = useSecondFactorUi.getState()
    if (returnFocusTo === null) return
    useSecondFactorUi.setState({ returnFocusTo: null })
    if (returnFocusTo.isConnected) returnFocusTo.focus()
  }, [open])
  return open ? <SecondFactorDialog /> : null
}
