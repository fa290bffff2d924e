import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { BoardEvent } from '../../../src-shared/bridge/contract'
import type { WindowLayout, Watchlist } from '../../../src-shared/schemas/settings'
import { startSimulator, type Simulator } from '../../../src-sim/server'
import { FeedRegistry } from '../board/feed-registry'
import { createMarketService } from '../board/market-service'
import { createHttpClient } from '../http/http-client'
import { ManualClock } from '../testing/manual-clock'
import { simWait } from '../testing/sim-test-kit'
import { systemClock } from '../clock/clock'
import { FIRST_BOARD_HOLD_MS, firstBoardSource, warmFirstBoard } from './first-board'

const windowOn = (id: string, source: WindowLayout['board']['source']): WindowLayout => ({
  id,
  kind: 'board',
  bounds: { x: 0, y: 0, width: 800, height: 600 },
  board: { source, columns: { hidden: [], order: [] }, sort: null },
})
const saved = (windows: WindowLayout[], watchlists: Watchlist[] = []) => ({
  getWindows: () => windows,
  getWatchlists: () => watchlists,
})

describe('the first board of a start', () => {
  it('is the first saved window’s board, else VN30', () => {
    expect(firstBoardSource(saved([]))).toEqual({ kind: 'basket', code: 2 })
    expect(
      firstBoardSource(
        saved([windowOn('a', { kind: 'basket', code: 4 }), windowOn('b', { kind: 'futures' })]),
      ),
    ).toEqual({
      kind: 'basket',
      code: 4,
    })
    expect(firstBoardSource(saved([windowOn('a', { kind: 'futures' })]))).toEqual({ kind: 'futures' })
    const lists = [{ id: 'mine', name: 'Mine', symbols: ['FPT', 'VNM'] }]
    expect(firstBoardSource(saved([windowOn('a', { kind: 'watchlist', id: 'mine' })], lists))).toEqual({
      kind: 'tickers',
      symbols: ['FPT', 'VNM'],
    })
    // A watchlist since deleted shows nothing to poll: the default board is warmed instead.
    expect(firstBoardSource(saved([windowOn('a', { kind: 'watchlist', id: 'gone' })], lists))).toEqual({
      kind: 'basket',
      code: 2,
    })
  })
})

describe('warming the first board against the simulator', () => {
  let sim: Simulator
  let registry: FeedRegistry

  beforeAll(async () => {
    sim = await startSimulator({ seed: 7 })
    const market = createMarketService(createHttpClient({ baseUrl: sim.url }))
    registry = new FeedRegistry((source) => ({ source, fetchBoard: (s) => market.tickerCommons(s) }))
  })
  afterAll(async () => {
    registry.stopAll()
    await sim.close()
  })

  it('has the snapshot ready when the window subscribes, then leaves the feed to the window', async () => {
    const source = { kind: 'basket', code: 2 } as const
    const warm = warmFirstBoard(registry, source, systemClock)
    const handler = warm.wrap((params, emit) => registry.subscribe(params, emit))
    // The poll went out with no window: a second, silent look at the feed gets its rows at once.
    await vi.waitUntil(() => {
      const seen: BoardEvent[] = []
      registry.subscribe(source, (e) => seen.push(e))()
      return seen[0]?.type === 'snapshot'
    }, simWait)

    const events: BoardEvent[] = []
    const stop = handler(source, (e) => events.push(e), { origin: 'web', clientId: 'w1' })
    // The rows come with the subscription itself, before any poll of the window's own.
    expect(events[0]?.type).toBe('snapshot')
    expect(events[0]?.type === 'snapshot' && events[0].rows.length).toBe(30)
    expect(registry.size).toBe(1)
    // The warm-up let go: the feed ends with the window's subscription.
    stop()
    expect(registry.size).toBe(0)
  })

  it('lets go of a board no window came for after the hold', async () => {
    const clock = new ManualClock()
    warmFirstBoard(registry, { kind: 'basket', code: 4 }, clock)
    expect(registry.size).toBe(1)
    await clock.advance(FIRST_BOARD_HOLD_MS - 1)
    expect(registry.size).toBe(1)
    await clock.advance(1)
    expect(registry.size).toBe(0)
  })

  it('lets go when the core closes', () => {
    const warm = warmFirstBoard(registry, { kind: 'futures' }, new ManualClock())
    expect(registry.size).toBe(1)
    warm.stop()
    warm.stop()
    expect(registry.size).toBe(0)
  })
})
