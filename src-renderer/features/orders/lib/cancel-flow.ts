import type { CancelResult } from '../../../../src-shared/bridge/contract'
import type { BridgeError } from '../../../../src-shared/bridge/errors'

/**
 * The cancel dialog as a state machine, so its one rule can be tested without a browser: a confirm
 * sends once. A second Enter, a key repeat or a click while sending changes nothing; after "needs a
 * trading token" the cancel goes out once when the token arrives (it was never sent before).
 * Results are kept per order across attempts: an order the broker cancelled stays "cancelled" when
 * another order of the same dialog failed (wrong PIN), and only the orders that may be tried again
 * (`retryable`) are sent by the next confirm.
 */
export type CancelPhase = 'review' | 'sending' | 'needs-token' | 'done' | 'failed'

export interface CancelFlow {
  readonly phase: CancelPhase
  /** Increments once per send; the component sends when it sees a new number. */
  readonly attempt: number
  readonly results: readonly CancelResult[]
  readonly error: BridgeError | null
}

export type CancelAction =
  | { readonly type: 'confirm' }
  | { readonly type: 'succeeded'; readonly results: readonly CancelResult[] }
  | { readonly type: 'failed'; readonly error: BridgeError; readonly results?: readonly CancelResult[] }
  | { readonly type: 'token-ready' }

export const initialFlow: CancelFlow = { phase: 'review', attempt: 0, results: [], error: null }

/** Outcomes after which the order was not touched at the broker, so the trader may try again. */
export const retryable = (r: CancelResult): boolean => r.outcome === 'wrong-pin' || r.outcome === 'not-sent'

/** The newest result per order wins. */
function merge(before: readonly CancelResult[], after: readonly CancelResult[]): CancelResult[] {
  const byKey = new Map(before.map((r) => [`${r.book}:${r.orderId}`, r]))
  for (const r of after) byKey.set(`${r.book}:${r.orderId}`, r)
  return [...byKey.values()]
}

export function cancelFlow(state: CancelFlow, action: CancelAction): CancelFlow {
  switch (action.type) {
    case 'confirm':
      // Only a reviewed (or refused, e.g. wrong PIN) cancel may be sent; everything else is a double press.
      return state.phase === 'review' || state.phase === 'failed'
        ? { ...state, phase: 'sending', attempt: state.attempt + 1, error: null }
        : state
    case 'succeeded': {
      if (state.phase !== 'sending') return state
      const results = merge(state.results, action.results)
      return { ...state, phase: results.some(retryable) ? 'failed' : 'done', results }
    }
    case 'failed': {
      if (state.phase !== 'sending') return state
      const results = merge(state.results, action.results ?? [])
      return action.error.kind === 'otp-required'
        ? { ...state, phase: 'needs-token', error: action.error, results }
        : { ...state, phase: 'failed', error: action.error, results }
    }
    case 'token-ready':
      return state.phase === 'needs-token'
        ? { ...state, phase: 'sending', attempt: state.attempt + 1, error: null }
        : state
  }
}
