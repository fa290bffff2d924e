import { systemClock } from '../clock/clock'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { startSimulator, type Simulator } from '../../../src-sim/server'
import { tradingState } from '../../../src-sim/state/trading/trading-state'
import type { CallContext } from '../bridge/router'
import { createMarketService } from '../board/market-service'
import { createHttpClient } from '../http/http-client'
import { control } from '../testing/sim-test-kit'
import { OrderClient, type OrderClientOptions } from '../orders/group-e/order-client'
import { createPortfolioService } from '../account/portfolio-service'
import { SecondFactorSession } from '../auth/second-factor-session'
import { memorySessionStore } from '../auth/session-store'
import { createIdentity } from '../account/sub-accounts'
import { createSvcClient } from '../auth/svc-client'
import { createGroupEArea } from './group-e-area'
import { possibleDuplicateCode, type FollowedOutcome } from '../../../src-shared/bridge/areas/orders-entry'
import { toBridgeError } from '../errors/to-bridge-error'

const ctx: CallContext = { origin: 'web', clientId: 'test' }
let sim: Simulator | undefined
const clients: OrderClient[] = []
afterEach(async () => {
  for (const c of clients.splice(0)) c.stop()
  await sim?.close()
  sim = undefined
})

/** The core's trading pieces against a simulator, as the app builds them; only the clock is chosen. */
async function setUp(options: { startTime?: number; client?: Partial<OrderClientOptions> } = {}) {
  // Speed 1: the broker's clock runs with ours, as a real one does (its order times are compared with ours).
  sim = await startSimulator({ seed: 5, speed: 1, startTime: options.startTime ?? systemClock.now() })
  const s = sim
  const demo = await control<{ apiKey: string; apiSecret: string }>(s, '/demo')
  const http = createHttpClient({ baseUrl: s.url })
  const svc = createSvcClient({ http, key: async () => ({ apiKey: demo.apiKey, apiSecret: demo.apiSecret }) })
  const identity = createIdentity(svc)
  const session = new SecondFactorSession(svc, memorySessionStore())
  const client = new OrderClient({
    svc,
    identity,
    session,
    deviceId: () => 'test-installation',
    // Real time here (the fault proxy's matrix drives a manual clock): a short window, read often.
    followDelaysMs: [100, 200],
    followForMs: 1_500,
    ...options.client,
  })
  clients.push(client)
  /** The book's last word on a followed outcome: resolves when it settles. */
  const settled = (operation: FollowedOutcome['operation'], ref: string) =>
    new Promise<FollowedOutcome>((resolve) => {
      const stop = client.outcomes((f) => {
        if (f.operation !== operation || f.ref !== ref || f.phase !== 'settled') return
        stop()
        resolve(f)
      })
    })
  const arrivals = () => tradingState(s.context.world).arrivals
  const openSession = async () => {
    await session.request()
    const outbox = await control<{ channel: string; code: string }[]>(s, '/outbox')
    const code = outbox.filter((m) => m.channel === 'email').at(-1)?.code ?? ''
    const status = await session.verify(code)
    expect(status.state).toBe('active')
  }
  /** A buy at the floor of a stock trading well above it: it rests, so the book shows it as sent. */
  const restingBuy = (intentId: string) => {
    const t = s.context.world.market
      .all()
      .find((x) => x.exchange === 'HOSE' && x.regime === 'walk' && x.bid1 > x.floor * 1.03)
    if (t === undefined) throw new Error('no stock above its floor')
    return {
      intentId,
      side: 'BUY' as const,
      symbol: t.symbol,
      quantity: 100,
      type: 'LO' as const,
      price: t.floor,
    }
  }
  return { sim: s, http, svc, identity, session, client, arrivals, openSession, restingBuy, settled }
}

