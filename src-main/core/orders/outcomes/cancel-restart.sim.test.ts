import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { CancelActivity, CancelResult, OrderRow } from '../../../../src-shared/bridge/contract'
import type { Simulator } from '../../../../src-sim/server'
import { createHttpClient } from '../../http/http-client'
import type { FaultProxy } from '../../testing/fault-proxy'
import { ManualClock } from '../../testing/manual-clock'
import { startRestartWorld, type RestartWorld } from '../../testing/restart-world'
import { becomeTrading, demoKit, type DemoKit } from '../../testing/sim-test-kit'
import { createOrderService, type OrderService } from '../order-service'
import { FOLLOW_AT_LEAST_MS } from './follow-window'
import { fileFollowedStore } from './followed-store'
import { answeredWithinMs, realWait } from '../../../../src-shared/testing/real-wait'

/**
 * Issue 23: a group A cancel whose answer was lost outlives a restart of the core. A gateway (real
 * sockets) answers the stock cancel with a late 504 while the broker cancels 7 s after the request
 * arrived; before that, the core stops and a new one starts on the same data folder. The new core
 * reloads the cancel from the followed store, reports it reconciling, answers a second cancel of the
 * same order with "unknown" without sending it, and says "cancelled" once the book shows it. The
 * simulator runs on the test's ManualClock (`wallNow`), so the broker's clock moves with it.
 */
/**
 * Generous: the reads must be answered on a loaded machine. The cancel's answer is lost by
 * construction, not by a deadline: the gateway answers it with a 504 on the ManualClock.
 */
const requestTimeoutMs = answeredWithinMs
const stepMs = 250

describe('a group A cancel across a restart of the core', () => {
  const clock = new ManualClock(Date.now())
  let sim: Simulator
  let proxy: FaultProxy
  let kit: DemoKit
  let world: RestartWorld
  let file: string

  beforeAll(async () => {
    world = await startRestartWorld({ seed: 31, clock, folderPrefix: 'cancel-restart-' })
    ;({ sim, proxy, file } = world)
    kit = await demoKit(sim)
    await becomeTrading(sim, kit)
  })
  afterAll(async () => {
    kit.tokens.stop()
    await world.close()
  })

  const store = () => fileFollowedStore({ file, broker: 'demo', now: clock.now })
  const startCore = (): OrderService => {
    const http = createHttpClient({ baseUrl: proxy.url, timeoutMs: requestTimeoutMs, clock })
    return createOrderService({
      http,
      bearer: (scope) => kit.tokens.bearer(scope),
      accounts: kit.accounts,
      clock,
      followed: store(),
      brokerNow: () => http.clock.serverNow(),
    })
  }

  /** Moves the clock in steps until `done`, or `forMs` has passed, letting each step's reads come back. */
  async function drive(core: OrderService, done: () => boolean, forMs: number) {
    const until = clock.now() + forMs
    while (!done() && clock.now() < until) {
      await clock.advance(stepMs)
      await vi.waitUntil(() => proxy.inflight === 0 && !core.feed.reading, { ...realWait, interval: 2 })
    }
  }

  it('a late 504, a restart, the broker cancels at 7 s: the new core says "cancelled" and sends nothing again', async () => {
    const first = startCore()
    // The simulator's book may not show a cancellable order at the first read.
    const order = await vi.waitUntil(async () => {
      await first.feed.refresh('stock')
      return first.feed.current('stock')?.find((o: OrderRow) => o.cancellable && o.subAccount === 'normal')
    }, realWait)
    const path = `/akhlys/v1/accounts/${kit.accounts.normal}/cancel-orders`
    proxy.plan({ match: (m, p) => m === 'PUT' && p === path, fault: 'late-5xx', forwardAfterMs: 7_000 })

    let answer: CancelResult | undefined
    const pending = first.cancelStock('normal', [order.orderId]).then((r) => (answer = r.results[0]))
    await drive(first, () => answer !== undefined, 10_000)
    await pending
    expect(answer?.outcome).toBe('unknown')
    await vi.waitUntil(
      () =>
        store()
          .load()
          .cancels.some((c) => c.orderId === order.orderId),
      realWait,
    )
    const lostAt = clock.now()
    first.stop()

    const core = startCore()
    const activity: CancelActivity[] = []
    core.onActivity((a) => activity.push(a))
    const last = () => activity.at(-1)
    const settled = () => last()?.reconciled.find((r) => r.orderId === order.orderId)
    // Reloaded: reconciling, before the broker has done anything.
    await vi.waitUntil(() => last() !== undefined, realWait)
    expect(last()?.active).toContainEqual(
      expect.objectContaining({ book: 'stock', orderId: order.orderId, phase: 'reconciling' }),
    )
    // The same cancel again: its unknown outcome, nothing sent.
    const again = await core.cancelStock('normal', [order.orderId])
    expect(again.results[0]).toMatchObject({ outcome: 'unknown', code: 'followed' })
    expect(proxy.received('PUT', path)).toBe(1)

    await drive(core, () => settled() !== undefined, FOLLOW_AT_LEAST_MS + 30_000)
    expect(settled()).toMatchObject({ book: 'stock', outcome: 'cancelled' })
    // The book proved it, well inside the window: not the passing of time.
    expect(settled()!.at).toBeLessThan(lostAt + FOLLOW_AT_LEAST_MS)
    await core.feed.refresh('stock')
    expect(core.feed.current('stock')?.find((o) => o.orderId === order.orderId)?.state).toBe('cancelled')
    core.stop()
    expect(proxy.received('PUT', path)).toBe(1)
    // Settled: nothing is left to follow at the next start.
    await vi.waitUntil(
      () =>
        !store()
          .load()
          .cancels.some((c) => c.orderId === order.orderId),
      // The store's last write is queued behind the settling one: on a loaded machine it takes
      // longer than waitUntil's default second.
      { timeout: 20_000 },
    )
  }, 60_000)
})
