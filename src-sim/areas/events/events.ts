import type { FastifyReply } from 'fastify'
import { z } from 'zod'
import { demoIdentity } from '../../state/accounts/demo-identity'
import { vnIsoDate } from '../../../src-shared/market/vietnam-calendar'
import { generateEvents, type CorporateEvent } from '../../state/market/corporate-events'
import { buildUniverse } from '../../state/market/universe'
import type { SimContext } from '../../state/world'
import { sendGroupAError } from '../../kit/http/errors'
import { declareRoute } from '../../kit/http/route-spec'
import type { SimRoutes } from '../../guards/route-table'

const datePattern = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/
const intIn = (name: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `${name} must be an integer`)
    .transform(Number)
    .pipe(
      z.number().min(min, `${name} must be ${min} to ${max}`).max(max, `${name} must be ${min} to ${max}`),
    )

const searchQuery = z.strictObject({
  symbol: z.string().max(20).optional(),
  orderBy: intIn('orderBy', 1, 3).optional(),
  type: intIn('type', 0, 3).optional(),
  startDate: z.string().regex(datePattern, 'startDate must be yyyy-MM-dd').optional(),
  endDate: z.string().regex(datePattern, 'endDate must be yyyy-MM-dd').optional(),
  offset: intIn('offset', 0, 1_000_000).optional(),
  limit: intIn('limit', 1, 500).optional(),
})

const authorizeQuery = z.object({
  response_type: z.string().optional(),
  client_id: z.string().min(1, 'client_id is required').max(200),
  redirect_uri: z.url({ protocol: /^https?$/, error: 'redirect_uri must be an absolute http(s) URL' }),
  scope: z.string().max(500).optional(),
  state: z.string().max(2_000).optional(),
})

/** The OAuth 2.0 error body (RFC 6749 §4.2.2.1), not the group's. */
function refuseAuthorize(reply: FastifyReply, error: z.ZodError): FastifyReply {
  const issue = error.issues[0]
  return reply.code(400).send({
    error: 'invalid_request',
    error_description: `${issue?.path.join('.') ?? 'query'}: ${issue?.message ?? 'invalid'}`,
  })
}

/** Identity tokens live 30 days (the real ones are long-lived JWTs). */
export const identityTokenSeconds = 30 * 86_400
const knownScopes = new Set(['symbols-read', 'openid', 'profile'])
const sortKey = { 1: 'registrationDate', 2: 'recordDate', 3: 'executionDate' } as const

/** Group C: corporate-event search (FireAnt shapes) and the implicit-flow authorization endpoint. */
export function registerEventRoutes(routes: SimRoutes, ctx: SimContext): void {
  const universe = buildUniverse()
  let cache: { world: object; events: CorporateEvent[] } | undefined
  const events = (): CorporateEvent[] => {
    if (cache?.world !== ctx.world) {
      cache = {
        world: ctx.world,
        events: generateEvents(universe.listings, ctx.config.seed, ctx.config.startMs),
      }
    }
    return cache.events
  }

  declareRoute(
    routes,
    {
      method: 'GET',
      path: '/connect/authorize',
      group: 'C',
      tier: 'none',
      summary: 'OAuth 2.0 implicit flow (302 with the token in the fragment)',
      query: authorizeQuery,
      refuse: refuseAuthorize,
    },
    async (_request, reply, { query: q }) => {
      const redirect = (fragment: Record<string, string>): unknown => {
        const params = new URLSearchParams(fragment)
        if (q.state !== undefined) params.set('state', q.state)
        return reply
          .code(302)
          .header('location', `${q.redirect_uri.split('#')[0] ?? ''}#${params.toString()}`)
          .send()
      }
      if (q.response_type !== 'token') {
        return redirect({
          error: 'unsupported_response_type',
          error_description: 'only response_type=token (implicit flow)',
        })
      }
      const scopes = (q.scope ?? 'symbols-read').split(' ').filter((s) => s.length > 0)
      const unknown = scopes.filter((s) => !knownScopes.has(s))
      if (unknown.length > 0 || !scopes.includes('symbols-read')) {
        return redirect({
          error: 'invalid_scope',
          error_description:
            unknown.length > 0 ? `unknown scope ${unknown.join(' ')}` : 'scope must include symbols-read',
        })
      }
      const token = await ctx.world.tokens.issueIdentity(demoIdentity.userId, scopes, identityTokenSeconds)
      return redirect({
        access_token: token,
        token_type: 'Bearer',
        expires_in: String(identityTokenSeconds),
        scope: scopes.join(' '),
      })
    },
  )

  declareRoute(
    routes,
    {
      method: 'GET',
      path: '/events/search',
      group: 'C',
      tier: 'identity',
      summary: 'Corporate events',
      query: searchQuery,
    },
    async (_request, reply, { query: q }) => {
      const today = vnIsoDate(ctx.world.clock.now())
      const start = (q.startDate ?? today).slice(0, 10)
      const end = (q.endDate ?? today).slice(0, 10)
      if (start > end)
        return sendGroupAError(reply, 400, 'INVALID_QUERY', 'startDate must not be after endDate')
      const key = sortKey[(q.orderBy ?? 1) as 1 | 2 | 3]
      const keyword = (q.symbol ?? '').trim().toUpperCase()
      const type = q.type ?? 0
      const found = events()
        .filter((e) => type === 0 || e.type === type)
        .filter((e) => keyword === '' || e.symbol === keyword || e.title.toUpperCase().includes(keyword))
        .filter((e) => e[key].slice(0, 10) >= start && e[key].slice(0, 10) <= end)
        .sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : a.eventID - b.eventID))
      const offset = q.offset ?? 0
      return found.slice(offset, offset + (q.limit ?? 20))
    },
  )
}
