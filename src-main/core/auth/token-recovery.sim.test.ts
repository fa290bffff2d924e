import { afterEach, describe, expect, it, vi } from 'vitest'
import type { BoardEvent, OrderBookEvent } from '../../../src-shared/bridge/contract'
import { startSimulator, type Simulator } from '../../../src-sim/server'
import { spawnSimulator, startLiveProfile, type LiveKit, type SimProcess } from '../testing/live-profile-kit'
import { createHttpClient } from '../http/http-client'
import { FEED_BACKOFF_CAP_MS } from '../http/retry-policy'
import { control } from '../testing/sim-test-kit'
import { TokenManager } from './token-manager'
import { ManualClock } from '../testing/manual-clock'
import { realWait } from '../../../src-shared/testing/real-wait'

/**
 * Issue 11 item 1: a laptop that slept past the token's expiry (the broker's clock moved 9 hours)
 * and a broker restart under a live profile. The core must notice by itself, drop the refused
 * tokens, get a new query token, serve reads again once the broker answers, and say that the
 * trading token is gone. How soon is a figure for a bench (bench/board-recovery.ts); here the waits
 * are on conditions, with room for a busy machine.
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

const recovering = { timeout: 20_000, interval: 250 } as const

/** Until a cash read succeeds, asked as the account panel would (about every 250 ms). */
async function untilReadsWork(live: LiveKit): Promise<void> {
  await vi.waitUntil(async () => (await live.call('account.cash', cash)).ok, recovering)
}

describe('sessions recover by themselves', () => {
  it('after the broker clock jumps 9 hours: reads work again by themselves and the trading token is said to be gone', async () => {
    sim = await startSimulator({ seed: 31 })
    kit = await startLiveProfile({ url: sim.url })
    const live = kit
    await vi.waitUntil(() => live.auth().token.state === 'query', realWait)
    await live.becomeTrading()
    expect((await live.call('account.cash', cash)).ok).toBe(true)

    await control(sim, '/clock', { advanceMs: 9 * 3_600_000 })
    await untilReadsWork(live)
    await vi.waitUntil(() => live.auth().token.state === 'query', recovering)
    expect(live.auth().lastError?.code).toBe('trading-token-gone')
    // The renderer hears it on the status stream, not only when it asks.
    const status = await live.call<{ token: { state: string } }>('auth.status', {})
    expect(status).toMatchObject({ ok: true, value: { token: { state: 'query' } } })
  }, 40_000)

  it('after the broker restarts (a new process, new signing key): reads, the board and the blotter come back by themselves', async () => {
    proc = await spawnSimulator()
    kit = await startLiveProfile(proc)
    const live = kit
    await vi.waitUntil(() => live.auth().token.state === 'query', realWait)
    await live.becomeTrading()
    expect((await live.call('account.cash', cash)).ok).toBe(true)

    // The board and the blotter are open, as on a trader's screen.
    const ctx = { origin: 'web' as const, clientId: 'screen' }
    // Good news counted from the moment the new broker answers: what came before proves nothing.
    let answering = false
    let boardLiveAgain = false
    let bookFreshAgain = false
    let boardLive = false
    let bookFresh = false
    let backedOffMs = 0
    const board = live.workstation.router.subscribe(
      'board.deltas',
      { kind: 'basket', code: 2 },
      (e) => {
        const event = e as BoardEvent
        if (event.type !== 'status' || event.status.state === 'live') {
          boardLive = true
          boardLiveAgain ||= answering
        } else if (event.status.state === 'stale' && event.status.nextRetryAt !== null)
          backedOffMs = Math.max(backedOffMs, event.status.nextRetryAt - live.clock.now())
      },
      ctx,
    )
    const book = live.workstation.router.subscribe(
      'orders.book',
      {},
      (e) => {
        if ((e as OrderBookEvent).error !== null) return
        bookFresh = true
        bookFreshAgain ||= answering
      },
      ctx,
    )
    await vi.waitUntil(() => boardLive && bookFresh, realWait)

    const port = proc.port
    await proc.stop()
    // While it is down, reads fail as a network error in our words.
    const down = await live.call('account.cash', cash)
    expect(down).toMatchObject({ ok: false, error: { kind: 'network' } })
    // Down long enough for the board to back off to its longest wait.
    await vi.waitUntil(() => backedOffMs >= FEED_BACKOFF_CAP_MS - 500, { timeout: 20_000, interval: 100 })
    proc = await spawnSimulator(port)
    answering = true
    await untilReadsWork(live)
    await vi.waitUntil(() => boardLiveAgain && bookFreshAgain, recovering)
    if (board.ok) board.value()
    if (book.ok) book.value()
    await vi.waitUntil(() => live.auth().token.state === 'query', recovering)
    expect(live.auth().lastError?.code).toBe('trading-token-gone')
  }, 90_000)
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
      await vi.waitUntil(async () => {
        await clock.advance(100)
        return tokens.status().token.state === 'query'
      }, realWait)
      expect(tokens.status().lastError?.code).toBe('trading-token-gone')
      expect(tokens.currentBearer()).not.toBe(before)
    } finally {
      tokens.stop()
    }
  })
})
