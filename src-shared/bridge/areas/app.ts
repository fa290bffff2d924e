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

export const appCalls = {
  'app.info': { input: noInput, output: appInfoSchema },
} as const
