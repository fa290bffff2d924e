/**
 * What a symbol switch costs in the symbol-detail window (issue 24, point 3), in Chromium through
 * the web shell and its embedded simulator: the requests the simulator received per switch, and
 * the time from the switch (Enter in the symbol field) to the frame after every shown section is
 * filled (each shown panel out of "loading", the candles drawn when the chart is on screen).
 *
 * Two windows side by side in one run:
 * - "on screen": a 1366×900 window, which shows the overview and the chart; a section below reads
 *   only when it is scrolled to (this build);
 * - "all shown": a window tall enough to show every section at once, which reads everything on a
 *   switch, as every window did before this build: the baseline.
 * Each goes through `--symbols` symbols it has never shown (cold: the core has nothing of them),
 * then through the same symbols again (warm: their company data is in the core's research cache,
 * aim ≤ 5 requests a switch). The two windows use different symbols, so neither warms the other.
 *
 * Last, a run of five quick switches (33 ms apart, a held arrow key on a linked board) to symbols
 * never shown: this build reads only the one the run stops on, its chart's quote history included.
 *
 * With `--before DIR` (another checkout of the app, its renderer built), the run of quick switches
 * is also made on that build's web shell, `--runs` times on each, taking turns, in the same run:
 * the figures of both and their ratio (the cancel of superseded reads, issue 24, was measured so
 * against the commit before it).
 *
 *   npx tsx bench/detail-switch.ts [--symbols 8] [--pause 1] [--before DIR --runs 3 --run-only]
 *
 * Requests are counted at the simulator (`GET /__sim/requests`, every arrival) from just before
 * the switch to `--pause` seconds after its sections are filled (a symbol shown before fills from
 * the window's cache and refreshes its quote and book behind it); the chart's ticker feed polls
 * every second meanwhile, which is counted (it is what the window costs) and also shown apart.
 * Prints the machine and its load first.
 */
import { parseArgs } from 'node:util'
import type { BrowserContext, Page } from 'playwright-core'
import { startWebShellProcess } from '../e2e/fixtures/web-shell'
import { bridgeCall, control, simulatorUrl } from '../e2e/cancel-support'
import { launchBenchBrowser } from './board-session'
import { fmt } from './bench-builds'
import { load, machineLine, median, percentile } from './machine'

const { values } = parseArgs({
  options: {
    symbols: { type: 'string', default: '8' },
    'run-only': { type: 'boolean', default: false },
    pause: { type: 'string', default: '1' },
    before: { type: 'string' },
    runs: { type: 'string', default: '3' },
  },
})
const count = Math.max(2, Math.floor(Number(values.symbols)))
const runLength = 5
const runGapMs = 33
const pauseMs = Math.max(0, Number(values.pause)) * 1000
const runs = Math.max(1, Math.floor(Number(values.runs)))

interface Counts {
  arrivalRoutes: Record<string, number>
}

/** Requests by kind between two snapshots of the simulator's counts. */
function delta(before: Counts, after: Counts): { total: number; research: number; feed: number } {
  let total = 0
  let research = 0
  let feed = 0
  for (const [route, n] of Object.entries(after.arrivalRoutes)) {
    const d = n - (before.arrivalRoutes[route] ?? 0)
    total += d
    if (route.includes('tickerCommons')) feed += d
    else if (route.startsWith('GET /market/') || route.includes('/bsa-month')) research += d
  }
  return { total, research, feed }
}

/**
 * Resolves with `performance.now()` at the first frame where every shown section's panels are out
 * of "loading" for `symbol` (and the chart, when shown, has candles).
 */
const filled = (page: Page, symbol: string) =>
  page.waitForFunction(
    (s) => {
      const root = document.querySelector('[data-testid="detail-window"]')
      if (root?.getAttribute('data-symbol') !== s) return false
      const shown = [...document.querySelectorAll('.rd-section[data-shown="true"]')]
      if (shown.length === 0) return false
      for (const section of shown) {
        if (section.querySelector('.rd-panel[data-state="loading"]') !== null) return false
        const candles = section.querySelector<HTMLElement>('[data-testid="candle-chart"]')
        if (candles !== null && Number(candles.dataset.candles ?? 0) === 0) return false
      }
      return performance.now()
    },
    symbol,
    { timeout: 60_000, polling: 'raf' },
  )

interface Switch {
  requests: { total: number; research: number; feed: number }
  ms: number
}

async function switchTo(page: Page, sim: string, symbol: string): Promise<Switch> {
  const before = await control<Counts>(sim, '/requests')
  const t0 = await page.evaluate(() => performance.now())
  await page.locator('.rd-symbol').fill(symbol)
  await page.locator('.rd-symbol').press('Enter')
  const at = Number(await (await filled(page, symbol)).jsonValue())
  // A symbol shown before fills from the window's own cache at once and refreshes its quote and
  // book behind it: what the switch sent is counted after a pause, still short of the next poll (3 s).
  await page.waitForTimeout(pauseMs)
  const after = await control<Counts>(sim, '/requests')
  return { requests: delta(before, after), ms: at - t0 }
}

