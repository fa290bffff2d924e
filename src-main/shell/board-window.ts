import { join } from 'node:path'
import { BrowserWindow } from 'electron'
import { APP_ORIGIN } from './app-protocol'

const boardWindows = new Set<BrowserWindow>()

export function isBoardWindowContents(id: number): boolean {
  for (const win of boardWindows) if (!win.isDestroyed() && win.webContents.id === id) return true
  return false
}

/** A price-board window: sandboxed, isolated, no Node, dark from the first paint. */
export function openBoardWindow(): BrowserWindow {
  const win = new BrowserWindow({
    width: 1600,
    height: 900,
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
  win.on('closed', () => boardWindows.delete(win))
  win.once('ready-to-show', () => win.show())
  void win.loadURL(`${APP_ORIGIN}/index.html`)
  return win
}
