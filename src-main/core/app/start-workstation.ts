import { startEmbeddedSimulator, type EmbeddedSimulator } from '../profiles/embedded-simulator'
import { createCore, type Core } from './create-core'

export interface Workstation {
  core: Core
  simulator: EmbeddedSimulator
  close(): Promise<void>
}

/** What both shells do at start: the demo profile's simulator, then the core on top of it. */
export async function startWorkstation(options: {
  shell: 'electron' | 'web'
  version: string
  seed?: number
  log?: (line: string) => void
}): Promise<Workstation> {
  const simulator = await startEmbeddedSimulator(options.seed)
  const core = createCore({
    shell: options.shell,
    version: options.version,
    profile: simulator.profile,
    credentials: async () => simulator.credentials,
    simulatorUrl: simulator.url,
    ...(options.log ? { log: options.log } : {}),
  })
  return {
    core,
    simulator,
    async close() {
      core.close()
      await simulator.close()
    },
  }
}
