import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { app, dialog, type BrowserWindow } from 'electron'
import type { AppAbout, ProblemReportFile } from '../../src-shared/bridge/contract'
import type { Router } from '../core/bridge/router'
import type { MenuCommandBus } from '../core/app/menu-commands'
import { focusedAppWindow, lastAppWindow } from './app-window'
import { shellCtx } from './window-host'

/** What About shows: what support asks first, and where the app keeps its files. */
export function aboutText(about: AppAbout): string {
  return [
    `Version ${about.version}`,
    `Electron ${about.versions.electron ?? '—'} · Chromium ${about.versions.chrome ?? '—'} · Node ${about.versions.node}`,
    `${about.platform} ${about.arch}`,
    `Data folder: ${about.dataDir}`,
  ].join('\n')
}

export interface HelpActions {
  about(): Promise<void>
  openLogsFolder(): Promise<void>
  /** Asks where to save, then writes the zip there; the path written, or null when cancelled. */
  reportProblem(): Promise<string | null>
  inFocusedWindow(commandId: string): void
}

/** The Help menu's actions in the Electron shell, through the core's calls as the windows use them. */
export function helpActions(
  router: Router,
  menuCommands: MenuCommandBus,
  log: (line: string) => void,
): HelpActions {
  const parent = (): BrowserWindow | undefined => focusedAppWindow() ?? lastAppWindow()
  const show = (options: Electron.MessageBoxOptions) => {
    const win = parent()
    return win ? dialog.showMessageBox(win, options) : dialog.showMessageBox(options)
  }
  return {
    async about() {
      const result = await router.call('app.about', {}, shellCtx)
      if (!result.ok) return
      await show({
        type: 'info',
        message: app.getName(),
        detail: aboutText(result.value as AppAbout),
        buttons: ['OK'],
      })
    },
    async openLogsFolder() {
      const result = await router.call('app.openLogsFolder', {}, shellCtx)
      if (result.ok && !(result.value as { opened: boolean }).opened)
        log('help: the logs folder could not be opened')
    },
    async reportProblem() {
      const result = await router.call('app.problemReport', {}, shellCtx)
      if (!result.ok) {
        await show({
          type: 'error',
          message: 'The problem report could not be made.',
          detail: result.error.message,
        })
        return null
      }
      const report = result.value as ProblemReportFile
      const saveOptions = {
        title: 'Save the problem report',
        defaultPath: join(app.getPath('downloads'), report.fileName),
        filters: [{ name: 'Zip', extensions: ['zip'] }],
      }
      const win = parent()
      const picked = win
        ? await dialog.showSaveDialog(win, saveOptions)
        : await dialog.showSaveDialog(saveOptions)
      if (picked.canceled || picked.filePath === '') return null
      await writeFile(picked.filePath, Buffer.from(report.zipBase64, 'base64'), { mode: 0o600 })
      log('help: problem report written')
      return picked.filePath
    },
    inFocusedWindow(commandId) {
      const win = parent()
      if (win === undefined || !menuCommands.send(`wc-${win.webContents.id}`, commandId))
        log(`menu: no window to run ${commandId}`)
    },
  }
}
