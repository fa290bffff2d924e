import { afterEach, describe, expect, it, vi } from 'vitest'
import type { BoardFeedSource } from '../../../src-shared/bridge/contract'
import { staleAfterMs } from '../../../src-shared/bridge/feed-freshness'
import { baskets } from '../../../src-shared/market/baskets'
import { tickerCommonsSchema } from '../../../src-shared/schemas/ticker-commons'
import { startSimulator } from '../../../src-sim/server'
import { createHttpClient } from '../http/http-client'
import { RateBudget } from '../http/rate-budget'
import { demoKit } from '../testing/sim-test-kit'
import { ManualClock } from '../testing/manual-clock'
import { boardBudgetOf, watchPolls } from '../testing/board-feeds'
import { FeedRegistry } from './feed-registry'
import { createMarketService } from './market-service'
import { FOCUSED_CADENCE_MS, IDLE_START_MS, MAX_CADENCE_MS } from './cadence-policy'

/**
 * Issue 23 ("Resources"): one window at the cap of 16 feeds must not slow the focused window's board.
 * The core's pieces as create-core wires them, against the simulator over real sockets, the
 * simulator's clock (and so its per-minute rate limit) and the core's both on one ManualClock: every
 * request is answered before the clock moves on, so a gap between polls is the schedule's alone.
 */
const cleanups: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c()
})

async function setup() {
  const clock = new ManualClock(Date.now())
  const sim = await startSimulator({ seed: 23, wallNow: () => clock.now() })
  cleanups.push(() => sim.close())
  const kit = await demoKit(sim)
  cleanups.push(() => kit.tokens.stop())
  // The demo key is Pro: 300 requests a minute, as create-core's budget for a Pro profile.
  const budget = new RateBudget({ quotaPerMinute: 300, burst: 20, clock })
  const http = createHttpClient({ baseUrl: sim.url, budget, clock })
  const market = createMarketService(http, { authorization: () => kit.tokens.bearer('query') })
  const feeds = new FeedRegistry(
    (source) => ({ source, fetchBoard: (s, priority) => market.tickerCommons(s, priority), clock }),
    () => clock.now(),
    boardBudgetOf(budget),
  )
  cleanups.push(() => feeds.stopAll())
  /** Moves the clock timer by timer, each time once every request out has its answer. */
  const runFor = async (ms: number) => {
    const end = clock.now() + ms
    while (clock.now() < end) {
      await new Promise((resolve) => setImmediate(resolve))
      await vi.waitUntil(() => budget.state().inFlight === 0, { timeout: 15_000, interval: 1 })
      await clock.next()
    }
  }
  return { clock, budget, feeds, runFor, http, kit }
}

const median = (values: readonly number[]): number => [...values].sort((a, b) => a - b)[values.length >> 1]!

