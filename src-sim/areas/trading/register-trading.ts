import type { FastifyInstance } from 'fastify'
import type { SimContext } from '../../state/world'
import { registerTradingAccountRoutes } from './account-routes'
import { registerHistoryRoutes } from './history-routes'
import { registerOrderRoutes } from './order-routes'
import { registerOtpRoutes } from './otp-routes'
import { simRoutes } from '../../guards/route-table'
import { keepRawJsonBodies } from '../../guards/signed-request'
import { tradingState } from '../../state/trading/trading-state'

/** Counts order requests on arrival; registered before the fault hooks so a dropped one is counted too. */
export function registerOrderArrivals(app: FastifyInstance, ctx: SimContext): void {
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/trading/oa/')) {
      tradingState(ctx.world).arrivals.push({ method: request.method, path: request.url })
    }
  })
}

/** Group E trading in its own plugin scope: its JSON parser keeps the exact body text for the body hash. */
export function registerTradingRoutes(app: FastifyInstance, ctx: SimContext): void {
  void app.register(async (scope) => {
    keepRawJsonBodies(scope)
    const routes = simRoutes(scope, ctx)
    registerTradingAccountRoutes(routes, ctx)
    registerOtpRoutes(routes, ctx)
    registerOrderRoutes(routes, ctx)
    registerHistoryRoutes(routes)
  })
}
