import { startSimulator, type Simulator } from '../../../src-sim/server'
import { TokenManager } from '../auth/token-manager'
import { createHttpClient } from '../http/http-client'
import type { TradingAccounts } from '../profiles/profile'
import type { Clock } from '../clock/clock'
import { scaledClock } from '../clock/scaled-clock'
import { controlHeaders, SIM_CONTROL_HEADER } from '../../../src-sim/kit/control/control-client'

/**
 * Test support for the account and order services: a simulator whose clock is frozen at the real
 * time (tokens carry the simulator's time and the token manager compares it with ours; a frozen
 * market never matches an order behind a test's back), and a token manager on its demo key.
 */
export async function startFrozenNow(seed: number): Promise<Simulator> {
  return startSimulator({ seed, speed: 0, startTime: Date.now() })
}

export async function control<T>(sim: Simulator, path: string, body?: object, method?: string): Promise<T> {
  return controlAt<T>({ url: sim.url }, path, body, method)
}

/**
 * The control API of a simulator known by its address only (one started as its own process);
 * `token` is its per-launch control token, sent in `X-Sim-Control-Token` when given.
 */
export async function controlAt<T>(
  sim: { url: string; controlToken?: string },
  path: string,
  body?: object,
  method?: string,
): Promise<T> {
  const headers: Record<string, string> = {
    ...(body ? { 'content-type': 'application/json' } : {}),
    ...(sim.controlToken === undefined
      ? controlHeaders(sim.url)
      : { [SIM_CONTROL_HEADER]: sim.controlToken }),
  }
  const response = await fetch(`${sim.url}/__sim${path}`, {
    method: method ?? (body ? 'POST' : 'GET'),
    headers,
    ...(body ? { body: JSON.stringify(body) } : {}),
  })
  if (!response.ok) throw new Error(`control ${path}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

export interface DemoKit {
  accounts: TradingAccounts
  apiKey: string
  pin: string
  tokens: TokenManager
}

export async function demoKit(sim: Simulator): Promise<DemoKit> {
  const demo = await control<{
    apiKey: string
    apiSecret: string
    custodyCode: string
    accounts: { normal: string; margin: string; derivative: string }
    pin: string
  }>(sim, '/demo')
  const tokens = new TokenManager({
    http: createHttpClient({ baseUrl: sim.url }),
    credentials: async () => ({ apiKey: demo.apiKey, apiSecret: demo.apiSecret }),
    approvalPollMs: 100,
  })
  await tokens.start()
  return {
    accounts: { custodyCode: demo.custodyCode, ...demo.accounts },
    apiKey: demo.apiKey,
    pin: demo.pin,
    tokens,
  }
}

/** SMS OTP read from the simulator's outbox, as a trader reads it from the phone. */
export async function becomeTrading(sim: Simulator, kit: DemoKit): Promise<void> {
  await kit.tokens.requestTrading()
  const outbox = await control<{ apiKey: string; code: string }[]>(sim, '/outbox')
  const code = outbox.filter((m) => m.apiKey === kit.apiKey).at(-1)?.code
  if (code === undefined) throw new Error('no OTP in the outbox')
  const status = await kit.tokens.submitOtp(code)
  if (status.token.state !== 'trading') throw new Error(`no trading token: ${JSON.stringify(status)}`)
}

/**
 * How long `vi.waitUntil` waits on the simulator over real sockets: its default (1 s) is shorter than a
 * busy two-core machine needs for a poll cycle and a token round trip.
 */
export const simWait = { timeout: 10_000, interval: 20 } as const

export interface RequestCounts {
  /** `METHOD /route/:pattern` → requests that reached the route. */
  routes: Record<string, number>
  /** Order id → cancel requests that named it. */
  cancels: Record<string, number>
  /** Every brokerage request that arrived, refused by a fault or not. */
  arrivals: number
  /** The same, by `METHOD /route/:pattern`. */
  arrivalRoutes: Record<string, number>
}

/** What the simulator's brokerage routes handled, to prove a write was sent once. */
export function requestCounts(sim: Simulator): Promise<RequestCounts> {
  return control<RequestCounts>(sim, '/requests')
}

/**
 * The simulator's clock as the core's `Clock`, for a simulator started with `speed` > 1 and `clock:
 * 'real'`: times are the simulator's, waits are divided by the speed, so a simulated minute of
 * polling takes a few real seconds and every time a test reads is the broker's.
 */
export function simClock(sim: Simulator, speed: number): Clock {
  return scaledClock(() => sim.context.world.clock.now(), speed)
}
