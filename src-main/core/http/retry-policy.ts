import pRetry from 'p-retry'
import { systemClock, type Clock } from '../clock/clock'
import { CoreError } from '../errors/to-bridge-error'

/**
 * The one place that decides when the core tries a request again. Every caller goes through it:
 * the HTTP client (reads and writes), the board feeds (their next poll after a 429) and the cancel
 * (which keeps going through a longer storm, showing the wait).
 *
 * What is retried, and why that is safe:
 * - a 429 only. The broker's rate limiter answers it before the request reaches any business
 *   logic, so the request was not processed; sending it again cannot act twice, even for a cancel
 *   or an order.
 * - never a timeout, a 5xx or a dropped connection: the broker may have done the work before the
 *   answer was lost. A write is then settled by reading the book (see core/orders), and a read is
 *   simply asked again at the caller's next cadence.
 * - a read refused with 401 is re-issued once with a new token, by the HTTP client (see
 *   http-client.ts); a write never is.
 */

/** Spread of retries after a reset, so several clients of one key do not all hit its first second. */
export const jitterMs = (random: () => number = Math.random) => 50 + random() * 450

/**
 * Milliseconds to wait after a 429 whose reset (local clock) is `retryAt`: the reset plus jitter,
 * never less than `floorMs` (a reset in the past, e.g. a skewed clock, must not become a busy loop)
 * and never more than `capMs` (a reset hours away is checked again rather than trusted).
 */
export function waitAfterRateLimit(
  retryAt: number | undefined,
  now: number,
  { floorMs = 0, capMs = Infinity }: { floorMs?: number; capMs?: number } = {},
): number {
  const untilReset = (retryAt ?? now + 60_000) - now + jitterMs()
  return Math.min(Math.max(untilReset, floorMs), capMs)
}

/**
 * The next poll of a feed after `failures` failures in a row that were not a 429 (timeout, 5xx,
 * dropped connection, a body that does not parse): doubling from the cadence, capped at
 * `capMs`. The default cap, 2 s (or the cadence if slower), makes a focused board the probe that
 * notices the broker answering again within 2 s; the other pollers back off further and are woken
 * by that answer (see broker-health.ts). A broker that is down costs the board one attempt every 2 s.
 */
export const FEED_BACKOFF_CAP_MS = 2_000

export function backoffAfterFailures(
  failures: number,
  cadenceMs: number,
  capMs = Math.max(cadenceMs, FEED_BACKOFF_CAP_MS),
): number {
  return Math.min(capMs, cadenceMs * 2 ** Math.min(Math.max(0, failures - 1), 5))
}

export const isRateLimited = (err: unknown): err is CoreError =>
  err instanceof CoreError && err.detail.kind === 'rate-limited'

/**
 * The spec's rule for a 429 (brokerage-interface.md, "Limits" 3): wait for the reset plus 50–500 ms
 * and retry at most two to three times. No caller may ask for more.
 */
export const MAX_RATE_LIMIT_RETRIES = 3

/**
 * A second 429 in a row means a longer-term limit than the one window the reset announced: the
 * next wait is at least this long, and doubles after a third (still within the three retries).
 */
export const LONGER_LIMIT_WAIT_MS = 10_000

export interface RateLimitRetryOptions {
  /** Further attempts after the first; default and most: MAX_RATE_LIMIT_RETRIES (the spec's rule). */
  retries?: number
  /** Give up (rethrow the 429) when the next attempt would start later than this after the first. */
  deadlineMs?: number
  /** Told the moment of the next attempt while waiting, and null when an attempt goes out. */
  onWait?: (retryAt: number | null) => void
  signal?: AbortSignal
  /** The core's clock: the waits are slept on it. */
  clock?: Pick<Clock, 'now' | 'sleep'>
}

/**
 * Runs `attempt` and tries again after a 429 only, at the announced reset plus jitter, at most
 * MAX_RATE_LIMIT_RETRIES times, a 429 in a row waiting at least LONGER_LIMIT_WAIT_MS (doubling). p-retry
 * counts the attempts, stops on anything else and honours the abort signal; the wait itself is the
 * server's to decide, so it happens in `onFailedAttempt` (p-retry's documented way to delay) and
 * p-retry's own back-off is zero.
 */
export function retryRateLimited<T>(
  attempt: () => Promise<T>,
  options: RateLimitRetryOptions = {},
): Promise<T> {
  const clock = options.clock ?? systemClock
  const now = () => clock.now()
  const started = now()
  return pRetry(attempt, {
    retries: Math.min(options.retries ?? MAX_RATE_LIMIT_RETRIES, MAX_RATE_LIMIT_RETRIES),
    minTimeout: 0,
    ...(options.signal ? { signal: options.signal } : {}),
    shouldRetry: ({ error }) => isRateLimited(error),
    onFailedAttempt: async ({ error, retriesLeft, attemptNumber }) => {
      if (!isRateLimited(error) || retriesLeft <= 0) return
      const at = now()
      // The first 429: its reset plus jitter. Another in a row: a longer limit, waited longer.
      const wait = waitAfterRateLimit(error.detail.retryAt, at, {
        floorMs: attemptNumber > 1 ? LONGER_LIMIT_WAIT_MS * 2 ** (attemptNumber - 2) : 0,
        capMs: attemptNumber > 1 ? 60_000 : 30_000,
      })
      if (options.deadlineMs !== undefined && at + wait - started > options.deadlineMs) throw error
      options.onWait?.(at + wait)
      await clock.sleep(wait)
      options.onWait?.(null)
    },
  })
}
