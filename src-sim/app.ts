import type { FastifyInstance } from 'fastify'
import { registerControlRoutes } from './areas/control/routes'
import { registerDerivativeRoutes } from './areas/derivatives/derivatives'
import { registerEventRoutes } from './areas/events/events'
import { registerIndexRealtimeRoute } from './areas/market-data/index-realtime'
import { registerQuoteHistoryRoute } from './areas/market-data/quote-history'
import { registerResearchRoutes } from './areas/market-data/register'
import { registerOpenApiRoute } from './areas/openapi/openapi'
import { registerSupplyDemandRoutes } from './areas/prices/supply-demand'
import { registerTickerCommons } from './areas/prices/ticker-commons'
import { registerStockAccountRoutes } from './areas/stock-accounts/stock-accounts'
import { registerAuthRoutes } from './areas/tokens/token-routes'
import { registerOrderArrivals, registerTradingRoutes } from './areas/trading/register-trading'
import { registerWebhookRoutes } from './areas/webhook/webhook'
import { simRoutes, type SimRoutes } from './guards/route-table'
import { buildHttpServer } from './kit/http/app'
import { registerFaultHooks } from './kit/http/fault-hooks'
import type { SimContext } from './state/world'

export type AppOptions = (
  | { control: false }
  /** `controlToken`: what `/__sim` calls must carry in `X-Sim-Control-Token`. */
  | { control: true; controlToken: string }
) & {
  /** Extra route groups, registered after the market routes. */
  plugins?: readonly ((routes: SimRoutes, ctx: SimContext) => void)[]
}

/** The simulator's server: the kit's HTTP server, the fault hooks and every area's routes over `ctx`. */
export function buildApp(ctx: SimContext, options: AppOptions): FastifyInstance {
  const app = buildHttpServer(() => ctx.world.clock.now())
  const routes = simRoutes(app, ctx)
  // First: /openapi.json collects every route declared after it (kit/http/route-spec.ts).
  registerOpenApiRoute(app)
  if (options.control) registerControlRoutes(app, ctx, options.controlToken)
  registerOrderArrivals(app, ctx)
  registerFaultHooks(app, ctx.faults, () => ctx.world.clock.now())
  registerTickerCommons(routes, ctx)
  registerAuthRoutes(routes, ctx)
  registerStockAccountRoutes(routes, ctx)
  registerDerivativeRoutes(routes, ctx)
  registerSupplyDemandRoutes(routes, ctx)
  registerEventRoutes(routes, ctx)
  registerIndexRealtimeRoute(routes, ctx)
  registerQuoteHistoryRoute(routes, ctx)
  registerResearchRoutes(routes, ctx)
  registerWebhookRoutes(routes, ctx)
  registerTradingRoutes(app, ctx)
  for (const plugin of options.plugins ?? []) plugin(routes, ctx)
  return app
}
