import type { SimClock } from '../../kit/clock/sim-clock'
import type { Tier } from './api-keys'

/** Requests per minute per API key (api-facts §6 proposal); configurable per simulator. */
export const defaultQuotas: Readonly<Record<Tier, number>> = { Free: 60, Pro: 300, Enterprise: 1200 }

export const windowMs = 60_000

export interface RateDecision {
  allowed: boolean
  limit: number
  remaining: number
  /** End of the current window, Unix seconds. */
  resetAt: number
}

/**
 * Fixed one-minute windows on the simulator clock. Once a key is over its quota every request until
 * the window ends is refused, as the spec says ("requests before that moment are rejected again").
 */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>()

  constructor(
    private readonly clock: SimClock,
    private readonly quotas: Readonly<Record<Tier, number>>,
  ) {}

  hit(apiKey: string, tier: Tier): RateDecision {
    const now = this.clock.now()
    const start = Math.floor(now / windowMs) * windowMs
    let w = this.windows.get(apiKey)
    if (w === undefined || w.start !== start) {
      w = { start, count: 0 }
      this.windows.set(apiKey, w)
    }
    w.count++
    const limit = this.quotas[tier]
    return {
      allowed: w.count <= limit,
      limit,
      remaining: Math.max(0, limit - w.count),
      resetAt: Math.ceil((start + windowMs) / 1000),
    }
  }
}
