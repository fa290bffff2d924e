/**
 * The whole market in one board under the simulator's storm mode, measured in Chromium through the
 * web shell (issue 5, "Figures"). Prints the machine, then per storm rate: frame intervals (rAF
 * p50/p95/p99), long tasks, quote-to-paint latency (the core's `at` stamp of a delta → the frame
 * after ag-grid applied it), rows actually updated per second, and renderer heap over the run; plus
 * the first paint of a few baskets after their snapshot arrives.
 *
 *   npx tsx bench/board-storm.ts [--minutes 1] [--rates 5000,20000]
 *
 * The core polls a board once a second, so N updates/s reach the page as one delta a second
 * carrying every row that changed in that second (at most the number of rows): the storm rate sets
 * how many rows change per poll, not how often the grid is updated.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium, type Page } from 'playwright-core'
import { startWebShellProcess } from '../e2e/fixtures/web-shell'
import { machineLine, percentile } from './machine'

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '1' },
    rates: { type: 'string', default: '5000,20000' },
    // Seconds of CPU profile (CDP Profiler) to take in the middle of each storm; prints where the
    // page's main thread spent its time (self time by function and by script).
    profile: { type: 'string', default: '0' },
    // Seconds of a Chromium trace (devtools.timeline) in each storm: prints the renderer main
    // thread's time per event kind (script, style, layout, paint…), top-level events only.
    trace: { type: 'string', default: '0' },
    // A PNG of the page a few seconds into each storm, to check the board still looks right.
    screenshot: { type: 'string' },
  },
})
const runMs = Math.max(0.1, Number(values.minutes)) * 60_000
const rates = values.rates.split(',').map(Number)
const profileMs = Math.max(0, Number(values.profile)) * 1000
const traceMs = Math.max(0, Number(values.trace)) * 1000

interface TraceEvent {
  name: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  args?: { name?: string; data?: { frame?: string } }
}

/**
 * Time per event name on the busiest CrRendererMain thread. Nested events are counted inside their
 * parent too, so each line is "time under events of this kind", not exclusive time.
 */
