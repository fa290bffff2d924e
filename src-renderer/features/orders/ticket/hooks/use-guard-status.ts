import type { GuardStatus } from '../../../../../src-shared/bridge/contract'
import { useStream } from '../../../../lib/bridge/use-stream'

/**
 * The guards as the core holds them (limits, confirmations, the channel to the person, whether a
 * trading PIN is set, what was sent today), kept current by `orders.guardChanges`: a change made in
 * another window, or an order sent anywhere, shows here at once. Null until the core has said.
 */
export function useGuardStatus(): GuardStatus | null {
  return useStream('orders.guardChanges', {}).latest
}
