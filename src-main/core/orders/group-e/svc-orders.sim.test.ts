import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { CancelActivity, OrderEvent } from '../../../../src-shared/bridge/contract'
import { tradingState } from '../../../../src-sim/state/trading/trading-state'
import { createHttpClient } from '../../http/http-client'
import { orderServiceSuite } from '../../testing/order-service-suite'
import { control } from '../../testing/sim-test-kit'
import { OrderClient, type OrderClientOptions } from './order-client'
import { orderBookReader } from './order-book-reader'
import { SecondFactorSession } from '../../auth/second-factor-session'
import { memorySessionStore } from '../../auth/session-store'
import { createIdentity, type Identity } from '../../account/sub-accounts'
import { createSvcClient, type SvcClient } from '../../auth/svc-client'
import type { OrderServiceDeps } from '../order-service'
import { realWait } from '../../../../src-shared/testing/real-wait'

/**
 * Group E in the one blotter, against the simulator over real sockets: its order book normalised
 * beside group A's, its cancels through the order client (counted on the simulator's side: never
 * twice), and the order events read from the changes between two reads.
 */
const suite = orderServiceSuite(61)
let svc: SvcClient
let identity: Identity
let session: SecondFactorSession
const clients: OrderClient[] = []
afterEach(() => {
  for (const c of clients.splice(0)) c.stop()
})

beforeAll(async () => {
  const demo = await control<{ apiKey: string; apiSecret: string }>(suite.sim, '/demo')
  svc = createSvcClient({
    http: createHttpClient({ baseUrl: suite.sim.url }),
    key: async () => ({ apiKey: demo.apiKey, apiSecret: demo.apiSecret }),
  })
  identity = createIdentity(svc)
  session = new SecondFactorSession(svc, memorySessionStore())
  await session.request()
  const outbox = await control<{ channel: string; code: string }[]>(suite.sim, '/outbox')
  const status = await session.verify(outbox.filter((m) => m.channel === 'email').at(-1)?.code ?? '')
  expect(status.state).toBe('active')
})

function setUp(client: Partial<OrderClientOptions> = {}, extra: Partial<OrderServiceDeps> = {}) {
  const orders = new OrderClient({
    svc,
    identity,
    session,
    deviceId: () => 'blotter-test',
    followDelaysMs: [100],
    followForMs: 1_000,
    ...client,
  })
  clients.push(orders)
  const service = suite.service({
    svc: { readBook: orderBookReader(svc, identity), cancel: (id) => orders.cancel(id) },
    reconcileDelaysMs: [100],
    followForMs: 1_000,
    ...extra,
  })
  const deletes = () => tradingState(suite.sim.context.world).arrivals.filter((a) => a.method === 'DELETE')
  return { orders, service, deletes }
}

/** A buy at the floor of a HOSE stock trading well above it: it rests in the book. */
function restingTicker() {
  const t = suite.sim.context.world.market
    .all()
    .find((x) => x.exchange === 'HOSE' && x.regime === 'walk' && x.bid1 > x.floor * 1.03)
  if (t === undefined) throw new Error('no stock above its floor')
  return t
}

let intents = 0
async function placeResting(orders: OrderClient): Promise<{ id: string; floor: number; ceiling: number }> {
  const t = restingTicker()
  const out = await orders.place({
    intentId: `blotter-${String(++intents).padStart(4, '0')}`,
    side: 'BUY',
    symbol: t.symbol,
    quantity: 100,
    type: 'LO',
    price: t.floor,
  })
  expect(out.outcome).toBe('placed')
  return { id: out.orderId ?? '', floor: t.floor, ceiling: t.ceiling }
}

