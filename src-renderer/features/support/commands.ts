import type { CommandRegistry } from '../../lib/commands/registry'
import { getWorkstation } from '../../lib/bridge/get-workstation'
import { csvTargets } from '../../lib/export/export-target'
import { exportFileName } from '../../lib/export/csv'
import { bytesOfBase64, downloadFile } from '../../lib/export/download'
import { supportStringsNow } from './strings'

/** Ids the native menu sends too (src-main/shell/app-menu.ts): the menu and the palette do the same. */
export const supportCommandIds = {
  exportCsv: 'export.csv',
  exportWorkspace: 'workspace.export',
  importWorkspace: 'workspace.import',
  about: 'app.about',
  openLogs: 'app.openLogs',
  reportProblem: 'app.reportProblem',
} as const

/** Export to CSV, the workspace file, About, the logs folder and Report a problem, in the palette. */
export function registerSupportCommands(registry: CommandRegistry): () => void {
  const t = supportStringsNow
  const api = getWorkstation
  const offs = [
    registry.register({
      id: supportCommandIds.exportCsv,
      title: () => t().exportCsv,
      group: 'window',
      keywords: 'csv excel export xuất',
      run: () => {
        const targets = csvTargets()
        if (targets.length === 0) window.alert(t().nothingToExport)
        for (const target of targets)
          downloadFile(exportFileName(target.name, new Date()), 'text/csv;charset=utf-8', target.csv())
      },
    }),
    registry.register({
      id: supportCommandIds.exportWorkspace,
      title: () => t().exportWorkspace,
      group: 'settings',
      keywords: 'workspace export layout backup không gian',
      run: () => {
        void api()
          .call('app.exportWorkspace', {})
          .then((r) => {
            if (r.ok) downloadFile(r.value.fileName, 'application/json', r.value.text)
          })
      },
    }),
    registry.register({
      id: supportCommandIds.importWorkspace,
      title: () => t().importWorkspace,
      group: 'settings',
      keywords: 'workspace import layout restore không gian',
      run: () => void importWorkspace(),
    }),
    registry.register({
      id: supportCommandIds.about,
      title: () => t().about,
      group: 'window',
      keywords: 'about version phiên bản',
      run: () => {
        void api()
          .call('app.about', {})
          .then((r) => {
            if (!r.ok) return
            const a = r.value
            const chrome = a.versions.chrome ?? /Chrome\/([\d.]+)/.exec(navigator.userAgent)?.[1] ?? '—'
            window.alert(
              `VN Trading Workstation ${a.version}\nElectron ${a.versions.electron ?? '—'} · Chromium ${chrome}\n${t().dataFolder} ${a.dataDir}`,
            )
          })
      },
    }),
    registry.register({
      id: supportCommandIds.openLogs,
      title: () => t().openLogs,
      group: 'window',
      keywords: 'logs nhật ký',
      run: () => {
        void api()
          .call('app.openLogsFolder', {})
          .then((r) => {
            // The web shell cannot open a folder on the computer: it says where it is.
            if (r.ok && !r.value.opened) window.alert(`${t().logsAt}\n${r.value.path}`)
          })
      },
    }),
    registry.register({
      id: supportCommandIds.reportProblem,
      title: () => t().reportProblem,
      group: 'window',
      keywords: 'report problem bug support báo lỗi',
      run: () => {
        void api()
          .call('app.problemReport', {})
          .then((r) => {
            if (r.ok) downloadFile(r.value.fileName, 'application/zip', bytesOfBase64(r.value.zipBase64))
            else window.alert(`${t().reportFailed} ${r.error.message}`)
          })
      },
    }),
  ]
  return () => {
    for (const off of offs) off()
  }
}

/** Picks a file, asks before replacing, and says why a file was refused (nothing changed then). */
async function importWorkspace(): Promise<void> {
  const t = supportStringsNow()
  const input = document.createElement('input')
  input.type = 'file'
  input.accept = 'application/json,.json'
  const file = await new Promise<File | undefined>((resolve) => {
    input.addEventListener('change', () => resolve(input.files?.[0]))
    input.click()
  })
  if (file === undefined || !window.confirm(t.importConfirm)) return
  const result = await getWorkstation().call('app.importWorkspace', { text: await file.text() })
  if (!result.ok) {
    window.alert(`${t.importRefused} ${result.error.message}`)
    return
  }
  window.alert(t.imported)
  window.location.reload()
}
