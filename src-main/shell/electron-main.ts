import { join } from 'node:path'
import { app, Menu } from 'electron'
import { startWorkstation, type Workstation } from '../core/app/start-workstation'
import { registerAppScheme, serveRenderer } from './app-protocol'
import { markQuitting, openBoardWindow } from './board-window'
import { openSavedBoardWindows, windowHostFor } from './board-windows-restore'
import { hardenApp, hardenSession } from './hardening'
import { exposeRouterOverIpc } from './ipc-bridge'
import { newSavedWindow } from './board-windows-restore'
import { safeStorageCipher } from './safe-storage-cipher'

// A data folder chosen from outside (end-to-end tests, a portable install) replaces userData before
// anything reads it, so Chromium's own files follow the settings and the vault there.
if (process.env.WORKSTATION_DATA_DIR) app.setPath('userData', process.env.WORKSTATION_DATA_DIR)
registerAppScheme()
hardenApp()

let workstation: Workstation | undefined

function buildMenu(): void {
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
              if (workstation) void newSavedWindow(workstation)
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

async function main(): Promise<void> {
  await app.whenReady()
  hardenSession()
  serveRenderer(join(import.meta.dirname, '../renderer'))
  workstation = await startWorkstation({
    shell: 'electron',
    version: app.getVersion(),
    dataDir: app.getPath('userData'),
    cipher: safeStorageCipher(),
    log: (line) => console.error(line),
  })
  exposeRouterOverIpc(workstation.router)
  buildMenu()
  const ws = workstation
  ws.setWindowHost(windowHostFor(ws.router))
  await openSavedBoardWindows(ws.router)
  app.on('activate', () => openBoardWindow())
}

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
