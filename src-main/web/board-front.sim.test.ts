import { afterEach, describe, expect, it } from 'vitest'
import type { BoardEvent, BoardFeedSource } from '../../src-shared/bridge/contract'
import { boardHandlers } from '../core/board/board-handlers'
import { FeedRegistry } from '../core/board/feed-registry'
import { createMarketService } from '../core/board/market-service'
import { createPartialRouter } from '../core/bridge/router'
import { createHttpClient } from '../core/http/http-client'
import { ManualClock } from '../core/testing/manual-clock'
import { control, demoKit, startFrozenNow } from '../core/testing/sim-test-kit'
import { BridgeClient, isMessage, startTestShell } from './test-harness'
import { advanceUntil } from '../core/testing/advance-until'

/**
 * The rows on screen first (issue 24, point 4): windows over the web shell's real sockets, the
 * board handlers and feeds of the core, the simulator over real HTTP with its market frozen, so
 * only the control API moves a price (`POST /__sim/price`); the feeds poll on a ManualClock the
 * test moves.
 */
type Delta = Extract<BoardEvent, { type: 'delta' }>

const vn30: BoardFeedSource = { kind: 'basket', code: 2 }
const cleanups: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c()
})

async function setup() {
  const sim = await startFrozenNow(41)
  cleanups.push(() => sim.close())
  const kit = await demoKit(sim)
  cleanups.push(() => kit.tokens.stop())
  const clock = new ManualClock(Date.now())
  const http = createHttpClient({ baseUrl: sim.url, clock })
  const market = createMarketService(http, { authorization: () => kit.tokens.bearer('query') })
  const feeds = new FeedRegistry((source) => ({ source, fetchBoard: (s) => market.tickerCommons(s), clock }))
  cleanups.push(() => feeds.stopAll())
  const board = boardHandlers(feeds)
  const shell = await startTestShell({ router: createPartialRouter(board.calls, board.streams) })
  cleanups.push(() => shell.close())

  let nextId = 1
  const connect = async () => {
    const client = await BridgeClient.connect(shell)
    cleanups.push(() => void client.close())
    return client
  }
  /** Events of one subscription, in the order the socket brought them. */
  const eventsOf = (client: BridgeClient, sub: number): BoardEvent[] =>
    client.received.flatMap((m) => (m.t === 'event' && m.id === sub ? [m.event as BoardEvent] : []))
  const deltasOf = (client: BridgeClient, sub: number): Delta[] =>
    eventsOf(client, sub).filter((e): e is Delta => e.type === 'delta')
  const subscribe = (client: BridgeClient): number => {
    const id = nextId++
    client.send({ t: 'sub', id, name: 'board.deltas', params: vn30 })
    return id
  }
  const call = async (client: BridgeClient, name: string, input: unknown) => {
    const id = nextId++
    client.send({ t: 'call', id, name, input })
    const answer = await client.next(isMessage('result', id))
    return answer.result as {
      ok: boolean
      error?: { kind: string; code: string; issues?: { path: string }[] }
    }
  }
  const viewRows = (client: BridgeClient, symbols: unknown) =>
    call(client, 'board.viewRows', { source: vn30, symbols })
  /** Moves the feeds' clock a poll at a time until `done` holds (answers come over real sockets). */
  const until = (done: () => boolean) => advanceUntil(clock, done)
  /** The raw records of the basket, for prices the simulator takes (its own units). */
  const records = async () => (await market.tickerCommons({ kind: 'basket', code: 2 })).data
  /** Prints each symbol at a price it does not show now, inside its band. */
  const move = async (symbols: readonly string[]) => {
    const now = await records()
    for (const symbol of symbols) {
      const r = now.find((x) => x.symbol === symbol)
      if (r === undefined) throw new Error(`${symbol} is not in VN30`)
      const price = r.matchPrice === r.ceilPrice ? r.floorPrice : r.ceilPrice
      await control(sim, '/price', { symbol, price })
    }
  }
  return { connect, subscribe, eventsOf, deltasOf, viewRows, call, until, records, move }
}

/** The symbols of a delta's changes and adds. */
const symbolsOf = (d: Delta): string[] => [...d.changes.map((c) => c.symbol), ...d.added.map((r) => r.symbol)]

