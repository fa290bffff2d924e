/**
 * How long, and how often, the core reads the order book after an answer that did not prove a
 * refusal (timeout, 5xx, dropped connection, a body that does not parse). A gateway in front of a
 * slow back end is not done with the request when it answers 504: the broker may take the order
 * seconds later. So absence from the book proves nothing until this window has passed.
 */

/**
 * At least a minute after the lost answer: longer than any gateway's own timeout in front of the
 * broker (a request the back end has not taken by then, it never takes).
 */
export const FOLLOW_AT_LEAST_MS = 60_000

/**
 * The window for a request sent with `requestTimeoutMs`: a minute, or three of its own timeouts if
 * longer, since a gateway may hold the request that long. Group E's follower and the cancel
 * reconciler of every book use this one rule.
 */
export function followWindowMs(requestTimeoutMs: number): number {
  return Math.max(FOLLOW_AT_LEAST_MS, 3 * requestTimeoutMs)
}

/** Reads back off from half a second to 15 s: quick for the common late answer, cheap for a long one. */
const FOLLOW_DELAYS_MS: readonly number[] = [500, 1_000, 2_000, 4_000, 8_000, 15_000]

/** The wait before read number `attempt` (0-based); the last delay repeats. */
export function followDelayMs(attempt: number, delays: readonly number[] = FOLLOW_DELAYS_MS): number {
  return delays[Math.min(attempt, delays.length - 1)] ?? 15_000
}
