/**
 * The whole market in one board under the simulator's storm mode, measured in Chromium through the
 * web shell (issue 5, "Figures"). Prints the machine, then per storm rate: frame intervals (rAF
 * p50/p95/p99), long tasks, quote-to-paint latency of the rows on screen (the core's `at` stamp of a
 * delta → the first frame after the one that drew the last of its rows that were in the grid's
 * viewport when it arrived; split into core → page listener and page listener → paint), the time
 * until every row of
 * a delta is applied (off-screen rows go in later, on purpose), rows actually updated per second,
 * and renderer heap over the run; plus the first paint of a few baskets after their snapshot
 * arrives. src-renderer/lib/perf/board-probe.ts takes the page's side of these figures.
 *
 *   npx tsx bench/board-storm.ts [--minutes 1] [--rates 5000,20000] [--profile S] [--trace S]
 *     [--variants 'a=1;'] [--rounds N] [--renderer DIR] [--baseline /work/wt/cadceca]
 *     [--also main=DIR]
 *
 * Beside this build, in the same run, a baseline build (commit `cadceca` by default, its worktree
 * built: see bench/bench-builds.ts) with its own shell, simulator and Chromium: the two take
 * turns, round after round, the storm on only in the one being measured, and the figures of both
 * are printed side by side with the aims of issue 24 (point 4). `--baseline ''` measures this build
 * alone.
 *
 * BOARD_PROFILE_FILE / BOARD_TRACE_FILE keep the raw CPU profile / trace (for DevTools);
 * BOARD_TRACE_EXTRA adds trace categories (e.g. disabled-by-default-devtools.timeline.invalidationTracking).
 *
 * The core polls a board once a second, so N updates/s reach the page as one delta a second
 * carrying every row that changed in that second (at most the number of rows): the storm rate sets
 * how many rows change per poll, not how often the grid is updated.
 */
import { writeFile } from 'node:fs/promises'
import { parseArgs } from 'node:util'
import type { Browser, CDPSession, Page } from 'playwright-core'
import { DEFAULT_BASELINE, fmt, load, openMarketWindow, startBuilds, type Build } from './bench-builds'
import { machineLine, percentile } from './machine'
import { summariseLongTasks, summariseProfile, summariseTrace, type CpuProfile } from './trace-summary'

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '1' },
    rates: { type: 'string', default: '5000,20000' },
    // Seconds of CPU profile (CDP Profiler) to take in the middle of each storm; prints where the
    // page's main thread spent its time (self time by function and by script).
    profile: { type: 'string', default: '0' },
    // Seconds of a Chromium trace (devtools.timeline) in each storm: prints the renderer main
    // thread's CPU time per event kind (script, style, layout, paint…).
    trace: { type: 'string', default: '0' },
    // A PNG of the page a few seconds into each storm, to check the board still looks right.
    screenshot: { type: 'string' },
    // Page variants measured in turn in the same session, as URL query strings separated by ';'
    // (e.g. 'x=1;' compares a page flag with the default): the fair way to compare on a busy
    // machine. Each variant gets --minutes in all, in --rounds slices taken in turn.
    variants: { type: 'string', default: '' },
    rounds: { type: 'string', default: '1' },
    // A renderer build other than out/renderer (e.g. one built with `--outDir` to compare two).
    renderer: { type: 'string' },
    // The build measured beside this one in the same run (its worktree; '' for this build alone).
    baseline: { type: 'string', default: DEFAULT_BASELINE },
    // Other worktrees of this project measured in the same run, as 'NAME=DIR' separated by ','
    // (e.g. 'main=/tmp/main-copy': main as it was before a change, beside the change and the baseline).
    also: { type: 'string', default: '' },
  },
})
const runMs = Math.max(0.1, Number(values.minutes)) * 60_000
const rates = values.rates.split(',').map(Number)
const profileMs = Math.max(0, Number(values.profile)) * 1000
const traceMs = Math.max(0, Number(values.trace)) * 1000
const variants = values.variants.split(';').map((v) => v.trim())
const rounds = Math.max(1, Math.floor(Number(values.rounds)))

