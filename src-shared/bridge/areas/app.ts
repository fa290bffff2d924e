import { z } from 'zod'
import { noInput } from './common'

/** The app itself: version, shell, active profile. */

export const appInfoSchema = z.object({
  version: z.string(),
  shell: z.enum(['electron', 'web']),
  profile: z.object({ id: z.string(), name: z.string(), kind: z.enum(['demo', 'live']) }),
  /** Base URL of the embedded simulator in the demo profile. */
  simulatorUrl: z.string().nullable(),
  /** Things the user must be told once, such as settings reset after a corrupted file. */
  notices: z.array(z.object({ kind: z.string(), message: z.string() })),
})
export type AppInfo = z.infer<typeof appInfoSchema>

/** Help → About: what support asks first, and where the app keeps its files. */
export const appAboutSchema = z.object({
  version: z.string(),
  shell: z.enum(['electron', 'web']),
  platform: z.string(),
  arch: z.string(),
  versions: z.object({ node: z.string(), electron: z.string().nullable(), chrome: z.string().nullable() }),
  dataDir: z.string(),
  logsDir: z.string(),
})
export type AppAbout = z.infer<typeof appAboutSchema>

/** "Report a problem": the zip (logs, settings, crash dumps; no secret), for the window to save. */
export const problemReportSchema = z.object({ fileName: z.string(), zipBase64: z.string() })
export type ProblemReportFile = z.infer<typeof problemReportSchema>

export const appCalls = {
  'app.info': { input: noInput, output: appInfoSchema },
  /** Demo profile only: the embedded simulator's world back to its fresh state, its file rewritten. */
  'app.resetDemo': { input: noInput, output: z.object({ at: z.number() }) },
  'app.about': { input: noInput, output: appAboutSchema },
  'app.problemReport': { input: noInput, output: problemReportSchema },
  /** The workspace as a file (JSON text): layouts, watchlists, screens, key bindings; no secret. */
  'app.exportWorkspace': { input: noInput, output: z.object({ fileName: z.string(), text: z.string() }) },
  /** Replaces the workspace with a file's, all or nothing: a file refused by its schema changes nothing. */
  'app.importWorkspace': {
    input: z.object({ text: z.string().max(5_000_000) }),
    output: z.object({ windows: z.number(), watchlists: z.number(), screens: z.number() }),
  },
  /** This window has an order ticket, a cancel or the second factor open: no update offer now. */
  'app.holdUpdates': { input: z.object({ held: z.boolean() }), output: z.object({}) },
  /** Opened by the shell where it can (Electron); the web shell answers the path for the user to open. */
  'app.openLogsFolder': { input: noInput, output: z.object({ opened: z.boolean(), path: z.string() }) },
} as const

/**
 * The broker answers again after failures (see core/http/broker-health.ts): a part that shows an
 * error or waits out a back-off asks again now.
 */
export const brokerEventSchema = z.object({ type: z.literal('recovered'), at: z.number() })
export type BrokerEvent = z.infer<typeof brokerEventSchema>

/**
 * A command the native menu asks one window to run (Electron only: Help → Keyboard shortcuts,
 * File → Export to CSV…): the id of a palette command, so the menu and the palette do the same.
 */
export const menuCommandSchema = z.object({ command: z.string().max(80) })
export type MenuCommand = z.infer<typeof menuCommandSchema>

export const appStreams = {
  'app.broker': { params: noInput, event: brokerEventSchema },
  'app.menuCommands': { params: noInput, event: menuCommandSchema },
} as const
