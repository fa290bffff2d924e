import type { Clock } from '../clock/clock'
import { arch, platform } from 'node:os'
import { join } from 'node:path'
import type { CallHandlers } from '../bridge/router'
import type { SettingsStore } from '../settings/settings-store'
import { buildProblemReport } from './problem-report'

export interface SupportDeps {
  shell: 'electron' | 'web'
  version: string
  dataDir: string
  /** Electron's crashDumps folder; null in the web shell. */
  crashDumpsDir: string | null
  settings: SettingsStore
  clock: Pick<Clock, 'now'>
  /** The shell's way to show a folder (Electron's shell.openPath); absent in the web shell. */
  openFolder?: (path: string) => Promise<boolean>
}

/** The folder of `workstation.log` and its rotated files, in both shells. */
export const logsDirOf = (dataDir: string): string => join(dataDir, 'logs')

/** The Help menu's calls: About, the logs folder, Report a problem. */
export function supportHandlers(
  deps: SupportDeps,
): Pick<CallHandlers, 'app.about' | 'app.problemReport' | 'app.openLogsFolder'> {
  const logsDir = logsDirOf(deps.dataDir)
  return {
    'app.about': () => ({
      version: deps.version,
      shell: deps.shell,
      platform: platform(),
      arch: arch(),
      versions: {
        node: process.versions.node,
        ...shellVersions(),
      },
      dataDir: deps.dataDir,
      logsDir,
    }),
    'app.problemReport': async () => {
      const report = await buildProblemReport({
        version: deps.version,
        shell: deps.shell,
        logsDir,
        crashDumpsDir: deps.crashDumpsDir,
        settings: () => deps.settings.getDocument(),
        clock: deps.clock,
      })
      return { fileName: report.fileName, zipBase64: Buffer.from(report.bytes).toString('base64') }
    },
    'app.openLogsFolder': async () => ({
      opened: deps.openFolder ? await deps.openFolder(logsDir) : false,
      path: logsDir,
    }),
  }
}

/** Electron's and Chromium's versions when running inside Electron; null in plain Node. */
function shellVersions(): { electron: string | null; chrome: string | null } {
  const versions: Partial<Record<string, string>> = process.versions
  return { electron: versions.electron ?? null, chrome: versions.chrome ?? null }
}
