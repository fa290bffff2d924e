import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { CancelActivity, OrderBookEvent, OrderRow } from '../../../src-shared/bridge/contract'
import type { Simulator } from '../../../src-sim/server'
import { CoreError } from '../errors/to-bridge-error'
import { createHttpClient } from '../http/http-client'
import type { OrderService } from './order-service'
import { control, simWait, type DemoKit } from '../testing/sim-test-kit'
import { orderServiceSuite } from '../testing/order-service-suite'

const suite = orderServiceSuite(31)
const service = suite.service
let sim: Simulator
let kit: DemoKit
beforeAll(() => ({ sim, kit } = suite))

/** The books as a blotter sees them: the latest event of each. */
async function books(s: OrderService): Promise<{ stock: OrderRow[]; derivative: OrderRow[] }> {
  await s.feed.refresh()
  return { stock: s.feed.current('stock') ?? [], derivative: s.feed.current('derivative') ?? [] }
}

const working = (rows: OrderRow[]) => rows.filter((r) => r.cancellable)

describe('order books', () => {
  it('streams both books, normalised, while subscribed', async () => {
    const s = service()
    const events: OrderBookEvent[] = []
    const stop = s.feed.subscribe((e) => events.push(e))
    await vi.waitUntil(
      () => events.some((e) => e.book === 'stock') && events.some((e) => e.book === 'derivative'),
      simWait,
    )
    stop()
    const stock = events.find((e) => e.book === 'stock')!.orders!
    expect(stock.some((o) => o.subAccount === 'normal')).toBe(true)
    expect(stock.some((o) => o.subAccount === 'margin')).toBe(true)
    // The demo day has working, matched and cancelled stock orders, and only working ones may be cancelled.
    for (const state of ['working', 'matched', 'cancelled'] as const) {
      expect(stock.some((o) => o.state === state)).toBe(true)
    }
    for (const o of stock) expect(o.cancellable).toBe(o.state === 'working' || o.state === 'partly-matched')
    const derivative = events.find((e) => e.book === 'derivative')!.orders!
    expect(working(derivative).length).toBeGreaterThan(0)
    expect(derivative.every((o) => o.price > 0)).toBe(true)
  })
})

