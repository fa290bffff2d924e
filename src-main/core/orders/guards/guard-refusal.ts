import type { GuardCode } from '../../../../src-shared/bridge/areas/orders-guards'
import { bridgeError } from '../../../../src-shared/bridge/errors'
import { CoreError } from '../../errors/to-bridge-error'

/**
 * A guard's refusal: kind `forbidden` with the guard's code, so a window words it in its own language
 * and a client of the bridge knows exactly which guard stopped it. Nothing was sent to the broker.
 */
export function guardRefusal(code: GuardCode, message: string, retryAt?: number): CoreError {
  return new CoreError(bridgeError('forbidden', code, message, retryAt === undefined ? {} : { retryAt }))
}
