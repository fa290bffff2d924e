import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startSimulator, type Simulator } from '../../../src-sim/server'
import { startFaultProxy, type FaultProxy } from './fault-proxy'
import type { ManualClock } from './manual-clock'

export interface RestartWorld {
  readonly sim: Simulator
  /** The gateway the cores call through, so a test can lose an answer by construction. */
  readonly proxy: FaultProxy
  /** The followed outcomes' file in a data folder of its own, which each new core finds again. */
  readonly file: string
  close(): Promise<void>
}

/**
 * What the restart tests share: a simulator on the test's ManualClock (its `wallNow`, so the
 * broker's clock moves with it) behind the fault proxy, and a fresh data folder.
 */
export async function startRestartWorld(options: {
  seed: number
  clock: ManualClock
  folderPrefix: string
}): Promise<RestartWorld> {
  const { seed, clock } = options
  const dir = await mkdtemp(join(tmpdir(), options.folderPrefix))
  const sim = await startSimulator({ seed, speed: 1, startTime: clock.now(), wallNow: clock.now })
  const proxy = await startFaultProxy({ target: sim.url, clock })
  return {
    sim,
    proxy,
    file: join(dir, 'followed-outcomes.json'),
    async close() {
      await proxy.close()
      await sim.close()
      // A write the store queued can still land as the folder goes: rm tries again (ENOTEMPTY).
      await rm(dir, { recursive: true, force: true, maxRetries: 5 })
    },
  }
}
