import { join } from 'node:path'
import { app, Menu } from 'electron'
import { startWorkstation, type Workstation } from '../core/app/start-workstation'
import { createAppLogger } from '../core/logging/logger'
import { registerAppScheme, serveRenderer } from './app-protocol'
import { holdSingleInstance, openOnActivate, showApp } from './app-lifecycle'
import { markQuitting } from './app-window'
import { hardenApp, hardenSession } from './hardening'
import { exposeRouterOverIpc } from './ipc-bridge'
import { safeStorageCipher } from './safe-storage-cipher'
import { personDialog } from './person-dialog'
import { electronSettingsFile } from './settings-file'
import { newSavedWindow, openSavedBoardWindows, windowHostFor, type ShellWindowHost } from './window-host'
import { showOrderNotifications } from './order-notifications'

// pino here as in the core (one redaction, one format; the core runs in this process anyway); once
// the app is ready also into a file beside the settings: a packaged app has no terminal to read.
let logger = createAppLogger()
const log = (line: string): void => logger.warn(line)

// A data folder chosen from outside (end-to-end tests, a portable install) replaces userData before
// anything reads it, so Chromium's own files follow the settings and the vault there.
if (process.env.WORKSTATION_DATA_DIR) app.setPath('userData', process.env.WORKSTATION_DATA_DIR)

let workstation: Workstation | undefined
let windowHost: ShellWindowHost | undefined

/** The saved windows (one new board when there are none); nothing before the core is up. */
const openWindows = (): void => {
  if (workstation) void openSavedBoardWindows(workstation.router, log)
}

// After the data folder is chosen: the lock is per data folder.
if (holdSingleInstance(() => showApp(openWindows))) start()
else app.quit()

function start(): void {
  registerAppScheme()
  // A page's window.open before the core is up has nowhere to go and is refused.
  hardenApp((request) => void windowHost?.openRequested(request))

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
    logger = createAppLogger({ file: join(app.getPath('userData'), 'logs', 'workstation.log') })
    hardenSession()
    serveRenderer(join(import.meta.dirname, '../renderer'))
    workstation = await startWorkstation({
      shell: 'electron',
      version: app.getVersion(),
      dataDir: app.getPath('userData'),
      cipher: safeStorageCipher(),
      settingsFile: electronSettingsFile,
      logger,
      // Loosening a guard or sending a large order asks the person here, where no page can answer.
      person: personDialog(),
    })
    exposeRouterOverIpc(workstation.router)
    showOrderNotifications(workstation.router, log)
    buildMenu()
    windowHost = windowHostFor(workstation.router, log)
    workstation.setWindowHost(windowHost)
    await openSavedBoardWindows(workstation.router, log)
  }

  openOnActivate(openWindows)

  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit()
  })

  app.on('before-quit', () => markQuitting())

  // The quit waits for the workstation to close: its last act is writing the demo world to disk.
  let closed = false
  app.on('will-quit', (event) => {
    if (closed || workstation === undefined) return
    event.preventDefault()
    void workstation.close().finally(() => {
      closed = true
      app.quit()
    })
  })

  main().catch((err: unknown) => {
    logger.error('The workstation could not start', {
      error: err instanceof Error ? err.message : String(err),
    })
    app.exit(1)
  })
}
