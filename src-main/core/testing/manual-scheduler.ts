import type { Scheduler } from '../board/scheduler'

interface Pending {
  at: number
  seq: number
  fn: () => void
}

/** Lets the promise callbacks queued so far run (a feed's poll is a few awaits long). */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve))

/**
 * A simulated clock for code that takes a `Scheduler`: time moves only when a test says so, and the
 * timers due in between fire in order, each at its own moment, so nothing waits on the wall clock.
 */
export class ManualScheduler implements Scheduler {
  private time: number
  private seq = 0
  private readonly timers = new Map<number, Pending>()

  constructor(start = 1_700_000_000_000) {
    this.time = start
  }

  readonly now = (): number => this.time

  readonly setTimer = (fn: () => void, ms: number): number => {
    const id = ++this.seq
    this.timers.set(id, { at: this.time + Math.max(0, ms), seq: id, fn })
    return id
  }

  readonly clearTimer = (timer: unknown): void => {
    if (typeof timer === 'number') this.timers.delete(timer)
  }

  /** Moves the clock `ms` forward, firing every timer that falls due on the way. */
  async advance(ms: number): Promise<void> {
    const end = this.time + ms
    for (;;) {
      await settle()
      let next: [number, Pending] | undefined
      for (const entry of this.timers) {
        if (next === undefined || entry[1].at < next[1].at) next = entry
      }
      if (next === undefined || next[1].at > end) break
      this.timers.delete(next[0])
      this.time = next[1].at
      next[1].fn()
    }
    this.time = end
    await settle()
  }
}