describe('stock cancel', () => {
  it('cancels two orders in one call and says why a second cancel and a matched order fail', async () => {
    const s = service()
    const normal = working((await books(s)).stock).filter((o) => o.subAccount === 'normal')
    const [a, b] = normal
    expect(b).toBeDefined()
    const report = await s.cancelStock('normal', [a!.orderId, b!.orderId])
    expect(report.results.map((r) => r.outcome)).toEqual(['cancelled', 'cancelled'])
    const after = (await books(s)).stock
    expect(after.find((o) => o.orderId === a!.orderId)?.state).toBe('cancelled')
    expect(after.find((o) => o.orderId === b!.orderId)?.state).toBe('cancelled')

    const again = await s.cancelStock('normal', [a!.orderId])
    expect(again.results[0]).toMatchObject({ outcome: 'already-cancelled' })
    expect(again.results[0]!.message).toMatch(/already cancelled/i)

    const matched = after.find((o) => o.state === 'matched' && o.subAccount === 'normal')!
    const refused = await s.cancelStock('normal', [matched.orderId])
    expect(refused.results[0]).toMatchObject({ outcome: 'already-matched' })
  })

  it('sends a double-submitted cancel once: the second request gets the first one’s result', async () => {
    const s = service()
    const order = working((await books(s)).stock).find((o) => o.subAccount === 'normal')!
    const [first, second] = await Promise.all([
      s.cancelStock('normal', [order.orderId]),
      s.cancelStock('normal', [order.orderId]),
    ])
    // Sent twice, the second would have come back "already cancelled".
    expect(first.results[0]!.outcome).toBe('cancelled')
    expect(second.results[0]!.outcome).toBe('cancelled')
  })

  it('refuses without a trading token, before sending anything', async () => {
    const s = service({
      bearer: (scope) =>
        scope === 'trading' ? Promise.reject(tradingRequired()) : kit.tokens.bearer('query'),
    })
    const order = working((await books(s)).stock)[0]!
    const failure = await s
      .cancelStock(order.subAccount as 'normal', [order.orderId])
      .catch((e: unknown) => e)
    expect((failure as CoreError).detail).toMatchObject({ kind: 'otp-required' })
    expect((await books(s)).stock.find((o) => o.orderId === order.orderId)?.state).toBe(order.state)
  })

  it('explains the broker’s 403 for a query token as "needs a trading token"', async () => {
    // A query token presented as if it could trade: the simulator answers 403.
    const query = await queryOnlyBearer()
    const s = service({ bearer: async () => query })
    const order = working((await books(s)).stock)[0]!
    const failure = await s
      .cancelStock(order.subAccount as 'normal', [order.orderId])
      .catch((e: unknown) => e)
    expect((failure as CoreError).detail).toMatchObject({
      kind: 'otp-required',
      code: 'trading-token-required',
      status: 403,
    })
    expect((failure as CoreError).detail.message).toMatch(/trading token/)
  })

  it('goes through a 429 storm, shows the wait, and cancels once', async () => {
    const s = service()
    const activity: CancelActivity[] = []
    s.onActivity((a) => activity.push(a))
    const order = working((await books(s)).stock).find((o) => o.subAccount === 'normal')!
    await control(sim, '/faults', { rateLimitRate: 1, rateLimitResetSeconds: 1 })
    const pending = s.cancelStock('normal', [order.orderId])
    await vi.waitUntil(
      () => activity.some((a) => a.active.some((x) => x.phase === 'rate-limited' && x.retryAt !== null)),
      simWait,
    )
    await control(sim, '/faults', undefined, 'DELETE')
    const report = await pending
    expect(report.results[0]!.outcome).toBe('cancelled')
    expect(activity.at(-1)!.active).toEqual([])
  }, 30_000)

  it('after a timeout reads the order book instead of sending the cancel again', async () => {
    // The client gives up before the broker answers; the simulator drops the abandoned request.
    const s = service({
      http: createHttpClient({ baseUrl: sim.url, timeoutMs: 300 }),
      recheckDelaysMs: [0, 300],
      reconcileDelaysMs: [200],
      followForMs: 1_000,
    })
    const activity: CancelActivity[] = []
    s.onActivity((a) => activity.push(a))
    const order = working((await books(s)).stock).find((o) => o.subAccount === 'normal')!
    await control(sim, '/faults', { latencyMs: 700 })
    const pending = s.cancelStock('normal', [order.orderId])
    await new Promise((r) => setTimeout(r, 100))
    await control(sim, '/faults', undefined, 'DELETE')
    const report = await pending
    // A book that still shows the order working proves nothing while the cancel may land: unknown.
    expect(report.results[0]).toMatchObject({ outcome: 'unknown' })
    expect(report.results[0]!.message).toMatch(/do not cancel again yet/)
    // Once the window has passed with the order still working, it is "still working".
    await vi.waitUntil(() => activity.at(-1)?.reconciled.some((r) => r.orderId === order.orderId), simWait)
    expect(activity.at(-1)?.reconciled.find((r) => r.orderId === order.orderId)).toMatchObject({
      outcome: 'still-working',
    })
    expect(report.results[0]!.outcome).toBe('unknown')
    // Re-sent once the faults were gone, it would have been cancelled.
    expect((await books(s)).stock.find((o) => o.orderId === order.orderId)?.cancellable).toBe(true)
  }, 20_000)

  it('when the answer is lost after the broker cancelled, the order book confirms it', async () => {
    const s = service({ recheckDelaysMs: [0, 300, 300, 300] })
    const activity: CancelActivity[] = []
    s.onActivity((a) => activity.push(a))
    const order = working((await books(s)).stock).find((o) => o.subAccount === 'normal')!
    // Every answer is cut in half: the cancel is done, but its answer cannot be read.
    await control(sim, '/faults', { malformedRate: 1 })
    const pending = s.cancelStock('normal', [order.orderId])
    await vi.waitUntil(() => activity.some((a) => a.active.some((x) => x.phase === 'checking')), simWait)
    await control(sim, '/faults', undefined, 'DELETE')
    expect((await pending).results[0]).toMatchObject({ outcome: 'cancelled', code: 'confirmed-by-book' })
  }, 20_000)
})

describe('derivative cancel', () => {
  it('refuses a wrong PIN and cancels nothing; the right PIN cancels; a second cancel is explained', async () => {
    const s = service()
    const order = working((await books(s)).derivative)[0]!
    const wrong = await s.cancelDerivative([order.orderId], '000000')
    expect(wrong.results[0]).toMatchObject({ outcome: 'wrong-pin' })
    expect(JSON.stringify(wrong)).not.toContain('000000')
    expect((await books(s)).derivative.find((o) => o.orderId === order.orderId)?.state).toBe('working')

    const right = await s.cancelDerivative([order.orderId], kit.pin)
    expect(right.results[0]!.outcome).toBe('cancelled')
    expect((await books(s)).derivative.find((o) => o.orderId === order.orderId)?.state).toBe('cancelled')

    const again = await s.cancelDerivative([order.orderId], kit.pin)
    expect(again.results[0]!.outcome).toBe('already-cancelled')
  })
})

function tradingRequired() {
  return new CoreError({
    kind: 'otp-required',
    code: 'trading-token-required',
    message: 'needs a trading token',
  })
}

/** A query token of the demo key, fetched straight from the token endpoint. */
async function queryOnlyBearer(): Promise<string> {
  const demo = await control<{ apiKey: string; apiSecret: string }>(sim, '/demo')
  const response = await fetch(`${sim.url}/api/v3/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ apiKey: demo.apiKey, apiSecret: demo.apiSecret }),
  })
  const body = (await response.json()) as { accessToken: string }
  return `Bearer ${body.accessToken}`
}
