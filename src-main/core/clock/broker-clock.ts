import { systemClock, type Clock } from './clock'

/** An interval of possible offsets (server time minus local time, ms). */
interface Bounds {
  low: number
  high: number
}

const intersect = (a: Bounds, b: Bounds): Bounds | null => {
  const low = Math.max(a.low, b.low)
  const high = Math.min(a.high, b.high)
  return low <= high ? { low, high } : null
}

export interface BrokerClockOptions {
  /** This machine's clock (the core's one clock). */
  clock?: Pick<Clock, 'now'>
  /**
   * The broker's own addresses (any URL; their origins count). An answer from anywhere else says
   * nothing about the broker's clock and is ignored. Without a list, every answer counts.
   */
  brokerUrls?: readonly string[]
  /** Answers in a row that must agree on a new offset before the clock moves to it. Default 3. */
  confirmations?: number
}

/**
 * The broker's clock as seen from here. Token expiries, `X-RateLimit-Reset` and the timestamp of a
 * signed order are moments on the broker's clock; a PC whose clock is a few minutes off would
 * otherwise renew tokens late, retry a rate limit too early (and earn a second 429) or sign an
 * order the broker refuses as expired.
 *
 * Each answer's `Date` header (whole seconds) bounds the offset to an interval; intersecting the
 * intervals narrows it to well under a second. An answer outside the current interval is not
 * believed alone: one odd header (a proxy's, a misconfigured node behind the broker's balancer) must
 * not move the signing clock, so the clock moves only when `confirmations` answers in a row agree
 * with each other and not with the current estimate (a real jump: the broker's clock or this
 * machine's was reset). Only answers from the broker's own addresses are counted.
 */
export class BrokerClock {
  private current: Bounds | null = null
  /** Answers since the last one that agreed with `current`, all agreeing with each other. */
  private candidate: { bounds: Bounds; count: number } | null = null
  private readonly clock: Pick<Clock, 'now'>
  private readonly origins: ReadonlySet<string> | null
  private readonly confirmations: number

  constructor(options: BrokerClockOptions = {}) {
    this.clock = options.clock ?? systemClock
    this.origins = options.brokerUrls === undefined ? null : new Set(options.brokerUrls.map(originOf))
    this.confirmations = Math.max(1, options.confirmations ?? 3)
  }

  /**
   * `url`: where the answer came from; `date`: its Date header; `sentAt`: when the request left, on
   * this clock.
   */
  observe(answer: { url: string; date: string | null; sentAt: number }): void {
    if (this.origins !== null && !this.origins.has(originOf(answer.url))) return
    if (!answer.date) return
    const server = Date.parse(answer.date)
    if (Number.isNaN(server)) return
    const receivedAt = this.clock.now()
    // The header was written between sending and receiving, at a server time in [server, server+1s).
    const sample = { low: server - receivedAt, high: server + 1_000 - answer.sentAt }
    if (this.current === null) {
      this.current = sample
      return
    }
    const narrowed = intersect(this.current, sample)
    if (narrowed !== null) {
      this.current = narrowed
      this.candidate = null
      return
    }
    const agreed = this.candidate === null ? null : intersect(this.candidate.bounds, sample)
    this.candidate =
      agreed === null || this.candidate === null
        ? { bounds: sample, count: 1 }
        : { bounds: agreed, count: this.candidate.count + 1 }
    if (this.candidate.count >= this.confirmations) {
      this.current = this.candidate.bounds
      this.candidate = null
    }
  }

  /**
   * An answer claimed a jump that no other has confirmed yet. A signature made now may be on the
   * wrong clock either way, so the HTTP client asks the broker's clock again before signing.
   */
  get unsettled(): boolean {
    return this.candidate !== null
  }

  /** Server time minus local time, in ms; 0 until an answer was seen. */
  get offsetMs(): number {
    return this.current === null ? 0 : (this.current.low + this.current.high) / 2
  }

  /** The broker's clock now, epoch ms: what its calendar rules (contract expiries, sessions) go by. */
  serverNow(): number {
    return this.clock.now() + this.offsetMs
  }

  /** A broker moment (epoch ms) as this machine's clock reads it. */
  toLocal(serverMs: number): number {
    return serverMs - this.offsetMs
  }
}

function originOf(url: string): string {
  try {
    return new URL(url).origin
  } catch {
    return url
  }
}
