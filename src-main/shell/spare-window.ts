import type { BrowserWindow } from 'electron'
import { APP_ORIGIN } from './app-protocol'
import { createHardenedWindow } from './hardened-window'

/**
 * One hidden window with the app already loaded (scripts parsed, styles applied, the bridge's
 * preload run), waiting for the next board, chart or detail window: taking it costs a React render
 * instead of a page load, so a new window has content within 300 ms of the key (issue 24). The page
 * is loaded as `?spare=1` and renders nothing until the shell hands it its real query through
 * `window.__becomeWindow` (src-renderer/main.tsx); a new spare is then made for the window after.
 */
export const SPARE_URL = `${APP_ORIGIN}/index.html?spare=1`

/** The page's hook a spare is taken through; the query is written as a JSON string, never spliced. */
export function becomeWindowScript(query: string): string {
  return `window.__becomeWindow(${JSON.stringify(query)})`
}

let spare: BrowserWindow | undefined
/** The spare's page has drawn (`ready-to-show`): taking it now shows content at once. */
let spareReady = false
let enabled = false

/** Makes a spare if there is none (called at launch once the first windows are open, and after a take). */
export function keepSpareWindow(): void {
  enabled = true
  if (spare !== undefined && !spare.isDestroyed()) return
  const win = createHardenedWindow({ width: 1600, height: 900 }, 'VN Trading Workstation')
  spare = win
  spareReady = false
  win.once('ready-to-show', () => {
    if (spare === win) spareReady = true
  })
  // A spare whose page died is of no use: dropped, and made again for the next window.
  win.webContents.on('render-process-gone', () => {
    if (spare !== win) return
    spare = undefined
    if (!win.isDestroyed()) win.close()
  })
  win.on('closed', () => {
    if (spare === win) spare = undefined
  })
  void win.loadURL(SPARE_URL)
}

/**
 * The spare, if its page is ready, handed over (no longer the spare); a new one is made behind it.
 * Undefined when there is none ready: the caller opens a window the ordinary way.
 */
export function takeSpareWindow(): BrowserWindow | undefined {
  const win = spare
  if (win === undefined || win.isDestroyed() || !spareReady) return undefined
  spare = undefined
  spareReady = false
  // The next one after this window's first frame, so the two pages do not load at the same time.
  setTimeout(() => {
    if (enabled) keepSpareWindow()
  }, 1_000)
  return win
}

/** No spare any more (the last window closed, the app quits): it must not keep the app running. */
export function discardSpareWindow(): void {
  enabled = false
  const win = spare
  spare = undefined
  spareReady = false
  if (win !== undefined && !win.isDestroyed()) win.close()
}
