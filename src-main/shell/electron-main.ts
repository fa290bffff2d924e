import { join } from 'node:path'
import { app, Menu } from 'electron'
import { startWorkstation, type Workstation } from '../core/app/start-workstation'
import { registerAppScheme, serveRenderer } from './app-protocol'
import { bringForward, lastAppWindow, markQuitting, openAppWindowCount } from './app-window'
import { hardenApp, hardenSession } from './hardening'
import { exposeRouterOverIpc } from './ipc-bridge'
import { safeStorageCipher } from './safe-storage-cipher'
import { electronSettingsFile } from './settings-file'
import { newSavedWindow, openSavedBoardWindows, windowHostFor, type ShellWindowHost } from './window-host'

const log = (line: string): void => console.error(line)

// A data folder chosen from outside (end-to-end tests, a portable install) replaces userData before
// anything reads it, so Chromium's own files follow the settings and the vault there.
if (process.env.WORKSTATION_DATA_DIR) app.setPath('userData', process.env.WORKSTATION_DATA_DIR)

// One instance per data folder: two would be two writers of the same settings and vault. The lock
// lives in userData, so it is taken after the data folder is chosen. A second launch shows the
// first instance's windows instead.
if (!app.requestSingleInstanceLock()) {
  app.quit()
} else {
  start()
}

function start(): void {
  let workstation: Workstation | undefined
  let windowHost: ShellWindowHost | undefined

  registerAppScheme()
  // A page's window.open before the core is up has nowhere to go and is refused.
  hardenApp((request) => void windowHost?.openRequested(request))

  /** Shows the app: the last window brought forward, or the saved windows when none is open. */
  const showApp = (): void => {
    const last = lastAppWindow()
    if (last) bringForward(last)
    else if (workstation) void openSavedBoardWindows(workstation.router, log)
  }

  const buildMenu = (): void => {
    Menu.setApplicationMenu(
      Menu.buildFromTemplate([
        {
          label: 'Window',
          submenu: [
            {
              id: 'new-board-window',
              label: 'New Board Window',
              accelerator: 'CmdOrCtrl+Shift+N',
              // Through the core, so the new window is saved and restored at the next launch.
              click: () => {
                if (workstation) void newSavedWindow(workstation.router)
              },
            },
            { role: 'close' },
          ],
        },
        { role: 'editMenu' },
        { role: 'viewMenu' },
      ]),
    )
  }

  const main = async (): Promise<void> => {
    await app.whenReady()
    hardenSession()
    serveRenderer(join(import.meta.dirname, '../renderer'))
    workstation = await startWorkstation({
      shell: 'electron',
      version: app.getVersion(),
      dataDir: app.getPath('userData'),
      cipher: safeStorageCipher(),
      settingsFile: electronSettingsFile,
      log,
    })
    exposeRouterOverIpc(workstation.router)
    buildMenu()
    windowHost = windowHostFor(workstation.router, log)
    workstation.setWindowHost(windowHost)
    await openSavedBoardWindows(workstation.router, log)
    // macOS: a click on the dock icon opens windows only when none is open.
    app.on('activate', () => {
      if (openAppWindowCount() === 0) showApp()
    })
  }

  app.on('second-instance', showApp)

  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit()
  })

  app.on('before-quit', () => markQuitting())

  app.on('will-quit', () => {
    void workstation?.close()
  })

  main().catch((err: unknown) => {
    console.error('The workstation could not start:', err instanceof Error ? err.message : err)
    app.exit(1)
  })
}