describe('signing against the simulator (real sockets)', () => {
  it('signs GETs and POSTs with a fresh nonce each time, on the broker’s clock even when ours is 20 minutes off', async () => {
    const kit = await setUp({ startTime: systemClock.now() + 20 * 60_000 })
    // The first signed call is refused for its timestamp; its Date header sets the broker clock and the
    // call is signed again, once.
    const me = await kit.identity.get()
    expect(me).toEqual({ userId: '880001', ordering: { id: '100004', ext: '105C888888.4' } })
    expect(kit.http.clock.offsetMs).toBeGreaterThan(19 * 60_000)
    await kit.openSession()
    const placed = await kit.client.place(kit.restingBuy('sign-0001'))
    expect(placed).toMatchObject({ outcome: 'placed', status: 'SENT' })
    expect(kit.arrivals()).toHaveLength(1)
  })

  it('reads the portfolio and buying power of the .4 sub-account', async () => {
    const kit = await setUp()
    const view = await createPortfolioService({ ...kit, clock: systemClock }).view()
    expect(view.subAccount).toBe('105C888888.4')
    expect(view.buyingPower).toBe(1_000_000_000)
    const hpg = view.rows.find((r) => r.symbol === 'HPG')
    expect(hpg).toMatchObject({ quantity: 5_000, sellable: 5_000 })
    expect(hpg?.pnl).toBe((hpg?.marketValue ?? 0) - 5_000 * (hpg?.avgPrice ?? 0))
  })
})

describe('second-factor session', () => {
  it('never asks the broker for a code by itself: no session, nothing is sent', async () => {
    const kit = await setUp()
    const intent = kit.restingBuy('nosession-1')
    const out = await kit.client.place(intent)
    expect(out.outcome).toBe('session-required')
    expect(kit.arrivals()).toHaveLength(0)
    expect(kit.sim.context.world.secondFactor.messages()).toHaveLength(0)
    // Once the user has confirmed, the same ticket goes out (once).
    await kit.openSession()
    expect((await kit.client.place(intent)).outcome).toBe('placed')
    expect((await kit.client.place(intent)).outcome).toBe('placed')
    expect(kit.arrivals()).toHaveLength(1)
  })

  it('counts down the attempts and locks after 3 wrong codes', async () => {
    const kit = await setUp()
    const sent = await kit.session.request()
    expect(sent).toMatchObject({ state: 'code-sent', maskedDestination: 'd***@example.vn', attemptsLeft: 3 })
    const outbox = await control<{ code: string }[]>(kit.sim, '/outbox')
    const wrong = outbox.at(-1)?.code === '000000' ? '111111' : '000000'
    // The failure as a typed code the UI words in its own language, besides the core's English.
    expect(await kit.session.verify(wrong)).toMatchObject({
      attemptsLeft: 2,
      problem: { kind: expect.any(String) as string, code: 'OTP_INVALID' },
    })
    expect((await kit.session.verify(wrong)).attemptsLeft).toBe(1)
    expect(await kit.session.verify(wrong)).toMatchObject({
      state: 'locked',
      attemptsLeft: 0,
      problem: { code: 'OTP_LOCKED' },
    })
  })

  it('ends the session at 23:59:59 +07:00 on the broker’s clock, without sending the order', async () => {
    const kit = await setUp()
    await kit.openSession()
    const status = await kit.session.status()
    const end = kit.http.clock.serverNow() + ((status.sessionExpiresAt ?? 0) - systemClock.now())
    kit.sim.context.world.clock.advance(end - kit.sim.context.world.clock.now() + 1_000)
    // Any answer carries the broker's new time in its Date header.
    await createPortfolioService({ ...kit, clock: systemClock }).view()
    const out = await kit.client.place(kit.restingBuy('expired-01'))
    expect(out.outcome).toBe('session-required')
    expect(kit.arrivals()).toHaveLength(0)
    expect((await kit.session.status()).state).toBe('expired')
  })

  it('asks again when the broker answers 403 OTP_SESSION_REVOKED', async () => {
    const kit = await setUp()
    await kit.openSession()
    // Revoked elsewhere (another client of the same key): this one learns it from the 403.
    const token = await kit.session.token()
    await kit.svc.signed({
      method: 'POST',
      path: '/auth/v1/openapi/2fa/revoke',
      body: { session_token: token },
      schema: (await import('../../../src-shared/schemas/trading')).otpRevokeResponseSchema,
    })
    const out = await kit.client.place(kit.restingBuy('revoked-01'))
    expect(out).toMatchObject({ outcome: 'session-required', code: 'OTP_SESSION_REVOKED' })
    expect(kit.arrivals()).toHaveLength(1)
    expect((await kit.session.status()).state).toBe('revoked')
  })
})

