import { join } from 'node:path'
import { BrowserWindow, screen } from 'electron'
import { fitWindowBounds, type Rect } from '../core/workspace/fit-window-bounds'
import { APP_ORIGIN } from './app-protocol'

const boardWindows = new Set<BrowserWindow>()

export function isBoardWindowContents(id: number): boolean {
  for (const win of boardWindows) if (!win.isDestroyed() && win.webContents.id === id) return true
  return false
}

export interface BoardWindowSpec {
  /** The saved window it shows (`?window=<id>`); absent: the page picks or creates one. */
  id?: string
  bounds?: { x: number; y: number; width: number; height: number }
  /** Moved or resized (debounced): the core saves the bounds. */
  onBounds?: (bounds: { x: number; y: number; width: number; height: number }) => void
  /** Closed by the user while the app keeps running: the core forgets the window. */
  onClosedByUser?: () => void
}

let quitting = false
export function markQuitting(): void {
  quitting = true
}

/** Saved bounds, moved onto a screen that exists today (monitors come and go between sessions). */
function reachableBounds(saved: Rect | undefined): Rect | { width: number; height: number } {
  if (saved === undefined) return { width: 1600, height: 900 }
  const areas = screen.getAllDisplays().map((display) => display.workArea)
  return fitWindowBounds(saved, areas, screen.getPrimaryDisplay().workArea)
}

/** A price-board window: sandboxed, isolated, no Node, dark from the first paint. */
export function openBoardWindow(spec: BoardWindowSpec = {}): BrowserWindow {
  const win = new BrowserWindow({
    ...reachableBounds(spec.bounds),
    show: false,
    backgroundColor: '#000000',
    title: 'VN Trading Workstation',
    webPreferences: {
      // Reviewed: the preload exposes only the contract's call/subscribe (src-preload/index.ts).
      preload: join(import.meta.dirname, '../preload/index.cjs'), // eng-disable PRELOAD_JS_CHECK
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      disableBlinkFeatures: 'Auxclick',
      spellcheck: false,
    },
  })
  boardWindows.add(win)
  let timer: ReturnType<typeof setTimeout> | undefined
  const saveBounds = (): void => {
    clearTimeout(timer)
    timer = setTimeout(() => {
      if (!win.isDestroyed()) spec.onBounds?.(win.getBounds())
    }, 500)
  }
  win.on('move', saveBounds)
  win.on('resize', saveBounds)
  win.on('closed', () => {
    clearTimeout(timer)
    boardWindows.delete(win)
    // Quitting keeps every window for the next launch; closing one window forgets it.
    if (!quitting) spec.onClosedByUser?.()
  })
  win.once('ready-to-show', () => win.show())
  const query = spec.id === undefined ? '' : `?window=${encodeURIComponent(spec.id)}`
  void win.loadURL(`${APP_ORIGIN}/index.html${query}`)
  return win
}
