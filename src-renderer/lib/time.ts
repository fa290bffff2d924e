/**
 * Clock times on the market's own clock (Vietnam, UTC+7), whatever the machine's time zone: a
 * trader reads "14:29:58" against the exchange's sessions, and a server or CI runner in UTC must
 * not shift them. The calendar itself is src-shared/market/vietnam-calendar.ts, shared with the core.
 */
export { formatVnClock as formatClock } from '../../src-shared/market/vietnam-calendar'
import { formatVnClock } from '../../src-shared/market/vietnam-calendar'

/** Whole seconds from `now` until `at`, never negative: "retry in 4 s". */
export function secondsUntil(at: number, now: number): number {
  return Math.max(0, Math.ceil((at - now) / 1000))
}

/**
 * A countdown to a moment as the screen says it: its clock time and the whole seconds left, or
 * null once the moment has come, so the words change ("retrying") instead of "(0 s)" standing on
 * screen for as long as the next answer takes.
 */
export function countdownTo(
  at: number,
  now: number,
): { readonly clock: string; readonly seconds: number } | null {
  const seconds = secondsUntil(at, now)
  return seconds > 0 ? { clock: formatVnClock(at), seconds } : null
}
