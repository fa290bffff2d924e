import { startEmbeddedSimulator, type EmbeddedSimulator } from '../profiles/embedded-simulator'
import { createSettingsStore, type SettingsNotice, type SettingsStore } from '../settings/settings-store'
import { createCore, type Core } from './create-core'

export interface Workstation {
  core: Core
  simulator: EmbeddedSimulator
  settings: SettingsStore
  close(): Promise<void>
}

/** What both shells do at start: the demo profile's simulator, then the core on top of it. */
export async function startWorkstation(options: {
  shell: 'electron' | 'web'
  version: string
  seed?: number
  /** Settings and vault folder: Electron's userData, or defaultDataDir() in the web shell. */
  dataDir: string
  log?: (line: string) => void
}): Promise<Workstation> {
  const notices: SettingsNotice[] = []
  const settings = createSettingsStore({ cwd: options.dataDir, onNotice: (n) => notices.push(n) })
  for (const notice of notices) options.log?.(`settings: ${notice.message}`)
  const simulator = await startEmbeddedSimulator(options.seed)
  const core = createCore({
    shell: options.shell,
    version: options.version,
    profile: simulator.profile,
    credentials: async () => simulator.credentials,
    accounts: simulator.accounts,
    simulatorUrl: simulator.url,
    settings,
    notices: notices.map((n) => ({ kind: n.kind, message: n.message })),
    ...(options.log ? { log: options.log } : {}),
  })
  return {
    core,
    simulator,
    settings,
    async close() {
      core.close()
      await simulator.close()
    },
  }
}