describe('group E in the blotter', () => {
  it('reads its order book beside group A’s and normalises it into blotter rows', async () => {
    const { orders, service } = setUp()
    const placed = await placeResting(orders)
    await service.feed.refresh()
    expect(service.feed.current('stock')?.length).toBeGreaterThan(0)
    const row = service.feed.current('svc')?.find((r) => r.orderId === placed.id)
    expect(row).toMatchObject({
      book: 'svc',
      subAccount: 'svc',
      accountNo: '105C888888.4',
      side: 'B',
      price: placed.floor,
      quantity: 100,
      matched: 0,
      remaining: 100,
      state: 'working',
      rawStatus: 'SENT',
      cancellable: true,
      amendable: true,
      priceType: 'LO',
    })
    expect(row?.time).toMatch(/^\d{2}:\d{2}:\d{2}$/)
  })

  it('keeps the last rows and says they are old when a read fails', async () => {
    const { orders, service } = setUp()
    await placeResting(orders)
    const events: { error: unknown; lastOkAt: number | null; count: number }[] = []
    const stop = service.feed.subscribe((e) => {
      if (e.book === 'svc')
        events.push({ error: e.error, lastOkAt: e.lastOkAt, count: e.orders?.length ?? -1 })
    })
    await vi.waitUntil(() => events.length > 0, realWait)
    const good = events.at(-1)!
    await control(suite.sim, '/faults', { errorRate: 1 })
    await service.feed.refresh('svc')
    stop()
    const bad = events.at(-1)!
    expect(bad.error).toMatchObject({ kind: 'server' })
    expect(bad.count).toBe(good.count)
    expect(bad.lastOkAt).toBe(good.lastOkAt)
  })
})

describe('an order the ticket sent', () => {
  it('is in an open blotter at once, not at the next poll; with no blotter open the book is still read', async () => {
    const { orders } = setUp()
    const read = orderBookReader(svc, identity)
    let reads = 0
    // A poll a minute apart: only the ticket's own news can bring the order in sooner.
    const service = suite.service({
      cadenceMs: 60_000,
      svc: {
        readBook: () => {
          reads++
          return read()
        },
        cancel: (id) => orders.cancel(id),
      },
    })
    // No blotter open: the book is read all the same, so a fill of the order is news (issue 20).
    const quiet = reads
    service.svcChanged()
    expect(reads).toBe(quiet + 1)

    const shown: string[][] = []
    const stop = service.feed.subscribe((e) => {
      if (e.book === 'svc' && e.orders !== null) shown.push(e.orders.map((o) => o.orderId))
    })
    try {
      await vi.waitUntil(() => shown.length > 0, realWait)
      const placed = await placeResting(orders)
      expect(shown.at(-1)).not.toContain(placed.id)
      service.svcChanged()
      await vi.waitUntil(() => shown.at(-1)?.includes(placed.id), { ...realWait, interval: 10 })
    } finally {
      stop()
    }
  })
})

