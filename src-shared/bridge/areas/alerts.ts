import { z } from 'zod'
import { alertFiringSchema, alertSchema } from '../../schemas/alerts'
import { settingsIdSchema } from '../../schemas/settings'
import { bridgeErrorSchema } from '../errors'
import { noInput } from './common'

/**
 * Price alerts: kept in the settings file, evaluated in the core on the board feeds it already runs
 * (one ticker-list feed for every symbol an alert watches, a basket's own feed for a basket alert),
 * fired to every window (`alerts.events`) and, in the Electron shell, as a desktop notification.
 */

export * from '../../schemas/alerts'

/** Where an alert stands now (not kept: worked out from the data in the core). */
export const alertStateSchema = z.object({
  id: settingsIdSchema,
  /**
   * `armed`: watching live data; `stale`: its data stopped (the reason in `error`), so it cannot
   * fire and says so; `waiting`: no data yet; `cooling`: fired, quiet until `until`; `paused`;
   * `done`: a `once` alert that fired.
   */
  state: z.enum(['armed', 'stale', 'waiting', 'cooling', 'paused', 'done']),
  /** Epoch ms of the last good data for it. */
  lastDataAt: z.number().nullable(),
  until: z.number().optional(),
  error: bridgeErrorSchema.optional(),
})
export type AlertState = z.infer<typeof alertStateSchema>

/** The alerts' own feeds as the rate budget serves them: what they ask, what they get. */
export const alertFeedsSchema = z.object({
  /** Requests per minute the alerts' feeds cost at the cadence in force (0: no feed needed). */
  requestsPerMinute: z.number(),
  /** Poll interval asked for the alerts' feeds. */
  demandMs: z.number(),
  /** Poll interval in force for each feed the alerts keep alive, by source key. */
  cadences: z.record(z.string(), z.number()),
})
export type AlertFeeds = z.infer<typeof alertFeedsSchema>

export const alertsOverviewSchema = z.object({
  alerts: z.array(alertSchema),
  states: z.array(alertStateSchema),
  feeds: alertFeedsSchema,
  sound: z.boolean(),
})
export type AlertsOverview = z.infer<typeof alertsOverviewSchema>

export const alertEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('fired'), firing: alertFiringSchema }),
  /**
   * The data of armed alerts stopped: they cannot fire until it comes back, and the windows say so
   * rather than stay quiet.
   */
  z.object({
    type: z.literal('stale'),
    alertIds: z.array(settingsIdSchema),
    symbols: z.array(z.string()),
    error: bridgeErrorSchema.optional(),
  }),
  /** Sent at subscription and whenever an alert, its state or the feeds change. */
  z.object({ type: z.literal('overview'), overview: alertsOverviewSchema }),
])
export type AlertEvent = z.infer<typeof alertEventSchema>

const ok = z.object({ ok: z.literal(true) })

export const alertCalls = {
  'alerts.list': { input: noInput, output: alertsOverviewSchema },
  /** Adds or replaces an alert by id; a changed alert is armed again (its `firedAt` cleared). */
  'alerts.save': { input: alertSchema, output: alertSchema },
  'alerts.remove': { input: z.strictObject({ id: settingsIdSchema }), output: ok },
  'alerts.pause': { input: z.strictObject({ id: settingsIdSchema, paused: z.boolean() }), output: ok },
  'alerts.history': { input: noInput, output: z.array(alertFiringSchema) },
  'alerts.clearHistory': { input: noInput, output: ok },
  'alerts.setSound': { input: z.strictObject({ sound: z.boolean() }), output: ok },
} as const

export const alertStreams = {
  'alerts.events': { params: noInput, event: alertEventSchema },
} as const
