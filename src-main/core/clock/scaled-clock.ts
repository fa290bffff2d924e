import { systemClock, type Clock, type TimerId } from './clock'

/**
 * A clock that reads `now` (a simulator's clock running `speed` times faster than real time) and
 * waits real time divided by `speed`: a simulated minute of polling takes a few real seconds, and
 * every time the core reads is the simulator's. For benchmarks and tests against a sped-up
 * simulator; the product runs on `systemClock`.
 */
export function scaledClock(now: () => number, speed: number, real: Clock = systemClock): Clock {
  const scale = (ms: number) => ms / speed
  return {
    now,
    setTimeout: (fn, ms, options): TimerId => real.setTimeout(fn, scale(ms), options),
    clearTimeout: (timer) => real.clearTimeout(timer),
    setInterval: (fn, ms, options): TimerId => real.setInterval(fn, scale(ms), options),
    clearInterval: (timer) => real.clearInterval(timer),
    sleep: (ms) => real.sleep(scale(ms)),
  }
}
