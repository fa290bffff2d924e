import type { FastifyInstance } from 'fastify'
import type { SimContext } from '../world'
import { registerTradingAccountRoutes } from './account-routes'
import { registerOrderRoutes } from './order-routes'
import { registerOtpRoutes } from './otp-routes'
import { keepRawJsonBodies } from './signed-request'

/** Group E trading in its own plugin scope: its JSON parser keeps the exact body text for the body hash. */
export function registerTradingRoutes(app: FastifyInstance, ctx: SimContext): void {
  void app.register(async (scope) => {
    keepRawJsonBodies(scope)
    registerTradingAccountRoutes(scope, ctx)
    registerOtpRoutes(scope, ctx)
    registerOrderRoutes(scope, ctx)
  })
}
