import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  possibleDuplicateCode,
  type FollowedOutcome,
  type OrderIntent,
  type OrderOutcome,
} from '../../../../src-shared/bridge/areas/orders-entry'
import type { Simulator } from '../../../../src-sim/server'
import { createHttpClient } from '../../http/http-client'
import type { Identity } from '../../account/sub-accounts'
import type { SecondFactorSession } from '../../auth/second-factor-session'
import type { SvcClient } from '../../auth/svc-client'
import { CoreError } from '../../errors/to-bridge-error'
import type { FaultProxy, GatewayFault } from '../../testing/fault-proxy'
import { ManualClock } from '../../testing/manual-clock'
import { startRestartWorld, type RestartWorld } from '../../testing/restart-world'
import { activeSignedSession } from '../../testing/signed-session'
import { orderBookReader } from '../group-e/order-book-reader'
import { OrderClient } from '../group-e/order-client'
import { FOLLOW_AT_LEAST_MS } from './follow-window'
import { fileFollowedStore } from './followed-store'
import { answeredWithinMs, realWait } from '../../../../src-shared/testing/real-wait'

/**
 * Issue 23: an unknown outcome outlives a restart of the core. A gateway (real sockets) answers the
 * place with a late 504 or a late drop while the broker takes the order 7 s later, or never; between
 * the lost answer and the broker's acceptance the core stops and a new one starts on the same data
 * folder. The new core follows the order in the book, says "placed" when it appears, refuses a like
 * order meanwhile, and says "not placed" only once the window has passed. A modify and a cancel
 * whose answers were lost are followed the same way, and not sent again by the new core. The simulator runs on the
 * test's ManualClock (its `wallNow`), so the broker's clock, on which the window is kept, moves with it.
 */
/**
 * Generous: a place that sets a case up must be answered on a loaded machine. The faulty calls do not
 * need a short one: the gateway answers them with a 504 or a drop on the ManualClock, half a second
 * after they arrive, so their answer is lost by construction, whatever the machine's speed.
 */
const orderTimeoutMs = answeredWithinMs
/** Steps of the clock while driving, letting the reads each step starts come back. */
const stepMs = 250

