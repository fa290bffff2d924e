import { SimClock, defaultStartMs, type ClockMode } from './clock/sim-clock'
import { MarketEngine } from './market/engine'

/** Everything `startSimulator` was asked for, resolved to concrete values. */
export interface SimConfig {
  seed: number
  mode: ClockMode
  speed: number
  startMs: number
}

export function resolveConfig(options: {
  seed?: number | undefined
  clock?: ClockMode | undefined
  speed?: number | undefined
  startTime?: string | number | undefined
}): SimConfig {
  const mode = options.clock ?? 'demo'
  const start =
    options.startTime === undefined
      ? defaultStartMs(mode, Date.now())
      : typeof options.startTime === 'number'
        ? options.startTime
        : Date.parse(options.startTime)
  if (!Number.isFinite(start)) throw new Error(`invalid startTime: ${String(options.startTime)}`)
  const speed = options.speed ?? 1
  if (!Number.isFinite(speed) || speed < 0) throw new Error(`invalid speed: ${speed}`)
  return { seed: (options.seed ?? 1) >>> 0, mode, speed, startMs: start }
}

/** The simulated world: its clock and market (and, as they arrive, accounts and auth state). */
export class SimWorld {
  readonly clock: SimClock
  readonly market: MarketEngine

  constructor(readonly config: SimConfig) {
    this.clock = new SimClock({ mode: config.mode, speed: config.speed, startMs: config.startMs })
    this.market = new MarketEngine({ seed: config.seed, startMs: config.startMs, mode: config.mode })
  }

  /** Brings the market up to the clock; called before anything reads market state. */
  sync(): void {
    this.market.syncTo(this.clock.now())
  }
}

/** The current world; `reset` swaps in a fresh one built from the same config. */
export class SimContext {
  world: SimWorld

  constructor(readonly config: SimConfig) {
    this.world = new SimWorld(config)
  }

  reset(): void {
    this.world = new SimWorld(this.config)
  }
}
