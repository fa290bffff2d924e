import type {
  CallInput,
  CallName,
  CallOptions,
  CallOutput,
  WorkstationApi,
} from '../../../src-shared/bridge/api'
import type { BridgeError, Result } from '../../../src-shared/bridge/errors'
import { getWorkstation } from './get-workstation'

/**
 * react-query expects failures as thrown errors, while the bridge returns them as data. This error
 * carries the BridgeError unchanged so the UI can still branch on its kind.
 */
export class BridgeCallError extends Error {
  readonly bridgeError: BridgeError

  constructor(bridgeError: BridgeError) {
    super(bridgeError.message)
    this.name = 'BridgeCallError'
    this.bridgeError = bridgeError
  }
}

export function unwrap<T>(result: Result<T>): T {
  if (result.ok) return result.value
  throw new BridgeCallError(result.error)
}

/** A bridge call for a react-query `queryFn` or `mutationFn`: resolves the value or throws. */
export async function callOrThrow<N extends CallName>(
  name: N,
  input: CallInput<N>,
  api: WorkstationApi = getWorkstation(),
  options?: CallOptions,
): Promise<CallOutput<N>> {
  return unwrap(await api.call(name, input, options))
}

/**
 * Whether trying again can help: a dropped connection, a busy server or a rate limit can pass; a
 * refused input, missing rights or a bad answer will not change by asking again.
 */
export function isTransient(error: unknown): boolean {
  if (!(error instanceof BridgeCallError)) return false
  const kind = error.bridgeError.kind
  return kind === 'network' || kind === 'server' || kind === 'rate-limited'
}