describe('group E cancels go through the order client, once', () => {
  it('cancels the unmatched part; a double confirm from two windows sends one DELETE', async () => {
    const { orders, service, deletes } = setUp()
    const { id } = await placeResting(orders)
    const before = deletes().length
    const [a, b] = await Promise.all([service.cancelSvc([id]), service.cancelSvc([id])])
    expect(a.results).toEqual(b.results)
    expect(a.results[0]).toMatchObject({ book: 'svc', orderId: id, outcome: 'cancelled' })
    expect(deletes().length - before).toBe(1)
    await service.feed.refresh('svc')
    expect(service.feed.current('svc')?.find((r) => r.orderId === id)).toMatchObject({
      state: 'cancelled',
      cancellable: false,
      remaining: 0,
    })
  })

  it('a 5xx is not resent: unknown, then "still working" only once the window has passed', async () => {
    const { orders, service, deletes } = setUp()
    const { id } = await placeResting(orders)
    const before = deletes().length
    const activity: CancelActivity[] = []
    service.onActivity((a) => activity.push(a))
    await control(suite.sim, '/faults', { errorRate: 1 })
    const pending = service.cancelSvc([id])
    await vi.waitUntil(() => deletes().length - before === 1, { ...realWait, interval: 10 })
    await control(suite.sim, '/faults', undefined, 'DELETE')
    const report = await pending
    expect(report.results[0]).toMatchObject({ orderId: id, outcome: 'unknown' })
    await vi.waitUntil(() => activity.at(-1)?.reconciled.some((r) => r.orderId === id), realWait)
    expect(activity.at(-1)?.reconciled.find((r) => r.orderId === id)).toMatchObject({
      outcome: 'still-working',
    })
    expect(deletes().length - before).toBe(1)
  })

  it('a lost answer after the broker cancelled: not resent, and "cancelled" from the book', async () => {
    // Only the cancel has the short deadline: the simulator holds its answer 800 ms (a timer set
    // after the cancel's 200-ms one, so the deadline always fires first). The order it cancels is
    // placed with the default deadline, so a loaded machine's slow answer still places it.
    const { service, deletes } = setUp({ orderTimeoutMs: 200 })
    const placing = new OrderClient({ svc, identity, session, deviceId: () => 'blotter-test' })
    clients.push(placing)
    const { id } = await placeResting(placing)
    const before = deletes().length
    const state = tradingState(suite.sim.context.world)
    state.answerDelayMs = 800
    const activity: CancelActivity[] = []
    service.onActivity((a) => activity.push(a))
    try {
      const report = await service.cancelSvc([id])
      expect(report.results[0]).toMatchObject({ orderId: id, outcome: 'unknown' })
      await vi.waitUntil(() => activity.at(-1)?.reconciled.some((r) => r.orderId === id), realWait)
      expect(activity.at(-1)?.reconciled.find((r) => r.orderId === id)).toMatchObject({
        outcome: 'cancelled',
        code: 'confirmed-by-book',
      })
    } finally {
      state.answerDelayMs = 0
    }
    expect(deletes().length - before).toBe(1)
  })

  it('no answer and no book: "unknown", never "not cancelled", and sent once', async () => {
    const { orders, service, deletes } = setUp()
    const { id } = await placeResting(orders)
    const before = deletes().length
    await control(suite.sim, '/faults', { dropRate: 1 })
    const report = await service.cancelSvc([id])
    expect(report.results[0]).toMatchObject({ orderId: id, outcome: 'unknown' })
    expect(deletes().length - before).toBe(1)
  })

  it('without the day’s second factor nothing is sent, and the dialog is told why', async () => {
    const { service, deletes } = setUp({ session: new SecondFactorSession(svc, memorySessionStore()) })
    const { id } = await placeResting(new OrderClient({ svc, identity, session, deviceId: () => 'x' }))
    const before = deletes().length
    const report = await service.cancelSvc([id])
    expect(report.results[0]).toMatchObject({ outcome: 'not-sent', code: 'second-factor-required' })
    expect(deletes().length - before).toBe(0)
  })
})

describe('order events between two reads', () => {
  it('a resting order that fills after a modify is one event; neither what the first read showed nor the app’s own cancel is', async () => {
    const { orders, service } = setUp()
    const placed = await placeResting(orders)
    const events: OrderEvent[] = []
    service.feed.onOrderEvent((e) => events.push(e))
    await service.feed.refresh()
    expect(events).toEqual([])

    const cancelled = await placeResting(orders)
    await service.cancelSvc([cancelled.id])
    // Marketable now: it matches as the simulated market steps on.
    const changed = await orders.modify(placed.id, { quantity: 100, price: placed.ceiling })
    expect(changed.outcome).toBe('accepted')
    suite.sim.context.world.clock.advance(10_000)
    await vi.waitUntil(
      async () => {
        await service.feed.refresh('svc')
        return events.some((e) => e.order.orderId === placed.id && e.kind === 'filled')
      },
      { timeout: 10_000, interval: 50 },
    )
    const mine = events.filter((e) => e.order.orderId === placed.id || e.order.orderId === cancelled.id)
    // The cancel the app sent was confirmed in its dialog: not news.
    expect(mine.map((e) => [e.order.orderId, e.kind])).toEqual([[placed.id, 'filled']])
    expect(mine[0]?.newlyMatched).toBe(100)
  })
})
