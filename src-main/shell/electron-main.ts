import { join } from 'node:path'
import { app, dialog, Menu, shell } from 'electron'
// CommonJS: its `autoUpdater` is a getter, not a named export Node's ESM loader can see; read lazily.
import electronUpdater from 'electron-updater'
import { startWorkstation, type Workstation } from '../core/app/start-workstation'
import { createAppLogger } from '../core/logging/logger'
import { registerAppScheme, serveRenderer } from './app-protocol'
import { holdSingleInstance, openOnActivate, showApp } from './app-lifecycle'
import { markQuitting } from './app-window'
import { discardSpareWindow, keepSpareWindow } from './spare-window'
import { hardenApp, hardenSession } from './hardening'
import { exposeRouterOverIpc } from './ipc-bridge'
import { safeStorageCipher } from './safe-storage-cipher'
import { personDialog } from './person-dialog'
import { electronSettingsFile } from './settings-file'
import { newSavedWindow, openSavedBoardWindows, windowHostFor, type ShellWindowHost } from './window-host'
import { showOrderNotifications } from './order-notifications'
import { showAlertNotifications } from './alert-notifications'
import { showStopNotifications } from './stop-notifications'
import { logMainProcessErrors, startCrashReporting } from './crash-reporting'
import { appMenuTemplate } from './app-menu'
import { helpActions } from './help-actions'
import { createUpdates, type Updates } from './app-updates'

// Before anything else (Electron's advice), so a crash during start-up leaves a dump too.
startCrashReporting({ uploadUrl: process.env.WORKSTATION_CRASH_UPLOAD_URL })

// pino here as in the core (one redaction, one format; the core runs in this process anyway); once
// the app is ready also into a file beside the settings: a packaged app has no terminal to read.
let logger = createAppLogger()
const log = (line: string): void => logger.warn(line)
logMainProcessErrors(process, (message, fields) => logger.error(message, fields))

// A data folder chosen from outside (end-to-end tests, a portable install) replaces userData before
// anything reads it, so Chromium's own files follow the settings and the vault there.
if (process.env.WORKSTATION_DATA_DIR) app.setPath('userData', process.env.WORKSTATION_DATA_DIR)

let workstation: Workstation | undefined
let windowHost: ShellWindowHost | undefined

/** The saved windows (one new board when there are none); nothing before the core is up. */
const openWindows = (): void => {
  if (workstation) void openSavedBoardWindows(workstation.router, log).then(keepSpareWindow)
}

// After the data folder is chosen: the lock is per data folder.
if (holdSingleInstance(() => showApp(openWindows))) start()
else app.quit()

function start(): void {
  registerAppScheme()
  // A page's window.open before the core is up has nowhere to go and is refused.
  hardenApp((request) => void windowHost?.openRequested(request), log)

  let updates: Updates | undefined

  const buildMenu = (ws: Workstation): void => {
    const help = helpActions(ws.router, ws.menuCommands, log)
    Menu.setApplicationMenu(
      Menu.buildFromTemplate(
        appMenuTemplate(process.platform, app.getName(), {
          // Through the core, so the new window is saved and restored at the next launch.
          newBoardWindow: () => void newSavedWindow(ws.router),
          inFocusedWindow: (id) => help.inFocusedWindow(id),
          about: () => void help.about(),
          openLogsFolder: () => void help.openLogsFolder(),
          reportProblem: () => void help.reportProblem(),
          checkForUpdates: () => void updates?.check(),
        }),
      ),
    )
  }

  const main = async (): Promise<void> => {
    await app.whenReady()
    logger = createAppLogger({ file: join(app.getPath('userData'), 'logs', 'workstation.log') })
    hardenSession(log)
    serveRenderer(join(import.meta.dirname, '../renderer'))
    workstation = await startWorkstation({
      shell: 'electron',
      version: app.getVersion(),
      dataDir: app.getPath('userData'),
      crashDumpsDir: app.getPath('crashDumps'),
      // shell.openPath answers '' on success, else the error's text.
      openFolder: async (path) => (await shell.openPath(path)) === '',
      cipher: safeStorageCipher(),
      settingsFile: electronSettingsFile,
      logger,
      // Loosening a guard or sending a large order asks the person here, where no page can answer.
      person: personDialog(),
    })
    exposeRouterOverIpc(workstation.router, log)
    showOrderNotifications(workstation.router, log)
    showAlertNotifications(workstation.router, log)
    showStopNotifications(workstation.router, log)
    buildMenu(workstation)
    windowHost = windowHostFor(workstation.router, log)
    workstation.setWindowHost(windowHost)
    await openSavedBoardWindows(workstation.router, log)
    // After the launch's own windows, so it never competes with them for the first paint.
    keepSpareWindow()
    updates = startUpdates(workstation)
  }

  openOnActivate(openWindows)

  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit()
  })

  app.on('before-quit', () => {
    markQuitting()
    discardSpareWindow()
  })

  // A window closed with a ticket open holds back no update.
  app.on('browser-window-created', (_event, win) => {
    const clientId = `wc-${win.webContents.id}`
    win.on('closed', () => workstation?.updateHolds.set(clientId, false))
  })

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

/**
 * The feed is build/electron-builder.yml's `publish` (written into the package as app-update.yml);
 * `WORKSTATION_UPDATE_URL` replaces it (a firm's own mirror). Only a packaged app updates itself.
 */
function startUpdates(ws: Workstation): Updates | undefined {
  if (!app.isPackaged) return undefined
  const feedUrl = process.env.WORKSTATION_UPDATE_URL
  const updates = createUpdates({
    updater: electronUpdater.autoUpdater,
    ...(feedUrl ? { feedUrl } : {}),
    isHeld: () => ws.updateHolds.isHeld(),
    offerRestart: async (version) => {
      const { response } = await dialog.showMessageBox({
        type: 'info',
        message: `Version ${version} is ready.`,
        detail: 'Restart the workstation to use it. Your windows and orders are kept.',
        buttons: ['Restart to update', 'Later'],
        defaultId: 0,
        cancelId: 1,
      })
      return response === 0
    },
    log,
  })
  ws.updateHolds.onReleased(() => updates.released())
  updates.start()
  return updates
}
