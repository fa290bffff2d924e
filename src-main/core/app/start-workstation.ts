import { join } from 'node:path'
import type { AppEvent } from '../../../src-shared/bridge/contract'
import { DEMO_PROFILE_ID } from '../../../src-shared/schemas/settings'
import type { CallHandlers, Router, StreamHandlers } from '../bridge/router'
import { UpdateHolds } from './update-holds'
import { workspaceFileHandlers } from '../workspace/workspace-file'
import { MenuCommandBus } from './menu-commands'
import { profileHandlers } from '../profiles/profile-handlers'
import { startEmbeddedSimulator, type EmbeddedSimulator } from '../profiles/embedded-simulator'
import type { Profile } from '../profiles/profile'
import type { OpenSettingsFile } from '../settings/settings-file'
import { createSettingsStore, type SettingsStore } from '../settings/settings-store'
import { fileKeyCipher } from '../vault/file-key-cipher'
import type { SecretCipher } from '../vault/secret-cipher'
import { openVault, type Vault } from '../vault/vault'
import { vaultSessionStore } from '../auth/vault-session-store'
import type { WindowHost } from '../workspace/workspace-service'
import { createCore, type Core, type CoreOptions } from './create-core'
import { CoreError } from '../errors/to-bridge-error'
import { bridgeError } from '../../../src-shared/bridge/errors'
import { silentLogger, type Logger } from '../logging/logger'
import { systemClock, type Clock } from '../clock/clock'
import { OrderCounters } from '../orders/guards/order-counters'
import { fileCounterStore } from '../orders/guards/counter-store'
import { noPersonCheck, type PersonCheck } from '../orders/guards/person-check'
import { pinPersonCheck } from '../orders/guards/pin-person-check'
import { filePinLockStore } from '../orders/guards/pin-lock-store'
import { supportHandlers } from '../support/support-handlers'

export interface Workstation {
  /** Stable across profile switches: it always serves the active profile's core. */
  router: Router
  readonly core: Core
  readonly profile: Profile
  simulator: EmbeddedSimulator
  settings: SettingsStore
  vault: Vault
  activate(profileId: string): Promise<void>
  /** How the shell opens board windows; kept across profile switches (each new core gets it). */
  setWindowHost(host: WindowHost | null): void
  /** The native menu's commands to one window (see menu-commands.ts). */
  menuCommands: MenuCommandBus
  /** Windows that hold back the update offer (see update-holds.ts). */
  updateHolds: UpdateHolds
  /**
   * Web shell: the one-time code that sets the first trading PIN or resets a forgotten one, for the
   * shell to print in its own terminal (never over the bridge); null in Electron.
   */
  pinSetupCode(): string | null
  /** Web shell: a new setup code once one was spent (the shell prints it); never called in Electron. */
  onPinSetupCode(listener: (code: string) => void): () => void
  close(): Promise<void>
}

export interface WorkstationOptions {
  shell: 'electron' | 'web'
  version: string
  seed?: number
  /** Settings and vault folder: Electron's userData, or defaultDataDir() in the web shell. */
  dataDir: string
  /** safeStorage in Electron; a key file beside the vault elsewhere (see file-key-cipher.ts). */
  cipher?: SecretCipher
  /** electron-store in Electron; conf elsewhere (see settings-file.ts). */
  settingsFile?: OpenSettingsFile
  /** Where the core logs (credentials redacted, see core/logging); silent by default. */
  logger?: Logger
  /** The one clock of the core (see core/clock); this machine's unless a test drives it. */
  clock?: Clock
  /**
   * How the core asks the person before a guard is loosened or a large order sent: the Electron
   * shell's native dialog; by default the trading PIN in the web shell, and nothing otherwise.
   */
  person?: PersonCheck
  /** Electron's crashDumps folder, for "Report a problem"; none in the web shell. */
  crashDumpsDir?: string
  /** Shows a folder to the user (Electron's shell.openPath); the web shell cannot. */
  openFolder?: (path: string) => Promise<boolean>
}

