import { z } from 'zod'
import { sendGroupEError } from '../../kit/http/errors'
import type { SimRoutes } from '../../guards/route-table'
import { declareRoute } from '../../kit/http/route-spec'
import type { SimContext, SimWorld } from '../../state/world'

/** What a handler may answer: the payload of `data`, or a 400/404 the route kit turns into `{error_code, message}`. */
export type RouteAnswer = { data: unknown } | { status: 400 | 404; code: string; message: string }

export const badParameter = (message: string): RouteAnswer => ({
  status: 400,
  code: 'INVALID_PARAMETER',
  message,
})
export const notFound = (message: string): RouteAnswer => ({ status: 404, code: 'SYMBOL_NOT_FOUND', message })

/** What a handler receives, its query still unread: for the wrappers that look up a path's subject first. */
export interface PathRouteInput {
  world: SimWorld
  params: Readonly<Record<string, string>>
  query: unknown
}

/**
 * One group E market route, declared schema-first: its path, a summary, the zod schema of its query
 * (strict: an unknown parameter is a 400) and a handler over the synced world. The table of these is
 * what the simulator serves and what an OpenAPI document can be built from.
 */
export interface ResearchRoute<Q extends z.ZodType = z.ZodType> {
  path: string
  summary: string
  query: Q
  /** Query names beyond the schema's keys that the handler reads itself (screener `<field>_gt`). */
  dynamicQuery?: RegExp
  handler: (input: {
    world: SimWorld
    params: Readonly<Record<string, string>>
    query: z.infer<Q>
    raw: Readonly<Record<string, unknown>>
  }) => RouteAnswer
}

/** Types a route's handler by its own query schema, then keeps it in the one table type. */
export function route<Q extends z.ZodType>(r: ResearchRoute<Q>): ResearchRoute {
  const handler = r.handler as ResearchRoute['handler']
  return { ...r, handler }
}

/** Registers every route of the table: tier-1 API key and quota first, then the query, then the handler. */
export function registerResearchTable(
  routes: SimRoutes,
  ctx: SimContext,
  table: readonly ResearchRoute[],
): void {
  for (const r of table) {
    const spec = {
      method: 'GET',
      path: r.path,
      group: 'E',
      tier: 'apiKey',
      summary: r.summary,
      query: r.query,
      ...(r.dynamicQuery === undefined
        ? {}
        : {
            openQuery: r.dynamicQuery,
            description: 'Also `<field>_gt` and `<field>_lt` on the numeric fields.',
          }),
    } as const
    declareRoute(routes, spec, async (request, reply, { query }) => {
      const raw = request.query as Record<string, unknown>
      const world = ctx.world
      world.sync()
      const answer = r.handler({
        world,
        params: request.params,
        query,
        raw,
      })
      if ('status' in answer) return sendGroupEError(reply, answer.status, answer.code, answer.message)
      return reply
        .type('application/json; charset=utf-8')
        .send({ error_code: '0', message: 'success', data: answer.data })
    })
  }
}
