import { mutationOptions, queryOptions } from '@tanstack/react-query'
import type { CallInput, CallName } from '../../../src-shared/bridge/api'
import type { CancellableCallName } from '../../../src-shared/bridge/cancellable'
import { getWorkstation } from './get-workstation'
import { callOrThrow } from './query'

/**
 * The key of every read of a bridge call starts with the call's name in the contract, then its
 * input: `['research.quote', { kind: 'stocks', symbol: 'FPT' }]`. Two windows asking the same call
 * with the same input share one cache entry, and `callKey(name)` (the name alone) reaches every
 * input of a call when a write makes them old.
 */
export function callKey<N extends CallName>(name: N): readonly [N]
export function callKey<N extends CallName>(name: N, input: CallInput<N>): readonly [N, CallInput<N>]
export function callKey<N extends CallName>(name: N, input?: CallInput<N>): readonly unknown[] {
  return input === undefined ? [name] : [name, input]
}

/**
 * The query options of one bridge call: its key, and a query function that resolves the answer or
 * throws the BridgeError (react-query's way). The answer's type is the call's output in the
 * contract, tagged on the key, so `getQueryData(callQuery(…).queryKey)` is typed too. A caller adds
 * its own cadence: `useQuery({ ...callQuery('research.quote', input), refetchInterval: 3_000 })`.
 *
 * The input is the whole key, so it must be what the call sends: a value computed when the query
 * runs (a "now") belongs in the input, rounded to what changes the answer (the day), not in the
 * query function.
 */
export function callQuery<N extends CallName>(name: N, input: CallInput<N>) {
  return queryOptions({
    queryKey: callKey(name, input),
    queryFn: () => callOrThrow(name, input),
  })
}

/**
 * The mutation options of one bridge call (a write): keyed by the call's name, so
 * `useMutationState` can find it; the variables are the call's input, the data its output. A caller
 * adds what follows it: `useMutation({ ...callMutation('profiles.remove'), onSuccess })`.
 */
export function callMutation<N extends CallName>(name: N) {
  return mutationOptions({
    mutationKey: callKey(name),
    mutationFn: (input: CallInput<N>) => callOrThrow(name, input),
  })
}

/**
 * `callQuery` for a read a later one can supersede (a window moved to another symbol before the
 * answer came); only a call the contract marks `cancellable` may be one. Its query function takes
 * react-query's `AbortSignal`, so react-query cancels the query once no component uses it any more
 * (its documented query cancellation): the late answer is dropped instead of landing in a window
 * that moved on, its retries stop, and a read superseded before it started is never sent. The
 * signal also goes down the bridge: a read already sent is cancelled in the core, which drops it
 * from the rate budget's queue if it has not gone to the broker yet (docs/architecture.md).
 */
export function supersedableCallQuery<N extends CancellableCallName>(name: N, input: CallInput<N>) {
  return queryOptions({
    queryKey: callKey(name, input),
    queryFn: ({ signal }) =>
      untilAborted(signal, () => callOrThrow(name, input, getWorkstation(), { signal })),
  })
}

function untilAborted<T>(signal: AbortSignal, work: () => Promise<T>): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error)
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error)
    signal.addEventListener('abort', onAbort, { once: true })
    work()
      .then(resolve, reject)
      .finally(() => signal.removeEventListener('abort', onAbort))
  })
}