/**
 * What both shells start: settings, vault, the embedded simulator (the demo profile), and the core
 * of the active profile. Switching profile builds a new core and tells every window to reload.
 */
export async function startWorkstation(options: WorkstationOptions): Promise<Workstation> {
  const logger = options.logger ?? silentLogger
  const clock = options.clock ?? systemClock
  const notices: { kind: string; message: string }[] = []
  const settings = createSettingsStore({
    cwd: options.dataDir,
    clock,
    onNotice: (n) => notices.push(n),
    ...(options.settingsFile ? { openFile: options.settingsFile } : {}),
  })
  const vaultDir = join(options.dataDir, 'vault')
  const vault = await openVault({
    dir: vaultDir,
    clock,
    cipher: options.cipher ?? fileKeyCipher({ dir: vaultDir }),
    onNotice: (n) => notices.push(n),
    log: (entry) => logger.info(`vault: ${entry.event}`, entry.detail ? { detail: entry.detail } : {}),
  })
  // The demo world (accounts, orders) is kept beside the settings; see docs/simulator.md.
  const simulator = await startEmbeddedSimulator(options.seed, {
    file: join(options.dataDir, DEMO_WORLD_FILE),
    onNotice: (n) => notices.push(n),
  })
  for (const notice of notices) logger.warn(notice.message, { notice: notice.kind })

  // The active core's broker clock once there is one (the counters are built before the first core).
  let brokerNow = (): number => clock.now()
  // One person and one count of what was sent, whatever the profile: a switch resets no cap, and
  // a restart within the same Vietnam day (on the active broker's clock) does not either.
  const guards = {
    person:
      options.person ??
      (options.shell === 'web'
        ? pinPersonCheck({
            vault,
            clock,
            lockStore: filePinLockStore({
              file: join(options.dataDir, PIN_LOCK_FILE),
              now: () => clock.now(),
            }),
          })
        : noPersonCheck),
    counters: new OrderCounters(clock, {
      store: fileCounterStore({ file: join(options.dataDir, COUNTERS_FILE), now: () => clock.now() }),
      dayNow: () => brokerNow(),
    }),
  }

  const listeners = new Set<(event: AppEvent) => void>()
  const events = {
    subscribe(listener: (event: AppEvent) => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }

  const menuCommands = new MenuCommandBus()
  const updateHolds = new UpdateHolds()

  const build = (profileId: string): { core: Core; profile: Profile } => {
    const profile = settings.resolveActiveProfile(simulator.profile)
    const live = profile.kind === 'live' ? settings.getProfile(profile.id) : undefined
    const core = createCore({
      shell: options.shell,
      version: options.version,
      profile,
      credentials: async () => (live ? vault.getCredentials(live.id) : simulator.credentials),
      accounts: live ? live.accounts : simulator.accounts,
      simulatorUrl: profile.kind === 'demo' ? simulator.url : null,
      settings,
      notices,
      logger,
      clock,
      guards,
      // Unknown outcomes outlive a restart of the core: the broker may still take the order.
      followedFile: join(options.dataDir, FOLLOWED_FILE),
      host: withDemoReset(
        withSupport(
          profileHandlers({
            settings,
            vault,
            demo: simulator.profile,
            demoAccess: { credentials: simulator.credentials, accounts: simulator.accounts },
            activate,
            events,
          }),
          supportHandlers({
            shell: options.shell,
            version: options.version,
            dataDir: options.dataDir,
            crashDumpsDir: options.crashDumpsDir ?? null,
            settings,
            clock,
            ...(options.openFolder ? { openFolder: options.openFolder } : {}),
          }),
          menuCommands,
          updateHolds,
          settings,
          clock,
        ),
        {
          isDemo: profile.kind === 'demo',
          clock,
          reset: async () => {
            await simulator.reset()
            logger.info('demo world reset')
          },
        },
      ),
      // The embedded simulator's sessions die with it: only a live profile's is kept across runs.
      ...(live ? { secondFactorStore: vaultSessionStore(vault, live.id) } : {}),
    })
    logger.info('profile active', {
      profile: profile.id,
      kind: profile.kind,
      ...(profileId === profile.id ? {} : { fellBackFrom: profileId }),
    })
    return { core, profile }
  }

  let windowHost: WindowHost | null = null
  let current = build(settings.getActiveProfileId())
  brokerNow = () => current.core.brokerNow()

  async function activate(profileId: string): Promise<void> {
    settings.setActiveProfileId(profileId)
    const previous = current
    current = build(profileId)
    current.core.workspace.setWindowHost(windowHost)
    previous.core.close()
    for (const listener of listeners) listener({ type: 'profile-changed', profileId: current.profile.id })
  }

  return {
    router: {
      call: (name, input, ctx, signal) => current.core.router.call(name, input, ctx, signal),
      subscribe: (name, params, emit, ctx) => current.core.router.subscribe(name, params, emit, ctx),
    },
    get core() {
      return current.core
    },
    get profile() {
      return current.profile
    },
    simulator,
    settings,
    vault,
    activate,
    menuCommands,
    updateHolds,
    pinSetupCode: () => guards.person.setupCode?.() ?? null,
    onPinSetupCode: (listener) => guards.person.onSetupCode?.(listener) ?? (() => undefined),
    setWindowHost(host) {
      windowHost = host
      current.core.workspace.setWindowHost(host)
    },
    async close() {
      current.core.close()
      listeners.clear()
      await Promise.all([simulator.close(), guards.counters.flushed()])
    },
  }
}

export { DEMO_PROFILE_ID }

/** The file in the data folder that keeps the demo world between runs. */
export const DEMO_WORLD_FILE = 'demo-world.json'
/** The unknown order outcomes the core follows, kept across its restarts (by broker address). */
const FOLLOWED_FILE = 'followed-outcomes.json'
/** What the order guards counted today (value, last minute), kept across restarts of the shell. */
const COUNTERS_FILE = 'order-counters.json'
/** The trading PIN's wrong tries and lock (web shell): a restart gives no fresh tries. */
const PIN_LOCK_FILE = 'pin-lock.json'

/**
 * "Reset the demo": the embedded simulator's world back to the seed's, in the demo profile only. The
 * core stays: its tokens are refused by the new world and renewed by themselves, as after a broker
 * restart, and every window reads the fresh accounts at its next poll.
 */
function withSupport(
  host: ReturnType<typeof profileHandlers>,
  support: ReturnType<typeof supportHandlers>,
  menuCommands: MenuCommandBus,
  updateHolds: UpdateHolds,
  settings: SettingsStore,
  clock: Pick<Clock, 'now'>,
) {
  return {
    streams: {
      ...host.streams,
      'app.menuCommands': ((_params, emit, ctx) =>
        menuCommands.subscribe(ctx.clientId, emit)) satisfies StreamHandlers['app.menuCommands'],
    },
    calls: {
      ...host.calls,
      ...support,
      ...workspaceFileHandlers(settings, clock),
      'app.holdUpdates': (({ held }, ctx) => {
        updateHolds.set(ctx.clientId, held)
        return {}
      }) satisfies CallHandlers['app.holdUpdates'],
    },
  }
}

function withDemoReset(
  host: ReturnType<typeof withSupport>,
  demo: { isDemo: boolean; clock: Pick<Clock, 'now'>; reset: () => Promise<void> },
): CoreOptions['host'] {
  return {
    streams: host.streams,
    calls: {
      ...host.calls,
      'app.resetDemo': async () => {
        if (!demo.isDemo) {
          throw new CoreError(
            bridgeError('validation', 'demo-only', 'Only the Demo profile has a demo world to reset.'),
          )
        }
        await demo.reset()
        return { at: demo.clock.now() }
      },
    },
  }
}
