import type { FastifyInstance } from 'fastify'
import { z } from 'zod'

/** The order ids a cancel body names: `ordersList[].orderID` (stock) or `orderNo` (derivative). */
const cancelBodySchema = z.union([
  z.object({ ordersList: z.array(z.object({ orderID: z.string() })) }),
  z.object({ orderNo: z.union([z.string(), z.number()]) }),
])

const cancelRoutes = new Set(['/akhlys/v1/accounts/:accountNo/cancel-orders', '/khronos/v1/order/cancel'])

/**
 * What the brokerage routes were asked to do, counted where the broker would act: after the fault
 * hooks (a request refused with 429 or dropped never reaches a route) and before the handler. Tests
 * read it through `GET /__sim/requests` to prove that the client never sent a cancel twice.
 */
export class RequestCounts {
  /** `METHOD /route/:pattern` → requests handled. */
  readonly routes = new Map<string, number>()
  /** Order id → cancel requests that named it. */
  readonly cancels = new Map<string, number>()
  /**
   * Every brokerage request as it arrived, before the fault hooks: what a client sent while the
   * broker was failing (`routes` counts only what got through).
   */
  arrivals = 0
  /** The same, by `METHOD /route/:pattern`. */
  readonly arrivalRoutes = new Map<string, number>()

  record(method: string, route: string, body: unknown): void {
    const key = `${method} ${route}`
    this.routes.set(key, (this.routes.get(key) ?? 0) + 1)
    if (!cancelRoutes.has(route)) return
    const parsed = cancelBodySchema.safeParse(body)
    if (!parsed.success) return
    const ids =
      'ordersList' in parsed.data
        ? parsed.data.ordersList.map((o) => o.orderID)
        : [String(parsed.data.orderNo)]
    for (const id of ids) this.cancels.set(id, (this.cancels.get(id) ?? 0) + 1)
  }

  arrived(method: string, route: string): void {
    this.arrivals += 1
    const key = `${method} ${route}`
    this.arrivalRoutes.set(key, (this.arrivalRoutes.get(key) ?? 0) + 1)
  }

  snapshot(): {
    routes: Record<string, number>
    cancels: Record<string, number>
    arrivals: number
    arrivalRoutes: Record<string, number>
  } {
    return {
      routes: Object.fromEntries(this.routes),
      cancels: Object.fromEntries(this.cancels),
      arrivals: this.arrivals,
      arrivalRoutes: Object.fromEntries(this.arrivalRoutes),
    }
  }
}

export function registerRequestCounts(app: FastifyInstance): void {
  const counts = new RequestCounts()
  // Registered before the fault hooks (see http/app.ts), so refused and dropped requests count too.
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/__sim')) counts.arrived(request.method, request.routeOptions.url ?? '?')
  })
  app.addHook('preHandler', async (request) => {
    const route = request.routeOptions.url
    if (route === undefined || route.startsWith('/__sim')) return
    counts.record(request.method, route, request.body)
  })
  app.get('/__sim/requests', async () => counts.snapshot())
}