/** Opens a build's session link in `context` (its cookie stays there): the board it shows, and its simulator. */
async function signIn(context: BrowserContext, url: string): Promise<{ board: Page; sim: string }> {
  const board = await context.newPage()
  await board.goto(url)
  await board.waitForSelector('.ag-row[row-id]', { timeout: 60_000 })
  return { board, sim: await simulatorUrl(board) }
}

async function openWindow(context: BrowserContext, origin: string, height: number, first: string) {
  const page = await context.newPage()
  await page.setViewportSize({ width: 1366, height })
  await page.goto(`${origin}/?view=detail&symbol=${first}`)
  await filled(page, first)
  return page
}

const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  return `median ${median(s).toFixed(1)}, max ${(s.at(-1) ?? NaN).toFixed(0)}`
}
const times = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  return `p50 ${percentile(s, 50).toFixed(0)} ms, p90 ${percentile(s, 90).toFixed(0)} ms`
}

interface RunResult {
  requests: { total: number; research: number; feed: number }
  historyReads: number
  byRoute: string[]
  ms: number
}

/** Five quick switches in a new 1366×900 detail window; what reached the broker until the last is filled. */
async function quickRun(
  context: BrowserContext,
  origin: string,
  sim: string,
  first: string,
  run: string[],
): Promise<RunResult> {
  const page = await openWindow(context, origin, 900, first)
  const before = await control<Counts>(sim, '/requests')
  const t0 = await page.evaluate(() => performance.now())
  // Inside the page, on its own timers: typed from here, each switch would wait on the test's round
  // trips, seconds apart on a loaded machine, not a key repeat's 33 ms. Plain text, not a function:
  // tsx would wrap a function's inner names in a helper the page lacks.
  await page.evaluate(`(async () => {
    const input = document.querySelector('input.rd-symbol')
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set
    for (const s of ${JSON.stringify(run)}) {
      setValue.call(input, s)
      input.dispatchEvent(new Event('input', { bubbles: true }))
      input.form.requestSubmit()
      await new Promise((done) => setTimeout(done, ${runGapMs}))
    }
  })()`)
  const last = run.at(-1) ?? 'FPT'
  const at = Number(await (await filled(page, last)).jsonValue())
  await page.waitForTimeout(pauseMs)
  const after = await control<Counts>(sim, '/requests')
  await page.close()
  const byRoute = Object.entries(after.arrivalRoutes)
    .map(([route, n]) => [route, n - (before.arrivalRoutes[route] ?? 0)] as const)
    .filter(([, n]) => n > 0)
    .map(([route, n]) => `${route} ${n}`)
  // The chart's candles (`GET /market/quotes/{kind}/{symbol}/history`): one for the symbol the run
  // stops on when the chart waits for a settled symbol, one per symbol passed when it does not.
  const historyReads = Object.entries(after.arrivalRoutes)
    .filter(([route]) => /^GET \/market\/quotes\/[^/]+\/[^/]+\/history$/.test(route))
    .reduce((n, [route, c]) => n + c - (before.arrivalRoutes[route] ?? 0), 0)
  return { requests: delta(before, after), historyReads, byRoute, ms: at - t0 }
}

function printRun(label: string, r: RunResult): void {
  console.log(
    `${label}a run of ${runLength} switches ${runGapMs} ms apart (1366×900, never shown): ${r.requests.total} requests (research ${r.requests.research}, ticker feed ${r.requests.feed}); chart's quote-history reads ${r.historyReads} (aim 1: the symbol the run stops on); first switch → last symbol filled ${r.ms.toFixed(0)} ms`,
  )
  console.log(`  by route: ${r.byRoute.join(', ')}`)
}

