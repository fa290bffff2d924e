import { systemClock, type Clock } from '../clock/clock'

export interface BrokerHealthOptions {
  /** Spread of the wake-ups, so the woken pollers do not all hit the broker in the same millisecond. */
  jitter?: () => number
  /** Fewest milliseconds between two wake-ups: a broker that flaps is not answered with a wave each time. */
  minGapMs?: number
  /** The core's clock. */
  clock?: Pick<Clock, 'now' | 'setTimeout'>
}

/**
 * The one signal of "the broker answers again", shared by every poller of a profile. The HTTP client
 * reports each outcome: a failure is an answer that says nothing about the broker's data (no
 * connection, a timeout, a 5xx, a 429, a body that does not parse), an answer is anything else. The
 * first answer after failures wakes every listener once, each after its own small jitter.
 *
 * Why one signal: each poller backs off on its own while the broker is down (the board to 2 s, the
 * index bar's exchange source to a minute, the account panel's queries to their interval), which
 * keeps a down broker from being hammered but, left alone, brings each part back only at its own
 * next attempt. The board's polls keep probing every few seconds, so the first of them to get an
 * answer tells the others, and nobody has to guess.
 */
export class BrokerHealth {
  private failures = 0
  private lastWakeAt = Number.NEGATIVE_INFINITY
  private readonly listeners = new Set<() => void>()
  private readonly jitter: () => number
  private readonly minGapMs: number
  private readonly clock: Pick<Clock, 'now' | 'setTimeout'>
  /** Wake-ups so far, for logs and tests. */
  recoveries = 0

  constructor(options: BrokerHealthOptions = {}) {
    this.jitter = options.jitter ?? (() => Math.random() * 250)
    this.minGapMs = options.minGapMs ?? 2_000
    this.clock = options.clock ?? systemClock
  }

  /** True after a failure with no answer since. */
  get down(): boolean {
    return this.failures > 0
  }

  failed(): void {
    this.failures += 1
  }

  answered(): void {
    if (this.failures === 0) return
    this.failures = 0
    const now = this.clock.now()
    if (now - this.lastWakeAt < this.minGapMs) return
    this.lastWakeAt = now
    this.recoveries += 1
    for (const listener of [...this.listeners]) {
      this.clock.setTimeout(() => {
        if (this.listeners.has(listener)) listener()
      }, this.jitter())
    }
  }

  /** `listener` runs once per recovery (after its jitter) until the returned function is called. */
  onRecovered(listener: () => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }
}
