import { bridgeError } from '../../../src-shared/bridge/errors'
import {
  WORKSPACE_FILE_FORMAT,
  workspaceFileSchema,
  type WorkspaceFile,
} from '../../../src-shared/schemas/workspace-file'
import type { Clock } from '../clock/clock'
import type { CallHandlers } from '../bridge/router'
import { CoreError } from '../errors/to-bridge-error'
import type { SettingsStore } from '../settings/settings-store'

/** Export and import of the workspace (see src-shared/schemas/workspace-file.ts). */
export function workspaceFileHandlers(
  settings: SettingsStore,
  clock: Pick<Clock, 'now'>,
): Pick<CallHandlers, 'app.exportWorkspace' | 'app.importWorkspace'> {
  return {
    'app.exportWorkspace': () => {
      const doc = settings.getDocument()
      const at = new Date(clock.now())
      const file: WorkspaceFile = {
        format: WORKSPACE_FILE_FORMAT,
        version: 1,
        exportedAt: at.toISOString(),
        workspace: { windows: doc.windows, watchlists: doc.watchlists, screens: doc.screens, ui: doc.ui },
      }
      return {
        fileName: `workspace-${at.toISOString().slice(0, 10)}.json`,
        text: JSON.stringify(workspaceFileSchema.parse(file), null, 2),
      }
    },
    'app.importWorkspace': ({ text }) => {
      let json: unknown
      try {
        json = JSON.parse(text)
      } catch {
        throw refused('This file is not JSON.')
      }
      const parsed = workspaceFileSchema.safeParse(json)
      if (!parsed.success) {
        const first = parsed.error.issues[0]
        const where = first?.path.join('.') ?? ''
        throw refused(
          `This is not a workspace file of this app (${where ? `${where}: ` : ''}${first?.message ?? 'invalid'}).`,
        )
      }
      const { workspace } = parsed.data
      // Validated again as a whole settings document (ids used twice…) before anything is written.
      try {
        settings.replaceWorkspace(workspace)
      } catch (error) {
        throw refused(error instanceof Error ? error.message : 'The workspace does not fit the settings.')
      }
      return {
        windows: workspace.windows.length,
        watchlists: workspace.watchlists.length,
        screens: workspace.screens.length,
      }
    },
  }
}

const refused = (message: string) => new CoreError(bridgeError('validation', 'bad-workspace-file', message))
