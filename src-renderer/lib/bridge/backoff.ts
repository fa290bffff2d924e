export interface BackoffPolicy {
  /** Delay before the first retry. */
  readonly initialMs: number
  /** Ceiling of the delay, reached after a few failures. */
  readonly maxMs: number
  readonly factor: number
  /** Fraction of the delay taken off at random, so windows that lost the same server spread out. */
  readonly jitter: number
}

/**
 * The web shell runs on loopback, so a drop is usually a restart that takes a second or two: start
 * fast, but never poll a dead server more than every 10 s.
 */
export const defaultBackoff: BackoffPolicy = { initialMs: 500, maxMs: 10_000, factor: 2, jitter: 0.3 }

/** Delay before retry number `attempt` (0-based), in ms. */
export function backoffDelay(
  attempt: number,
  policy: BackoffPolicy = defaultBackoff,
  random = Math.random,
): number {
  const exp = Math.min(Math.max(0, attempt), 30)
  const base = Math.min(policy.maxMs, policy.initialMs * policy.factor ** exp)
  return Math.round(base * (1 - policy.jitter * random()))
}
