/**
 * The user's settings: live profiles, the active profile, saved window layouts, watchlists and UI
 * preferences, in `<cwd>/settings.json`.
 *
 * Decisions, and why:
 * - conf in the core, electron-store in the Electron shell (settings-file.ts): the core runs in plain
 *   Node (web shell, tests), where importing electron-store starts Electron's binary download and
 *   throws, so the shell hands its electron-store in as `openFile`. The shell passes
 *   `app.getPath('userData')` as `cwd`; tests pass a temp dir. Both write atomically (`atomically`).
 * - zod is the one schema (settings-document.ts, pieces shared in src-shared/schemas/settings.ts), not
 *   conf's ajv `schema`: the renderer validates edits with the same zod schemas, and two schemas would
 *   drift. Every setter validates the whole next document before anything is written; a rejected change
 *   throws SettingsValidationError and leaves memory and disk as they were.
 * - One format so far, keyed by the document's own `version` (read-settings-file.ts), not conf's
 *   semver-keyed `migrations`, which also run on a brand-new empty store. A file of another version is
 *   moved aside like a damaged one.
 * - Not conf's `clearInvalidConfig`: it silently empties a bad file and the next write destroys it. A
 *   file that cannot be read, is not JSON, does not fit the schema, or comes from a newer version is
 *   moved aside to `settings.json.corrupt-<timestamp>` (kept), the store starts from defaults, and
 *   `onNotice` is called once so the UI can tell the user where the old file went. Nothing here throws
 *   at start-up. If even the move fails, the store runs in memory for the session (`persistent` false)
 *   and never overwrites the file it could not read.
 * - The document is read once and kept in memory; getters return copies so no caller can change it
 *   behind the schema's back. The core is the file's only writer, so there is nothing to watch.
 * - No secrets here, ever: the file is plain JSON. Keys live in the credential vault (../vault).
 * - The demo profile is not stored: its URL is the embedded simulator's free port, new every launch.
 *   Removing a live profile does not touch the vault; the caller clears that profile's credentials.
 */
import { join } from 'node:path'
import { alertsSectionSchema, type AlertsSection } from '../../../src-shared/schemas/alerts'
import { stopsSectionSchema, type StopsSection } from '../../../src-shared/bridge/areas/stops'
import type { z } from 'zod'
import {
  DEMO_PROFILE_ID,
  liveProfileSchema,
  uiSettingsSchema,
  watchlistSchema,
  windowLayoutSchema,
  type LiveProfile,
  type UiSettings,
  type Watchlist,
  type WindowLayout,
} from '../../../src-shared/schemas/settings'
import { savedScreenSchema, type SavedScreen } from '../../../src-shared/schemas/research/screen'
import { tradingLimitsSchema, type TradingLimits } from '../../../src-shared/bridge/areas/orders-guards'
import {
  chartLayoutSchema,
  symbolDrawingsSchema,
  type ChartLayout,
  type Drawing,
  type SymbolDrawings,
} from '../../../src-shared/schemas/chart-settings'
import type { Profile } from './profile'
import { moveAside } from './move-aside'
import { readSettingsFile } from './read-settings-file'
import { defaultSettings, settingsDocumentSchema, type SettingsDocument } from './settings-document'
import { SettingsValidationError } from './settings-error'
import { confSettingsFile, type OpenSettingsFile } from './settings-file'
import { systemClock, type Clock } from '../clock/clock'

export const SETTINGS_FILE_NAME = 'settings.json'

export interface SettingsNotice {
  kind: 'settings-reset'
  /** What happened, for the user. */
  message: string
  /** Where the old file was moved; null when it could not be moved (settings then last this session only). */
  backupPath: string | null
}

export interface SettingsStoreOptions {
  /** Directory of settings.json: Electron's userData in the shell, a temp dir in tests. */
  cwd: string
  /** Called at most once, during creation, when the stored settings had to be reset. */
  onNotice: (notice: SettingsNotice) => void
  /** Clock for the backup's file name. */
  /** The core's clock: names the copy of a file moved aside. */
  clock?: Pick<Clock, 'now'>
  /** How the file is written: conf (the default) or the Electron shell's electron-store. */
  openFile?: OpenSettingsFile
}

export interface SettingsStore {
  readonly path: string
  /** False when settings could not be saved to disk; changes then last for this session only. */
  readonly persistent: boolean
  /** A copy of the whole document. */
  getDocument(): SettingsDocument

  getProfiles(): LiveProfile[]
  getProfile(id: string): LiveProfile | undefined
  /** Adds the live profile, or replaces the one with the same id. */
  saveProfile(profile: LiveProfile): LiveProfile
  /** Removes a live profile; if it was active, the demo profile becomes active. */
  removeProfile(id: string): void
  getActiveProfileId(): string
  /** 'demo' or the id of a stored live profile. */
  setActiveProfileId(id: string): void
  /** The active profile; the demo profile when demo is active or the stored id no longer exists. */
  resolveActiveProfile(demo: Profile): Profile

