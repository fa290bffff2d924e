import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { tokenRecordSchema } from '../../../src-shared/schemas/auth'
import { tickerCommonsSchema } from '../../../src-shared/schemas/ticker-commons'
import { startSimulator, type Simulator } from '../../../src-sim/server'
import { CoreError } from '../errors/to-bridge-error'
import { createHttpClient } from './http-client'
import { RateBudget, type Priority } from './rate-budget'
import { BrokerClock } from '../clock/broker-clock'
import { systemClock, type Clock } from '../clock/clock'
import { simClock } from '../testing/sim-test-kit'
import { controlHeaders, isControlPath, simControlFetch } from '../../../src-sim/kit/control/control-client'

const sims: Simulator[] = []
afterEach(async () => {
  for (const sim of sims.splice(0)) await sim.close()
})

async function post(sim: Simulator, path: string, body: object): Promise<unknown> {
  const response = await fetch(`${sim.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(isControlPath(path) ? controlHeaders(sim.url) : {}),
    },
    body: JSON.stringify(body),
  })
  return response.json()
}

/**
 * A client that lives on the simulator's clock: the clock stands still (speed 0) and every wait of
 * the retry policy and the budget moves it forward instead of sleeping, so these tests check the
 * waits in simulated milliseconds and take no wall-clock time for them.
 */
async function onSimClock(seed: number) {
  const sim = await startSimulator({ seed, speed: 0, startTime: Date.now() })
  sims.push(sim)
  const world = sim.context.world.clock
  const now = () => world.now()
  const slept: number[] = []
  const clock: Clock = {
    ...systemClock,
    now,
    setTimeout: (fn, ms) => {
      world.advance(ms)
      return systemClock.setTimeout(fn, 0)
    },
    sleep: async (ms: number) => {
      slept.push(ms)
      world.advance(ms)
    },
  }
  const budget = new RateBudget({ quotaPerMinute: 300, clock })
  return { sim, now, slept, budget, clock, brokerClock: new BrokerClock({ clock }) }
}

describe('rate limits against the simulator', () => {
  it('waits for X-RateLimit-Reset after a 429, then completes the action once', async () => {
    const { sim, now, slept, budget, clock, brokerClock } = await onSimClock(2)
    await post(sim, '/__sim/faults', { rateLimitRate: 1, rateLimitResetSeconds: 2 })
    const http = createHttpClient({
      baseUrl: sim.url,
      budget,
      brokerClock,
      clock: {
        ...clock,
        // The storm ends while the client waits for the announced reset.
        sleep: async (ms) => {
          await simControlFetch(sim.url, '/faults', { method: 'DELETE' })
          await clock.sleep(ms)
        },
      },
    })
    // The storm announces its reset for the start of the second 2 s after this frozen moment.
    const resetAt = (Math.floor(now() / 1000) + 2) * 1000
    const board = await http.request({
      path: '/tartarus/v1/tickerCommons',
      schema: tickerCommonsSchema,
      query: { tickers: 'FPT' },
      priority: 'user',
    })
    expect(board.data.map((r) => r.symbol)).toEqual(['FPT'])
    // One wait, and the retry went out at the reset plus 50 to 500 ms of jitter, on the broker's
    // clock as one whole-second Date header places it (within ±500 ms); nothing was sent in between.
    // Every wait moved the simulated clock, so `now()` is the moment of the retry.
    expect(slept).toHaveLength(1)
    expect(now()).toBeGreaterThanOrEqual(resetAt + 50 - 500)
    expect(now()).toBeLessThanOrEqual(resetAt + 500 + 500)
    expect(budget.state().usedLastMinute).toBe(2)
  })

  it('reports a second 429 in a row as a longer-term limit and gives up after three retries', async () => {
    const { sim, now, slept, budget, clock, brokerClock } = await onSimClock(2)
    await post(sim, '/__sim/faults', { rateLimitRate: 1, rateLimitResetSeconds: 1 })
    const longTerm: number[] = []
    const http = createHttpClient({
      baseUrl: sim.url,
      budget,
      brokerClock,
      clock,
      onLongTermLimit: (at) => longTerm.push(at),
    })
    const failure = await http
      .request({
        path: '/tartarus/v1/tickerCommons',
        schema: tickerCommonsSchema,
        query: { tickers: 'FPT' },
        priority: 'user',
      })
      .catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(CoreError)
    expect((failure as CoreError).detail).toMatchObject({
      kind: 'rate-limited',
      code: 'RATE_LIMIT_LONG_TERM',
    })
    expect((failure as CoreError).detail.retryAt).toBeGreaterThan(now() - 1_000)
    expect(budget.state().usedLastMinute).toBe(4)
    expect(longTerm.length).toBe(3)
    // Each wait was at least the reset's second away (plus jitter), growing with the attempts.
    expect(slept).toHaveLength(3)
    for (const ms of slept) expect(ms).toBeGreaterThanOrEqual(50)
  })

  it('keeps several feeds and user actions on a Free key for a simulated minute without a 429', async () => {
    // The simulated minute runs `speed` times faster than real time, so a real pause of the test
    // process (a busy CI machine) is multiplied by it: 5 keeps the run short and the noise small.
    const speed = 5
    const sim = await startSimulator({ seed: 6, speed, clock: 'real' })
    sims.push(sim)
    const key = z
      .object({ apiKey: z.string(), apiSecret: z.string() })
      .parse(await post(sim, '/__sim/keys', { tier: 'Free' }))
    const token = tokenRecordSchema.parse(await post(sim, '/api/v3/auth/token', key))
    const clock = simClock(sim, speed)
    const simNow = () => clock.now()
    const budget = new RateBudget({ quotaPerMinute: 60, clock })
    const http = createHttpClient({ baseUrl: sim.url, budget, clock })
    const headers = { authorization: `Bearer ${token.accessToken}` }
    const end = simNow() + 60_000
    let limited = 0
    // Board answers so far, and for each user action those that came back while it waited: a
    // starved action would watch the feeds' polls go by for tens of seconds.
    let boardAnswers = 0
    const overtakenBy: number[] = []
    const one = async (priority: Priority, query: Record<string, string | number>) => {
      const boardBefore = boardAnswers
      try {
        await http.request({
          path: '/tartarus/v1/tickerCommons',
          schema: tickerCommonsSchema,
          query,
          headers,
          priority,
        })
        if (priority === 'user') overtakenBy.push(boardAnswers - boardBefore)
        else boardAnswers += 1
      } catch (err) {
        if (err instanceof CoreError && err.detail.kind === 'rate-limited') limited++
        else throw err
      }
    }
    const feeds = [2, 4, 1].map(async (code) => {
      while (simNow() < end) await one('board', { index: code })
    })
    const user = (async () => {
      while (simNow() < end) {
        await clock.sleep(5_000)
        await one('user', { tickers: 'VNM' })
      }
    })()
    await Promise.all([...feeds, user])
    expect(limited).toBe(0)
    expect(overtakenBy.length).toBeGreaterThanOrEqual(4)
    expect(boardAnswers).toBeGreaterThan(20)
    // Never starved: a user action goes out ahead of the feeds' queued polls, so only those already
    // sent (one per feed, maybe a second that raced it) come back while it waits.
    expect(Math.max(...overtakenBy)).toBeLessThanOrEqual(2 * 3)
  }, 40_000)
})
