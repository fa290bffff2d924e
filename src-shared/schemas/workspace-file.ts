import { z } from 'zod'
import { savedScreenSchema } from './research/screen'
import { uiSettingsSchema, watchlistSchema, windowLayoutSchema } from './settings'

/**
 * A workspace exported to a file and imported again (another computer, a colleague's layout):
 * windows and their boards' columns, watchlists, saved screens, key bindings and the other UI
 * settings. Never a profile, an account number or a credential: the schema is strict, so a file
 * that carries anything else is refused whole rather than partly imported.
 */
export const WORKSPACE_FILE_FORMAT = 'vn-trading-workstation/workspace'

export const workspacePartSchema = z.strictObject({
  windows: z.array(windowLayoutSchema).max(50),
  watchlists: z.array(watchlistSchema).max(200),
  screens: z.array(savedScreenSchema).max(200),
  ui: uiSettingsSchema.strict(),
})
export type WorkspacePart = z.infer<typeof workspacePartSchema>

export const workspaceFileSchema = z.strictObject({
  format: z.literal(WORKSPACE_FILE_FORMAT),
  version: z.literal(1),
  exportedAt: z.string().max(40),
  workspace: workspacePartSchema,
})
export type WorkspaceFile = z.infer<typeof workspaceFileSchema>
