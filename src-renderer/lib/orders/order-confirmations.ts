/**
 * Which confirmation steps stand between the trader's Enter and an order (or a stop holding one):
 * shared by the order ticket and the stop's Edit form, so both ask exactly when the core's guards
 * will want the large-order confirmation (docs/trading.md).
 */
export interface ConfirmPreferences {
  /** The extra confirmation step before every order. */
  readonly confirm: boolean
  /** VND above which a second, deliberate confirmation is needed; null for none. */
  readonly above: number | null
}

export type Confirmation = 'confirm' | 'large'

/** The steps between Enter on the ticket and the order going out. */
export function confirmationsFor(value: number, prefs: ConfirmPreferences, forced: boolean): Confirmation[] {
  const steps: Confirmation[] = []
  if (prefs.confirm || forced) steps.push('confirm')
  if (prefs.above !== null && value > prefs.above) steps.push('large')
  return steps
}