interface PageStats {
  frames: number[]
  longTasks: number[]
}

declare global {
  interface Window {
    __benchStats?: PageStats | undefined
    __boardProbe?: {
      quoteToPaintMs: number[]
      pageToPaintMs?: number[]
      fullyAppliedMs?: number[]
      firstPaintMs: number[]
      arrivalMs?: number[]
      onScreenRows?: number[]
      deltas: number
      rowsUpdated: number
    }
  }
}

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

interface SliceResult {
  seconds: number
  frames: number[]
  longTasks: number[]
  q2p: number[]
  page: number[]
  arrival: number[]
  full: number[]
  onScreen: number[]
  deltas: number
  rows: number
  heaps: number[]
}

async function heapMiB(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage')
  const usage = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number }
  return usage.usedSize / 2 ** 20
}

/**
 * Measures the page for `ms`. The first slice of each variant in a storm (`first` set) also takes
 * the CPU profile, screenshot and trace that were asked for (file names get the variant's index).
 */
async function measureSlice(
  page: Page,
  cdp: CDPSession,
  ms: number,
  first: { rate: number; tag: string } | null,
): Promise<SliceResult> {
  const fileFor = (name: string | undefined): string | undefined =>
    name === undefined || first === null ? undefined : name.replace(/(\.\w+)?$/, `${first.tag}$1`)
  // The heap is read after a forced GC only at the slice's start and end, outside the figures:
  // `HeapProfiler.collectGarbage` stops the page for a full collection, and one every 10 s inside
  // the slice delayed whichever delta came during it (an outlier a trader never sees, since V8's
  // own collections are incremental), which made the p99 of 60 deltas. So the start's read comes
  // before the page's figures are reset, and the end's after they are read.
  const heaps: number[] = [await heapMiB(cdp)]
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
      if (probe.pageToPaintMs) probe.pageToPaintMs.length = 0
      if (probe.fullyAppliedMs) probe.fullyAppliedMs.length = 0
      if (probe.arrivalMs) probe.arrivalMs.length = 0
      if (probe.onScreenRows) probe.onScreenRows.length = 0
      probe.deltas = 0
      probe.rowsUpdated = 0
    }
  })
  const started = Date.now()
  if (first !== null && profileMs > 0) {
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
    await cdp.send('Profiler.start')
    await page.waitForTimeout(profileMs)
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile }
    const file = fileFor(process.env.BOARD_PROFILE_FILE)
    if (file) await writeFile(file, JSON.stringify(profile))
    console.log(summariseProfile(profile))
  }
  if (first !== null && values.screenshot)
    await page.screenshot({ path: values.screenshot.replace(/(\.png)?$/, `-${first.rate}${first.tag}.png`) })
  if (first !== null && traceMs > 0) {
    const browser = page.context().browser()
    if (browser) {
      await browser.startTracing(page, {
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          ...(process.env.BOARD_TRACE_EXTRA ?? '').split(',').filter(Boolean),
        ],
      })
      await page.waitForTimeout(traceMs)
      const raw = await browser.stopTracing()
      const file = fileFor(process.env.BOARD_TRACE_FILE)
      if (file) await writeFile(file, raw)
      console.log(summariseTrace(raw, traceMs / 1000))
      console.log(summariseLongTasks(raw, traceMs / 1000))
    }
  }
  const left = ms - (Date.now() - started)
  if (left > 0) await page.waitForTimeout(left)
  const seconds = (Date.now() - started) / 1000
  const result = await page.evaluate(() => {
    const stats = window.__benchStats
    window.__benchStats = undefined
    const probe = window.__boardProbe
    return {
      frames: stats?.frames.slice(1) ?? [],
      longTasks: stats?.longTasks ?? [],
      q2p: probe?.quoteToPaintMs.slice() ?? [],
      page: probe?.pageToPaintMs?.slice() ?? [],
      arrival: probe?.arrivalMs?.slice() ?? [],
      full: probe?.fullyAppliedMs?.slice() ?? [],
      onScreen: probe?.onScreenRows?.slice() ?? [],
      deltas: probe?.deltas ?? 0,
      rows: probe?.rowsUpdated ?? 0,
    }
  })
  heaps.push(await heapMiB(cdp))
  return { ...result, seconds, heaps }
}

