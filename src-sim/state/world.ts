import { SimClock, defaultStartMs, type ClockMode } from '../kit/clock/sim-clock'
import { DemoAccounts } from './accounts/demo-accounts'
import { demoIdentity } from './accounts/demo-identity'
import { ApiKeyStore, type Tier } from './identity/api-keys'
import { RateLimiter, defaultQuotas } from './identity/rate-limits'
import { SecondFactorService } from './identity/second-factor'
import { TokenService } from './identity/tokens'
import { FaultInjector } from './faults/fault-injector'
import type { WebhookMessage } from './webhook-inbox'
import { MarketEngine } from './market/engine'
import { IndexBook } from './market/indices/index-book'
import { Prng } from './market/prng'

/** Everything `startSimulator` was asked for, resolved to concrete values. */
export interface SimConfig {
  seed: number
  mode: ClockMode
  speed: number
  startMs: number
  /** Tier of the fixed demo API key. */
  demoTier: Tier
  /** Requests per minute per key, by tier. */
  quotas: Readonly<Record<Tier, number>>
  /** Real time, which the simulated clock follows at `speed`. */
  wallNow: () => number
}

export function resolveConfig(options: {
  seed?: number | undefined
  clock?: ClockMode | undefined
  speed?: number | undefined
  startTime?: string | number | undefined
  demoTier?: Tier | undefined
  quotas?: Partial<Record<Tier, number>> | undefined
  wallNow?: (() => number) | undefined
}): SimConfig {
  const wallNow = options.wallNow ?? Date.now
  const mode = options.clock ?? 'demo'
  const start =
    options.startTime === undefined
      ? defaultStartMs(mode, wallNow())
      : typeof options.startTime === 'number'
        ? options.startTime
        : Date.parse(options.startTime)
  if (!Number.isFinite(start)) throw new Error(`invalid startTime: ${String(options.startTime)}`)
  const speed = options.speed ?? 1
  if (!Number.isFinite(speed) || speed < 0) throw new Error(`invalid speed: ${speed}`)
  return {
    seed: (options.seed ?? 1) >>> 0,
    mode,
    speed,
    startMs: start,
    demoTier: options.demoTier ?? 'Pro',
    quotas: { ...defaultQuotas, ...options.quotas },
    wallNow,
  }
}

/** The simulated world: its clock and market (and, as they arrive, accounts and auth state). */
export class SimWorld {
  readonly clock: SimClock
  readonly market: MarketEngine
  /** The five exchange indices over `market`, with their intraday series (group E index-realtime). */
  readonly indices: IndexBook
  readonly keys: ApiKeyStore
  readonly tokens: TokenService
  readonly secondFactor: SecondFactorService
  readonly rateLimiter: RateLimiter
  readonly accounts: DemoAccounts
  /** Messages received by the broker webhook, oldest first. */
  readonly webhooks: WebhookMessage[] = []

  constructor(readonly config: SimConfig) {
    const rng = new Prng(config.seed ^ 0x0a11_ce55)
    this.clock = new SimClock({
      mode: config.mode,
      speed: config.speed,
      startMs: config.startMs,
      wallNow: config.wallNow,
    })
    this.market = new MarketEngine({ seed: config.seed, startMs: config.startMs, mode: config.mode })
    this.indices = new IndexBook(this.market, config.seed, config.startMs)
    this.keys = new ApiKeyStore(rng.fork('keys'), config.demoTier)
    this.tokens = new TokenService(this.clock)
    this.secondFactor = new SecondFactorService(this.clock, rng.fork('otp'), demoIdentity)
    this.rateLimiter = new RateLimiter(this.clock, config.quotas)
    this.accounts = new DemoAccounts(this.market, config.startMs)
  }

  /** Brings the market up to the clock; called before anything reads market state. */
  sync(): void {
    this.market.syncTo(this.clock.now())
  }

  /** Market up to the clock, then working orders matched against it; before any account read. */
  syncAccounts(): void {
    this.sync()
    this.accounts.settle(this.clock.now())
  }
}

/** The current world; `reset` swaps in a fresh one built from the same config. */
export class SimContext {
  world: SimWorld
  readonly faults: FaultInjector

  constructor(readonly config: SimConfig) {
    this.world = new SimWorld(config)
    this.faults = new FaultInjector(config.seed)
  }

  private readonly resetListeners = new Set<() => void>()

  /**
   * Back to the seed's initial state, no faults, at the moment the clock had reached: a client that
   * signs with its own clock would see every call refused as expired if time went back to the launch.
   */
  reset(): void {
    const startMs = Math.max(this.config.startMs, this.world.clock.now())
    this.world = new SimWorld({ ...this.config, startMs })
    this.faults.clear()
    for (const listener of this.resetListeners) listener()
  }

  /** `listener` runs after every reset (the world's file is rewritten then); returns its removal. */
  onReset(listener: () => void): () => void {
    this.resetListeners.add(listener)
    return () => this.resetListeners.delete(listener)
  }
}
