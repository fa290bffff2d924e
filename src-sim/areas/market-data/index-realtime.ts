import { z } from 'zod'
import {
  indexRealtimeSpecSchema,
  isMarketIndexCode,
  type IndexRealtimeSpec,
  type MarketIndexCode,
} from '../../../src-shared/schemas/index-realtime'
import type { SimContext } from '../../state/world'
import { refuseAsWorded } from '../../kit/http/input-errors'
import { declareRoute } from '../../kit/http/route-spec'
import type { SimRoutes } from '../../guards/route-table'

const once = 'index and mode may each be given once'
const required = 'index is required: one or more of VNINDEX, VN30, HNXINDEX, HNX30, UPCOMINDEX'

/**
 * `index`: comma-separated codes, trimmed, case-insensitive; unknown codes are skipped, as the real
 * service does. `mode`: `full` (the default: breadth and intraday series) or `lite` (the snapshot).
 */
const query = z
  .strictObject({
    // mode before index: a bad mode is named even when index is missing, as it always was.
    mode: z
      .enum(['full', 'lite'], {
        error: (issue) => (Array.isArray(issue.input) ? once : 'mode must be full or lite'),
      })
      .optional(),
    index: z.string({ error: (issue) => (Array.isArray(issue.input) ? once : required) }),
  })
  .transform((q, ctx): { codes: MarketIndexCode[]; full: boolean } => {
    const asked = q.index
      .split(',')
      .map((code) => code.trim().toUpperCase())
      .filter((code) => code.length > 0)
    if (asked.length === 0) {
      ctx.issues.push({ code: 'custom', message: required, input: q })
      return z.NEVER
    }
    return { codes: asked.filter(isMarketIndexCode), full: q.mode !== 'lite' }
  })

/** GET /market/index-realtime (group E, tier 1): index levels, breadth and intraday series. */
export function registerIndexRealtimeRoute(routes: SimRoutes, ctx: SimContext): void {
  declareRoute(
    routes,
    {
      method: 'GET',
      path: '/market/index-realtime',
      group: 'E',
      tier: 'apiKey',
      summary: 'Index levels, breadth and intraday series (`result` array)',
      query,
      refuse: (reply, error, part) => refuseAsWorded(reply, 'E', error, part),
      response: indexRealtimeSpecSchema,
    },
    async (_request, reply, { query: parsed }) => {
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
