/**
 * The symbol-detail window in Chromium through the web shell (issue 13, "Figures"):
 *
 * 1. Openings: a new detail window (`?view=detail&symbol=X`, as Shift+D opens it) for each of
 *    `--openings` different symbols; from navigation start to the frame after the first part has
 *    content ("first content", aim ≤ 300 ms) and to the frame after each part — the eleven panels
 *    and the candle chart — has arrived (aim ≤ 1 s each), p50 and p99 over the openings.
 * 2. Navigation: one detail window going symbol after symbol (typed in its field, as a trader does,
 *    `--pause` seconds apart) for `--minutes`; the page's JS heap after a forced GC at intervals,
 *    which should stay flat.
 *
 *   npx tsx bench/research-detail.ts [--openings 24] [--gap 5] [--minutes 1] [--pause 2] [--heap-every 60]
 *
 * Symbols are the market's most traded (the screener over the whole market, by value), so every
 * opening reads a symbol the core has not cached yet. Prints the machine first.
 */
import { parseArgs } from 'node:util'
import type { CDPSession, Page } from 'playwright-core'
import { startWebShellProcess } from '../e2e/fixtures/web-shell'
import { bridgeCall } from '../e2e/cancel-support'
import { launchBenchBrowser } from './board-session'
import { load, machineLine, percentile } from './machine'

const { values } = parseArgs({
  options: {
    openings: { type: 'string', default: '24' },
    minutes: { type: 'string', default: '1' },
    pause: { type: 'string', default: '2' },
    'heap-every': { type: 'string', default: '60' },
    gap: { type: 'string', default: '5' },
  },
})
const openings = Math.max(1, Math.floor(Number(values.openings)))
const runMs = Math.max(0, Number(values.minutes)) * 60_000
const pauseMs = Math.max(0, Number(values.pause)) * 1000
const heapEveryMs = Math.max(5, Number(values['heap-every'])) * 1000
const gapMs = Math.max(0, Number(values.gap)) * 1000

/** The parts a detail window loads (the panels' `data-testid`s, and the candle chart). */
const parts = [
  'rd-quote',
  'rd-book',
  'rd-profile',
  'rd-supply-demand',
  'rd-flows',
  'rd-fin-chart',
  'rd-statements',
  'rd-ratios',
  'rd-insider',
  'rd-reports',
  'rd-events',
  'chart',
] as const

interface Probe {
  /** Part → ms since navigation start at the frame after it arrived, and its final state. */
  arrived: Record<string, { ms: number; state: string }>
  symbol: string | null
  /** The frame after the window's frame (header, empty sections) was first drawn. */
  shell?: number
}
declare global {
  interface Window {
    __detailProbe?: Probe
  }
}

/**
 * Installed before the page's scripts: watches the panels' `data-state` and the chart's
 * `data-candles`, and stamps each part at the next animation frame after it left "loading".
 * Plain text, not a function: tsx would wrap a function's inner names in a helper the page lacks.
 */
const probeScript = `(() => {
  const probe = { arrived: {}, symbol: null }
  window.__detailProbe = probe
  const stamp = (id, state) => {
    if (id in probe.arrived) return
    const seen = { ms: -1, state }
    probe.arrived[id] = seen
    requestAnimationFrame(() => { seen.ms = performance.now() })
  }
  const scan = () => {
    const root = document.querySelector('[data-testid="detail-window"]')
    if (root === null || root.getAttribute('data-symbol') !== probe.symbol) return
    if (probe.shell === undefined) {
      probe.shell = -1
      requestAnimationFrame(() => { probe.shell = performance.now() })
    }
    for (const el of document.querySelectorAll('.rd-panel[data-state]')) {
      const state = el.dataset.state
      if (state !== 'loading' && el.dataset.testid) stamp(el.dataset.testid, state)
    }
    const candles = document.querySelector('[data-testid="rd-chart"] [data-candles]')
    if (candles && Number(candles.dataset.candles) > 0) stamp('chart', 'ready')
  }
  new MutationObserver(scan).observe(document, {
    subtree: true, childList: true, attributes: true,
    attributeFilter: ['data-state', 'data-candles', 'data-symbol'],
  })
})()`

const allArrived = (page: Page) =>
  waitAll(page).catch(async (e: unknown) => {
    const seen = await page.evaluate(() => ({
      probe: window.__detailProbe,
      symbol: document.querySelector('[data-testid="detail-window"]')?.getAttribute('data-symbol'),
      body: document.body.innerText.slice(0, 400),
    }))
    throw new Error(`not every part arrived: ${JSON.stringify(seen)}`, { cause: e })
  })

const waitAll = (page: Page) =>
  page.waitForFunction(
    (names) => {
      const a = window.__detailProbe?.arrived ?? {}
      return names.every((n) => (a[n]?.ms ?? -1) >= 0)
    },
    [...parts],
    { timeout: 30_000, polling: 50 },
  )

const fmt = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  return `p50 ${percentile(s, 50).toFixed(0)} ms, p99 ${percentile(s, 99).toFixed(0)} ms`
}

async function heapMiB(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage')
  const usage = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number }
  return usage.usedSize / 2 ** 20
}

