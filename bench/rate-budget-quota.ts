// Quota use when polling is saturated (issue 4): several board feeds, account queries and user
// actions share one Free-tier key (60 requests/min) for ten simulated minutes against the
// simulator, whose rate limiter counts on its own clock. The budget reads the same clock and its
// waits are scaled by the clock's speed, so ten minutes take one real minute.
// Run: npx tsx bench/rate-budget-quota.ts [--minutes 10] [--speed 10]
import { parseArgs } from 'node:util'
import { z } from 'zod'
import { startSimulator } from '../src-sim/server'
import { tickerCommonsSchema } from '../src-shared/schemas/ticker-commons'
import { tokenRecordSchema } from '../src-shared/schemas/auth'
import { createHttpClient } from '../src-main/core/http/http-client'
import { RateBudget, type Priority } from '../src-main/core/http/rate-budget'
import { scaledClock } from '../src-main/core/clock/scaled-clock'
import { CoreError } from '../src-main/core/errors/to-bridge-error'
import { machineLine, percentile } from './machine'
import { simControlFetch } from '../src-sim/kit/control/control-client'

const { values } = parseArgs({
  options: { minutes: { type: 'string', default: '10' }, speed: { type: 'string', default: '10' } },
})
const minutes = Number(values.minutes)
const speed = Number(values.speed)

const sim = await startSimulator({ seed: 9, speed, clock: 'real' })
const simNow = () => sim.context.world.clock.now()
const key = z.object({ apiKey: z.string(), apiSecret: z.string() }).parse(
  await (
    await simControlFetch(sim.url, '/keys', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"tier":"Free"}',
    })
  ).json(),
)
const token = tokenRecordSchema.parse(
  await (
    await fetch(`${sim.url}/api/v3/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(key),
    })
  ).json(),
)
const quota = 60
const clock = scaledClock(simNow, speed)
const budget = new RateBudget({ quotaPerMinute: quota, clock })
const http = createHttpClient({ baseUrl: sim.url, budget, clock })
const headers = { authorization: `Bearer ${token.accessToken}` }

const start = simNow()
const end = start + minutes * 60_000
let accepted = 0
let limited = 0
const userWaits: number[] = []

async function one(priority: Priority, path: string, query: Record<string, string | number>): Promise<void> {
  const queuedAt = simNow()
  try {
    await http.request({
      path,
      schema: priority === 'board' ? tickerCommonsSchema : z.unknown(),
      query,
      headers,
      priority,
    })
    accepted++
    if (priority === 'user') userWaits.push(simNow() - queuedAt)
  } catch (err) {
    if (err instanceof CoreError && err.detail.kind === 'rate-limited') limited++
    else throw err
  }
}

// Four boards poll back to back: they alone would ask for ~4 requests a second.
const feeds = [2, 4, 1, 3].map(async (code) => {
  while (simNow() < end) await one('board', '/tartarus/v1/tickerCommons', { index: code })
})
// Account queries every 10 simulated seconds, user actions every 20.
const periodic = (priority: Priority, everyMs: number, ticker: string) =>
  (async () => {
    while (simNow() < end) {
      await clock.sleep(everyMs)
      if (simNow() < end) await one(priority, '/tartarus/v1/tickerCommons', { tickers: ticker })
    }
  })()
await Promise.all([...feeds, periodic('account', 10_000, 'FPT'), periodic('user', 20_000, 'VNM')])

const simulatedMinutes = (simNow() - start) / 60_000
userWaits.sort((a, b) => a - b)
console.log(
  `rate budget, Free tier (${quota}/min), ${simulatedMinutes.toFixed(1)} simulated minutes at ${speed}x · ${machineLine()}`,
)
console.log(
  `accepted ${accepted} · share of quota used ${((100 * accepted) / (quota * simulatedMinutes)).toFixed(1)}% · 429s ${limited}`,
)
console.log(
  `user actions ${userWaits.length}: wait p50 ${percentile(userWaits, 50).toFixed(0)} ms · max ${(userWaits.at(-1) ?? NaN).toFixed(0)} ms (simulated)`,
)
await sim.close()
process.exit(0)
