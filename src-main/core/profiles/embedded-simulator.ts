import { startSimulator } from '../../../src-sim/server'
import { demoProfile, type Profile } from './profile'

export interface EmbeddedSimulator {
  profile: Profile
  url: string
  close(): Promise<void>
}

/**
 * The demo profile: a simulator of the whole interface on 127.0.0.1 with a free port, so a first
 * launch shows a live board with no key and no set-up.
 */
export async function startEmbeddedSimulator(seed?: number): Promise<EmbeddedSimulator> {
  const sim = await startSimulator({ port: 0, host: '127.0.0.1', ...(seed === undefined ? {} : { seed }) })
  return {
    url: sim.url,
    profile: demoProfile(sim.url),
    close: () => sim.close(),
  }
}
