/**
 * The clock and timers a feed runs on. Real time in the product; a simulated clock in tests (and a
 * scaled one against a simulator running faster than real time), so nothing waits on the wall clock.
 */
export interface Scheduler {
  readonly now: () => number
  readonly setTimer: (fn: () => void, ms: number) => unknown
  readonly clearTimer: (timer: unknown) => void
}

export const realScheduler: Scheduler = {
  now: () => Date.now(),
  setTimer: (fn, ms) => setTimeout(fn, ms),
  clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
}
