// Core order path against the embedded simulator: OrderClient.place → the broker's acknowledgement
// (signature, device-id, second-factor session, the exchange's checks, the book), a session already
// active, one order after another as a trader sends them. Issue 12 aims p99 ≤ 100 ms for Enter in the
// ticket → order in the blotter; this is the core's share of it (no ticket UI exists yet).
// Run: npx tsx bench/order-latency.ts [orders]
import { performance } from 'node:perf_hooks'
import { startSimulator } from '../src-sim/server'
import { tradingState } from '../src-sim/state/trading/trading-state'
import { createHttpClient } from '../src-main/core/http/http-client'
import { RateBudget } from '../src-main/core/http/rate-budget'
import { OrderClient } from '../src-main/core/orders/group-e/order-client'
import { activeSignedSession } from '../src-main/core/testing/signed-session'
import { machineLine, percentile } from './machine'

const ORDERS = Number(process.argv[2] ?? 50)

const sim = await startSimulator({ seed: 7, speed: 1, demoTier: 'Enterprise' })
try {
  const world = sim.context.world
  // The app's own pieces: one HTTP client with the key's rate budget, as create-core builds them.
  const http = createHttpClient({ baseUrl: sim.url, budget: new RateBudget({ quotaPerMinute: 1_200 }) })
  const { svc, identity, session } = await activeSignedSession(sim, http)
  const client = new OrderClient({ svc, identity, session, deviceId: () => 'bench' })

  const stock = world.market.all().find((t) => t.exchange === 'HOSE' && t.bid1 > t.floor * 1.03)
  if (stock === undefined) throw new Error('no stock above its floor')
  const times: number[] = []
  // The first orders pay for compiling the path and opening the connection; they are reported apart.
  const WARM_UP = 5
  let firstMs = 0
  for (let i = 0; i < ORDERS + WARM_UP; i++) {
    const started = performance.now()
    const out = await client.place({
      intentId: `bench-${String(i).padStart(4, '0')}`,
      side: 'BUY',
      symbol: stock.symbol,
      quantity: 100,
      type: 'LO',
      price: stock.floor,
    })
    if (i === 0) firstMs = performance.now() - started
    if (i >= WARM_UP) times.push(performance.now() - started)
    if (out.outcome !== 'placed') throw new Error(`order ${i}: ${out.outcome} ${out.message}`)
  }
  times.sort((a, b) => a - b)
  const arrivals = tradingState(world).arrivals.length
  console.log(machineLine())
  console.log(
    `order place → ack, ${ORDERS} orders after ${WARM_UP} warm-up (${arrivals} order requests reached the ` +
      `simulator; the very first took ${firstMs.toFixed(1)} ms): ` +
      `p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms, ` +
      `max ${(times.at(-1) ?? 0).toFixed(1)} ms`,
  )
} finally {
  await sim.close()
}