describe('an order is never sent twice', () => {
  it('a double Enter on one ticket sends one order', async () => {
    const kit = await setUp()
    await kit.openSession()
    const intent = kit.restingBuy('double-enter')
    const [a, b] = await Promise.all([kit.client.place(intent), kit.client.place(intent)])
    expect(a).toEqual(b)
    expect((await kit.client.place(intent)).orderId).toBe(a.orderId)
    expect(kit.arrivals()).toHaveLength(1)
  })

  const faulted = async (fault: Record<string, number>, client: Partial<OrderClientOptions> = {}) => {
    const kit = await setUp({ client })
    await kit.openSession()
    await kit.identity.get()
    await control(kit.sim, '/faults', fault)
    const pending = kit.client.place(kit.restingBuy('faulted-01'))
    // The fault hits the order call only: the book is read after it has been lifted.
    await vi.waitUntil(() => kit.arrivals().length === 1, { timeout: 10_000, interval: 10 })
    await control(kit.sim, '/faults', undefined, 'DELETE')
    const out = await pending
    return { kit, out }
  }

  it('5xx: not resent, unknown at first, and "not placed" only once the window has passed', async () => {
    const { kit, out } = await faulted({ errorRate: 1 })
    expect(out.outcome).toBe('unknown')
    const last = await kit.settled('place', 'faulted-01')
    expect(last.outcome).toMatchObject({ outcome: 'not-placed', fromBook: true })
    expect(last.at).toBeGreaterThanOrEqual(last.followUntil)
    expect(kit.arrivals()).toHaveLength(1)
  })

  it('dropped connection: not resent, unknown at first, then what the book shows', async () => {
    const { kit, out } = await faulted({ dropRate: 1 })
    expect(out).toMatchObject({ outcome: 'unknown', code: 'unreachable' })
    const last = await kit.settled('place', 'faulted-01')
    expect(last.outcome.outcome).toBe('not-placed')
    expect(kit.arrivals()).toHaveLength(1)
  })

  it('429: not resent, shown with its reset', async () => {
    const { kit, out } = await faulted({ rateLimitRate: 1, rateLimitResetSeconds: 30 })
    expect(out.outcome).toBe('rate-limited')
    expect(out.retryAt).toBeGreaterThan(systemClock.now() + 20_000)
    expect(kit.arrivals()).toHaveLength(1)
  })

  it('timeout after the broker took the order: not resent; unknown, then the book shows it: placed', async () => {
    const kit = await setUp({ client: { orderTimeoutMs: 200 } })
    await kit.openSession()
    tradingState(kit.sim.context.world).answerDelayMs = 800
    const settled = kit.settled('place', 'late-answer')
    const out = await kit.client.place(kit.restingBuy('late-answer'))
    expect(out.outcome).toBe('unknown')
    const last = await settled
    expect(last.outcome.outcome).toBe('placed')
    expect(last.outcome.orderId).toMatch(/^\d+$/)
    expect(last.outcome.message).toMatch(/order book shows/)
    expect(kit.arrivals()).toHaveLength(1)
    expect(tradingState(kit.sim.context.world).ledger.account('100004')?.orders).toHaveLength(1)
    // A late second Enter of the same ticket gets the book's answer, and sends nothing.
    expect((await kit.client.place(kit.restingBuy('late-answer'))).orderId).toBe(last.outcome.orderId)
    expect(kit.arrivals()).toHaveLength(1)
  })

  it('timeout: "unknown", never "not placed" at once; its last word is what the book holds', async () => {
    const { kit, out } = await faulted({ latencyMs: 800 }, { orderTimeoutMs: 200 })
    expect(out.outcome).toBe('unknown')
    expect(out.message).toMatch(/do not send again/)
    const last = await kit.settled('place', 'faulted-01')
    const book = tradingState(kit.sim.context.world).ledger.account('100004')?.orders ?? []
    expect(last.outcome.outcome).toBe(book.length === 1 ? 'placed' : 'not-placed')
    expect(kit.arrivals()).toHaveLength(1)
  })

  it('while an outcome is unknown, a like order from another ticket is refused unless confirmed', async () => {
    const kit = await setUp({ client: { orderTimeoutMs: 200, followForMs: 60_000 } })
    await kit.openSession()
    tradingState(kit.sim.context.world).answerDelayMs = 800
    const first = kit.restingBuy('unknown-first')
    expect((await kit.client.place(first)).outcome).toBe('unknown')
    tradingState(kit.sim.context.world).answerDelayMs = 0
    const refused = await kit.client.place({ ...first, intentId: 'other-window' }).catch((e: unknown) => e)
    expect(toBridgeError(refused)).toMatchObject({ kind: 'validation', code: possibleDuplicateCode })
    expect(kit.arrivals()).toHaveLength(1)
    const confirmed = await kit.client.place({
      ...first,
      intentId: 'other-window-2',
      confirmedPossibleDuplicate: true,
    })
    expect(confirmed.outcome).toBe('placed')
    expect(kit.arrivals()).toHaveLength(2)
    kit.client.stop()
  })
})

