import { bridgeError, bridgeErrorSchema, type BridgeError } from '../../../src-shared/bridge/errors'

/** A failure that already carries its bridge shape (thrown by the HTTP client and services). */
export class CoreError extends Error {
  constructor(readonly detail: BridgeError) {
    super(detail.message)
    this.name = 'CoreError'
  }
}

/**
 * Anything thrown inside a handler becomes a typed bridge error. Unknown failures are reported as
 * `internal` without their stack or message text, which could carry request details.
 */
export function toBridgeError(err: unknown): BridgeError {
  if (err instanceof CoreError) return err.detail
  const parsed = bridgeErrorSchema.safeParse(err)
  if (parsed.success) return parsed.data
  return bridgeError('internal', 'unexpected', 'Something went wrong inside the workstation; see the log.')
}