function report(rate: number, label: string, slices: readonly SliceResult[]): string {
  const all = (pick: (r: SliceResult) => readonly number[]): number[] => sorted(slices.flatMap(pick))
  const seconds = slices.reduce((t, r) => t + r.seconds, 0)
  const frames = all((r) => r.frames)
  const longTasks = all((r) => r.longTasks)
  const q2p = all((r) => r.q2p)
  const arrival = all((r) => r.arrival)
  const page = all((r) => r.page)
  const full = all((r) => r.full)
  const onScreen = all((r) => r.onScreen)
  const rows = slices.reduce((t, r) => t + r.rows, 0)
  const deltas = slices.reduce((t, r) => t + r.deltas, 0)
  const p = (xs: readonly number[], q: number, digits = 0): string => fmt(percentile(xs, q), digits)
  return [
    `storm ${rate} updates/s for ${fmt(seconds, 0)} s${label}:`,
    `  rows updated in the grid ${fmt(rows / seconds, 0)}/s in ${fmt(deltas / seconds, 2)} deltas/s`,
    `  frame interval p50 ${p(frames, 50, 1)} ms, p95 ${p(frames, 95, 1)} ms, p99 ${p(frames, 99, 1)} ms, max ${fmt(frames.at(-1) ?? NaN)} ms (${frames.length} frames, ${fmt(frames.length / seconds)} fps)`,
    `  long tasks ${longTasks.length} (${fmt(longTasks.length / seconds, 2)}/s, longest ${fmt(longTasks.at(-1) ?? 0, 0)} ms)`,
    `  quote-to-paint of rows on screen at arrival (median ${p(onScreen, 50)} rows a delta) p50 ${p(q2p, 50)} ms, p90 ${p(q2p, 90)} ms, p99 ${p(q2p, 99)} ms, max ${fmt(q2p.at(-1) ?? NaN, 0)} ms (${q2p.length} deltas); of which core stamp → page listener p50 ${p(arrival, 50)} ms, p99 ${p(arrival, 99)} ms, max ${fmt(arrival.at(-1) ?? NaN, 0)} ms; page listener → paint p50 ${p(page, 50)} ms, p99 ${p(page, 99)} ms, max ${fmt(page.at(-1) ?? NaN, 0)} ms`,
    `  delta fully applied (every row, off screen too) p50 ${p(full, 50)} ms, p99 ${p(full, 99)} ms (${full.length} deltas)`,
    `  renderer heap after GC: ${slices.map((r) => r.heaps.map((h) => fmt(h)).join(' → ')).join(' | ')} MiB`,
  ].join('\n')
}

/** This build beside the baseline, figure by figure, with the aims of issue 24 (point 4). */
function compare(
  rate: number,
  mine: readonly SliceResult[],
  base: readonly SliceResult[],
  baseName: string,
): string {
  const all = (slices: readonly SliceResult[], pick: (r: SliceResult) => readonly number[]): number[] =>
    sorted(slices.flatMap(pick))
  const line = (what: string, pick: (r: SliceResult) => readonly number[], aim = ''): string => {
    const [m, b] = [all(mine, pick), all(base, pick)]
    return `  ${what}: this build p50 ${fmt(percentile(m, 50), 0)} ms, p99 ${fmt(percentile(m, 99), 0)} ms; baseline p50 ${fmt(percentile(b, 50), 0)} ms, p99 ${fmt(percentile(b, 99), 0)} ms${aim}`
  }
  const fps = (slices: readonly SliceResult[]): number => {
    const frames = slices.reduce((n, r) => n + r.frames.length, 0)
    return frames / slices.reduce((t, r) => t + r.seconds, 0)
  }
  return [
    `storm ${rate} updates/s, this build beside ${baseName} (as "baseline") in the same run (load ${load()}):`,
    line('quote to paint (core stamp → paint)', (r) => r.q2p, ' — aim p99 ≤ 50 ms'),
    line('  core stamp → page listener', (r) => r.arrival, " — aim under the baseline's"),
    line('  page listener → paint', (r) => r.page),
    `  frames: this build ${fmt(fps(mine))} fps, baseline ${fmt(fps(base))} fps`,
  ].join('\n')
}

