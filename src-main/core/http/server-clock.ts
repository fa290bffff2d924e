/**
 * The broker's clock as seen from here. Token expiries and `X-RateLimit-Reset` are moments on the
 * server's clock; a PC whose clock is a few minutes off would otherwise renew tokens late or retry a
 * rate limit too early (and earn a second 429). Each response's `Date` header (whole seconds) bounds
 * the offset to an interval; intersecting the intervals narrows it to well under a second. A sample
 * outside the current interval means a clock moved, and restarts the estimate.
 */
export class ServerClock {
  private low = -Infinity
  private high = Infinity

  constructor(private readonly now: () => number = Date.now) {}

  /** `date`: the response's Date header; `sentAt`: when the request left. */
  observe(date: string | null, sentAt: number): void {
    if (!date) return
    const server = Date.parse(date)
    if (Number.isNaN(server)) return
    const receivedAt = this.now()
    // The header was written between sending and receiving, at a server time in [server, server+1s).
    const low = server - receivedAt
    const high = server + 1_000 - sentAt
    if (low > this.high || high < this.low) {
      this.low = low
      this.high = high
    } else {
      this.low = Math.max(this.low, low)
      this.high = Math.min(this.high, high)
    }
  }

  /** Server time minus local time, in ms; 0 until a response was seen. */
  get offsetMs(): number {
    return Number.isFinite(this.low) ? (this.low + this.high) / 2 : 0
  }

  /** The server's clock now, epoch ms: what its calendar rules (contract expiries, sessions) go by. */
  serverNow(): number {
    return this.now() + this.offsetMs
  }

  /** A server moment (epoch ms) as the local clock reads it. */
  toLocal(serverMs: number): number {
    return serverMs - this.offsetMs
  }
}
