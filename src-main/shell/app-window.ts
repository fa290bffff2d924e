import { type BrowserWindow, screen } from 'electron'
import { fitWindowBounds, type Rect } from '../core/workspace/fit-window-bounds'
import { APP_ORIGIN } from './app-protocol'
import { recoverFromCrashes } from './crash-recovery'
import { createHardenedWindow } from './hardened-window'
import { becomeWindowScript, discardSpareWindow, takeSpareWindow } from './spare-window'

/**
 * Every window of the app: saved boards and popups (chart, blotter, account) alike. Only these
 * windows may use the bridge (ipc-bridge.ts checks the sender against this set).
 */
const appWindows = new Set<BrowserWindow>()
/** window.open's target names (and `board-<id>` for saved boards): one window per name. */
const named = new Map<string, BrowserWindow>()

/** Enough for any trader's desk; a page that loops on window.open stops here. */
export const MAX_APP_WINDOWS = 64

export function isAppWindowContents(id: number): boolean {
  for (const win of appWindows) if (!win.isDestroyed() && win.webContents.id === id) return true
  return false
}

export function openAppWindowCount(): number {
  let count = 0
  for (const win of appWindows) if (!win.isDestroyed()) count++
  return count
}

/** The window opened under `name`, if it is still open. */
export function windowNamed(name: string): BrowserWindow | undefined {
  const win = named.get(name)
  return win && !win.isDestroyed() ? win : undefined
}

/** Brings a window forward, restored if it was minimised. */
export function bringForward(win: BrowserWindow): void {
  if (win.isMinimized()) win.restore()
  win.show()
  win.focus()
}

export interface AppWindowSpec {
  /** The query of index.html: `?window=<id>` (a saved board), `?view=…` (a popup), '' (a new board). */
  query: string
  /** A second window of the same name is not opened: the first is shown (and loads `query`). */
  name?: string
  /** Saved or asked-for bounds; moved onto a screen that exists today. Size alone: centred. */
  bounds?: Rect | { width: number; height: number }
  title?: string
  /** Moved or resized (debounced): the core saves the bounds. */
  onBounds?: (bounds: Rect) => void
  /** Closed by the user while the app keeps running: the core forgets the window. */
  onClosedByUser?: () => void
  log?: (line: string) => void
}

let quitting = false
export function markQuitting(): void {
  quitting = true
}

/** Bounds moved onto a screen that exists today (monitors come and go between sessions). */
function reachableBounds(wanted: AppWindowSpec['bounds']): Rect | { width: number; height: number } {
  if (wanted === undefined) return { width: 1600, height: 900 }
  if (!('x' in wanted)) return wanted
  const areas = screen.getAllDisplays().map((display) => display.workArea)
  return fitWindowBounds(wanted, areas, screen.getPrimaryDisplay().workArea)
}

/**
 * Opens a window of the app: sandboxed, isolated, no Node, dark from the first paint. Returns the
 * window already open under `spec.name` (brought forward), or null when the app has as many windows
 * as it allows.
 */
export function openAppWindow(spec: AppWindowSpec): BrowserWindow | null {
  const url = `${APP_ORIGIN}/index.html${spec.query}`
  const existing = spec.name === undefined ? undefined : windowNamed(spec.name)
  if (existing) {
    // As a browser does with a named target: the same window, now showing what was asked for.
    if (existing.webContents.getURL() !== url) void existing.loadURL(url)
    bringForward(existing)
    return existing
  }
  if (openAppWindowCount() >= MAX_APP_WINDOWS) {
    spec.log?.(`window: refused a window beyond the ${MAX_APP_WINDOWS} the app allows`)
    return null
  }
  const size = reachableBounds(spec.bounds)
  const title = spec.title ?? 'VN Trading Workstation'
  // The spare window already has the app loaded: it is given this window's place and query, and
  // shown as soon as its page has rendered them.
  const spare = takeSpareWindow()
  const win = spare ?? createHardenedWindow(size, title)
  appWindows.add(win)
  if (spec.name !== undefined) named.set(spec.name, win)
  recoverFromCrashes(win, spec.log ?? (() => undefined))

  let timer: ReturnType<typeof setTimeout> | undefined
  const saveBounds = (): void => {
    clearTimeout(timer)
    timer = setTimeout(() => {
      if (!win.isDestroyed()) spec.onBounds?.(win.getBounds())
    }, 500)
  }
  if (spec.onBounds) {
    win.on('move', saveBounds)
    win.on('resize', saveBounds)
  }
  win.on('closed', () => {
    clearTimeout(timer)
    appWindows.delete(win)
    if (spec.name !== undefined && named.get(spec.name) === win) named.delete(spec.name)
    // Quitting keeps every window for the next launch; closing one window forgets it.
    if (!quitting) spec.onClosedByUser?.()
    // A hidden spare would keep the app running after its last window ('window-all-closed').
    if (openAppWindowCount() === 0) discardSpareWindow()
  })
  if (spare) {
    if ('x' in size) spare.setBounds(size)
    else {
      spare.setSize(size.width, size.height)
      spare.center()
    }
    spare.setTitle(title)
    const show = (): void => {
      if (!spare.isDestroyed()) spare.show()
    }
    spare.webContents.executeJavaScript(becomeWindowScript(spec.query)).then(show, (error: unknown) => {
      // The page could not take the query: loaded the ordinary way instead.
      spec.log?.(`window: spare window not taken (${String(error)}), loading ${spec.query}`)
      spare.once('ready-to-show', show)
      void spare.loadURL(url)
    })
    return win
  }
  win.once('ready-to-show', () => win.show())
  void win.loadURL(url)
  return win
}

/** The most recently opened window still open, if any. */
export function lastAppWindow(): BrowserWindow | undefined {
  let last: BrowserWindow | undefined
  for (const win of appWindows) if (!win.isDestroyed()) last = win
  return last
}

/** The window of the app that has the focus, if any (the native menu acts on it). */
export function focusedAppWindow(): BrowserWindow | undefined {
  for (const win of appWindows) if (!win.isDestroyed() && win.isFocused()) return win
  return undefined
}
