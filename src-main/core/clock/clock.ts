/**
 * The one clock of the core: this machine's time and its timers. Every class and service that reads
 * the time, waits or polls takes a `Clock`, so a test drives time itself (`core/testing/manual-clock.ts`)
 * instead of waiting on the wall clock, and a benchmark against a sped-up simulator runs it faster.
 *
 * What stays on the wall clock on purpose: the deadline of one HTTP request (`AbortSignal.timeout`),
 * which bounds a wait on a real socket, not a moment of the trading day.
 *
 * The broker's time is this clock moved by the offset the broker's own answers show
 * (`broker-clock.ts`).
 */
export interface Clock {
  /** Epoch milliseconds. */
  now(): number
  /** Runs `fn` once after `ms`. An `unref`'d timer does not keep the process alive on its own. */
  setTimeout(fn: () => void, ms: number, options?: TimerOptions): TimerId
  /** Forgets a timer; an unknown or already fired one is ignored. */
  clearTimeout(timer: TimerId | undefined): void
  setInterval(fn: () => void, ms: number, options?: TimerOptions): TimerId
  clearInterval(timer: TimerId | undefined): void
  /** Resolves after `ms` on this clock. */
  sleep(ms: number): Promise<void>
}

export interface TimerOptions {
  /** A background check (a token's expiry) that must not hold a closing process open. */
  unref?: boolean
}

declare const timerBrand: unique symbol
/** An opaque timer handle: only the clock that made it can clear it. */
export interface TimerId {
  readonly [timerBrand]: 'timer'
}

/** Node's timers cap a delay at 2^31−1 ms; a longer one would fire at once. */
export const MAX_TIMER_MS = 2 ** 31 - 1

const clampMs = (ms: number) => Math.min(Math.max(0, ms), MAX_TIMER_MS)

type NodeTimer = ReturnType<typeof setTimeout>
const toId = (timer: NodeTimer): TimerId => timer as unknown as TimerId
const fromId = (timer: TimerId | undefined): NodeTimer | undefined =>
  timer as unknown as NodeTimer | undefined

/** This machine's clock and Node's timers: the product's clock. */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms, options) => {
    const timer = setTimeout(fn, clampMs(ms))
    if (options?.unref === true) timer.unref()
    return toId(timer)
  },
  clearTimeout: (timer) => clearTimeout(fromId(timer)),
  setInterval: (fn, ms, options) => {
    const timer = setInterval(fn, clampMs(ms))
    if (options?.unref === true) timer.unref()
    return toId(timer)
  },
  clearInterval: (timer) => clearInterval(fromId(timer)),
  sleep: (ms) => new Promise<void>((resolve) => setTimeout(resolve, clampMs(ms))),
}