function summariseTrace(raw: Buffer, seconds: number): string {
  const events = (JSON.parse(raw.toString()) as { traceEvents: TraceEvent[] }).traceEvents
  const mains = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  )
  const perThread = new Map<string, Map<string, number>>()
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`
    if (!mains.has(key) || e.ph !== 'X' || e.dur === undefined) continue
    const m = perThread.get(key) ?? new Map<string, number>()
    perThread.set(key, m)
    m.set(e.name, (m.get(e.name) ?? 0) + e.dur / 1000)
  }
  const busiest = [...perThread.values()].sort((a, b) => (b.get('RunTask') ?? 0) - (a.get('RunTask') ?? 0))[0]
  if (!busiest) return '  trace: no renderer main thread'
  const wanted = [
    'RunTask',
    'FunctionCall',
    'EventDispatch',
    'FireAnimationFrame',
    'TimerFire',
    'V8.GC_SCAVENGER',
    'MajorGC',
    'MinorGC',
    'UpdateLayoutTree',
    'Layout',
    'PrePaint',
    'Paint',
    'Layerize',
    'UpdateLayer',
    'Commit',
    'ParseHTML',
  ]
  return [
    `  trace ${fmt(seconds)} s, renderer main thread (ms per second of run):`,
    ...[...busiest]
      .filter(([name]) => wanted.includes(name))
      .sort((a, b) => b[1] - a[1])
      .map(([name, ms]) => `    ${fmt(ms / seconds, 1).padStart(7)}  ${name}`),
  ].join('\n')
}

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }
  children?: number[]
}
interface CpuProfile {
  nodes: ProfileNode[]
  startTime: number
  endTime: number
  samples?: number[]
  timeDeltas?: number[]
}

/** Self time per function and per script, the top lines of each, from a CDP CPU profile. */
function summariseProfile(profile: CpuProfile): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const self = new Map<number, number>()
  const samples = profile.samples ?? []
  const deltas = profile.timeDeltas ?? []
  for (let i = 0; i < samples.length; i++) {
    const id = samples[i]!
    // The delta before sample i+1 is the time spent in sample i.
    self.set(id, (self.get(id) ?? 0) + (deltas[i + 1] ?? 0) / 1000)
  }
  const total = (profile.endTime - profile.startTime) / 1000
  const byFn = new Map<string, number>()
  const byFile = new Map<string, number>()
  for (const [id, ms] of self) {
    const f = byId.get(id)?.callFrame
    if (!f) continue
    const file = f.url.split('/').pop() || f.url || '(native)'
    const fn = `${f.functionName || '(anonymous)'} ${file}:${f.lineNumber + 1}:${f.columnNumber + 1}`
    byFn.set(fn, (byFn.get(fn) ?? 0) + ms)
    byFile.set(file, (byFile.get(file) ?? 0) + ms)
  }
  const top = (m: Map<string, number>, n: number): string =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, ms]) => `    ${fmt(ms, 0).padStart(6)} ms ${fmt((100 * ms) / total).padStart(5)} %  ${k}`)
      .join('\n')
  return [
    `  CPU profile ${fmt(total / 1000)} s, self time by script:`,
    top(byFile, 8),
    '  by function:',
    top(byFn, 30),
  ].join('\n')
}

interface PageStats {
  frames: number[]
  longTasks: number[]
}

declare global {
  interface Window {
    __benchStats?: PageStats | undefined
    __boardProbe?: {
      quoteToPaintMs: number[]
      firstPaintMs: number[]
      arrivalMs?: number[]
      deltas: number
      rowsUpdated: number
    }
  }
}

const fmt = (n: number, digits = 1): string => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a')
const sorted = (xs: readonly number[]): number[] => [...xs].sort((a, b) => a - b)

async function rowsOfBoard(page: Page): Promise<number> {
  return Number(await page.getByTestId('board-status').getAttribute('data-rows'))
}

async function waitRows(page: Page, atLeast: number): Promise<void> {
  const start = Date.now()
  while ((await rowsOfBoard(page)) < atLeast) {
    if (Date.now() - start > 30_000) throw new Error(`board did not reach ${atLeast} rows`)
    await page.waitForTimeout(100)
  }
}

async function firstPaint(page: Page, key: string, minRows: number): Promise<number> {
  const before = await page.evaluate(() => window.__boardProbe?.firstPaintMs.length ?? 0)
  await page.getByTestId('board-switcher').selectOption(key)
  await waitRows(page, minRows)
  const start = Date.now()
  for (;;) {
    const samples = await page.evaluate(() => window.__boardProbe?.firstPaintMs ?? [])
    if (samples.length > before) return samples.at(-1) ?? NaN
    if (Date.now() - start > 10_000) return NaN
    await page.waitForTimeout(50)
  }
}

async function main(): Promise<void> {
  console.log(`machine: ${machineLine()}`)
  const dataDir = await mkdtemp(join(tmpdir(), 'board-storm-'))
  const shell = await startWebShellProcess(['--data-dir', dataDir])
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
  try {
    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } })
    await page.goto(shell.url)
    await waitRows(page, 30)
    await page.goto(`${shell.origin}/?window=bench&probe=1`)
    await waitRows(page, 1)
    const title = (await page.getByTestId('profile').getAttribute('title')) ?? ''
    const sim = /(http:\/\/127\.0\.0\.1:\d+)/.exec(title)?.[1]
    if (!sim) throw new Error('no simulator URL in the profile label')
    const chromiumVersion = browser.version()
    console.log(
      `browser: Chromium ${chromiumVersion} headless, --disable-gpu; web shell + embedded simulator on this machine`,
    )

    // First paint of a basket: snapshot arrival → second frame after its rows were set.
    const paints: string[] = []
    for (const [key, rows] of [
      ['basket:4', 30],
      ['basket:1', 300],
      ['basket:5', 800],
      ['market', 1500],
      ['basket:2', 30],
      ['market', 1500],
    ] as const) {
      paints.push(`${key}=${fmt(await firstPaint(page, key, rows), 0)} ms`)
    }
    console.log(`first paint after data: ${paints.join(', ')}`)
    const marketRows = await rowsOfBoard(page)
    console.log(
      `whole-market board: ${marketRows} rows (HOSE+HNX+UPCOM)${marketRows < 1500 ? ' — fewer than 1,500' : ''}`,
    )

    // tsx keeps function names with a `__name` helper that the page does not have.
    await page.evaluate('window.__name = (f) => f')
    const cdp = await page.context().newCDPSession(page)
    const heap = async (): Promise<number> => {
      await cdp.send('HeapProfiler.collectGarbage')
      const usage = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number }
      return usage.usedSize / 2 ** 20
    }

    for (const rate of rates) {
      const storm = await fetch(`${sim}/__sim/storm`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ updatesPerSecond: rate }),
      })
      if (!storm.ok) throw new Error(`storm: ${storm.status}`)
      await page.waitForTimeout(3_000) // let the first big deltas through before measuring
      await page.evaluate(() => {
        const stats: PageStats = { frames: [], longTasks: [] }
        window.__benchStats = stats
        let last = performance.now()
        const loop = (t: number): void => {
          stats.frames.push(t - last)
          last = t
          if (window.__benchStats === stats) requestAnimationFrame(loop)
        }
        requestAnimationFrame(loop)
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) stats.longTasks.push(e.duration)
        }).observe({ type: 'longtask', buffered: false })
        const probe = window.__boardProbe
        if (probe) {
          probe.quoteToPaintMs.length = 0
          if (probe.arrivalMs) probe.arrivalMs.length = 0
          probe.deltas = 0
          probe.rowsUpdated = 0
        }
      })
      const heaps: number[] = [await heap()]
      const started = Date.now()
      const heapEvery = Math.max(10_000, runMs / 6)
      if (profileMs > 0) {
        await cdp.send('Profiler.enable')
        await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
        await cdp.send('Profiler.start')
        await page.waitForTimeout(profileMs)
        const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile }
        console.log(summariseProfile(profile))
      }
      if (values.screenshot)
        await page.screenshot({ path: values.screenshot.replace(/(\.png)?$/, `-${rate}.png`) })
      if (traceMs > 0) {
        await browser.startTracing(page, {
          categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
        })
        await page.waitForTimeout(traceMs)
        const raw = await browser.stopTracing()
        if (process.env.BOARD_TRACE_FILE) await writeFile(process.env.BOARD_TRACE_FILE, raw)
        console.log(summariseTrace(raw, traceMs / 1000))
      }
      while (Date.now() - started < runMs) {
        await page.waitForTimeout(Math.min(heapEvery, runMs - (Date.now() - started)))
        heaps.push(await heap())
      }
      const seconds = (Date.now() - started) / 1000
      const result = await page.evaluate(() => {
        const stats = window.__benchStats
        window.__benchStats = undefined
        const probe = window.__boardProbe
        return {
          frames: stats?.frames.slice(1) ?? [],
          longTasks: stats?.longTasks ?? [],
          q2p: probe?.quoteToPaintMs.slice() ?? [],
          arrival: probe?.arrivalMs?.slice() ?? [],
          deltas: probe?.deltas ?? 0,
          rows: probe?.rowsUpdated ?? 0,
        }
      })
      const frames = sorted(result.frames)
      const q2p = sorted(result.q2p)
      const arrival = sorted(result.arrival)
      console.log(
        [
          `storm ${rate} updates/s for ${fmt(seconds, 0)} s:`,
          `  rows updated in the grid ${fmt(result.rows / seconds, 0)}/s in ${fmt(result.deltas / seconds, 2)} deltas/s`,
          `  frame interval p50 ${fmt(percentile(frames, 50))} ms, p95 ${fmt(percentile(frames, 95))} ms, p99 ${fmt(percentile(frames, 99))} ms, max ${fmt(frames.at(-1) ?? NaN)} ms (${frames.length} frames, ${fmt(frames.length / seconds)} fps)`,
          `  long tasks ${result.longTasks.length} (${fmt(result.longTasks.length / seconds, 2)}/s, longest ${fmt(Math.max(0, ...result.longTasks), 0)} ms)`,
          `  quote-to-paint p50 ${fmt(percentile(q2p, 50), 0)} ms, p99 ${fmt(percentile(q2p, 99), 0)} ms (${q2p.length} deltas); of which core stamp → page listener p50 ${fmt(percentile(arrival, 50), 0)} ms, p99 ${fmt(percentile(arrival, 99), 0)} ms`,
          `  renderer heap after GC: ${heaps.map((h) => fmt(h)).join(' → ')} MiB`,
        ].join('\n'),
      )
    }
    await fetch(`${sim}/__sim/storm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ updatesPerSecond: 0 }),
    })
  } finally {
    await browser.close()
    await shell.stop()
    await rm(dataDir, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