  getWindows(): WindowLayout[]
  setWindows(windows: readonly WindowLayout[]): void
  /** Windows, watchlists, screens and UI at once (a workspace import): all written, or nothing. */
  replaceWorkspace(part: Pick<SettingsDocument, 'windows' | 'watchlists' | 'screens' | 'ui'>): void
  saveWindow(window: WindowLayout): void
  removeWindow(id: string): void

  getWatchlists(): Watchlist[]
  saveWatchlist(watchlist: Watchlist): Watchlist
  removeWatchlist(id: string): void

  getUi(): UiSettings
  setUi(patch: Partial<UiSettings>): UiSettings

  getScreens(): SavedScreen[]
  saveScreen(screen: SavedScreen): SavedScreen
  removeScreen(id: string): void

  getChartLayout(id: string): ChartLayout | null
  saveChartLayout(layout: ChartLayout): void
  getDrawings(symbol: string): Drawing[]
  saveDrawings(entry: SymbolDrawings): void

  /** Price alerts, their history and sound setting (core/alerts is their one writer). */
  getAlerts(): AlertsSection
  saveAlerts(section: AlertsSection): void

  /** Stop orders held by the app (core/stops is their one writer; written to disk before it returns). */
  getStops(): StopsSection
  saveStops(section: StopsSection): void

  /** This installation's device id, made by `create` the first time and kept from then on. */
  deviceId(create: () => string): string

  /** The order guards' limits; only core/orders/guards changes them, after its own checks. */
  getTradingLimits(): TradingLimits
  setTradingLimits(limits: TradingLimits): TradingLimits
}

/** How the document reaches the disk: conf normally, nowhere when the file could not be handled. */
type Persist = (document: SettingsDocument) => void

