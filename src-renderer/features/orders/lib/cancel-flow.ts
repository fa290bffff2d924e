import type { CancelResult } from '../../../../src-shared/bridge/contract'
import type { BridgeError } from '../../../../src-shared/bridge/errors'

/**
 * The cancel dialog as a state machine, so its one rule can be tested without a browser: a confirm
 * sends once. A second Enter, a key repeat or a click while sending changes nothing; after "needs a
 * trading token" the cancel goes out once when the token arrives (it was never sent before).
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
  | { readonly type: 'failed'; readonly error: BridgeError }
  | { readonly type: 'token-ready' }

export const initialFlow: CancelFlow = { phase: 'review', attempt: 0, results: [], error: null }

export function cancelFlow(state: CancelFlow, action: CancelAction): CancelFlow {
  switch (action.type) {
    case 'confirm':
      // Only a reviewed (or refused, e.g. wrong PIN) cancel may be sent; everything else is a double press.
      return state.phase === 'review' || state.phase === 'failed'
        ? { ...state, phase: 'sending', attempt: state.attempt + 1, error: null }
        : state
    case 'succeeded':
      return state.phase === 'sending' ? { ...state, phase: 'done', results: action.results } : state
    case 'failed':
      if (state.phase !== 'sending') return state
      return action.error.kind === 'otp-required'
        ? { ...state, phase: 'needs-token', error: action.error }
        : { ...state, phase: 'failed', error: action.error }
    case 'token-ready':
      return state.phase === 'needs-token'
        ? { ...state, phase: 'sending', attempt: state.attempt + 1, error: null }
        : state
  }
}