describe('unknown outcomes across a restart of the core', () => {
  const clock = new ManualClock(Date.now())
  let sim: Simulator
  let proxy: FaultProxy
  let svc: SvcClient
  let identity: Identity
  let session: SecondFactorSession
  let world: RestartWorld
  let file: string

  beforeAll(async () => {
    world = await startRestartWorld({ seed: 29, clock, folderPrefix: 'followed-restart-' })
    ;({ sim, proxy, file } = world)
    // The day's second factor lives in the vault, so it too outlives the restart: one session here.
    ;({ svc, identity, session } = await activeSignedSession(
      sim,
      createHttpClient({ baseUrl: proxy.url, clock }),
    ))
  })
  afterAll(async () => {
    await world.close()
  })

  const store = () => fileFollowedStore({ file, broker: proxy.url, now: clock.now })
  const startCore = () =>
    new OrderClient({
      svc,
      identity,
      session,
      deviceId: () => 'restart',
      clock,
      orderTimeoutMs,
      store: store(),
    })
  const ordersPath = async () => `/trading/oa/sub-accounts/${(await identity.get()).ordering.id}/orders`
  const book = () => orderBookReader(svc, identity)()

  let n = 0
  /** A buy at the floor of a stock well above it: it rests. Each case its own quantity. */
  const restingBuy = (): OrderIntent => {
    n += 1
    const t = sim.context.world.market
      .all()
      .find((x) => x.exchange === 'HOSE' && x.regime === 'walk' && x.bid1 > x.floor * 1.03)
    if (t === undefined) throw new Error('no stock above its floor')
    return {
      intentId: `restart-${n}-${t.symbol}`,
      side: 'BUY',
      symbol: t.symbol,
      quantity: 300 * n,
      type: 'LO',
      price: t.floor,
    }
  }

  /** Moves the clock in steps until `done`, or `forMs` has passed. */
  async function drive(client: OrderClient, done: () => boolean, forMs: number) {
    const until = clock.now() + forMs
    while (!done() && clock.now() < until) {
      await clock.advance(stepMs)
      await vi.waitUntil(() => proxy.inflight === 0 && !client.follower.busy, { ...realWait, interval: 2 })
    }
  }

  /** The first core sends the place through the gateway's fault, gets "unknown", writes it down and stops. */
  async function loseAnswerThenStop(intent: OrderIntent, fault: GatewayFault, takeAt: number | null) {
    const path = await ordersPath()
    proxy.plan({ match: (m, p) => m === 'POST' && p === path, fault, forwardAfterMs: takeAt })
    const first = startCore()
    let answer: OrderOutcome | undefined
    const pending = first.place(intent).then((out) => (answer = out))
    await drive(first, () => answer !== undefined, 10_000)
    await pending
    expect(answer?.outcome).toBe('unknown')
    const lost = first.follower.current('place', intent.intentId)
    expect(lost).toBeDefined()
    await vi.waitUntil(
      () =>
        store()
          .load()
          .followed.some((r) => r.view.ref === intent.intentId),
      realWait,
    )
    first.stop()
    return { path, lost: lost! }
  }

  const refusalCode = async (attempt: Promise<unknown>) => {
    try {
      await attempt
    } catch (error) {
      if (error instanceof CoreError) return error.detail.code
    }
    return 'sent'
  }

  it('a late 504, a restart, the broker takes the order at 7 s: the new core says "placed"', async () => {
    const intent = restingBuy()
    const { path, lost } = await loseAnswerThenStop(intent, 'late-5xx', 7_000)

    const core = startCore()
    let last: FollowedOutcome | undefined
    const stop = core.outcomes((f) => {
      if (f.ref === intent.intentId && f.phase === 'settled') last = f
    })
    // Reloaded: unknown, its window where the first core left it on the broker's clock.
    expect(core.follower.current('place', intent.intentId)).toMatchObject({
      phase: 'unknown',
      since: lost.since,
    })
    // The possible-duplicate guard holds after the restart, and the same ticket sends nothing.
    expect(await refusalCode(core.place({ ...intent, intentId: `${intent.intentId}-again` }))).toBe(
      possibleDuplicateCode,
    )
    expect((await core.place(intent)).outcome).toBe('unknown')

    await drive(core, () => last !== undefined, FOLLOW_AT_LEAST_MS + 30_000)
    stop()
    core.stop()

    const mine = (await book()).filter((e) => e.symbol === intent.symbol && e.qtty === intent.quantity)
    expect(mine).toHaveLength(1)
    expect(last?.outcome).toMatchObject({ outcome: 'placed', orderId: mine[0]!.orderid, fromBook: true })
    // Well inside the window: the book proved it, not the passing of time.
    expect(last!.at).toBeLessThan(lost.followUntil)
    expect(proxy.received('POST', path)).toBe(1)
    // Settled: nothing is left to follow at the next start.
    await vi.waitUntil(
      () =>
        !store()
          .load()
          .followed.some((r) => r.view.ref === intent.intentId),
      realWait,
    )
  }, 60_000)

  it.each(['modify', 'cancel'] as const)(
    'a %s gets a late 504, a restart, the broker takes it at 7 s: the new core says what the book shows',
    async (operation) => {
      const placing = startCore()
      const intent = restingBuy()
      const placed = await placing.place(intent)
      placing.stop()
      expect(placed.outcome).toBe('placed')
      const id = placed.orderId!
      const path = `${await ordersPath()}/${id}`
      const method = operation === 'modify' ? 'PUT' : 'DELETE'
      proxy.plan({ match: (m, p) => m === method && p === path, fault: 'late-5xx', forwardAfterMs: 7_000 })
      const change = { quantity: intent.quantity + 100, price: intent.price! }

      const first = startCore()
      let answer: OrderOutcome | undefined
      const pending = (operation === 'modify' ? first.modify(id, change) : first.cancel(id)).then(
        (out) => (answer = out),
      )
      await drive(first, () => answer !== undefined, 10_000)
      await pending
      expect(answer?.outcome).toBe('unknown')
      await vi.waitUntil(
        () =>
          store()
            .load()
            .followed.some((r) => r.view.ref === id),
        realWait,
      )
      first.stop()

      const core = startCore()
      let last: FollowedOutcome | undefined
      const stop = core.outcomes((f) => {
        if (f.ref === id && f.operation === operation && f.phase === 'settled') last = f
      })
      // The same change again sends nothing: it gets the unknown outcome.
      const again = operation === 'modify' ? core.modify(id, change) : core.cancel(id)
      expect((await again).outcome).toBe('unknown')
      await drive(core, () => last !== undefined, FOLLOW_AT_LEAST_MS + 30_000)
      stop()
      core.stop()

      const entry = (await book()).find((e) => e.orderid === id)
      if (operation === 'modify') expect(entry?.qtty).toBe(change.quantity)
      else expect(entry?.status).toBe('CANCELLED')
      expect(last?.outcome).toMatchObject({ outcome: 'accepted', fromBook: true })
      expect(proxy.received(method, path)).toBe(1)
    },
    60_000,
  )

  it('a late drop, a restart, the broker never takes it: "not placed" only after the window', async () => {
    const intent = restingBuy()
    const before = proxy.received('POST', await ordersPath())
    const { path, lost } = await loseAnswerThenStop(intent, 'late-drop', null)

    const core = startCore()
    let last: FollowedOutcome | undefined
    const stop = core.outcomes((f) => {
      if (f.ref === intent.intentId && f.phase === 'settled') last = f
    })
    // Five seconds before the window ends the book has shown nothing, and that proves nothing yet.
    await drive(core, () => last !== undefined, lost.since + FOLLOW_AT_LEAST_MS - 5_000 - clock.now())
    expect(last).toBeUndefined()
    expect(core.follower.current('place', intent.intentId)?.phase).toBe('unknown')

    await drive(core, () => last !== undefined, 60_000)
    stop()
    core.stop()

    expect(last?.outcome).toMatchObject({ outcome: 'not-placed', fromBook: true })
    expect(last!.at).toBeGreaterThanOrEqual(lost.since + FOLLOW_AT_LEAST_MS - 1_000)
    const mine = (await book()).filter((e) => e.symbol === intent.symbol && e.qtty === intent.quantity)
    expect(mine).toHaveLength(0)
    expect(proxy.received('POST', path) - before).toBe(1)
  }, 60_000)
})
