import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { CancelActivity, CancelResult, OrderRow } from '../../../../src-shared/bridge/contract'
import type { FollowedOutcome, OrderOutcome } from '../../../../src-shared/bridge/areas/orders-entry'
import type { OrderBookEntry } from '../../../../src-shared/schemas/trading'
import { startSimulator, type Simulator } from '../../../../src-sim/server'
import { systemClock } from '../../clock/clock'
import { createHttpClient } from '../../http/http-client'
import { createIdentity, type Identity } from '../../account/sub-accounts'
import { SecondFactorSession } from '../../auth/second-factor-session'
import { memorySessionStore } from '../../auth/session-store'
import { createSvcClient, type SvcClient } from '../../auth/svc-client'
import { startFaultProxy, type FaultProxy, type GatewayFault } from '../../testing/fault-proxy'
import { ManualClock } from '../../testing/manual-clock'
import { becomeTrading, control, demoKit, startFrozenNow } from '../../testing/sim-test-kit'
import { OrderClient } from '../group-e/order-client'
import { orderBookReader } from '../group-e/order-book-reader'
import { createOrderService } from '../order-service'
import { FOLLOW_AT_LEAST_MS } from './follow-window'
import { answeredWithinMs, realWait } from '../../../../src-shared/testing/real-wait'
import type { HttpClient } from '../../http/http-client'

/**
 * Issue 23's matrix: a gateway between the core and the simulator (real sockets) answers an order
 * call with a late 504, a late drop or nothing at all, while the broker takes the request 1, 7 or
 * 20 s after it arrived, or never. Time is the ManualClock's: the gateway's faults and the core's
 * reading of the book happen on it, the test moves it. Each case proves that the app's last word is
 * what the book holds, that its first word never claims more than it knows, and that the gateway saw
 * the call once.
 */
const faults: GatewayFault[] = ['late-5xx', 'late-drop', 'timeout']
const takes: (number | null)[] = [1_000, 7_000, 20_000, null]
const cases = faults.flatMap((fault) => takes.map((takeAt) => ({ fault, takeAt })))
/**
 * The core gives up on the faulty order call after this long (wall clock: a socket's deadline). Only
 * that call has it: the gateway answers it late on the ManualClock, or never, so its first word is
 * "unknown" whether the deadline or the fault comes first. Every call the test expects answered (a
 * place that sets a case up, the reads of the book) has `answeredWithinMs`.
 */
const orderTimeoutMs = 300
/** Beyond the window in which the broker can still take a change, with the reads' back-off. */
const horizonMs = FOLLOW_AT_LEAST_MS + 60_000

/** Moves the clock in steps, letting the reads each step starts come back, until `done` or the horizon. */
async function drive(clock: ManualClock, proxy: FaultProxy, busy: () => boolean, done: () => boolean) {
  const until = clock.now() + horizonMs
  while (!done() && clock.now() < until) {
    await clock.advance(250)
    await vi.waitUntil(() => proxy.inflight === 0 && !busy(), { ...realWait, interval: 2 })
  }
}

