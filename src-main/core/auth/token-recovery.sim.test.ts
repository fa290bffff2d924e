import { afterEach, describe, expect, it, vi } from 'vitest'
import type { BoardEvent, OrderBookEvent } from '../../../src-shared/bridge/contract'
import { startSimulator, type Simulator } from '../../../src-sim/server'
import { spawnSimulator, startLiveProfile, type LiveKit, type SimProcess } from '../testing/live-profile-kit'
import { createHttpClient } from '../http/http-client'
import { FEED_BACKOFF_CAP_MS } from '../http/retry-policy'
import { control } from '../testing/sim-test-kit'
import { TokenManager } from './token-manager'
import { ManualClock } from '../testing/manual-clock'

/**
 * Issue 11 item 1: a laptop that slept past the token's expiry (the broker's clock moved 9 hours)
 * and a broker restart under a live profile. The core must notice by itself, drop the refused
 * tokens, get a new query token, serve reads again within 5 s of the broker answering, and say
 * that the trading token is gone. The recovery times are printed for the closing note.
 */
const cash = { subAccount: 'normal', pageIndex: 1, pageSize: 20 }
let kit: LiveKit | undefined
let sim: Simulator | undefined
let proc: SimProcess | undefined

afterEach(async () => {
  await kit?.close()
  await sim?.close()
  await proc?.stop()
  kit = undefined
  sim = undefined
  proc = undefined
})

/** Milliseconds until a cash read succeeds, asked as the account panel would (about every 250 ms). */
async function untilReadsWork(live: LiveKit, timeoutMs: number): Promise<number> {
  const started = performance.now()
  await vi.waitUntil(async () => (await live.call('account.cash', cash)).ok, {
    timeout: timeoutMs,
    interval: 250,
  })
  return performance.now() - started
}

describe('sessions recover by themselves', () => {
  it('after the broker clock jumps 9 hours: reads work again within 5 s and the trading token is said to be gone', async () => {
    sim = await startSimulator({ seed: 31 })
    kit = await startLiveProfile({ url: sim.url })
    const live = kit
    await vi.waitUntil(() => live.auth().token.state === 'query', { timeout: 8_000 })
    await live.becomeTrading()
    expect((await live.call('account.cash', cash)).ok).toBe(true)

    await control(sim, '/clock', { advanceMs: 9 * 3_600_000 })
    const recoveredInMs = await untilReadsWork(live, 5_000)
    await vi.waitUntil(() => live.auth().token.state === 'query', { timeout: 5_000 })
    expect(live.auth().lastError?.code).toBe('trading-token-gone')
    // The renderer hears it on the status stream, not only when it asks.
    const status = await live.call<{ token: { state: string } }>('auth.status', {})
    expect(status).toMatchObject({ ok: true, value: { token: { state: 'query' } } })
    console.info(`[recovery] broker clock +9 h: reads back after ${Math.round(recoveredInMs)} ms`)
    expect(recoveredInMs).toBeLessThan(5_000)
  })

  it('after the broker restarts (a new process, new signing key): reads work again within 5 s of it answering', async () => {
    proc = await spawnSimulator()
    kit = await startLiveProfile(proc)
    const live = kit
    await vi.waitUntil(() => live.auth().token.state === 'query', { timeout: 8_000 })
    await live.becomeTrading()
    expect((await live.call('account.cash', cash)).ok).toBe(true)

    // The board and the blotter are open, as on a trader's screen.
    const ctx = { origin: 'web' as const, clientId: 'screen' }
    const boardLive: number[] = []
    let backedOffMs = 0
    const bookFresh: number[] = []
    const board = live.workstation.router.subscribe(
      'board.deltas',
      { kind: 'basket', code: 2 },
      (e) => {
        const event = e as BoardEvent
        if (event.type !== 'status' || event.status.state === 'live') boardLive.push(performance.now())
        else if (event.status.state === 'stale' && event.status.nextRetryAt !== null)
          backedOffMs = Math.max(backedOffMs, event.status.nextRetryAt - live.clock.now())
      },
      ctx,
    )
    const book = live.workstation.router.subscribe(
      'orders.book',
      {},
      (e) => {
        if ((e as OrderBookEvent).error === null) bookFresh.push(performance.now())
      },
      ctx,
    )
    await vi.waitUntil(() => boardLive.length > 0 && bookFresh.length > 0, { timeout: 8_000 })

    const port = proc.port
    await proc.stop()
    // While it is down, reads fail as a network error in our words.
    const down = await live.call('account.cash', cash)
    expect(down).toMatchObject({ ok: false, error: { kind: 'network' } })
    // Down long enough for the board to back off to its longest wait.
    await vi.waitUntil(() => backedOffMs >= FEED_BACKOFF_CAP_MS - 500, { timeout: 20_000, interval: 100 })
    proc = await spawnSimulator(port)
    const answering = performance.now()
    const recoveredInMs = await untilReadsWork(live, 5_000)
    const after = (times: number[]) => (times.find((t) => t > answering) ?? Infinity) - answering
    await vi.waitUntil(() => after(boardLive) < Infinity && after(bookFresh) < Infinity, { timeout: 5_000 })
    console.info(
      `[recovery] broker restart: board live again after ${Math.round(after(boardLive))} ms, blotter after ${Math.round(after(bookFresh))} ms`,
    )
    expect(after(boardLive)).toBeLessThan(5_000)
    expect(after(bookFresh)).toBeLessThan(5_000)
    if (board.ok) board.value()
    if (book.ok) book.value()
    await vi.waitUntil(() => live.auth().token.state === 'query', { timeout: 5_000 })
    expect(live.auth().lastError?.code).toBe('trading-token-gone')
    console.info(`[recovery] broker restart: reads back ${Math.round(recoveredInMs)} ms after it answered`)
    expect(recoveredInMs).toBeLessThan(5_000)
  }, 40_000)
})

describe('a machine that slept', () => {
  it('finds its tokens expired on waking, without waiting for a timer or a 401, and says so', async () => {
    // The broker's clock stands still unless moved; ours is shifted as a night's sleep shifts it.
    const start = Date.parse('2026-03-02T10:00:00+07:00')
    sim = await startSimulator({ seed: 32, speed: 0, startTime: start })
    const broker = sim
    const clock = new ManualClock(start)
    const tokens = new TokenManager({
      http: createHttpClient({ baseUrl: broker.url, clock }),
      credentials: async () => {
        const demo = await control<{ apiKey: string; apiSecret: string }>(broker, '/demo')
        return { apiKey: demo.apiKey, apiSecret: demo.apiSecret }
      },
      clock,
      checkEveryMs: 100,
    })
    try {
      await tokens.start()
      await tokens.requestTrading()
      const outbox = await control<{ code: string }[]>(broker, '/outbox')
      await tokens.submitOtp(outbox.at(-1)!.code)
      expect(tokens.status().token.state).toBe('trading')
      const before = tokens.currentBearer()

      // Nine hours pass on both clocks at once; no renewal timer fired during the sleep.
      await control(broker, '/clock', { advanceMs: 9 * 3_600_000 })
      clock.jump(9 * 3_600_000)
      // Awake: the expiry check runs at its next tick; the new query token comes over the socket.
      await vi.waitUntil(
        async () => {
          await clock.advance(100)
          return tokens.status().token.state === 'query'
        },
        { timeout: 3_000 },
      )
      expect(tokens.status().lastError?.code).toBe('trading-token-gone')
      expect(tokens.currentBearer()).not.toBe(before)
    } finally {
      tokens.stop()
    }
  })
})
