import { afterEach, describe, expect, it, vi } from 'vitest'
import { simWait } from '../testing/sim-test-kit'
import type { BoardEvent, BoardSource } from '../../../src-shared/bridge/contract'
import type { TickerCommons } from '../../../src-shared/schemas/ticker-commons'
import { startSimulator, type Simulator } from '../../../src-sim/server'
import { createHttpClient } from '../http/http-client'
import { createMarketService } from './market-service'
import { FeedRegistry } from './feed-registry'
import { fetchFutures } from './futures-source'

const vn = (iso: string): number => Date.parse(`${iso}+07:00`)
const march = ['VN30F2603', 'VN30F2604', 'VN30F2606', 'VN30F2609']
const april = ['VN30F2604', 'VN30F2605', 'VN30F2606', 'VN30F2609']

describe('fetchFutures', () => {
  const answer = (symbols: readonly string[]): TickerCommons => ({
    data: [],
    tradingDate: symbols.join(),
  })

  it('sends one request per poll for the four running codes', async () => {
    const asked: string[][] = []
    const board = await fetchFutures(
      (list) => {
        asked.push(list.symbols)
        return Promise.resolve(answer(list.symbols))
      },
      () => vn('2026-03-02T10:00:00'),
    )
    expect(asked).toEqual([march])
    expect(board.tradingDate).toBe(march.join())
  })

  it('asks again when the answer moved the broker clock past an expiry', async () => {
    let now = vn('2026-03-19T14:44:59')
    const asked: string[][] = []
    const board = await fetchFutures(
      (list) => {
        asked.push(list.symbols)
        now = vn('2026-03-19T14:45:01') // what the answer's Date header taught the clock
        return Promise.resolve(answer(list.symbols))
      },
      () => now,
    )
    expect(asked).toEqual([march, april])
    expect(board.tradingDate).toBe(april.join())
  })
})

describe('the futures board against a simulator whose clock is not this machine’s', () => {
  let sim: Simulator | undefined
  let registry: FeedRegistry | undefined
  afterEach(async () => {
    registry?.stopAll()
    await sim?.close()
  })

  it('follows the broker clock, and rolls with removed and added rows when March expires', async () => {
    // Frozen ten seconds before March's last session ends, whatever today's date is here.
    sim = await startSimulator({ seed: 4, speed: 0, startTime: '2026-03-19T14:44:50+07:00' })
    const http = createHttpClient({ baseUrl: sim.url })
    const market = createMarketService(http)
    const requests: BoardSource[] = []
    registry = new FeedRegistry(
      (source) => ({
        source,
        fetchBoard: (s) => {
          requests.push(s)
          return market.tickerCommons(s)
        },
        cadenceMs: 50,
      }),
      () => http.clock.serverNow(),
    )
    const events: BoardEvent[] = []
    registry.subscribe({ kind: 'futures' }, (e) => events.push(e))
    await vi.waitUntil(() => events.some((e) => e.type === 'snapshot'), simWait)
    const snapshot = events.find((e) => e.type === 'snapshot')
    expect(snapshot?.type === 'snapshot' && snapshot.rows.map((r) => r.symbol)).toEqual(march)
    // Prices in index points, sizes in contracts, as the simulator sends them.
    const front = snapshot?.type === 'snapshot' ? snapshot.rows[0] : undefined
    expect(front?.matchPrice).toBeGreaterThan(1_000)
    expect(front?.matchPrice).toBeLessThan(4_000)

    // The broker's clock jumps 20 s: the core believes it once several answers agree (one odd Date
    // header moves nothing), so the roll may reach the window as one delta or as two.
    sim.context.world.clock.advance(20_000)
    const removed = () => events.flatMap((e) => (e.type === 'delta' ? e.removed : []))
    const added = () => events.flatMap((e) => (e.type === 'delta' ? e.added.map((r) => r.symbol) : []))
    await vi.waitUntil(() => added().includes('VN30F2605'), simWait)
    expect(removed()).toEqual(['VN30F2603'])
    expect(added()).toEqual(['VN30F2605'])
    // The first poll guessed the codes with this machine's clock and, its answer having told the
    // broker's clock, asked again; every later poll is one request for the broker's running set.
    const sets = requests.map((r) => (r.kind === 'tickers' ? r.symbols.join() : r.kind))
    expect(sets.slice(1).every((s) => s === march.join() || s === april.join())).toBe(true)
    expect(sets.filter((s) => s === april.join()).length).toBeGreaterThan(0)
  })
})
