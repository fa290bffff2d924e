import { dialog, type BrowserWindow } from 'electron'

/** Reloaded by itself this many times a minute; after that the user decides. */
export const AUTO_RELOADS_PER_MINUTE = 3

/**
 * A window whose page process died (a crash, out of memory, killed) comes back by itself: it is
 * reloaded, and its page subscribes afresh, so it shows the broker's data of now rather than a dead
 * frame. A page that keeps dying is not reloaded in a loop: after three deaths in a minute the user is
 * told and chooses to reload or close the window.
 */
export function recoverFromCrashes(
  win: BrowserWindow,
  log: (line: string) => void,
  now: () => number = Date.now,
): void {
  watchUnresponsive(win, log)
  let deaths: number[] = []
  win.webContents.on('render-process-gone', (_event, details) => {
    if (details.reason === 'clean-exit' || win.isDestroyed()) return
    const at = now()
    deaths = [...deaths.filter((t) => at - t < 60_000), at]
    log(`window: page process gone (${details.reason}, exit code ${details.exitCode})`)
    if (deaths.length <= AUTO_RELOADS_PER_MINUTE) {
      win.webContents.reload()
      return
    }
    void dialog
      .showMessageBox(win, {
        type: 'error',
        message: 'This window keeps stopping.',
        detail: `Its page stopped ${deaths.length} times in a minute (${details.reason}). Orders and settings are kept by the app, not the window.`,
        buttons: ['Reload', 'Close window'],
        defaultId: 0,
        cancelId: 1,
      })
      .then(({ response }) => {
        if (win.isDestroyed()) return
        if (response === 0) win.webContents.reload()
        else win.close()
      })
  })
}

/**
 * A page that stops answering (a long task, a deadlock) is told to the user, who may wait or reload
 * it where it is: the window keeps its place, and the layout is saved by the core, not the page.
 */
export function watchUnresponsive(win: BrowserWindow, log: (line: string) => void): void {
  let asking = false
  win.on('unresponsive', () => {
    log('window: page not answering')
    if (asking || win.isDestroyed()) return
    asking = true
    void dialog
      .showMessageBox(win, {
        type: 'warning',
        message: 'This window is not answering.',
        detail: 'You can wait for it, or reload it where it is. Orders and settings are kept by the app.',
        buttons: ['Wait', 'Reload window'],
        defaultId: 0,
        cancelId: 0,
      })
      .then(({ response }) => {
        asking = false
        if (response === 1 && !win.isDestroyed()) win.webContents.reload()
      })
  })
  win.on('responsive', () => log('window: page answering again'))
}