describe('group E: place, modify and cancel through a faulty gateway', () => {
  let sim: Simulator
  let proxy: FaultProxy
  let svc: SvcClient
  let identity: Identity
  let session: SecondFactorSession
  const clock = new ManualClock(systemClock.now())

  beforeAll(async () => {
    // Speed 1: the broker's order times are compared with the time the core sent the order.
    sim = await startSimulator({ seed: 23, speed: 1, startTime: systemClock.now() })
    proxy = await startFaultProxy({ target: sim.url, clock })
    const demo = await control<{ apiKey: string; apiSecret: string }>(sim, '/demo')
    svc = createSvcClient({
      http: createHttpClient({ baseUrl: proxy.url }),
      key: async () => ({ apiKey: demo.apiKey, apiSecret: demo.apiSecret }),
    })
    identity = createIdentity(svc)
    session = new SecondFactorSession(svc, memorySessionStore())
    await session.request()
    const outbox = await control<{ channel: string; code: string }[]>(sim, '/outbox')
    await session.verify(outbox.filter((m) => m.channel === 'email').at(-1)?.code ?? '')
  })
  afterAll(async () => {
    await proxy.close()
    await sim.close()
  })

  const book = () => orderBookReader(svc, identity)()
  const ordersPath = async () => `/trading/oa/sub-accounts/${(await identity.get()).ordering.id}/orders`
  let n = 0
  /** A buy at the floor of a stock well above it: it rests. Each case its own quantity. */
  const restingBuy = () => {
    n += 1
    const t = sim.context.world.market
      .all()
      .find((x) => x.exchange === 'HOSE' && x.regime === 'walk' && x.bid1 > x.floor * 1.03)
    if (t === undefined) throw new Error('no stock above its floor')
    return {
      intentId: `matrix-${n}-${t.symbol}`,
      side: 'BUY' as const,
      symbol: t.symbol,
      quantity: 100 * n,
      type: 'LO' as const,
      price: t.floor,
    }
  }

  /** Runs one operation through the gateway's fault and returns its first and last words. */
  async function run(
    client: OrderClient,
    operation: FollowedOutcome['operation'],
    ref: string,
    send: () => Promise<OrderOutcome>,
  ) {
    let last: FollowedOutcome | undefined
    const stop = client.outcomes((f) => {
      if (f.operation === operation && f.ref === ref && f.phase === 'settled') last = f
    })
    let first: OrderOutcome | undefined
    const pending = send().then((out) => {
      first = out
      return out
    })
    // The gateway answers (504 or drop at 0.5 s) or the core's own deadline ends the call.
    await drive(
      clock,
      proxy,
      () => client.follower.busy,
      () => first !== undefined,
    )
    await pending
    await drive(
      clock,
      proxy,
      () => client.follower.busy,
      () => last !== undefined,
    )
    stop()
    return { first: first!, last }
  }

  const newClient = () =>
    new OrderClient({ svc, identity, session, deviceId: () => 'matrix', clock, orderTimeoutMs })
  /** The order a modify or a cancel case works on, placed with no fault and a generous deadline. */
  const placeResting = async () => {
    const placing = new OrderClient({
      svc,
      identity,
      session,
      deviceId: () => 'matrix',
      clock,
      orderTimeoutMs: answeredWithinMs,
    })
    const intent = restingBuy()
    const placed = await placing.place(intent)
    placing.stop()
    expect(placed.outcome).toBe('placed')
    return { intent, id: placed.orderId! }
  }

  it.each(cases)(
    'place, $fault, the broker takes it at $takeAt ms',
    async ({ fault, takeAt }) => {
      const client = newClient()
      const path = await ordersPath()
      const intent = restingBuy()
      const before = proxy.received('POST', path)
      proxy.plan({ match: (m, p) => m === 'POST' && p === path, fault, forwardAfterMs: takeAt })
      const { first, last } = await run(client, 'place', intent.intentId, () => client.place(intent))
      client.stop()

      expect(first.outcome).toBe('unknown')
      const mine = (await book()).filter((e) => e.symbol === intent.symbol && e.qtty === intent.quantity)
      expect(mine).toHaveLength(takeAt === null ? 0 : 1)
      if (takeAt === null) {
        expect(last?.outcome).toMatchObject({ outcome: 'not-placed', fromBook: true })
        expect(last!.at).toBeGreaterThanOrEqual(last!.followUntil)
      } else {
        expect(last?.outcome).toMatchObject({ outcome: 'placed', orderId: mine[0]!.orderid })
      }
      // Once: the gateway saw one order call.
      expect(proxy.received('POST', path) - before).toBe(1)
    },
    30_000,
  )

  it.each(cases)(
    'modify, $fault, the broker takes it at $takeAt ms',
    async ({ fault, takeAt }) => {
      const { intent, id } = await placeResting()
      const client = newClient()
      const path = `${await ordersPath()}/${id}`
      proxy.plan({ match: (m, p) => m === 'PUT' && p === path, fault, forwardAfterMs: takeAt })
      const change = { quantity: intent.quantity + 100, price: intent.price }
      const { first, last } = await run(client, 'modify', id, () => client.modify(id, change))
      client.stop()

      expect(first.outcome).toBe('unknown')
      const entry = (await book()).find((e: OrderBookEntry) => e.orderid === id)
      expect(entry?.qtty).toBe(takeAt === null ? intent.quantity : change.quantity)
      expect(last?.outcome.outcome).toBe(takeAt === null ? 'not-placed' : 'accepted')
      expect(proxy.received('PUT', path)).toBe(1)
    },
    30_000,
  )

  it.each(cases)(
    'cancel, $fault, the broker takes it at $takeAt ms',
    async ({ fault, takeAt }) => {
      const { id } = await placeResting()
      const client = newClient()
      const path = `${await ordersPath()}/${id}`
      proxy.plan({ match: (m, p) => m === 'DELETE' && p === path, fault, forwardAfterMs: takeAt })
      const { first, last } = await run(client, 'cancel', id, () => client.cancel(id))
      client.stop()

      expect(first.outcome).toBe('unknown')
      const entry = (await book()).find((e: OrderBookEntry) => e.orderid === id)
      expect(entry?.status).toBe(takeAt === null ? 'SENT' : 'CANCELLED')
      expect(last?.outcome).toMatchObject({
        outcome: takeAt === null ? 'not-placed' : 'accepted',
        status: entry?.status,
        fromBook: true,
      })
      expect(proxy.received('DELETE', path)).toBe(1)
    },
    30_000,
  )
})