describe('modify and cancel', () => {
  it('modifies the quantity, refuses a change of both, and cancels once for a double click', async () => {
    const kit = await setUp()
    await kit.openSession()
    const intent = kit.restingBuy('modcancel-1')
    const placed = await kit.client.place(intent)
    const id = placed.orderId ?? ''
    expect(await kit.client.modify(id, { quantity: 200, price: intent.price })).toMatchObject({
      outcome: 'accepted',
      orderId: id,
    })
    const both = await kit.client.modify(id, { quantity: 300, price: intent.price + 100 })
    expect(both).toMatchObject({ outcome: 'rejected', code: 'FAILED' })
    const [a, b] = await Promise.all([kit.client.cancel(id), kit.client.cancel(id)])
    expect(a).toEqual(b)
    expect(a).toMatchObject({ outcome: 'accepted', status: 'CANCELLED' })
    expect(kit.arrivals().filter((r) => r.method === 'DELETE')).toHaveLength(1)
  })

  it('a cancel whose answer is lost is unknown, then read back from the book, never sent again', async () => {
    const kit = await setUp({ client: { orderTimeoutMs: 200 } })
    await kit.openSession()
    const placed = await kit.client.place(kit.restingBuy('modcancel-2'))
    const id = placed.orderId ?? ''
    tradingState(kit.sim.context.world).answerDelayMs = 800
    const settled = kit.settled('cancel', id)
    const out = await kit.client.cancel(id)
    expect(out).toMatchObject({ outcome: 'unknown', orderId: id })
    // A second click while it is unknown joins it: nothing goes out.
    expect((await kit.client.cancel(id)).outcome).toBe('unknown')
    const last = await settled
    expect(last.outcome).toMatchObject({ outcome: 'accepted', status: 'CANCELLED', fromBook: true })
    expect(kit.arrivals().filter((r) => r.method === 'DELETE')).toHaveLength(1)
  })
})

/** The trading area as create-core builds it, its group A quotes read from the same simulator. */
function bridgeArea(s: Simulator, demo: { apiKey: string; apiSecret: string }) {
  const market = createMarketService(createHttpClient({ baseUrl: s.url }))
  return createGroupEArea({
    clock: systemClock,
    api: createHttpClient({ baseUrl: s.url }),
    credentials: async () => demo,
    settings: { deviceId: () => 'bridge-test' },
    sessionStore: memorySessionStore(),
    apiKeyHeader: async () => ({ 'X-SVC-APIKEY': demo.apiKey }),
    quote: async (symbol) =>
      (await market.tickerCommons({ kind: 'tickers', symbols: [symbol] })).data.find(
        (t) => t.symbol === symbol,
      ),
  })
}

