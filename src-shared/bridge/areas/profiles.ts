import { bridgeErrorSchema } from '../errors'
import { z } from 'zod'
import { liveProfileSchema, settingsIdSchema, tierSchema } from '../../schemas/settings'
import { noInput } from './common'

/**
 * Broker profiles. The key and secret go in (write-only) and never come back: the renderer learns
 * whether a key is set and at most its last four characters.
 */

export const credentialStatusSchema = z.object({ hasKey: z.boolean(), keyHint: z.string().nullable() })

export const profileSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(['demo', 'live']),
  baseUrl: z.string(),
  authUrl: z.string(),
  apiUrl: z.string(),
  identityUrl: z.string(),
  tier: tierSchema,
  credentials: credentialStatusSchema,
  hasAccounts: z.boolean(),
  /** A live profile's account numbers (not secret), for its edit form; null for the demo or unset. */
  accounts: liveProfileSchema.shape.accounts.optional(),
})
export type ProfileSummary = z.infer<typeof profileSummarySchema>

export const profileListSchema = z.object({
  activeId: z.string(),
  profiles: z.array(profileSummarySchema),
})
export type ProfileList = z.infer<typeof profileListSchema>

/** Trimmed like a paste; bounded so a runaway paste cannot fill the vault. */
const secretField = z.string().trim().min(1, 'cannot be empty').max(512, 'is too long')

export const saveProfileInputSchema = z.strictObject({
  profile: liveProfileSchema,
  /** Omit to keep the stored key and secret. */
  credentials: z.strictObject({ apiKey: secretField, apiSecret: secretField }).optional(),
})

export const appEventSchema = z.discriminatedUnion('type', [
  /** The active profile changed: every window reloads onto the new core. */
  z.object({ type: z.literal('profile-changed'), profileId: z.string() }),
])
export type AppEvent = z.infer<typeof appEventSchema>

export const connectionCheckSchema = z.object({
  /** `tier1`: group E with the key alone; `tier2`: group E signed; `groupA`: a query token and a query. */
  id: z.enum(['tier1', 'tier2', 'groupA']),
  ok: z.boolean(),
  /** What worked, or why not, in the core's (English) words: a detail the UI shows as a tooltip. */
  message: z.string(),
  /** Why not, as a typed kind and code the UI words in its own language; null when it worked. */
  problem: bridgeErrorSchema.pick({ kind: true, code: true }).nullable().optional(),
})
export type ConnectionCheck = z.infer<typeof connectionCheckSchema>

export const profileCalls = {
  'profiles.list': { input: noInput, output: profileListSchema },
  'profiles.save': { input: saveProfileInputSchema, output: profileListSchema },
  'profiles.remove': { input: z.strictObject({ id: settingsIdSchema }), output: profileListSchema },
  'profiles.activate': { input: z.strictObject({ id: settingsIdSchema }), output: profileListSchema },
  /** A saved profile's addresses tried with its stored key and secret (which stay in the core). */
  'profiles.testConnection': {
    input: z.strictObject({ id: settingsIdSchema }),
    output: z.object({ checks: z.array(connectionCheckSchema) }),
  },
} as const

export const profileStreams = {
  'app.events': { params: noInput, event: appEventSchema },
} as const