/** One build's window in the run, with its CDP session. */
interface Pane {
  build: Build
  browser: Browser
  page: Page
  cdp: CDPSession
}

/** Opens the build's window on the whole market with the probe on, and prints its first paints. */
async function openPane(build: Build): Promise<Pane> {
  const { browser, page } = await openMarketWindow(build, 0, '&probe=1')
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
  const marketRows = await rowsOfBoard(page)
  console.log(
    `${build.name}: first paint after data: ${paints.join(', ')}; whole market ${marketRows} rows${marketRows < 1500 ? ' — fewer than 1,500' : ''}`,
  )
  return { build, browser, page, cdp: await page.context().newCDPSession(page) }
}

async function main(): Promise<void> {
  console.log(`machine: ${machineLine()}; load average now ${load()}`)
  const started = await startBuilds(
    'board-storm-',
    values.baseline,
    values.renderer === undefined ? [] : ['--renderer', values.renderer],
  )
  for (const pair of values.also.split(',').filter(Boolean)) {
    const [name, dir] = pair.split('=')
    if (!name || !dir) throw new Error(`--also takes NAME=DIR, not ${pair}`)
    await started.addWorktree(dir, name)
  }
  const builds = started.list
  const panes: Pane[] = []
  try {
    for (const build of builds) panes.push(await openPane(build))
    console.log(
      `browser: Chromium ${panes[0]!.browser.version()} headless, --disable-gpu, one per build; web shell + embedded simulator of each build on this machine`,
    )
    for (const rate of rates) {
      // Variants are pages of this build; the baseline is measured as it is.
      const runs = panes.flatMap((pane, i) =>
        (i === 0 ? variants : ['']).map((variant) => ({ pane, variant, slices: [] as SliceResult[] })),
      )
      for (let round = 0; round < rounds; round++) {
        // Alternate which build goes first, so neither always meets the same moment of the load.
        const order = round % 2 === 0 ? runs : [...runs].reverse()
        for (const run of order) {
          const { pane, variant } = run
          // The storm only in the build being measured.
          for (const other of panes) if (other !== pane) await other.build.storm(0)
          await pane.build.storm(rate)
          if (pane === panes[0] && (variants.length > 1 || variant !== '')) {
            await pane.page.goto(
              `${pane.build.origin}/?window=bench0&probe=1${variant === '' ? '' : `&${variant}`}`,
            )
            await waitRows(pane.page, 1)
            if ((await rowsOfBoard(pane.page)) < 1500)
              await pane.page.getByTestId('board-switcher').selectOption('market')
            await waitRows(pane.page, 1500)
          }
          await pane.page.waitForTimeout(3_000) // let the first big deltas through before measuring
          // Profile, trace and screenshot in the first round of each run.
          const tag = runs.length > 1 ? `-${runs.indexOf(run)}` : ''
          run.slices.push(
            await measureSlice(pane.page, pane.cdp, runMs / rounds, round === 0 ? { rate, tag } : null),
          )
        }
      }
      for (const run of runs) {
        const label = `${runs.length > 1 ? ` — ${run.pane.build.name}` : ''}${run.variant === '' ? '' : ` [${run.variant}]`}`
        console.log(report(rate, label, run.slices))
      }
      for (const other of runs.slice(1))
        console.log(
          compare(
            rate,
            runs[0]!.slices,
            other.slices,
            `${other.pane.build.name}${other.variant === '' ? '' : ` [${other.variant}]`}`,
          ),
        )
    }
  } finally {
    for (const pane of panes) {
      await pane.build.storm(0).catch(() => undefined)
      await pane.browser.close()
    }
    await started.stop()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