describe('the boards’ share of the key between windows, against the simulator', () => {
  it('a window at the cap of 16 feeds slows; the focused board keeps its cadence', async () => {
    const { clock, budget, feeds, runFor } = await setup()
    const focused = watchPolls(feeds, { kind: 'basket', code: 2 }, FOCUSED_CADENCE_MS)
    // The other window, visible but not focused: eleven baskets and five watchlists.
    const sources: BoardFeedSource[] = [
      ...baskets.filter((b) => b.code !== 2).map((b): BoardFeedSource => ({ kind: 'basket', code: b.code })),
      ...['FPT', 'VNM', 'HPG', 'VCB', 'MWG'].map((s): BoardFeedSource => ({ kind: 'tickers', symbols: [s] })),
    ]
    const crowd = sources.map((source) => watchPolls(feeds, source, IDLE_START_MS))
    expect(crowd).toHaveLength(16)

    // A minute for the budget's window to fill, then two measured minutes.
    await runFor(60_000)
    const from = clock.now()
    await runFor(120_000)

    const gaps = focused.gapsFrom(from)
    const shown = focused.statuses.at(-1)!
    // The focused board shows the cadence its policy asks for, unslowed, and gets it: it never
    // turns stale, and its polls come a second apart.
    expect(shown).toMatchObject({ state: 'live', cadenceMs: FOCUSED_CADENCE_MS })
    expect(shown.demandMs).toBeUndefined()
    expect(focused.statuses.some((s) => s.state === 'stale')).toBe(false)
    expect(Math.max(...gaps)).toBeLessThan(staleAfterMs(FOCUSED_CADENCE_MS))
    expect(gaps.length).toBeGreaterThanOrEqual(110)
    expect(median(gaps)).toBe(FOCUSED_CADENCE_MS)
    // The crowded window slows to what is left, and still polls.
    const cadences = feeds.cadences()
    const others = Object.entries(cadences).filter(([key]) => key !== 'basket:2')
    expect(others.every(([, c]) => c > IDLE_START_MS)).toBe(true)
    for (const feed of crowd) expect(feed.gapsFrom(from).length).toBeGreaterThan(0)
    // Within the key's quota: no 429 came.
    expect(budget.state().pausedUntil).toBeNull()
    expect(crowd.flatMap((f) => f.statuses).some((s) => s.error?.kind === 'rate-limited')).toBe(false)
    // Three minutes of seventeen feeds, every poll answered over a real socket before the clock moves:
    // about 10 s on a quiet machine, and over 120 s at a load of 30 on two cores.
  }, 300_000)

  it('detail reads that ask for more than the key holds wait behind the focused board, not before it', async () => {
    const { clock, budget, feeds, runFor, http, kit } = await setup()
    const focused = watchPolls(feeds, { kind: 'basket', code: 2 }, FOCUSED_CADENCE_MS)
    const background = watchPolls(feeds, { kind: 'basket', code: 4 }, IDLE_START_MS)
    // Four detail windows' worth of reads, back to back (distinct, so none shares another's answer).
    const headers = { authorization: `Bearer ${await kit.tokens.bearer('query')}` }
    let stop = false
    let reads = 0
    const reader = async (worker: number) => {
      for (let i = 0; !stop; i++) {
        await http.request({
          path: '/tartarus/v1/tickerCommons',
          schema: tickerCommonsSchema,
          query: { tickers: 'FPT', n: `${worker}-${i}` },
          headers,
          priority: 'account',
        })
        reads += 1
      }
    }
    const readers = [0, 1, 2, 3].map((w) => reader(w))
    await runFor(60_000)
    const from = clock.now()
    await runFor(60_000)
    const measuredEnd = clock.now()
    stop = true
    await runFor(2_000)
    await Promise.all(readers)

    const gaps = focused.gapsFrom(from)
    expect(focused.statuses.at(-1)).toMatchObject({ state: 'live', cadenceMs: FOCUSED_CADENCE_MS })
    expect(Math.max(...gaps)).toBeLessThan(staleAfterMs(FOCUSED_CADENCE_MS))
    expect(gaps.length).toBeGreaterThanOrEqual(55)
    expect(median(gaps)).toBe(FOCUSED_CADENCE_MS)
    // The reads took what the focused board left: most of the key, and more than the background board.
    expect(reads).toBeGreaterThan(2 * 200)
    expect(background.gapsFrom(from).length).toBeLessThan(gaps.length)
    // ...but not all of it: a poll that waited 30 s goes ahead of the reads, so its data never gets
    // much older than the slowest cadence a board asks for.
    const seen = background.polls.filter((t) => t >= from && t <= measuredEnd)
    expect(seen.length).toBeGreaterThanOrEqual(2)
    expect(measuredEnd - seen.at(-1)!).toBeLessThanOrEqual(MAX_CADENCE_MS + 2_000)
    expect(Math.max(...background.gapsFrom(from))).toBeLessThanOrEqual(MAX_CADENCE_MS + 2_000)
    expect(budget.state().pausedUntil).toBeNull()
  }, 120_000)
})
