import { z } from 'zod'

/**
 * Group C as FireAnt's public clients read it (api-facts §3): `GET /events/search` answers a
 * top-level array of event records; the implicit flow redirects with the token in the fragment.
 * Written here by hand from those published shapes.
 */
const localDateTime = z.string().regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2})?$/)

export const events = z.array(
  z.object({
    eventID: z.number().int(),
    symbol: z.string(),
    name: z.string(),
    title: z.string(),
    recordDate: localDateTime,
    registrationDate: localDateTime,
    executionDate: localDateTime,
    type: z.number().int(),
  }),
)

/** The fragment of a successful implicit-flow redirect (RFC 6749 §4.2.2). */
export const implicitGrant = z.object({
  access_token: z.string().min(1),
  token_type: z.literal('Bearer'),
  expires_in: z.string().regex(/^\d+$/),
  scope: z.string().optional(),
  state: z.string().optional(),
})

/** The authorize endpoint's own refusals (RFC 6749 §4.2.2.1 names; sent as JSON when no redirect is safe). */
export const oauthError = z.object({ error: z.string().min(1), error_description: z.string().optional() })
