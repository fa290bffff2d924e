import { bridgeError, bridgeErrorSchema, type BridgeError } from '../../../src-shared/bridge/errors'
import { knownSecrets } from '../logging/known-secrets'

/** A failure that already carries its bridge shape (thrown by the HTTP client and services). */
export class CoreError extends Error {
  constructor(
    readonly detail: BridgeError,
    /**
     * The broker's own words, scrubbed, for decisions inside the core only (see
     * http/error-from-response.ts); never part of `detail`, so never shown or sent.
     */
    readonly brokerText?: string,
  ) {
    super(detail.message)
    this.name = 'CoreError'
  }
}

/**
 * Anything thrown inside a handler becomes a typed bridge error. Unknown failures are reported as
 * `internal` without their stack or message text, which could carry request details. Every message
 * is scrubbed of known credentials on its way out, whoever wrote it.
 */
export function toBridgeError(err: unknown): BridgeError {
  const detail = err instanceof CoreError ? err.detail : bridgeErrorSchema.safeParse(err).data
  if (detail === undefined) {
    return bridgeError('internal', 'unexpected', 'Something went wrong inside the workstation; see the log.')
  }
  return { ...detail, message: knownSecrets.scrub(detail.message) }
}

/** The broker's scrubbed words behind an error, if it came from one (for the core's decisions). */
export const brokerTextOf = (err: unknown): string => (err instanceof CoreError ? (err.brokerText ?? '') : '')
