import { z } from 'zod'
import { Prng } from '../market/prng'

const rate = z.number().min(0).max(1)

/** What `POST /__sim/faults` accepts; every field optional, missing ones are off. */
export const faultConfigSchema = z.strictObject({
  /** Added before every brokerage response. */
  latencyMs: z.number().int().min(0).max(60_000).optional(),
  /** Extra random delay, uniform in [0, latencyJitterMs]. */
  latencyJitterMs: z.number().int().min(0).max(60_000).optional(),
  /** Share of requests answered 500 or 503 (half each). */
  errorRate: rate.optional(),
  /** Share of requests answered 200 with a truncated, invalid JSON body. */
  malformedRate: rate.optional(),
  /** Share of requests whose connection is destroyed without an answer. */
  dropRate: rate.optional(),
  /** Share of requests answered 429 RATE_LIMIT_EXCEEDED (1 = a 429 storm). */
  rateLimitRate: rate.optional(),
  /** Seconds from now announced in X-RateLimit-Reset by the storm. Default 5. */
  rateLimitResetSeconds: z.number().int().min(1).max(3_600).optional(),
})
export type FaultConfig = z.infer<typeof faultConfigSchema>

export type FaultDecision = 'none' | 'drop' | 'error' | 'malformed' | 'rate-limit'

/**
 * One write (any non-GET brokerage request) as it arrived, and what the fault injector did with it:
 * the simulator's own count of what a client sent, so a test can prove no write went twice (only
 * a 429, refused before any processing, may be followed by the same write again).
 */
export interface WriteArrival {
  method: string
  path: string
  outcome: FaultDecision
  at: number
}

const WRITE_LOG_LIMIT = 1_000

/**
 * What the fault hooks (kit/http/fault-hooks.ts) inject on the brokerage routes, never on `/__sim`.
 * Draws come from their own generator, so faults do not change the market a seed produces.
 */
export class FaultInjector {
  private config: FaultConfig = {}
  private rng: Prng
  private writeLog: WriteArrival[] = []

  constructor(private readonly seed: number) {
    this.rng = new Prng(seed ^ 0x5eed_f417)
  }

  get current(): FaultConfig {
    return { ...this.config }
  }

  set(config: FaultConfig): void {
    this.config = { ...config }
  }

  clear(): void {
    this.config = {}
    this.rng = new Prng(this.seed ^ 0x5eed_f417)
  }

  delayMs(): number {
    const base = this.config.latencyMs ?? 0
    const jitter = this.config.latencyJitterMs ?? 0
    return base + (jitter > 0 ? this.rng.int(0, jitter) : 0)
  }

  decide(): FaultDecision {
    const c = this.config
    if ((c.dropRate ?? 0) > 0 && this.rng.chance(c.dropRate ?? 0)) return 'drop'
    if ((c.rateLimitRate ?? 0) > 0 && this.rng.chance(c.rateLimitRate ?? 0)) return 'rate-limit'
    if ((c.errorRate ?? 0) > 0 && this.rng.chance(c.errorRate ?? 0)) return 'error'
    if ((c.malformedRate ?? 0) > 0 && this.rng.chance(c.malformedRate ?? 0)) return 'malformed'
    return 'none'
  }

  recordWrite(arrival: WriteArrival): void {
    this.writeLog.push(arrival)
    if (this.writeLog.length > WRITE_LOG_LIMIT) this.writeLog.shift()
  }

  get writes(): WriteArrival[] {
    return [...this.writeLog]
  }

  clearWrites(): void {
    this.writeLog = []
  }

  coin(): boolean {
    return this.rng.chance(0.5)
  }
}
