// Twelve boards on a Pro key: the cadence the focused board shows against the gaps between its polls,
// over real sockets to the simulator, its clock (and the core's) running `speed` times faster than
// real time. The test (core/board/board-truth.sim.test.ts) checks that the focused board keeps its
// cadence while the eleven others slow to what is left (issue 23); how close the polls come to the
// cadence shown is this figure (bench/request-budget.ts has it with orders and detail reads). Design:
// the median gap within 25 % of the shown cadence (before issue 15, the board showed 1 s and got
// about 1.7 s). An answer's real latency is multiplied by the speed, so keep it low.
// Run: npx tsx bench/board-cadence.ts [simulated seconds] [speed]
import { baskets } from '../src-shared/market/baskets'
import { startSimulator } from '../src-sim/server'
import { FeedRegistry } from '../src-main/core/board/feed-registry'
import { createMarketService } from '../src-main/core/board/market-service'
import { createHttpClient } from '../src-main/core/http/http-client'
import { RateBudget } from '../src-main/core/http/rate-budget'
import { control, demoKit, simClock } from '../src-main/core/testing/sim-test-kit'
import { boardBudgetOf, watchPolls } from '../src-main/core/testing/board-feeds'
import { machineLine, median } from './machine'

const SECONDS = Number(process.argv[2] ?? 60)
const SPEED = Number(process.argv[3] ?? 3)

const sim = await startSimulator({ seed: 12, speed: SPEED, clock: 'real' })
await control(sim, '/demo', { secondFactor: 'sms' })
const kit = await demoKit(sim)
const clock = simClock(sim, SPEED)
const budget = new RateBudget({ quotaPerMinute: 300, clock })
const http = createHttpClient({ baseUrl: sim.url, budget, clock })
const market = createMarketService(http, { authorization: () => kit.tokens.bearer('query') })
const feeds = new FeedRegistry(
  (source) => ({ source, fetchBoard: (s, priority) => market.tickerCommons(s, priority), clock }),
  () => clock.now(),
  boardBudgetOf(budget),
)

const focused = watchPolls(feeds, { kind: 'basket', code: 2 }, 1_000)
for (const b of baskets.filter((x) => x.code !== 2)) {
  feeds.subscribe(
    { kind: 'basket', code: b.code as 2 },
    () => undefined,
    () => 2_000,
  )
}

// The first snapshots and the budget's burst go by, then the gaps are measured.
while (focused.polls.length < 3) await clock.sleep(500)
const from = clock.now()
while (clock.now() - from < SECONDS * 1_000) await clock.sleep(1_000)
const gaps = focused.gapsFrom(from)
const shown = focused.statuses.at(-1)
const cadence = shown?.cadenceMs ?? NaN
const gap = median(gaps)
console.log(
  `board cadence, twelve boards on a Pro key, ${SECONDS} simulated s at ${SPEED}× · ${machineLine()}`,
)
console.log(
  `shown ${cadence} ms (asked ${shown?.demandMs ?? 1_000} ms) · median gap ${gap.toFixed(0)} ms · ` +
    `${((Math.abs(gap - cadence) / cadence) * 100).toFixed(1)} % off · ${gaps.length} gaps`,
)
feeds.stopAll()
kit.tokens.stop()
await sim.close()
process.exit(0)
