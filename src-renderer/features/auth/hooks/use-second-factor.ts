import type { SecondFactorStatus } from '../../../../src-shared/bridge/contract'
import { useStream } from '../../../lib/bridge/use-stream'

/** The second-factor session as the core sees it, pushed on every change (no polling). */
export function useSecondFactor() {
  return useStream('auth.secondFactor.changes', {})
}

/** An active session whose end has not passed on this machine's clock (the core ends it too). */
export function isActive(session: SecondFactorStatus | null, now: number): boolean {
  return session?.state === 'active' && (session.sessionExpiresAt === null || session.sessionExpiresAt > now)
}