console.log(`symbol detail in Chromium (web shell, embedded simulator) · ${machineLine()} · load ${load()}`)
const shell = await startWebShellProcess()
const browser = await launchBenchBrowser()
try {
  // Tall enough to show every section at once: a section reads only while it is on screen, and this
  // bench times every part (bench/detail-switch.ts measures a window of a screen's height).
  const context = await browser.newContext({ viewport: { width: 1366, height: 7000 } })
  await context.addInitScript(probeScript)
  const board = await context.newPage()
  await board.goto(shell.url)
  await board.waitForSelector('.ag-row[row-id]', { timeout: 30_000 })
  const screened = await bridgeCall<{ items: { symbol: string }[] }>(board, 'research.screener', {
    sort: '-value',
    page: 1,
    pageSize: 100,
  })
  const symbols = screened.items.map((r) => r.symbol)
  // The board's own polling is not what is measured: the detail windows stand alone (the session
  // cookie stays in the context).
  await board.close()

  // 1. Openings, each a new window on a symbol not read before (two warm-ups not counted: the
  // first loads the bundle from disk).
  const firstContent: number[] = []
  const shellAt: number[] = []
  const firstAfterShell: number[] = []
  const everyAfterShell: number[] = []
  const byPart = new Map<string, number[]>()
  const states = new Map<string, number>()
  const warmups = 2
  for (let i = 0; i < openings + warmups; i++) {
    const symbol = symbols[i % symbols.length] ?? 'FPT'
    const page = await context.newPage()
    await page.addInitScript((s) => {
      const probe = window.__detailProbe
      if (probe) probe.symbol = s
    }, symbol)
    await page.goto(`${shell.origin}/?view=detail&symbol=${symbol}`, { waitUntil: 'commit' })
    await allArrived(page)
    const { arrived, shell: drawn } = await page.evaluate(() => ({
      arrived: window.__detailProbe?.arrived ?? {},
      shell: window.__detailProbe?.shell ?? 0,
    }))
    await page.close()
    // A trader reads a window before opening the next: the key's quota refills the read burst
    // meanwhile (Pro: 300 a minute, the burst of 20 back in 4 s). `--gap 0` opens them back to
    // back, which measures the rate budget's pacing instead.
    await new Promise((done) => setTimeout(done, gapMs))
    if (i < warmups) continue
    const times = Object.values(arrived).map((a) => a.ms)
    shellAt.push(drawn)
    firstContent.push(Math.min(...times))
    firstAfterShell.push(Math.min(...times) - drawn)
    everyAfterShell.push(Math.max(...times) - drawn)
    for (const [part, a] of Object.entries(arrived)) {
      byPart.set(part, [...(byPart.get(part) ?? []), a.ms])
      if (a.state !== 'ready') states.set(`${part} ${a.state}`, (states.get(`${part} ${a.state}`) ?? 0) + 1)
    }
  }
  const every = firstContent.map((_, i) => Math.max(...[...byPart.values()].map((xs) => xs[i] ?? 0)))
  console.log(
    `openings: ${openings} different symbols, new window each, ${values.gap} s apart (navigation start → frame after)`,
  )
  console.log(`  window drawn (bundle loaded, bridge open)  ${fmt(shellAt)}`)
  console.log(
    `  first content          ${fmt(firstContent)}; after the window is drawn ${fmt(firstAfterShell)}   (aim ≤ 300 ms)`,
  )
  console.log(
    `  every part (the last)  ${fmt(every)}; after the window is drawn ${fmt(everyAfterShell)}   (aim ≤ 1000 ms)`,
  )
  for (const part of parts) console.log(`    ${part.padEnd(18)} ${fmt(byPart.get(part) ?? [])}`)
  console.log(`  load average now ${load()}`)
  if (states.size > 0)
    console.log(`  not "ready" (empty or error): ${[...states].map(([k, n]) => `${k} ×${n}`).join(', ')}`)

  // 2. One window, symbol after symbol, heap after GC at intervals.
  if (runMs > 0) {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await page.addInitScript((s) => {
      const probe = window.__detailProbe
      if (probe) probe.symbol = s
    }, symbols[0] ?? 'FPT')
    await page.goto(`${shell.origin}/?view=detail&symbol=${symbols[0] ?? 'FPT'}`, { waitUntil: 'commit' })
    await allArrived(page)
    const heaps: string[] = [`0 min ${(await heapMiB(cdp)).toFixed(1)}`]
    console.log(`navigation: one window, a symbol every ~${values.pause} s for ${values.minutes} min`)
    console.log(`  heap after GC: ${heaps[0]} MiB`)
    const started = Date.now()
    let nextHeap = started + heapEveryMs
    let shown = 0
    const slow: number[] = []
    for (let i = 1; Date.now() - started < runMs; i++) {
      const symbol = symbols[i % symbols.length] ?? 'FPT'
      await page.evaluate((s) => {
        const probe = window.__detailProbe
        if (probe) {
          probe.symbol = s
          probe.arrived = {}
        }
      }, symbol)
      const t0 = await page.evaluate(() => performance.now())
      await page.locator('.rd-symbol').fill(symbol)
      await page.locator('.rd-symbol').press('Enter')
      await allArrived(page)
      const arrived = await page.evaluate(() => window.__detailProbe?.arrived ?? {})
      slow.push(Math.max(...Object.values(arrived).map((a) => a.ms)) - t0)
      shown++
      if (Date.now() >= nextHeap) {
        const line = `${((Date.now() - started) / 60_000).toFixed(1)} min ${(await heapMiB(cdp)).toFixed(1)}`
        heaps.push(line)
        console.log(`  heap after GC: ${line} MiB (${shown} symbols shown, load ${load()})`)
        nextHeap += heapEveryMs
      }
      await page.waitForTimeout(pauseMs)
    }
    console.log(`  ${shown} symbols shown; symbol typed → every part: ${fmt(slow)}`)
    console.log(`  heap after GC over the run: ${heaps.join(' → ')} MiB`)
  }
} finally {
  await browser.close()
  await shell.stop()
}