console.log(`detail-window symbol switch (web shell, embedded simulator, Chromium) · ${machineLine()}`)
console.log(`load average at start ${load()}`)
const shell = await startWebShellProcess()
const browser = await launchBenchBrowser()
try {
  const context = await browser.newContext()
  const { board, sim } = await signIn(context, shell.url)
  const screened = await bridgeCall<{ items: { symbol: string }[] }>(board, 'research.screener', {
    sort: '-value',
    page: 1,
    pageSize: 100,
  })
  const symbols = screened.items.map((r) => r.symbol)
  // The board's own polling is not what is measured (the session cookie stays in the context).
  await board.close()
  if (symbols.length < 2 * count + 2 + runLength * (values.before === undefined ? 1 : runs))
    throw new Error(`only ${symbols.length} symbols screened`)

  const windows = [
    { name: 'on screen (1366×900, this build)', height: 900, symbols: symbols.slice(1, count + 1) },
    {
      name: 'all shown (1366×7000, every section read: baseline)',
      height: 7000,
      symbols: symbols.slice(count + 2, 2 * count + 2),
    },
  ]
  const results: { name: string; cold: Switch[]; warm: Switch[] }[] = []
  for (const w of values['run-only'] ? [] : windows) {
    const page = await openWindow(context, shell.origin, w.height, symbols[0] ?? 'FPT')
    const cold: Switch[] = []
    const warm: Switch[] = []
    for (const s of w.symbols) cold.push(await switchTo(page, sim, s))
    for (const s of w.symbols) warm.push(await switchTo(page, sim, s))
    await page.close()
    results.push({ name: w.name, cold, warm })
  }

  // A run of quick switches, as a linked board sends them while the trader holds an arrow key
  // (a row every `runGapMs`), in the 1366×900 window, to symbols never shown: what reaches the
  // broker until the last one is filled.
  const runFrom = 2 * count + 2
  if (values.before === undefined) {
    const r = await quickRun(
      context,
      shell.origin,
      sim,
      symbols[0] ?? 'FPT',
      symbols.slice(runFrom, runFrom + runLength),
    )
    printRun('', r)
  } else {
    const before = await startWebShellProcess([], values.before)
    try {
      const beforeContext = await browser.newContext()
      const { board: beforeBoard, sim: beforeSim } = await signIn(beforeContext, before.url)
      await beforeBoard.close()
      const builds = [
        { name: `before (${values.before})`, context: beforeContext, origin: before.origin, sim: beforeSim },
        { name: 'this build', context, origin: shell.origin, sim },
      ]
      const measured = new Map<string, RunResult[]>(builds.map((b) => [b.name, []]))
      for (let i = 0; i < runs; i++) {
        // Fresh symbols each time (never shown by that build's core); each build has its own
        // simulator and core, so both can use the same ones.
        const run = symbols.slice(runFrom + i * runLength, runFrom + (i + 1) * runLength)
        if (run.length < runLength) throw new Error('not enough symbols for the runs')
        // Take turns, and swap who goes first, so neither build always runs on a warmer machine.
        for (const b of i % 2 === 0 ? builds : [...builds].reverse()) {
          const r = await quickRun(b.context, b.origin, b.sim, symbols[0] ?? 'FPT', run)
          measured.get(b.name)?.push(r)
          printRun(`${b.name}, run ${i + 1}: `, r)
        }
      }
      const medianOf = (name: string, f: (r: RunResult) => number) =>
        median((measured.get(name) ?? []).map(f))
      const [was, now] = builds.map((b) => b.name) as [string, string]
      const caused = (r: RunResult) => r.requests.total - r.requests.feed
      console.log(
        `quick run, medians of ${runs}: before ${medianOf(was, (r) => r.requests.total)} requests (${medianOf(was, caused)} besides the ticker feed), ` +
          `this build ${medianOf(now, (r) => r.requests.total)} (${medianOf(now, caused)}); ` +
          `ratio before / this build ${fmt(medianOf(was, (r) => r.requests.total) / medianOf(now, (r) => r.requests.total))}× ` +
          `(${fmt(medianOf(was, caused) / medianOf(now, caused))}× besides the feed); ` +
          `first switch → last symbol filled p50 before ${medianOf(was, (r) => r.ms).toFixed(0)} ms, this build ${medianOf(now, (r) => r.ms).toFixed(0)} ms`,
      )
      await beforeContext.close()
    } finally {
      await before.stop()
    }
  }

  for (const r of results) {
    console.log(`${r.name}: ${count} switches each`)
    for (const [kind, list] of [
      ['cold (first visit)', r.cold],
      ['warm (company data cached)', r.warm],
    ] as const) {
      console.log(
        `  ${kind.padEnd(28)} requests/switch ${stats(list.map((x) => x.requests.total))}` +
          ` (research ${stats(list.map((x) => x.requests.research))}; chart's ticker feed ${stats(list.map((x) => x.requests.feed))})` +
          `; switch → shown sections filled ${times(list.map((x) => x.ms))}`,
      )
    }
  }
  const [now, before] = results
  if (now && before) {
    const m = (xs: Switch[], f: (s: Switch) => number) => median(xs.map(f))
    const total = (s: Switch) => s.requests.total
    console.log(
      `ratio baseline / this build, requests per switch: cold ${(m(before.cold, total) / m(now.cold, total)).toFixed(1)}×, warm ${(m(before.warm, total) / m(now.warm, total)).toFixed(1)}×`,
    )
    // The chart's ticker feed polls once a second whether or not the symbol changes: it is the
    // window's running cost, not the switch's.
    const caused = (x: Switch) => x.requests.total - x.requests.feed
    const warmMax = Math.max(...now.warm.map(caused))
    console.log(
      `aim: a warm switch ≤ 5 requests → this build's worst warm switch ${warmMax} besides the chart's 1/s ticker feed, ${Math.max(...now.warm.map(total))} with it (${warmMax <= 5 ? 'met' : 'NOT met'})`,
    )
  }
  console.log(`load average at end ${load()}`)
} finally {
  await browser.close()
  await shell.stop()
}
