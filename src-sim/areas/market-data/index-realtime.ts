import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import {
  indexRealtimeSpecSchema,
  isMarketIndexCode,
  type IndexRealtimeSpec,
  type MarketIndexCode,
} from '../../../src-shared/schemas/index-realtime'
import type { SimContext } from '../../state/world'
import { sendGroupEError } from '../../kit/http/errors'
import { declareRoute } from '../../kit/http/route-spec'
import { requireServiceApiKey } from '../../guards/api-key'

const knownParameters = new Set(['index', 'mode'])

type Parsed = { codes: MarketIndexCode[]; full: boolean } | { error: string }

/**
 * `index`: comma-separated codes, trimmed, case-insensitive; unknown codes are skipped, as the real
 * service does. `mode`: `full` (the default: breadth and intraday series) or `lite` (the snapshot).
 */
function parseQuery(query: Record<string, unknown>): Parsed {
  const unknown = Object.keys(query).filter((name) => !knownParameters.has(name))
  if (unknown.length > 0) return { error: `unknown query parameter(s): ${unknown.join(', ')}` }
  const { index, mode } = query
  if (Array.isArray(index) || Array.isArray(mode)) return { error: 'index and mode may each be given once' }
  if (mode !== undefined && mode !== 'full' && mode !== 'lite') {
    return { error: 'mode must be full or lite' }
  }
  const asked =
    typeof index === 'string'
      ? index
          .split(',')
          .map((code) => code.trim().toUpperCase())
          .filter((code) => code.length > 0)
      : []
  if (asked.length === 0) {
    return { error: 'index is required: one or more of VNINDEX, VN30, HNXINDEX, HNX30, UPCOMINDEX' }
  }
  return { codes: asked.filter(isMarketIndexCode), full: mode !== 'lite' }
}

/** GET /market/index-realtime (group E, tier 1): index levels, breadth and intraday series. */
export function registerIndexRealtimeRoute(app: FastifyInstance, ctx: SimContext): void {
  declareRoute(
    app,
    {
      method: 'GET',
      path: '/market/index-realtime',
      group: 'E',
      tier: 'apiKey',
      summary: 'Index levels, breadth and intraday series (`result` array)',
      query: z.strictObject({ index: z.string(), mode: z.enum(['full', 'lite']).optional() }),
      response: indexRealtimeSpecSchema,
    },
    async (request, reply) => {
      if (requireServiceApiKey(ctx, request, reply) === undefined) return reply
      const parsed = parseQuery(request.query as Record<string, unknown>)
      if ('error' in parsed) return sendGroupEError(reply, 400, 'INVALID_PARAMETER', parsed.error)
      const world = ctx.world
      world.sync()
      const body: IndexRealtimeSpec = {
        status: 200,
        error_code: '0',
        message: 'success',
        result: world.indices.realtime(parsed.codes, parsed.full),
      }
      return reply.type('application/json; charset=utf-8').send(body)
    },
  )
}
