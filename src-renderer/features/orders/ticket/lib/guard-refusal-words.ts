import type { BridgeError } from '../../../../../src-shared/bridge/errors'
import { formatVnClock } from '../../../../../src-shared/market/vietnam-calendar'
import { BridgeCallError } from '../../../../lib/bridge/query'

/**
 * A refused change of the guards in words: the core's reason (worded by `words`, in the UI's
 * language), and for a locked PIN the moment it unlocks, in Vietnam time.
 */
export function guardRefusalWords(
  error: unknown,
  words: (error: Pick<BridgeError, 'kind' | 'code'>) => string,
  unlocksAt: (time: string) => string,
): string {
  const e: Pick<BridgeError, 'kind' | 'code' | 'retryAt'> =
    error instanceof BridgeCallError ? error.bridgeError : { kind: 'internal', code: 'unexpected' }
  const reason = words(e)
  return e.code === 'guard-pin-locked' && e.retryAt !== undefined
    ? `${reason} ${unlocksAt(formatVnClock(e.retryAt))}`
    : reason
}
