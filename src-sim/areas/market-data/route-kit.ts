import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { sendGroupEError } from '../../kit/http/errors'
import { requireServiceApiKey } from '../../guards/api-key'
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

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0]
  if (issue === undefined) return 'invalid query'
  if (issue.code === 'unrecognized_keys') return `unknown query parameter(s): ${issue.keys.join(', ')}`
  const where = issue.path.join('.')
  return where === '' ? issue.message : `${where}: ${issue.message}`
}

/** Registers every route of the table: tier-1 API key and quota first, then the query, then the handler. */
export function registerResearchTable(
  app: FastifyInstance,
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
        : { description: 'Also `<field>_gt` and `<field>_lt` on the numeric fields.' }),
    } as const
    declareRoute<Record<string, string>>(app, spec, async (request, reply) => {
      if (requireServiceApiKey(ctx, request, reply) === undefined) return reply
      const raw = request.query as Record<string, unknown>
      const dynamic = r.dynamicQuery
      const fixed =
        dynamic === undefined
          ? raw
          : Object.fromEntries(Object.entries(raw).filter(([name]) => !dynamic.test(name)))
      const parsed = r.query.safeParse(fixed)
      if (!parsed.success) return sendGroupEError(reply, 400, 'INVALID_PARAMETER', firstIssue(parsed.error))
      const world = ctx.world
      world.sync()
      const answer = r.handler({
        world,
        params: request.params,
        query: parsed.data,
        raw,
      })
      if ('status' in answer) return sendGroupEError(reply, answer.status, answer.code, answer.message)
      return reply
        .type('application/json; charset=utf-8')
        .send({ error_code: '0', message: 'success', data: answer.data })
    })
  }
}
