import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { simWait } from '../testing/sim-test-kit'
import type { BoardEvent, FeedStatus } from '../../../src-shared/bridge/contract'
import { startSimulator, type Simulator } from '../../../src-sim/server'
import { createHttpClient } from '../http/http-client'
import { createMarketService } from './market-service'
import { BoardFeed } from './board-feed'
import { control as simControl } from '../testing/sim-test-kit'
import { systemClock } from '../clock/clock'

/** Real time: the feed waits on real sockets; the test reads the clock the feed runs on. */
const clock = systemClock

let sim: Simulator

beforeAll(async () => {
  sim = await startSimulator({ seed: 5 })
})
afterAll(async () => {
  await sim.close()
})

/** Through the kit's control helper, which carries whatever the control API requires. */
const control = (method: 'POST' | 'DELETE', body?: object) =>
  simControl(sim, '/faults', body, method).then(() => undefined)

function watch(feed: BoardFeed) {
  const events: BoardEvent[] = []
  const stop = feed.subscribe((e) => events.push(e))
  const statuses = () => events.flatMap((e) => (e.type === 'status' ? [e.status] : []))
  const last = (): FeedStatus | undefined => statuses().at(-1)
  return { events, stop, statuses, last }
}

const makeFeed = () => {
  const market = createMarketService(createHttpClient({ baseUrl: sim.url, timeoutMs: 1_500, clock }))
  return new BoardFeed({
    clock,
    source: { kind: 'basket', code: 2 },
    fetchBoard: (s) => market.tickerCommons(s),
    cadenceMs: 100,
    maxBackoffMs: 400,
  })
}

describe('board feed under simulator faults', () => {
  for (const [fault, kind] of [
    [{ malformedRate: 1 }, 'bad-response'],
    [{ errorRate: 1 }, 'server'],
    [{ dropRate: 1 }, 'network'],
  ] as const) {
    it(`goes stale with a ${kind} error, keeps the last good time, and recovers`, async () => {
      const feed = makeFeed()
      const w = watch(feed)
      try {
        await vi.waitUntil(() => w.last()?.state === 'live', simWait)
        const lastGood = w.last()!.lastOkAt
        await control('POST', fault)
        await vi.waitUntil(() => w.last()?.state === 'stale', simWait)
        const stale = w.last()!
        expect(stale.error?.kind).toBe(kind)
        expect(stale.lastOkAt).not.toBeNull()
        expect(stale.lastOkAt!).toBeGreaterThanOrEqual(lastGood!)
        expect(stale.nextRetryAt!).toBeGreaterThan(clock.now() - 1_000)
        const snapshotsBefore = w.events.filter((e) => e.type === 'snapshot').length
        await control('DELETE')
        await vi.waitUntil(() => w.last()?.state === 'live', simWait)
        // Recovery resumes deltas on top of the snapshot the window already has.
        expect(w.events.filter((e) => e.type === 'snapshot').length).toBe(snapshotsBefore)
      } finally {
        w.stop()
        feed.stop()
        await control('DELETE')
      }
    })
  }
})
