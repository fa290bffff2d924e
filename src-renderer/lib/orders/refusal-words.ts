import { bridgeErrorOf, errorWords } from '../../i18n/error-words'
import { BridgeCallError } from '../bridge/query'
import { orderCheckText } from './order-check-words'

/**
 * What the user reads about a failed call that may carry an order check (a stop whose order the
 * exchange would refuse): the check's own sentence, as the ticket words it; else the error's words.
 */
export function refusalWords(error: unknown): string {
  const problem = error instanceof BridgeCallError ? error.bridgeError.problem : undefined
  return (problem === undefined ? null : orderCheckText(problem)) ?? errorWords(bridgeErrorOf(error))
}

/**
 * The core's refusal of a large order sent without the confirmation (in the web shell it alone reads
 * a market order's bound): a form answers it with its large-order step, not as an error.
 */
export const asksLargeConfirmation = (error: unknown): boolean =>
  bridgeErrorOf(error).code === 'guard-confirm-required'
