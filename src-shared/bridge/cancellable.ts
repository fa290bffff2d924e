import type { CallName } from './api'
import { contract } from './contract'
import { bridgeError, type BridgeError } from './errors'

type Calls = typeof contract.calls

/** The calls the contract marks `cancellable: true`: reads only, never a write. */
export type CancellableCallName = {
  [N in CallName]: Calls[N] extends { readonly cancellable: true } ? N : never
}[CallName]

/**
 * Whether a cancel may drop `name`. Both hosts and the core's router ask this, so a cancel sent for
 * an order, a stop, an alert or a setting changes nothing, whoever sends it.
 */
export function isCancellableCall(name: unknown): name is CancellableCallName {
  if (typeof name !== 'string' || !Object.hasOwn(contract.calls, name)) return false
  const call: object = contract.calls[name as CallName]
  return 'cancellable' in call && call.cancellable === true
}

/** The answer a cancelled call settles with on the side that cancelled it (never shown: no one waits). */
export const cancelledError = (name: string): BridgeError =>
  bridgeError('network', 'cancelled', `${name} was cancelled: the window no longer needs its answer.`)
