/**
 * Clock times on the market's own clock (Vietnam, UTC+7), whatever the machine's time zone: a
 * trader reads "14:29:58" against the exchange's sessions, and a server or CI runner in UTC must
 * not shift them. The one clock formatter of the UI, the same in both languages (24-hour).
 */
const clock = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
  timeZone: 'Asia/Ho_Chi_Minh',
})

export function formatClock(epochMs: number): string {
  return clock.format(epochMs)
}

/** Whole seconds from `now` until `at`, never negative: "retry in 4 s". */
export function secondsUntil(at: number, now: number): number {
  return Math.max(0, Math.ceil((at - now) / 1000))
}
