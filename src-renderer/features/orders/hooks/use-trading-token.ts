import { useEffect, useState } from 'react'
import type { AuthStatus } from '../../../../src-shared/bridge/contract'
import { getWorkstation } from '../../../lib/bridge/get-workstation'

/** Whether a trading token is active, so a cancel waiting for one can go out when it arrives. */
export function useTradingTokenActive(active: boolean): boolean {
  const [status, setStatus] = useState<AuthStatus | null>(null)
  useEffect(() => {
    if (!active) return
    return getWorkstation().subscribe('auth.status', {}, { event: setStatus, error: () => undefined })
  }, [active])
  return status?.token.state === 'trading'
}