describe('bridge handlers of the trading area', () => {
  it('asks for a code, verifies it and shows the portfolio; the session ends at the broker’s midnight', async () => {
    const kit = await setUp()
    const demo = await control<{ apiKey: string; apiSecret: string }>(kit.sim, '/demo')
    const area = bridgeArea(kit.sim, demo)
    expect((await area.calls['auth.secondFactor.status']({}, ctx)).state).toBe('none')
    const sent = await area.calls['auth.secondFactor.request']({}, ctx)
    expect(sent).toMatchObject({ state: 'code-sent', attemptsLeft: 3 })
    expect(sent.ticketExpiresAt).toBeGreaterThan(systemClock.now() + 4 * 60_000)
    const outbox = await control<{ code: string }[]>(kit.sim, '/outbox')
    const active = await area.calls['auth.secondFactor.verify']({ code: outbox.at(-1)?.code ?? '' }, ctx)
    expect(active.state).toBe('active')
    const midnight = new Date(active.sessionExpiresAt ?? 0)
    expect((midnight.getUTCHours() + 7) % 24).toBe(23)
    expect(midnight.getUTCMinutes()).toBe(59)
    const view = await area.calls['account.portfolio']({}, ctx)
    expect(view.rows.length).toBeGreaterThan(3)
    expect((await area.calls['auth.secondFactor.revoke']({}, ctx)).state).toBe('revoked')
  })
})

describe('order entry through the bridge handlers', () => {
  it('reads the ticket context, places once per intent and modifies the order', async () => {
    const kit = await setUp()
    const demo = await control<{ apiKey: string; apiSecret: string }>(kit.sim, '/demo')
    const area = bridgeArea(kit.sim, demo)
    const t = kit.sim.context.world.market
      .all()
      .find((x) => x.exchange === 'HOSE' && x.regime === 'walk' && x.bid1 > x.floor * 1.03)
    if (t === undefined) throw new Error('no stock above its floor')
    const context = await area.calls['orders.ticketContext'](
      { symbol: t.symbol, side: 'BUY', price: t.floor },
      ctx,
    )
    expect(context).toMatchObject({
      exchange: 'HOSE',
      session: 'PROGRESS',
      allowedTypes: ['LO', 'MP', 'MTL', 'ATC'],
      ceiling: t.ceiling,
      floor: t.floor,
      sellable: null,
    })
    expect(context.buyingPower).toBeGreaterThan(0)
    const sell = await area.calls['orders.ticketContext'](
      { symbol: t.symbol, side: 'SELL', price: null },
      ctx,
    )
    expect(sell.buyingPower).toBeNull()
    expect(sell.sellable).toBeGreaterThanOrEqual(0)

    const intent = {
      intentId: 'ticket-0001',
      side: 'BUY' as const,
      symbol: t.symbol,
      quantity: 100,
      type: 'LO' as const,
      price: t.floor,
    }
    // Without a second-factor session nothing is sent, and the ticket may be sent again later.
    expect((await area.calls['orders.place'](intent, ctx)).outcome).toBe('session-required')
    await area.calls['auth.secondFactor.request']({}, ctx)
    const outbox = await control<{ code: string }[]>(kit.sim, '/outbox')
    await area.calls['auth.secondFactor.verify']({ code: outbox.at(-1)?.code ?? '' }, ctx)
    const before = kit.arrivals().length
    // A double Enter: both calls at once, one order reaches the broker, both get its outcome.
    const [first, second] = await Promise.all([
      area.calls['orders.place'](intent, ctx),
      area.calls['orders.place'](intent, ctx),
    ])
    expect(first.outcome).toBe('placed')
    expect(second).toEqual(first)
    expect((await area.calls['orders.place'](intent, ctx)).orderId).toBe(first.orderId)
    expect(kit.arrivals().length - before).toBe(1)

    const modified = await area.calls['orders.modify'](
      { orderId: first.orderId ?? '', price: t.floor, quantity: 200 },
      ctx,
    )
    expect(modified).toMatchObject({ outcome: 'accepted', orderId: first.orderId })
    const bad = await area.calls['orders.modify'](
      { orderId: first.orderId ?? '', price: t.floor + 1, quantity: 200 },
      ctx,
    )
    expect(bad).toMatchObject({ outcome: 'rejected', code: '-700104' })
  })
})
