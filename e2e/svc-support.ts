import { createHttpClient } from '../src-main/core/http/http-client'
import { OrderClient } from '../src-main/core/orders/group-e/order-client'
import { orderBookReader } from '../src-main/core/orders/group-e/order-book-reader'
import { SecondFactorSession } from '../src-main/core/auth/second-factor-session'
import { memorySessionStore } from '../src-main/core/auth/session-store'
import { createIdentity } from '../src-main/core/account/sub-accounts'
import { createSvcClient } from '../src-main/core/auth/svc-client'
import { control } from './cancel-support'

/**
 * A second API key of the demo user on group E, signed as the core signs, with its own second-factor
 * session (the app's key keeps its 5 codes a day): places and amends the orders a test then watches
 * in the app's blotter. Group E's accounts belong to the user, so they show in the app's book.
 */
export class SvcTrader {
  private constructor(
    readonly sim: string,
    readonly orders: OrderClient,
    readonly readBook: ReturnType<typeof orderBookReader>,
  ) {}

  static async start(sim: string): Promise<SvcTrader> {
    const key = await control<{ apiKey: string; apiSecret: string }>(sim, '/keys', { tier: 'Enterprise' })
    const svc = createSvcClient({ http: createHttpClient({ baseUrl: sim }), key: async () => key })
    const identity = createIdentity(svc)
    const session = new SecondFactorSession(svc, memorySessionStore())
    await session.request()
    const outbox = await control<{ apiKey: string; channel: string; code: string }[]>(sim, '/outbox')
    const code = outbox.filter((m) => m.apiKey === key.apiKey && m.channel === 'email').at(-1)?.code ?? ''
    const status = await session.verify(code)
    if (status.state !== 'active')
      throw new Error(`no second-factor session: ${status.message ?? status.state}`)
    const orders = new OrderClient({ svc, identity, session, deviceId: () => 'e2e-svc-trader' })
    return new SvcTrader(sim, orders, orderBookReader(svc, identity))
  }

  /** A buy of 100 at the floor: it rests (nobody sells at the floor in the simulator's market). */
  async restingBuy(symbol: string, floor: number): Promise<string> {
    const out = await this.orders.place({
      intentId: `e2e-${symbol}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
      side: 'BUY',
      symbol,
      quantity: 100,
      type: 'LO',
      price: floor,
    })
    if (out.outcome !== 'placed' || out.orderId === null) throw new Error(`not placed: ${out.message}`)
    return out.orderId
  }

  /** Raises the price to the ceiling: the order crosses the offer and matches as the market steps. */
  async makeMarketable(orderId: string, ceiling: number): Promise<void> {
    const out = await this.orders.modify(orderId, { quantity: 100, price: ceiling })
    if (out.outcome !== 'accepted') throw new Error(`not amended: ${out.message}`)
  }

  async status(orderId: string): Promise<string | undefined> {
    return (await this.readBook()).find((e) => e.orderid === orderId)?.status
  }
}
