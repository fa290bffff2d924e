import type { MenuItemConstructorOptions } from 'electron'

/** Palette command ids the menu asks the focused window to run (the same command, either way). */
export const windowCommandIds = {
  shortcuts: 'app.help',
  exportCsv: 'export.csv',
  exportWorkspace: 'workspace.export',
  importWorkspace: 'workspace.import',
} as const

export interface MenuActions {
  newBoardWindow(): void
  /** Runs a palette command in the window with the focus. */
  inFocusedWindow(commandId: string): void
  about(): void
  openLogsFolder(): void
  reportProblem(): void
  checkForUpdates(): void
}

/**
 * The application menu. On macOS the first menu is the app's own (About, Hide, Quit ⌘Q, as every Mac
 * app has); everywhere there is a Help menu with the keyboard shortcuts, About, the logs folder and
 * "Report a problem" — the same commands the palette has.
 */
export function appMenuTemplate(
  platform: NodeJS.Platform,
  appName: string,
  actions: MenuActions,
): MenuItemConstructorOptions[] {
  const mac = platform === 'darwin'
  const run = (id: string) => () => actions.inFocusedWindow(id)
  const about: MenuItemConstructorOptions = {
    id: 'about',
    label: `About ${appName}`,
    click: () => actions.about(),
  }
  const updates: MenuItemConstructorOptions = {
    id: 'check-for-updates',
    label: 'Check for Updates…',
    click: () => actions.checkForUpdates(),
  }
  const appMenu: MenuItemConstructorOptions[] = mac
    ? [
        {
          label: appName,
          submenu: [
            about,
            updates,
            { type: 'separator' },
            { role: 'services' },
            { type: 'separator' },
            { role: 'hide' },
            { role: 'hideOthers' },
            { role: 'unhide' },
            { type: 'separator' },
            { role: 'quit', accelerator: 'Command+Q' },
          ],
        },
      ]
    : []
  return [
    ...appMenu,
    {
      label: 'File',
      submenu: [
        {
          id: 'new-board-window',
          label: 'New Board Window',
          accelerator: 'CmdOrCtrl+Shift+N',
          click: () => actions.newBoardWindow(),
        },
        { type: 'separator' },
        {
          id: 'export-csv',
          label: 'Export to CSV…',
          accelerator: 'CmdOrCtrl+Shift+E',
          click: run(windowCommandIds.exportCsv),
        },
        { id: 'export-workspace', label: 'Export Workspace…', click: run(windowCommandIds.exportWorkspace) },
        { id: 'import-workspace', label: 'Import Workspace…', click: run(windowCommandIds.importWorkspace) },
        { type: 'separator' },
        { role: 'close' },
        ...(mac ? [] : [{ type: 'separator' } as const, { role: 'quit' } as const]),
      ],
    },
    { role: 'editMenu' },
    { role: 'viewMenu' },
    { role: 'windowMenu' },
    {
      role: 'help',
      submenu: [
        { id: 'shortcuts', label: 'Keyboard Shortcuts', click: run(windowCommandIds.shortcuts) },
        { type: 'separator' },
        ...(mac ? [] : [about, updates]),
        { id: 'open-logs', label: 'Open Logs Folder', click: () => actions.openLogsFolder() },
        { id: 'report-problem', label: 'Report a Problem…', click: () => actions.reportProblem() },
      ],
    },
  ]
}
