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
  /** Demo profile only: the embedded simulator's world back to its fresh state, its file rewritten. */
  'app.resetDemo': { input: noInput, output: z.object({ at: z.number() }) },
} as const

/**
 * The broker answers again after failures (see core/http/broker-health.ts): a part that shows an
 * error or waits out a back-off asks again now.
 */
export const brokerEventSchema = z.object({ type: z.literal('recovered'), at: z.number() })
export type BrokerEvent = z.infer<typeof brokerEventSchema>

export const appStreams = {
  'app.broker': { params: noInput, event: brokerEventSchema },
} as const
