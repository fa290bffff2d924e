// Price-alert latency (issue 22): from the simulator's price change (`POST /__sim/price`, a match
// across the alert's level) to the alert's `fired` event in the core, which is what the toast, the
// sound and the desktop notification follow. The market is frozen so only the bench moves the
// price; the board feed polls at its healthy cadence (1 s) on this machine's clock over real
// sockets. Aim: one poll plus 50 ms (p99 ≤ cadence + 50 ms).
// Run: npx tsx bench/alert-latency.ts [--runs 20] [--cadence 1000]
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import type { AlertEvent } from '../src-shared/bridge/contract'
import { startSimulator } from '../src-sim/server'
import { AlertService } from '../src-main/core/alerts/alert-service'
import { FeedRegistry } from '../src-main/core/board/feed-registry'
import { createMarketService } from '../src-main/core/board/market-service'
import { systemClock } from '../src-main/core/clock/clock'
import { createHttpClient } from '../src-main/core/http/http-client'
import { createSettingsStore } from '../src-main/core/settings/settings-store'
import { control, demoKit } from '../src-main/core/testing/sim-test-kit'
import { machineLine, percentile } from './machine'

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '20' }, cadence: { type: 'string', default: '1000' } },
})
const runs = Number(values.runs)
const cadenceMs = Number(values.cadence)
const symbol = 'FPT'

const sim = await startSimulator({ seed: 22, speed: 0, startTime: Date.now() })
const kit = await demoKit(sim)
const http = createHttpClient({ baseUrl: sim.url })
const market = createMarketService(http, { authorization: () => kit.tokens.bearer('query') })
const feeds = new FeedRegistry((source) => ({
  source,
  fetchBoard: (s) => market.tickerCommons(s),
  cadenceMs,
}))
const dir = mkdtempSync(join(tmpdir(), 'alert-bench-'))
const settings = createSettingsStore({ cwd: dir, onNotice: () => undefined })
const service = new AlertService({
  settings,
  feeds,
  clock: systemClock,
  brokerNow: () => systemClock.now(),
  demandMs: cadenceMs,
})
const row = (await market.tickerCommons({ kind: 'tickers', symbols: [symbol] })).data.find(
  (t) => t.symbol === symbol,
)
if (!row) throw new Error(`${symbol} is not on the board`)
const low = row.floorPrice
const high = row.ceilPrice

let waiter: ((at: number) => void) | null = null
service.subscribe((event: AlertEvent) => {
  if (event.type === 'fired') waiter?.(performance.now())
})
const print = (price: number) => control(sim, '/price', { symbol, price })
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

await print(low)
service.save({
  id: 'bench',
  target: { kind: 'symbol', symbol },
  condition: { kind: 'crosses', direction: 'above', price: row.refPrice },
  repeat: 'every',
  cooldownSec: 0,
  paused: false,
  note: '',
  firedAt: null,
})
const latencies: number[] = []
for (let i = 0; i < runs; i++) {
  // Below the level for at least one poll, so the next crossing is seen as one.
  await print(low)
  await sleep(cadenceMs * 1.5 + Math.random() * cadenceMs)
  const fired = new Promise<number>((resolve) => (waiter = resolve))
  const start = performance.now()
  await print(high)
  const at = await Promise.race([fired, sleep(cadenceMs * 10).then(() => NaN)])
  if (Number.isNaN(at)) throw new Error('the alert did not fire')
  latencies.push(at - start)
}
const sorted = [...latencies].sort((a, b) => a - b)
console.log(`alert latency, price change → fired event (${runs} runs, poll every ${cadenceMs} ms)`)
console.log(
  `p50 ${percentile(sorted, 50).toFixed(0)} ms · p99 ${percentile(sorted, 99).toFixed(0)} ms · max ${sorted.at(-1)?.toFixed(0)} ms`,
)
console.log(`aim: one poll plus 50 ms = ${cadenceMs + 50} ms`)
console.log(machineLine())
service.close()
feeds.stopAll()
kit.tokens.stop()
await sim.close()
rmSync(dir, { recursive: true, force: true })
