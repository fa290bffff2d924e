import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { OrderIntent } from '../../src-shared/bridge/contract'
import type { ServerMessage } from '../../src-shared/bridge/wire'
import { startWorkstation, type Workstation } from '../core/app/start-workstation'
import { control, requestCounts } from '../core/testing/sim-test-kit'
import { BridgeClient, isMessage, startTestShell, type TestShell } from './test-harness'

/**
 * Cancelling superseded reads (issue 24, point 3) through the whole workstation: the web shell's
 * socket, the router, the research cache, the rate budget and the HTTP client against the embedded
 * simulator over real sockets; requests counted where the simulator's routes receive them. Research
 * reads are paced by the key's budget (a short burst, then one every 60 s / quota), so reads asked
 * faster than that wait in its queue, where a cancel finds them.
 */
let dataDir: string
let workstation: Workstation
let t: TestShell
let nextId = 1

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'read-cancel-'))
  workstation = await startWorkstation({ shell: 'web', version: 'test', dataDir })
  t = await startTestShell({ router: workstation.router })
})
afterAll(async () => {
  await t.close()
  await workstation.close()
  await rm(dataDir, { recursive: true, force: true })
})

/** Stocks of the simulated market, each used by one test only (so no cache serves another's). */
const symbols = (() => {
  let used = 0
  return (n: number): string[] => {
    const all = workstation.simulator.sim.context.world.market
      .all()
      .filter((x) => x.exchange === 'HOSE')
      .map((x) => x.symbol)
    const picked = all.slice(used, used + n)
    used += n
    if (picked.length < n) throw new Error('not enough symbols')
    return picked
  }
})()

const counts = () => requestCounts(workstation.simulator.sim)

/** Research requests that reached the simulator (group E's market data). */
async function researchRequests(): Promise<number> {
  const { routes } = await counts()
  return Object.entries(routes)
    .filter(([route]) => route.startsWith('GET /market/'))
    .reduce((sum, [, n]) => sum + n, 0)
}

async function routeRequests(route: string): Promise<number> {
  return (await counts()).routes[route] ?? 0
}

const budget = () => workstation.core.budget

/** Account-priority requests (research reads, here) sent in the budget's window so far. */
const accountSends = () => Math.round((budget().accountPerMinute() * 60_250) / 60_000)

/** Sends a call; returns its id. */
function ask(client: BridgeClient, name: string, input: unknown): number {
  const id = nextId++
  client.send({ t: 'call', id, name, input })
  return id
}

/** The overview section's reads of one symbol (src-shared/research/detail-reads.ts): 5 requests. */
function overview(client: BridgeClient, symbol: string): number[] {
  return [
    ask(client, 'research.quote', { kind: 'stocks', symbol }),
    ask(client, 'research.orderBook', { symbol }),
    ask(client, 'research.company', { symbol }),
  ]
}

const answered = (client: BridgeClient, id: number) =>
  client.next(isMessage('result', id), 30_000).then((m) => m.result as { ok: boolean })

const resultOf = (id: number) => (m: ServerMessage) => m.t === 'result' && m.id === id

/** The budget has sent or holds `n` research reads more than `base`, and holds some of them. */
const heldAfter = (base: number, n: number) =>
  vi.waitFor(
    () => {
      const queued = budget().state().queued.account
      expect(accountSends() + queued).toBe(base + n)
      expect(queued).toBeGreaterThan(0)
    },
    { timeout: 15_000, interval: 5 },
  )

/** Nothing of the research reads waits in the budget or is on the wire any more. */
const drained = () =>
  vi.waitFor(
    () => {
      const state = budget().state()
      expect(state.queued.account).toBe(0)
      expect(state.inFlight).toBe(0)
    },
    { timeout: 30_000, interval: 20 },
  )

