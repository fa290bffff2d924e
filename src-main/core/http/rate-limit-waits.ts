import { CoreError } from '../errors/to-bridge-error'

export interface RateLimitWaitOptions {
  /** Told the moment of the next attempt while waiting, and null when an attempt goes out. */
  onWait: (retryAt: number | null) => void
  /** Give up (rethrow the 429) after this long in total. */
  deadlineMs?: number
  now?: () => number
  sleep?: (ms: number) => Promise<void>
}

const defaultSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms))

/**
 * Sends a write again after a 429, and only after a 429: the broker refused it before doing
 * anything, so a new attempt cannot act twice (anchors §2.7 — a timeout is different, see the
 * order service). The HTTP client already retried a few times at the announced reset; this keeps
 * going through a longer storm. The wait respects `X-RateLimit-Reset`, but never less than a growing
 * floor (a reset in the past, e.g. a skewed clock, must not turn into a busy loop) and never more
 * than 30 s per step (a reset hours away is re-checked rather than trusted).
 */
export async function sendThroughRateLimits<T>(
  send: () => Promise<T>,
  options: RateLimitWaitOptions,
): Promise<T> {
  const now = options.now ?? Date.now
  const sleep = options.sleep ?? defaultSleep
  const started = now()
  for (let attempt = 0; ; attempt++) {
    try {
      return await send()
    } catch (err) {
      if (!(err instanceof CoreError) || err.detail.kind !== 'rate-limited') throw err
      const at = now()
      if (at - started >= (options.deadlineMs ?? 120_000)) throw err
      const floor = Math.min(1_000 * 2 ** attempt, 8_000)
      const wait = Math.min(Math.max((err.detail.retryAt ?? 0) - at, floor), 30_000)
      options.onWait(at + wait)
      await sleep(wait)
      options.onWait(null)
    }
  }
}
