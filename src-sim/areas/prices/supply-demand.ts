import { z } from 'zod'
import type { SimRoutes } from '../../guards/route-table'
import { bsaSeries, investorTypes } from '../../state/market/supply-demand'
import type { SimContext } from '../../state/world'
import { sendGroupAError } from '../../kit/http/errors'
import { declareRoute } from '../../kit/http/route-spec'

const query = z.strictObject({
  /** `1M` (about 22 trading days) or a number of trading days. */
  timeWindow: z
    .string()
    .regex(/^(1M|\d{1,2})$/, 'timeWindow must be 1M or a number of days (1-60)')
    .optional(),
  type: z.enum(investorTypes, { error: 'type must be sheep, wolf, shark or all' }).optional(),
})

/** GET /nyx/v1/intraday/{ticker}/bsa-month: supply and demand per investor type. */
export function registerSupplyDemandRoutes(routes: SimRoutes, ctx: SimContext): void {
  declareRoute(
    routes,
    {
      method: 'GET',
      path: '/nyx/v1/intraday/{ticker}/bsa-month',
      group: 'A',
      tier: 'bearer',
      summary: 'Monthly supply and demand',
      query,
    },
    async (request, reply, { query: parsed }) => {
      const window = parsed.timeWindow ?? '1M'
      const days = window === '1M' ? 22 : Number(window)
      if (days < 1 || days > 60)
        return sendGroupAError(reply, 400, 'INVALID_QUERY', 'timeWindow must be 1M or 1-60 days')
      const symbol = request.params.ticker.toUpperCase()
      ctx.world.sync()
      const t = ctx.world.market.ticker(symbol)
      if (t === undefined) return sendGroupAError(reply, 404, 'SYMBOL_NOT_FOUND', `unknown symbol ${symbol}`)
      return {
        ticker: symbol,
        data: bsaSeries(t, parsed.type ?? 'all', days, ctx.world.clock.now(), ctx.config.seed),
      }
    },
  )
}
