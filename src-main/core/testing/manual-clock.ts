import { createClock, type Clock as FakeClock, type TimerId as FakeTimer } from '@sinonjs/fake-timers'
import type { Clock, TimerId } from '../clock/clock'

/**
 * The core's clock in a test: time moves only when the test says so, and the timers due on the way
 * fire in order, each at its own moment, with the promise callbacks they queue run in between (a
 * feed's poll is a few awaits long). Built on @sinonjs/fake-timers' `createClock`, which keeps a
 * clock of its own and patches no global: the sockets of a test against the simulator keep real
 * time, only what took this clock is driven.
 */
export class ManualClock implements Clock {
  private readonly fake: FakeClock

  constructor(start = 1_700_000_000_000) {
    this.fake = createClock(start)
  }

  readonly now = (): number => this.fake.now

  readonly setTimeout = (fn: () => void, ms: number): TimerId =>
    toId(this.fake.setTimeout(fn, Math.max(0, ms)))

  readonly clearTimeout = (timer: TimerId | undefined): void => {
    if (timer !== undefined) this.fake.clearTimeout(fromId(timer))
  }

  readonly setInterval = (fn: () => void, ms: number): TimerId =>
    toId(this.fake.setInterval(fn, Math.max(1, ms)))

  readonly clearInterval = (timer: TimerId | undefined): void => {
    if (timer !== undefined) this.fake.clearInterval(fromId(timer))
  }

  readonly sleep = (ms: number): Promise<void> =>
    new Promise<void>((resolve) => {
      this.setTimeout(resolve, ms)
    })

  /** Moves the clock `ms` forward, firing every timer that falls due on the way. */
  async advance(ms: number): Promise<void> {
    await this.fake.tickAsync(ms)
  }

  /** Moves the clock to the next timer and fires it (and those due at the same moment). */
  async next(): Promise<void> {
    await this.fake.nextAsync()
  }

  /** Timers waiting to fire, for a test that proves something stopped. */
  get pending(): number {
    return this.fake.countTimers()
  }

  /** Sets the time without firing anything: this machine's clock was changed under the core. */
  jump(ms: number): void {
    this.fake.setSystemTime(this.fake.now + ms)
  }
}

const toId = (timer: FakeTimer): TimerId => timer as unknown as TimerId
const fromId = (timer: TimerId): FakeTimer => timer as unknown as FakeTimer
