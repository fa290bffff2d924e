import { cancelledError } from '../../../src-shared/bridge/cancellable'
import { CoreError } from './to-bridge-error'

/** What a cancelled read rejects with inside the core (a read's window went away before its answer). */
export const cancelledRead = (what: string): CoreError => new CoreError(cancelledError(what))

export const isCancelled = (err: unknown): boolean =>
  err instanceof CoreError && err.detail.code === 'cancelled'
