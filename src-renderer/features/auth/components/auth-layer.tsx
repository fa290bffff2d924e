import { useAuthUi } from '../auth-store'
import { SimPhonePanel } from './sim-phone-panel'
import { TradingTokenDialog } from './trading-token-dialog'

/** The trading-token dialog and, in Demo, the simulated phone; nothing when neither is open. */
export function AuthLayer() {
  const tokenDialog = useAuthUi((s) => s.tokenDialog)
  const phone = useAuthUi((s) => s.phone)
  return (
    <>
      {phone && <SimPhonePanel />}
      {tokenDialog && <TradingTokenDialog />}
    </>
  )
}
