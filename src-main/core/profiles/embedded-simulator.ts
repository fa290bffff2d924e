import { demoIdentity } from '../../../src-sim/state/accounts/demo-identity'
import { controlHeaders, SIM_CONTROL_ENV } from '../../../src-sim/kit/control/control-client'
import { startSimulator, type Simulator } from '../../../src-sim/server'
import type { WorldStateOptions } from '../../../src-sim/state/persistence/world-persistence'
import type { ApiCredentials } from '../auth/token-manager'
import { demoProfile, type Profile, type TradingAccounts } from './profile'

export interface EmbeddedSimulator {
  profile: Profile
  url: string
  /** The simulator's demo key: the demo profile needs no set-up, so its key is not in the vault. */
  credentials: ApiCredentials
  accounts: TradingAccounts
  /** The simulator itself, for benchmarks and tests that watch its market in-process. */
  sim: Simulator
  /** Back to the seed's fresh world, its file rewritten: the palette's "reset the demo". */
  reset(): Promise<void>
  close(): Promise<void>
}

const tierOf = { Free: 'free', Pro: 'pro', Enterprise: 'enterprise' } as const

/**
 * The demo profile: a simulator of the whole interface on 127.0.0.1 with a free port, so a first
 * launch shows a live board with no key and no set-up.
 */
export async function startEmbeddedSimulator(
  seed?: number,
  /** Where the demo world is kept across runs (the app's data folder); without it, fresh each run. */
  state?: WorldStateOptions,
): Promise<EmbeddedSimulator> {
  // The control token is this process's own, unless a test that drives the app from outside chose it.
  const controlToken = process.env[SIM_CONTROL_ENV]
  const sim = await startSimulator({
    port: 0,
    host: '127.0.0.1',
    ...(seed === undefined ? {} : { seed }),
    ...(controlToken ? { controlToken } : {}),
    ...(state === undefined ? {} : { state }),
  })
  const key = sim.context.world.keys.demo
  return {
    url: sim.url,
    profile: { ...demoProfile(sim.url), tier: tierOf[key.tier] },
    credentials: { apiKey: key.apiKey, apiSecret: key.apiSecret },
    accounts: { custodyCode: demoIdentity.custodyCode, ...demoIdentity.accounts },
    sim,
    reset: async () => {
      sim.context.reset()
      await sim.saveState()
    },
    close: () => sim.close(),
  }
}

/**
 * What a call to the embedded simulator's control API (`/__sim`) must carry: its per-launch token.
 * The core reaches src-sim only through this file, so the phone and market-session services ask here.
 */
export function simulatorControlHeaders(simulatorUrl: string): Record<string, string> {
  return controlHeaders(simulatorUrl)
}
