import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { OrderBookEvent, OrderRow } from '../../../src-shared/bridge/contract'
import type { Simulator } from '../../../src-sim/server'
import type { FaultConfig, WriteArrival } from '../../../src-sim/state/faults/fault-injector'
import { createOrderService, type OrderService } from '../orders/order-service'
import { becomeTrading, control, demoKit, startFrozenNow, type DemoKit } from '../testing/sim-test-kit'
import { createHttpClient } from './http-client'
import { RateBudget } from './rate-budget'
import { systemClock } from '../clock/clock'
import { realWait } from '../../../src-shared/testing/real-wait'

/** Real time: the cancel meets the faults over real sockets; the test reads the core's clock. */
const clock = systemClock

/**
 * Issue 11's fault matrix, core part: each fault the simulator can inject, met by a cancel and the
 * blotter's polling. For each, the core recovers by itself once the fault is gone (the order book
 * reads fresh again), and the simulator's own count of the writes it received proves that the
 * cancel never went twice, except after a 429 (refused before any processing, see retry-policy.ts).
 * Token expiry by a clock jump and a broker restart are in auth/token-recovery.sim.test.ts.
 */
let sim: Simulator
let kit: DemoKit
let service: OrderService | undefined

beforeAll(async () => {
  sim = await startFrozenNow(41)
  kit = await demoKit(sim)
  await becomeTrading(sim, kit)
})
afterEach(async () => {
  service?.stop()
  service = undefined
  await control(sim, '/faults', undefined, 'DELETE')
})
afterAll(async () => {
  kit.tokens.stop()
  await sim.close()
})

const cases: { name: string; faults: FaultConfig }[] = [
  { name: 'latency beyond the client timeout', faults: { latencyMs: 700 } },
  { name: '5xx answers', faults: { errorRate: 1 } },
  { name: 'malformed bodies', faults: { malformedRate: 1 } },
  { name: 'dropped connections', faults: { dropRate: 1 } },
  { name: 'a 429 storm', faults: { rateLimitRate: 1, rateLimitResetSeconds: 1 } },
]

describe('the fault matrix', () => {
  it.each(cases)(
    '$name: recovers by itself, and the cancel reached the broker at most once',
    async ({ faults }) => {
      const s = createOrderService({
        http: createHttpClient({
          baseUrl: sim.url,
          timeoutMs: 400,
          budget: new RateBudget({ quotaPerMinute: 300, clock }),
          clock,
        }),
        bearer: (scope) => kit.tokens.bearer(scope),
        accounts: kit.accounts,
        cadenceMs: 100,
        clock,
        recheckDelaysMs: [0, 200],
        rateLimitDeadlineMs: 10_000,
      })
      service = s
      const events: OrderBookEvent[] = []
      s.feed.subscribe((e) => events.push(e))
      let waitedOutA429 = false
      s.onActivity((a) => (waitedOutA429 ||= a.active.some((x) => x.phase === 'rate-limited')))
      await vi.waitUntil(() => events.some((e) => e.book === 'stock' && e.orders !== null), realWait)
      const stock = events.findLast((e) => e.book === 'stock')!.orders!
      const order = stock.find((o: OrderRow) => o.cancellable && o.subAccount === 'normal')!
      await control(sim, '/writes', undefined, 'DELETE')

      await control(sim, '/faults', faults)
      const pending = s.cancelStock('normal', [order.orderId]).catch((e: unknown) => e)
      // The fault lasts until the core has met it (a failed read of the book, or a 429 wait).
      await vi
        .waitUntil(
          async () =>
            (await control<WriteArrival[]>(sim, '/writes')).length > 0 &&
            (waitedOutA429 || events.some((e) => e.book === 'stock' && e.error !== null)),
          { ...realWait, interval: 50 },
        )
        .catch(() => undefined)
      await control(sim, '/faults', undefined, 'DELETE')
      await pending

      // Recovers by itself: a fresh read of the book after the fault, with no help.
      const cleared = clock.now()
      await vi.waitUntil(
        () => events.some((e) => e.book === 'stock' && e.error === null && (e.lastOkAt ?? 0) > cleared),
        realWait,
      )

      const writes = (await control<WriteArrival[]>(sim, '/writes')).filter((w) =>
        w.path.endsWith('/cancel-orders'),
      )
      expect(writes.length).toBeGreaterThan(0)
      const processedOrLost = writes.filter((w) => w.outcome !== 'rate-limit')
      expect(processedOrLost.length, JSON.stringify(writes)).toBeLessThanOrEqual(1)
      // In the storm the cancel was refused, waited out and sent again: the only re-sending allowed.
      if (faults.rateLimitRate === 1) {
        expect(writes.filter((w) => w.outcome === 'rate-limit').length).toBeGreaterThan(0)
        expect(((await pending) as { results?: { outcome: string }[] }).results?.[0]?.outcome).toBe(
          'cancelled',
        )
      }
    },
    30_000,
  )
})
