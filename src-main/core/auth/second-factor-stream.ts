import type { SecondFactorStatus } from '../../../src-shared/bridge/areas/auth'
import type { Clock } from '../clock/clock'
import type { SecondFactorSession } from './second-factor-session'

/** How often the session's end is checked against the broker's clock: a local check, no request. */
const expiryCheckMs = 1_000

/**
 * The session's status for one subscriber: the current one at once, then every change. The end of
 * the day is checked on the broker's clock each second (a clock jump seen in any answer's Date header
 * counts), without a request: the renderer never polls for it. A 403 OTP_SESSION_* from an order call
 * reaches the subscriber through the session's own change.
 */
export function watchSecondFactor(
  session: SecondFactorSession,
  emit: (status: SecondFactorStatus) => void,
  clock: Clock,
  every = expiryCheckMs,
): () => void {
  let stopped = false
  const off = session.onChange((status) => {
    if (!stopped) emit(status)
  })
  void session.status().then((status) => {
    if (!stopped) emit(status)
  })
  // status() announces an expiry through onChange itself.
  const timer = clock.setInterval(() => void session.status(), every)
  return () => {
    stopped = true
    clock.clearInterval(timer)
    off()
  }
}