describe('the rows on screen first, over the web shell against the simulator', () => {
  it('sends each window its own view’s changed rows ahead of the full delta, and none to a window without a view', async () => {
    const t = await setup()
    const [a, b, c] = [await t.connect(), await t.connect(), await t.connect()]
    const [subA, subB, subC] = [t.subscribe(a), t.subscribe(b), t.subscribe(c)]
    await t.until(() =>
      [
        [a, subA],
        [b, subB],
        [c, subC],
      ].every(([client, sub]) =>
        t.eventsOf(client as BridgeClient, sub as number).some((e) => e.type === 'snapshot'),
      ),
    )
    const symbols = (await t.records()).map((r) => r.symbol).sort()
    const [s1, s2, s3, s4, s5] = symbols as [string, string, string, string, string]
    // A draws s1, s2 and s5 (which will not move); C draws s4; B never says what it draws.
    expect((await t.viewRows(a, [s1, s2, s5])).ok).toBe(true)
    expect((await t.viewRows(c, [s4])).ok).toBe(true)

    await t.move([s1, s2, s3, s4])
    await t.until(() =>
      [t.deltasOf(a, subA), t.deltasOf(b, subB), t.deltasOf(c, subC)].every((d) => d.length > 0),
    )
    // One more barrier per socket: the full delta that follows a front is on its way in order.
    await t.until(() => t.deltasOf(a, subA).some((d) => d.front !== true))
    await t.until(() => t.deltasOf(c, subC).some((d) => d.front !== true))

    const full = t.deltasOf(b, subB)
    // B: exactly what it got before this change, one full delta per poll, none marked front.
    expect(full).toHaveLength(1)
    const whole = full[0]!
    expect(whole.front).toBeUndefined()
    expect(symbolsOf(whole)).toEqual(expect.arrayContaining([s1, s2, s3, s4]))

    // A: the front first, holding exactly the changed rows of its view, then the same full delta.
    const [frontA, fullA, ...moreA] = t.deltasOf(a, subA)
    expect(moreA).toHaveLength(0)
    expect(frontA?.front).toBe(true)
    expect(frontA?.at).toBe(whole.at)
    expect(frontA?.tradingDate).toBe(whole.tradingDate)
    expect(frontA?.removed).toEqual([])
    expect(frontA?.changes).toEqual(whole.changes.filter((ch) => [s1, s2, s5].includes(ch.symbol)))
    expect(symbolsOf(frontA!).sort()).toEqual([s1, s2])
    expect(fullA).toEqual(whole)

    // C: its own view only; nothing of A's leaks into it.
    const [frontC, fullC, ...moreC] = t.deltasOf(c, subC)
    expect(moreC).toHaveLength(0)
    expect(frontC?.front).toBe(true)
    expect(symbolsOf(frontC!)).toEqual([s4])
    expect(fullC).toEqual(whole)
  }, 60_000)

  it('forgets a view when the subscription ends, and refuses a view too long or not of symbols', async () => {
    const t = await setup()
    const a = await t.connect()
    const first = t.subscribe(a)
    await t.until(() => t.eventsOf(a, first).some((e) => e.type === 'snapshot'))
    const [s1, s2, s3] = (await t.records()).map((r) => r.symbol).sort() as [string, string, string]

    const tooMany = await t.viewRows(
      a,
      Array.from({ length: 301 }, (_, i) => `S${String(i).padStart(3, '0')}`),
    )
    expect(tooMany.ok).toBe(false)
    expect(tooMany.error).toMatchObject({ kind: 'validation', code: 'bad-input' })
    expect(tooMany.error?.issues?.map((i) => i.path)).toContain('symbols')
    const notStrings = await t.viewRows(a, [1, 2])
    expect(notStrings.ok).toBe(false)
    expect(notStrings.error?.issues?.map((i) => i.path)).toContain('symbols.0')
    const noSource = await t.call(a, 'board.viewRows', { symbols: [s1] })
    expect(noSource.ok).toBe(false)

    // The view works while the subscription lasts.
    expect((await t.viewRows(a, [s1])).ok).toBe(true)
    await t.move([s1, s2])
    await t.until(() => t.deltasOf(a, first).some((d) => d.front !== true))
    expect(t.deltasOf(a, first).map((d) => d.front === true)).toEqual([true, false])

    // The subscription ends and a new one starts on the same socket: the old view is gone with it.
    a.send({ t: 'unsub', id: first })
    const second = t.subscribe(a)
    await t.until(() => t.eventsOf(a, second).some((e) => e.type === 'snapshot'))
    await t.move([s1, s3])
    await t.until(() => t.deltasOf(a, second).length > 0)
    // A call's answer comes after every event sent before it on the socket.
    await a.countAfterBarrier(() => false)
    const after = t.deltasOf(a, second)
    expect(after).toHaveLength(1)
    expect(after[0]?.front).toBeUndefined()
    expect(symbolsOf(after[0]!)).toEqual(expect.arrayContaining([s1, s3]))
  }, 60_000)
})
