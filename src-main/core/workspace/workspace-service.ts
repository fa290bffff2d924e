import { randomBytes } from 'node:crypto'
import type { WorkspaceSnapshot } from '../../../src-shared/bridge/contract'
import { bridgeError } from '../../../src-shared/bridge/errors'
import type { BoardLayout, UiSettings, Watchlist, WindowLayout } from '../../../src-shared/schemas/settings'
import type { LinkGroup } from '../../../src-shared/bridge/contract'
import { CoreError } from '../errors/to-bridge-error'
import { SettingsValidationError } from '../settings/settings-error'
import type { SettingsStore } from '../settings/settings-store'
import { systemClock } from '../clock/clock'

type Bounds = WindowLayout['bounds']

/**
 * What a shell that can open windows does for the core (Electron: a BrowserWindow on
 * `?window=<id>`). The web shell has none: a page cannot be opened from the server, so the renderer
 * opens the browser window itself (see docs/board-windows.md).
 */
export interface WindowHost {
  open(window: WindowLayout): void
}

/** A window nobody has placed yet: where the shell's first window goes. */
export const defaultBounds: Bounds = { x: 80, y: 60, width: 1600, height: 900 }

/** The time part only spreads ids out (no rule reads it back), so this machine's clock serves. */
export const newId = (prefix: string): string =>
  `${prefix}-${systemClock.now().toString(36)}${randomBytes(4).toString('hex')}`

/** Settings refusals become validation errors the UI can show, not internal failures. */
export function guarded<T>(action: () => T): T {
  try {
    return action()
  } catch (error) {
    if (error instanceof SettingsValidationError) {
      throw new CoreError(bridgeError('validation', 'bad-settings', error.message))
    }
    throw error
  }
}

/**
 * The workspace as the core owns it: saved board windows, watchlists and UI preferences (kept in the
 * settings store, the only writer of the file), which windows are open right now (a window is open
 * while it subscribes to `workspace.changes` with its id), and the shell's window host. Every change
 * is pushed to every window, which keep mirrors of it.
 */
export class WorkspaceService {
  private readonly listeners = new Set<() => void>()
  private readonly open = new Map<string, number>()
  private host: WindowHost | null = null

  constructor(private readonly settings: SettingsStore) {}

  setWindowHost(host: WindowHost | null): void {
    this.host = host
  }

  snapshot(): WorkspaceSnapshot {
    return {
      windows: this.settings.getWindows(),
      openWindowIds: [...this.open.keys()],
      watchlists: this.settings.getWatchlists(),
      ui: this.settings.getUi(),
      persistent: this.settings.persistent,
    }
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  private changed(): void {
    for (const listener of this.listeners) listener()
  }

  /** Marks a window open while its page is subscribed; returns the release. */
  attach(windowId: string): () => void {
    this.open.set(windowId, (this.open.get(windowId) ?? 0) + 1)
    this.changed()
    let released = false
    return () => {
      if (released) return
      released = true
      const count = (this.open.get(windowId) ?? 1) - 1
      if (count <= 0) this.open.delete(windowId)
      else this.open.set(windowId, count)
      this.changed()
    }
  }

  createWindow(
    board: BoardLayout,
    bounds: Bounds | undefined,
    open: boolean,
  ): { window: WindowLayout; openedBy: 'shell' | 'renderer' | 'none' } {
    const window: WindowLayout = { id: newId('w'), kind: 'board', bounds: bounds ?? this.cascade(), board }
    guarded(() => this.settings.saveWindow(window))
    this.changed()
    if (!open) return { window, openedBy: 'none' }
    if (this.host) {
      this.host.open(window)
      return { window, openedBy: 'shell' }
    }
    return { window, openedBy: 'renderer' }
  }

  /** A new window a little below and right of the last one, so it does not hide it exactly. */
  private cascade(): Bounds {
    const last = this.settings.getWindows().at(-1)
    if (!last) return defaultBounds
    return { ...last.bounds, x: last.bounds.x + 32, y: last.bounds.y + 32 }
  }

  saveWindowBoard(id: string, board: BoardLayout): WindowLayout {
    const current = this.settings.getWindows().find((w) => w.id === id)
    // A window whose record was forgotten (closed elsewhere, settings reset) is saved again: the
    // user is looking at it, so it should come back.
    const window: WindowLayout = current
      ? { ...current, board }
      : { id, kind: 'board', bounds: this.cascade(), board }
    guarded(() => this.settings.saveWindow(window))
    this.changed()
    return window
  }

  saveWindowBounds(id: string, bounds: Bounds): void {
    const current = this.settings.getWindows().find((w) => w.id === id)
    if (!current) return
    if (JSON.stringify(current.bounds) === JSON.stringify(bounds)) return
    guarded(() => this.settings.saveWindow({ ...current, bounds }))
    // Bounds change while dragging; no other window shows them, so nobody is told.
  }

  /** A window not saved (a popup, a forgotten one) has no layout to keep its colour in. */
  saveWindowLink(id: string, link: LinkGroup | null): void {
    const current = this.settings.getWindows().find((w) => w.id === id)
    if (!current || (current.link ?? null) === link) return
    guarded(() => this.settings.saveWindow({ ...current, link }))
    this.changed()
  }

  forgetWindow(id: string): void {
    guarded(() => this.settings.removeWindow(id))
    this.changed()
  }

  saveWatchlist(input: { id?: string | undefined; name: string; symbols: string[] }): Watchlist {
    const id = input.id ?? newId('wl')
    // The switcher lists watchlists by name: two of one name could not be told apart (issue 20).
    const name = sameName(input.name)
    const taken = this.settings.getWatchlists().find((w) => w.id !== id && sameName(w.name) === name)
    if (taken !== undefined && name !== '') {
      throw new CoreError(
        bridgeError(
          'validation',
          'watchlist-name-taken',
          `A watchlist named "${taken.name}" already exists.`,
        ),
      )
    }
    const saved = guarded(() =>
      this.settings.saveWatchlist({ id, name: input.name, symbols: [...new Set(input.symbols)] }),
    )
    this.changed()
    return saved
  }

  deleteWatchlist(id: string): void {
    guarded(() => this.settings.removeWatchlist(id))
    this.changed()
  }

  setUi(patch: Partial<UiSettings>): UiSettings {
    const ui = guarded(() => this.settings.setUi(patch))
    this.changed()
    return ui
  }
}

/** Names compared as a trader reads them: case, spacing and Unicode composition aside. */
function sameName(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('vi')
}
