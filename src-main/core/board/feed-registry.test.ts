import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { simWait } from '../testing/sim-test-kit'
import type { BoardEvent } from '../../../src-shared/bridge/contract'
import { startSimulator, type Simulator } from '../../../src-sim/server'
import { createHttpClient } from '../http/http-client'
import { createMarketService } from './market-service'
import { FeedRegistry } from './feed-registry'

let sim: Simulator
let registry: FeedRegistry

beforeAll(async () => {
  sim = await startSimulator({ seed: 11 })
  const market = createMarketService(createHttpClient({ baseUrl: sim.url }))
  registry = new FeedRegistry((source) => ({
    source,
    fetchBoard: (s) => market.tickerCommons(s),
    cadenceMs: 200,
  }))
})
afterAll(async () => {
  registry.stopAll()
  await sim.close()
})

describe('board feeds against the simulator', () => {
  it('streams a snapshot, then only changed fields, to every window sharing one feed', async () => {
    const a: BoardEvent[] = []
    const b: BoardEvent[] = []
    const stopA = registry.subscribe({ kind: 'basket', code: 2 }, (e) => a.push(e))
    await vi.waitUntil(() => a.some((e) => e.type === 'snapshot'), simWait)
    const stopB = registry.subscribe({ kind: 'basket', code: 2 }, (e) => b.push(e))
    expect(registry.size).toBe(1)
    // The late window gets the current snapshot at once, not after the next poll.
    expect(b[0]?.type).toBe('snapshot')

    await vi.waitUntil(() => a.some((e) => e.type === 'delta'), simWait)
    const snapshot = a.find((e) => e.type === 'snapshot')
    const delta = a.find((e) => e.type === 'delta')
    if (snapshot?.type !== 'snapshot' || delta?.type !== 'delta') throw new Error('missing events')
    expect(snapshot.rows).toHaveLength(30)
    // A delta carries only the fields that moved, never whole rows.
    const fieldCounts = delta.changes.map((c) => Object.keys(c.fields).length)
    expect(Math.max(...fieldCounts)).toBeLessThan(30)
    expect(delta.added).toEqual([])

    stopA()
    expect(registry.size).toBe(1)
    stopB()
    expect(registry.size).toBe(0)
  })

  it('keeps separate feeds for different baskets', () => {
    const stop1 = registry.subscribe({ kind: 'basket', code: 2 }, () => undefined)
    const stop2 = registry.subscribe({ kind: 'basket', code: 4 }, () => undefined)
    const stop3 = registry.subscribe({ kind: 'tickers', symbols: ['VNM', 'FPT'] }, () => undefined)
    const stop4 = registry.subscribe({ kind: 'tickers', symbols: ['FPT', 'VNM'] }, () => undefined)
    expect(registry.size).toBe(3)
    for (const stop of [stop1, stop2, stop3, stop4]) stop()
    expect(registry.size).toBe(0)
  })
})
