/** Once a day while the app stays open (a trader's app is open all day, every day). */
export const UPDATE_CHECK_EVERY_MS = 24 * 60 * 60 * 1000

export type UpdateState =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'none' }
  | { kind: 'available'; version: string }
  | { kind: 'downloaded'; version: string }
  | { kind: 'error'; message: string }

/**
 * The part of electron-updater's `AppUpdater` this module uses (its `autoUpdater` in the app; a
 * real `DebUpdater` on a local feed in the test). Structural, so the shell never names a platform.
 */
export interface UpdaterLike {
  autoDownload: boolean
  autoInstallOnAppQuit: boolean
  on(event: 'checking-for-update' | 'update-not-available', listener: () => void): unknown
  on(event: 'update-available' | 'update-downloaded', listener: (info: { version: string }) => void): unknown
  on(event: 'error', listener: (error: Error) => void): unknown
  checkForUpdates(): Promise<{ downloadPromise?: Promise<unknown> | null } | null>
  quitAndInstall(isSilent?: boolean, isForceRunAfter?: boolean): void
  setFeedURL(options: { provider: 'generic'; url: string }): void
}

export interface UpdatesOptions {
  updater: UpdaterLike
  /** The generic feed (HTTPS) that replaces the one built in (build/electron-builder.yml `publish`). */
  feedUrl?: string
  /** True while an order ticket, a cancel dialog or the second-factor dialog is open in any window. */
  isHeld: () => boolean
  /** "Restart to update?" — true when the user says restart now. */
  offerRestart: (version: string) => Promise<boolean>
  log: (line: string) => void
  every?: (run: () => void, ms: number) => { unref?: () => void }
}

export interface Updates {
  state(): UpdateState
  /** Asks the feed now (at start, once a day, Help → Check for updates). */
  check(): Promise<void>
  /** A window's hold ended: a downloaded update may be offered now. */
  released(): void
  start(): void
}

/**
 * Updates with electron-updater from a generic feed: checked at start and once a day, downloaded in
 * the background, then offered as "restart to update" — never while a ticket, a cancel or the
 * second factor is open (the offer waits for `released`), and never installed without the user's
 * yes (no install on quit either). Signature checks are electron-updater's defaults, left on.
 */
export function createUpdates(options: UpdatesOptions): Updates {
  const { updater, log } = options
  let state: UpdateState = { kind: 'idle' }
  let offering = false
  const set = (next: UpdateState): void => {
    state = next
    log(
      `update: ${next.kind}${'version' in next ? ` ${next.version}` : ''}${'message' in next ? ` ${next.message}` : ''}`,
    )
  }

  updater.autoDownload = true
  updater.autoInstallOnAppQuit = false
  if (options.feedUrl !== undefined) updater.setFeedURL({ provider: 'generic', url: options.feedUrl })

  const offer = async (): Promise<void> => {
    if (state.kind !== 'downloaded' || offering || options.isHeld()) return
    offering = true
    try {
      if (await options.offerRestart(state.version)) updater.quitAndInstall(false, true)
    } finally {
      offering = false
    }
  }

  updater.on('checking-for-update', () => set({ kind: 'checking' }))
  updater.on('update-not-available', () => set({ kind: 'none' }))
  updater.on('update-available', (info) => set({ kind: 'available', version: info.version }))
  updater.on('update-downloaded', (info) => {
    set({ kind: 'downloaded', version: info.version })
    void offer()
  })
  updater.on('error', (error) => set({ kind: 'error', message: error.message }))

  const check = async (): Promise<void> => {
    // A downloaded update waits for its offer; asking again would download it again.
    if (state.kind === 'downloaded') {
      void offer()
      return
    }
    try {
      const result = await updater.checkForUpdates()
      // A failed download is told by the 'error' event; its promise must not reject unhandled.
      result?.downloadPromise?.catch(() => undefined)
    } catch (error) {
      set({ kind: 'error', message: error instanceof Error ? error.message : String(error) })
    }
  }

  return {
    state: () => state,
    check,
    released: () => void offer(),
    start() {
      void check()
      const every = options.every ?? ((run, ms) => setInterval(run, ms))
      every(() => void check(), UPDATE_CHECK_EVERY_MS).unref?.()
    },
  }
}
