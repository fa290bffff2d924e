import type { AddressInfo } from 'node:net'
import type { Tier } from './state/identity/api-keys'
import type { ClockMode } from './kit/clock/sim-clock'
import { newControlToken, registerControlToken } from './kit/control/control-client'
import { buildApp } from './app'
import { SimContext, resolveConfig } from './state/world'
import { WorldPersistence, type WorldStateOptions } from './state/persistence/world-persistence'

export interface SimulatorOptions {
  /** Seed of every random choice; the same seed and clock moves give the same data. Default 1. */
  seed?: number
  /** 0 (default) picks a free port. */
  port?: number
  /** Default 127.0.0.1. */
  host?: string
  /** The `/__sim` control API (loopback callers with the control token only). Default true. */
  control?: boolean
  /** What every `/__sim` call must carry in `X-Sim-Control-Token`. Default: 256 random bits. */
  controlToken?: string
  /** Simulated ms per real ms; 0 freezes the clock. Default 1. */
  speed?: number
  /** 'demo' (default) keeps the market in continuous session; 'real' follows the timetable. */
  clock?: ClockMode
  /** Simulated start moment (ISO string or epoch ms). Default: now (both modes). */
  startTime?: string | number
  /** Tier of the fixed demo API key: 'Free', 'Pro' (default) or 'Enterprise'. */
  demoTier?: Tier
  /** Requests per minute per API key by tier; defaults Free 60, Pro 300, Enterprise 1200. */
  quotas?: Partial<Record<Tier, number>>
  /** The real clock the simulated one runs against (default Date.now); tests inject their own. */
  wallNow?: () => number
  /**
   * Keep the world (accounts, orders) in this file across runs: restored at start, saved on a
   * cadence and at close (see persistence/). Without it every start is the seed's fresh world.
   */
  state?: WorldStateOptions
}

export interface Simulator {
  /** Base URL, e.g. http://127.0.0.1:43117 (no trailing slash). */
  url: string
  port: number
  host: string
  seed: number
  /** The control API's per-launch token (also registered for `simControlFetch` in this process). */
  controlToken: string
  /** The live simulated world (clock, market); tests and benchmarks may drive it directly. */
  context: SimContext
  /** Writes the world to its state file now (no-op without `state`). */
  saveState(): Promise<void>
  close(): Promise<void>
}

export async function startSimulator(options: SimulatorOptions = {}): Promise<Simulator> {
  const config = resolveConfig(options)
  const context = new SimContext(config)
  const persistence = options.state ? await WorldPersistence.open(context, options.state) : undefined
  const host = options.host ?? '127.0.0.1'
  const controlToken = options.controlToken ?? newControlToken()
  if (controlToken.length < 16) throw new Error('the control token must be at least 16 characters')
  const app = buildApp(
    context,
    options.control === false ? { control: false } : { control: true, controlToken },
  )
  if (persistence !== undefined) {
    app.addHook('onResponse', async (request) => {
      if (request.method !== 'GET' && !request.url.startsWith('/__sim')) persistence.saveSoon()
    })
  }
  await app.listen({ port: options.port ?? 0, host })
  const address = app.server.address() as AddressInfo
  const urlHost = address.family === 'IPv6' ? `[${address.address}]` : address.address
  const url = `http://${urlHost}:${address.port}`
  const forgetToken = registerControlToken(url, controlToken)
  // Keep the market stepping while nobody asks, so a late request does not pay for a long catch-up.
  const timer = setInterval(() => context.world.sync(), 250)
  timer.unref()
  let closed: Promise<void> | undefined
  return {
    url,
    port: address.port,
    host,
    seed: config.seed,
    controlToken,
    context,
    saveState: async () => persistence?.save(),
    close: () => {
      closed ??= (async () => {
        clearInterval(timer)
        forgetToken()
        // Saved first, in case the process is killed while the server waits for its connections;
        // then once more after it stopped, so no request changed the world behind the last write.
        await persistence?.save()
        await app.close()
        await persistence?.close()
      })()
      return closed
    },
  }
}
