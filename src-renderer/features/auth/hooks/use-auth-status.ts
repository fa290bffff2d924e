import { useEffect, useState } from 'react'
import type { AuthStatus } from '../../../../src-shared/bridge/contract'
import { getWorkstation } from '../../../lib/bridge/get-workstation'

export function useAuthStatus(): AuthStatus | null {
  const [status, setStatus] = useState<AuthStatus | null>(null)
  useEffect(
    () => getWorkstation().subscribe('auth.status', {}, { event: setStatus, error: () => undefined }),
    [],
  )
  return status
}