/** Group A's cancel call (a PUT, the only write here) gets the short deadline; its reads keep theirs. */
const shortCancelDeadline = (http: HttpClient): HttpClient => ({
  ...http,
  request: (req) => http.request(req.method === 'PUT' ? { ...req, timeoutMs: orderTimeoutMs } : req),
})

describe('group A: a stock cancel through a faulty gateway', () => {
  it.each(cases)(
    'cancel, $fault, the broker takes it at $takeAt ms',
    async ({ fault, takeAt }) => {
      const sim = await startFrozenNow(23)
      const clock = new ManualClock(systemClock.now())
      const proxy = await startFaultProxy({ target: sim.url, clock })
      const kit = await demoKit(sim)
      try {
        await becomeTrading(sim, kit)
        const service = createOrderService({
          http: shortCancelDeadline(createHttpClient({ baseUrl: proxy.url, timeoutMs: answeredWithinMs })),
          bearer: (scope) => kit.tokens.bearer(scope),
          accounts: kit.accounts,
          clock,
        })
        const activity: CancelActivity[] = []
        service.onActivity((a) => activity.push(a))
        // The simulator's book may not show a cancellable order at the first read.
        const order = await vi.waitUntil(async () => {
          await service.feed.refresh('stock')
          return service.feed
            .current('stock')
            ?.find((o: OrderRow) => o.cancellable && o.subAccount === 'normal')
        }, realWait)
        const path = `/akhlys/v1/accounts/${kit.accounts.normal}/cancel-orders`
        proxy.plan({ match: (m, p) => m === 'PUT' && p === path, fault, forwardAfterMs: takeAt })

        let first: CancelResult | undefined
        const pending = service.cancelStock('normal', [order.orderId]).then((r) => {
          first = r.results[0]
        })
        const busy = () => service.feed.reading
        await drive(clock, proxy, busy, () => first !== undefined)
        await pending
        const settled = () =>
          first?.outcome !== 'unknown'
            ? first
            : activity.at(-1)?.reconciled.find((r) => r.orderId === order.orderId)
        await drive(clock, proxy, busy, () => settled() !== undefined)
        service.stop()

        // The first word claims nothing the book has not shown.
        expect(['unknown', 'cancelled']).toContain(first?.outcome)
        if (first?.outcome === 'cancelled') expect(first.code).toBe('confirmed-by-book')
        await service.feed.refresh('stock')
        const row = service.feed.current('stock')?.find((o) => o.orderId === order.orderId)
        if (takeAt === null) expect(['working', 'partly-matched']).toContain(row?.state)
        else expect(row?.state).toBe('cancelled')
        expect(settled()?.outcome).toBe(takeAt === null ? 'still-working' : 'cancelled')
        expect(proxy.received('PUT', path)).toBe(1)
      } finally {
        kit.tokens.stop()
        await proxy.close()
        await sim.close()
      }
    },
    30_000,
  )
})