export function createSettingsStore(options: SettingsStoreOptions): SettingsStore {
  const path = join(options.cwd, SETTINGS_FILE_NAME)
  const clock = options.clock ?? systemClock
  const now = () => new Date(clock.now())

  let document = defaultSettings()
  let notice: SettingsNotice | null = null
  let fileIsSafeToReplace = true

  const outcome = readSettingsFile(path)
  if (outcome.kind === 'ok') {
    document = outcome.document
  } else if (outcome.kind === 'unusable') {
    try {
      const backupPath = moveAside(path, now())
      notice = {
        kind: 'settings-reset',
        message: `Your settings could not be used (${outcome.reason}), so they were reset to defaults. The old file was kept at ${backupPath}.`,
        backupPath,
      }
    } catch (error) {
      fileIsSafeToReplace = false
      notice = {
        kind: 'settings-reset',
        message: `Your settings could not be used (${outcome.reason}) and could not be moved aside (${errorText(error)}). Defaults are in use, and changes will last for this session only.`,
        backupPath: null,
      }
    }
  }

  let persist: Persist | null = null
  if (fileIsSafeToReplace) {
    try {
      persist = filePersist(options.cwd, options.openFile ?? confSettingsFile)
    } catch (error) {
      notice ??= {
        kind: 'settings-reset',
        message: `Your settings file could not be opened (${errorText(error)}). Defaults are in use, and changes will last for this session only.`,
        backupPath: null,
      }
    }
  }

  if (notice !== null) options.onNotice(notice)

  /** Validates the whole next document, writes it, and only then makes it current. */
  function commit(next: SettingsDocument): void {
    const parsed = settingsDocumentSchema.safeParse(next)
    if (!parsed.success) throw SettingsValidationError.fromZod('settings', parsed.error)
    persist?.(parsed.data)
    document = parsed.data
  }

  /** Validates one item with its own schema first, so the error names the item, not its index. */
  function check<S extends z.ZodType>(what: string, schema: S, value: unknown): z.output<S> {
    const parsed = schema.safeParse(value)
    if (!parsed.success) throw SettingsValidationError.fromZod(what, parsed.error)
    return parsed.data
  }

  const upsert = <T extends { id: string }>(list: readonly T[], item: T): T[] =>
    list.some((x) => x.id === item.id) ? list.map((x) => (x.id === item.id ? item : x)) : [...list, item]

  return {
    path,
    persistent: persist !== null,
    getDocument: () => structuredClone(document),

    getProfiles: () => structuredClone(document.profiles),
    getProfile: (id) => structuredClone(document.profiles.find((p) => p.id === id)),
    saveProfile(profile) {
      const valid = check('profile', liveProfileSchema, profile)
      commit({ ...document, profiles: upsert(document.profiles, valid) })
      return structuredClone(valid)
    },
    removeProfile(id) {
      commit({
        ...document,
        profiles: document.profiles.filter((p) => p.id !== id),
        activeProfileId: document.activeProfileId === id ? DEMO_PROFILE_ID : document.activeProfileId,
      })
    },
    getActiveProfileId: () => document.activeProfileId,
    setActiveProfileId(id) {
      if (id !== DEMO_PROFILE_ID && !document.profiles.some((p) => p.id === id)) {
        throw new SettingsValidationError('active profile', [
          { path: 'activeProfileId', message: `no profile has the id "${id}"` },
        ])
      }
      commit({ ...document, activeProfileId: id })
    },
    resolveActiveProfile(demo) {
      const live = document.profiles.find((p) => p.id === document.activeProfileId)
      return live === undefined ? demo : structuredClone(live)
    },

    getWindows: () => structuredClone(document.windows),
    replaceWorkspace(part) {
      commit({ ...document, ...part })
    },
    setWindows(windows) {
      const valid = windows.map((w) => check('window layout', windowLayoutSchema, w))
      commit({ ...document, windows: valid })
    },
    saveWindow(window) {
      const valid = check('window layout', windowLayoutSchema, window)
      commit({ ...document, windows: upsert(document.windows, valid) })
    },
    removeWindow(id) {
      commit({ ...document, windows: document.windows.filter((w) => w.id !== id) })
    },

    getWatchlists: () => structuredClone(document.watchlists),
    saveWatchlist(watchlist) {
      const valid = check('watchlist', watchlistSchema, watchlist)
      commit({ ...document, watchlists: upsert(document.watchlists, valid) })
      return structuredClone(valid)
    },
    removeWatchlist(id) {
      // Windows showing it keep their layout; the board says the watchlist is gone.
      commit({ ...document, watchlists: document.watchlists.filter((w) => w.id !== id) })
    },

    // Deep copies: `shortcuts` is an object that a caller must not change behind the schema's back.
    getUi: () => structuredClone(document.ui),
    setUi(patch) {
      const ui = check('UI settings', uiSettingsSchema, { ...document.ui, ...patch })
      commit({ ...document, ui })
      return structuredClone(ui)
    },
    getScreens: () => structuredClone(document.screens),
    saveScreen(screen) {
      const valid = check('screen', savedScreenSchema, screen)
      commit({ ...document, screens: upsert(document.screens, valid) })
      return structuredClone(valid)
    },
    removeScreen(id) {
      commit({ ...document, screens: document.screens.filter((s) => s.id !== id) })
    },
    getChartLayout: (id) => structuredClone(document.charts.find((c) => c.id === id) ?? null),
    saveChartLayout(layout) {
      const valid = check('chart layout', chartLayoutSchema, layout)
      commit({ ...document, charts: upsert(document.charts, valid) })
    },
    getDrawings: (symbol) =>
      structuredClone(document.drawings.find((d) => d.symbol === symbol)?.drawings ?? []),
    saveDrawings(entry) {
      const valid = check('drawings', symbolDrawingsSchema, entry)
      const others = document.drawings.filter((d) => d.symbol !== valid.symbol)
      // A symbol whose last line was removed leaves no empty entry behind.
      commit({ ...document, drawings: valid.drawings.length === 0 ? others : [...others, valid] })
    },
    getAlerts: () => structuredClone(document.alerts),
    saveAlerts(section) {
      const valid = check('alerts', alertsSectionSchema, section)
      commit({ ...document, alerts: valid })
    },
    getStops: () => structuredClone(document.stops),
    saveStops(section) {
      const valid = check('stops', stopsSectionSchema, section)
      commit({ ...document, stops: valid })
    },
    deviceId(create) {
      if (document.deviceId !== undefined) return document.deviceId
      const deviceId = create()
      commit({ ...document, deviceId })
      return deviceId
    },
    getTradingLimits: () => ({ ...document.tradingLimits }),
    setTradingLimits(limits) {
      const valid = check('trading limits', tradingLimitsSchema, limits)
      commit({ ...document, tradingLimits: valid })
      return { ...valid }
    },
  }
}

function filePersist(cwd: string, openFile: OpenSettingsFile): Persist {
  const file = openFile({
    cwd,
    configName: 'settings',
    // Not secret, but it names the user's brokers and layouts: nobody else needs to read it.
    configFileMode: 0o600,
    // Keys are whole sections, never dot paths: a watchlist id must not be read as a path.
    accessPropertiesByDotNotation: false,
  })
  return (document) => {
    file.store = document
  }
}

function errorText(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | null)?.code
  return code ?? (error instanceof Error ? error.message : String(error))
}
