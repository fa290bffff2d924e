/**
 * How a feature asks the user for the broker's daily second factor without importing the auth
 * feature (features stay apart): the order ticket when the session is missing or a 403 ended it,
 * the header's session chip. The auth feature's dialog listens; it never requests a code by itself
 * (the broker allows 5 a day), the user does, in the dialog.
 */
export interface SecondFactorAsk {
  /** Why it is asked, in the UI's language, shown at the top of the dialog. */
  readonly reason: string
}

type Listener = (ask: SecondFactorAsk) => void
const listeners = new Set<Listener>()

/** Returns false when no dialog listens in this window (the caller says so in words). */
export function askSecondFactor(ask: SecondFactorAsk): boolean {
  for (const listener of listeners) listener(ask)
  return listeners.size > 0
}

export function onSecondFactorAsk(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
