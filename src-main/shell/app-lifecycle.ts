import { app } from 'electron'
import { bringForward, lastAppWindow, openAppWindowCount } from './app-window'

/**
 * One instance per data folder: two would be two writers of the same settings and vault. The lock
 * lives in userData, so take it after the data folder is chosen. A second launch shows this
 * instance instead (`show`). False: another instance holds the lock, and this one must quit.
 */
export function holdSingleInstance(show: () => void): boolean {
  if (!app.requestSingleInstanceLock()) return false
  app.on('second-instance', show)
  return true
}

/** Shows the app: the last window brought forward, or `openWindows` when none is open. */
export function showApp(openWindows: () => void): void {
  const last = lastAppWindow()
  if (last) bringForward(last)
  else openWindows()
}

/** macOS: a click on the dock icon opens windows only when none is open. */
export function openOnActivate(openWindows: () => void): void {
  app.on('activate', () => {
    if (openAppWindowCount() === 0) openWindows()
  })
}