describe('cancelling a read over the web shell, against the simulator', () => {
  it('five fast switches send fewer requests when the superseded ones are cancelled', async () => {
    const client = await BridgeClient.connect(t)
    const [before, after] = [symbols(5), symbols(5)]

    // As before this change: every switch's reads run to the end, nobody cancels them.
    await drained()
    const start = await researchRequests()
    const all = before.flatMap((s) => overview(client, s))
    const results = await Promise.all(all.map((id) => answered(client, id)))
    expect(results.every((r) => r.ok)).toBe(true)
    const uncancelled = (await researchRequests()) - start
    expect(uncancelled).toBe(25)

    // Now each switch cancels the reads of the symbol it leaves.
    await drained()
    const base = await researchRequests()
    let shown: number[] = []
    for (const symbol of after) {
      for (const id of shown) client.send({ t: 'cancel', id })
      shown = overview(client, symbol)
    }
    const last = await Promise.all(shown.map((id) => answered(client, id)))
    expect(last.every((r) => r.ok)).toBe(true)
    await drained()
    const cancelled = (await researchRequests()) - base
    expect(cancelled).toBeLessThan(uncancelled)
    // The symbol the run stops on was read in full.
    expect(cancelled).toBeGreaterThanOrEqual(5)
    await client.close()
  })

  it('never sends a cancelled read that waits in the rate budget, and answers it to no one', async () => {
    const client = await BridgeClient.connect(t)
    const held = symbols(10)
    const [target] = symbols(1) as [string]
    const eventsRoute = 'GET /market/stocks/:symbol/events'
    await drained()
    const eventsBefore = await routeRequests(eventsRoute)
    const base = accountSends()
    const quotes = held.map((symbol) => ask(client, 'research.quote', { kind: 'stocks', symbol }))
    // The quotes hold the pacer; the events read, asked after them, waits behind them.
    await heldAfter(base, quotes.length)
    const events = ask(client, 'research.stockEvents', { symbol: target })
    await heldAfter(base, quotes.length + 1)
    client.send({ t: 'cancel', id: events })

    await Promise.all(quotes.map((id) => answered(client, id)))
    await drained()
    expect((await routeRequests(eventsRoute)) - eventsBefore).toBe(0)
    expect(await client.countAfterBarrier(resultOf(events))).toBe(0)
    await client.close()
  })

  it('keeps a read two windows share until the last one cancels it', async () => {
    const [one, two, filler] = await Promise.all([
      BridgeClient.connect(t),
      BridgeClient.connect(t),
      BridgeClient.connect(t),
    ])
    const [shared, abandoned] = symbols(2) as [string, string]
    const profileRoute = 'GET /market/stocks/:symbol/profile'
    await drained()
    const profilesBefore = await routeRequests(profileRoute)
    const base = accountSends()
    const quotes = symbols(8).map((symbol) => ask(filler, 'research.quote', { kind: 'stocks', symbol }))
    await heldAfter(base, quotes.length)

    // Window two asks first (its three records queue behind the quotes); window one joins the same
    // load, and its call has reached the cache once its next call is answered (one socket keeps order).
    const kept = ask(two, 'research.company', { symbol: shared })
    await heldAfter(base, quotes.length + 3)
    const dropped = ask(one, 'research.company', { symbol: shared })
    await one.countAfterBarrier(() => false)
    one.send({ t: 'cancel', id: dropped })
    // Both windows leave another company's load: it goes nowhere.
    const leftByOne = ask(one, 'research.company', { symbol: abandoned })
    const leftByTwo = ask(two, 'research.company', { symbol: abandoned })
    await one.countAfterBarrier(() => false)
    await two.countAfterBarrier(() => false)
    one.send({ t: 'cancel', id: leftByOne })
    two.send({ t: 'cancel', id: leftByTwo })

    expect(await answered(two, kept)).toMatchObject({ ok: true, value: { profile: { symbol: shared } } })
    await Promise.all(quotes.map((id) => answered(filler, id)))
    await drained()
    // One request per record of the shared company, none for the abandoned one.
    expect((await routeRequests(profileRoute)) - profilesBefore).toBe(1)
    expect(await one.countAfterBarrier(resultOf(dropped))).toBe(0)
    expect(await one.countAfterBarrier(resultOf(leftByOne))).toBe(0)
    expect(await two.countAfterBarrier(resultOf(leftByTwo))).toBe(0)
    await Promise.all([one.close(), two.close(), filler.close()])
  })

  it('ignores a cancel of orders.place: the order is placed once and answered', async () => {
    const client = await BridgeClient.connect(t)
    const placeRoute = 'POST /trading/oa/sub-accounts/:subAccountId/orders'
    const stock = workstation.simulator.sim.context.world.market
      .all()
      .find(
        (x) => x.exchange === 'HOSE' && x.regime === 'walk' && x.bid1 > x.floor * 1.03 && x.floor < 60_000,
      )
    if (stock === undefined) throw new Error('no stock well above its floor')
    const intent: OrderIntent = {
      intentId: 'read-cancel-0001',
      side: 'BUY',
      type: 'LO',
      symbol: stock.symbol,
      quantity: 100,
      price: stock.floor,
    }
    // The trader's second factor, as the ticket asks for it before a first order.
    await answered(client, ask(client, 'auth.secondFactor.request', {}))
    const outbox = await control<{ code: string }[]>(workstation.simulator.sim, '/outbox')
    const verified = await answered(
      client,
      ask(client, 'auth.secondFactor.verify', { code: outbox.at(-1)?.code ?? '' }),
    )
    expect(verified.ok).toBe(true)
    const placedBefore = await routeRequests(placeRoute)
    const id = ask(client, 'orders.place', intent)
    client.send({ t: 'cancel', id })
    const answer = await client.next(isMessage('result', id), 30_000)
    expect(answer.result).toMatchObject({ ok: true, value: { outcome: 'placed' } })
    expect((await routeRequests(placeRoute)) - placedBefore).toBe(1)
    // The order rests in the book: nothing cancelled it at the broker either.
    const cancelRoutes = Object.entries((await counts()).routes).filter(
      ([route, n]) => route.startsWith('DELETE ') && n > 0,
    )
    expect(cancelRoutes).toEqual([])
    await client.close()
  })
})
