/**
 * Several whole-market board windows at once (issue 24, point 1): N windows, one Chromium each (so
 * none is throttled as a background tab), every one on the whole market (about 1,580 rows) under
 * the simulator's storm, this build beside a baseline build (commit `cadceca` by default, checked out
 * and built in its own worktree) in ONE run: the two builds take turns, round after round, each with
 * its own web shell and simulator, the storm on only in the build being measured. On a machine
 * shared with other work only the ratio of the two in the same run means anything, so every figure
 * is printed with the load average beside it.
 *
 *   npx tsx bench/board-windows.ts [--windows 4,8] [--rate 5000] [--seconds 20] [--rounds 2]
 *     [--baseline /work/wt/cadceca] [--trace S] [--also-renderer DIR] [--throttle R]
 *
 * The baseline's worktree needs `npm ci` and its renderer built (`npx electron-vite build` there);
 * `--baseline ''` measures this build alone. `--also-renderer DIR` adds this build's shell serving
 * another renderer build (e.g. one built before a change) to the same run; it may be given more than once.
 *
 * `--throttle R` slows every window's main thread R times (Chromium's CPU throttling, CDP
 * `Emulation.setCPUThrottlingRate`), the same in every build: on a quiet machine each window reaches
 * the display's frame cap and no build can draw faster than another, so the cap hides what a frame
 * costs. Throttled figures say how a slower machine would draw, not what this one draws; the bench
 * prints the rate beside them.
 */
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import type { Browser, Page } from 'playwright-core'
import { DEFAULT_BASELINE, fmt, load, openMarketWindow, startBuilds, type Build } from './bench-builds'
import { cpuBetween, cpuSample } from './process-cpu'
import { machineLine, median, percentile } from './machine'
import { summariseLongTasks, summariseTrace } from './trace-summary'

const { values } = parseArgs({
  options: {
    windows: { type: 'string', default: '4,8' },
    rate: { type: 'string', default: '5000' },
    seconds: { type: 'string', default: '20' },
    rounds: { type: 'string', default: '2' },
    baseline: { type: 'string', default: DEFAULT_BASELINE },
    // Seconds of a Chromium trace of the first window while all are measured: its main thread's
    // CPU per kind of work and its long tasks, with what ran inside them (one window among N).
    trace: { type: 'string', default: '0' },
    'also-renderer': { type: 'string', multiple: true, default: [] },
    throttle: { type: 'string', default: '1' },
  },
})
const traceMs = Math.max(0, Number(values.trace)) * 1000
const windowCounts = values.windows.split(',').map(Number)
const rate = Number(values.rate)
const measureMs = Number(values.seconds) * 1000
const rounds = Math.max(1, Number(values.rounds))
const throttle = Math.max(1, Number(values.throttle))
const throttleNote = throttle > 1 ? `, CPU throttled ${throttle}×` : ''

/** Chromium's CPU throttling on one window's page (a no-op at rate 1). */
async function throttlePage(page: Page): Promise<void> {
  if (throttle <= 1) return
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle })
}

interface WindowFigures {
  fps: number
  /** Median rAF interval: the display's frame time in a window that keeps up. */
  p50: number
  p95: number
}

/** rAF intervals in every window over the same stretch of time. */
async function measure(pages: readonly Page[]): Promise<WindowFigures[]> {
  await Promise.all(
    pages.map((page) =>
      page.evaluate(() => {
        const frames: number[] = []
        ;(window as unknown as { __frames: number[] }).__frames = frames
        let last = performance.now()
        const loop = (t: number): void => {
          frames.push(t - last)
          last = t
          requestAnimationFrame(loop)
        }
        requestAnimationFrame(loop)
      }),
    ),
  )
  const traced = pages[0]?.context().browser()
  if (traceMs > 0 && traced && pages[0]) {
    await traced.startTracing(pages[0], {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
    })
    await new Promise((r) => setTimeout(r, Math.min(traceMs, measureMs)))
    const raw = await traced.stopTracing()
    console.log(`  window 1 of ${pages.length}:`)
    console.log(summariseTrace(raw, Math.min(traceMs, measureMs) / 1000))
    console.log(summariseLongTasks(raw, Math.min(traceMs, measureMs) / 1000))
    await new Promise((r) => setTimeout(r, Math.max(0, measureMs - traceMs)))
  } else await new Promise((r) => setTimeout(r, measureMs))
  return Promise.all(
    pages.map(async (page) => {
      const frames = await page.evaluate(() =>
        (window as unknown as { __frames: number[] }).__frames.slice(1),
      )
      const total = frames.reduce((a, b) => a + b, 0)
      const sorted = [...frames].sort((a, b) => a - b)
      return { fps: (1000 * frames.length) / total, p50: percentile(sorted, 50), p95: percentile(sorted, 95) }
    }),
  )
}

/**
 * What the display's frame rate leaves of the 1.3× aim: no build draws faster than the frame cap,
 * so once the baseline is within 1/1.3 of it the ratio cannot reach 1.3 however cheap a frame is.
 */
function capNote(baseFps: number, all: readonly WindowFigures[]): string {
  const capFps = 1000 / median(all.map((f) => f.p50))
  const most = capFps / baseFps
  return most < 1.3
    ? `  the frame cap is ${fmt(capFps)} fps: over the baseline's ${fmt(baseFps)} no build can show more than ${fmt(most, 2)}× here (--throttle lowers every build below the cap)`
    : `  the frame cap is ${fmt(capFps)} fps: up to ${fmt(most, 2)}× the baseline can show here`
}

const shellRoots = [
  resolve(import.meta.dirname, '..'),
  ...(values.baseline ? [resolve(values.baseline)] : []),
]

async function session(
  build: Build,
  count: number,
): Promise<{ figures: WindowFigures[]; load: string; cpu: string }> {
  const windows: { browser: Browser; page: Page }[] = []
  try {
    for (let i = 0; i < count; i++) windows.push(await openMarketWindow(build, i))
    await Promise.all(windows.map((w) => throttlePage(w.page)))
    await build.storm(rate)
    await new Promise((r) => setTimeout(r, 5_000)) // the first big deltas go through first
    const loadBefore = load()
    const cpuBefore = cpuSample(shellRoots)
    const started = Date.now()
    const figures = await measure(windows.map((w) => w.page))
    const cpu = cpuBetween(cpuBefore, cpuSample(shellRoots), (Date.now() - started) / 1000)
    return { figures, load: `${loadBefore} → ${load()}`, cpu }
  } finally {
    await build.storm(0).catch(() => undefined)
    await Promise.all(windows.map((w) => w.browser.close()))
  }
}

async function main(): Promise<void> {
  console.log(`machine: ${machineLine()}; load average now ${load()}`)
  const started = await startBuilds('board-windows-', values.baseline)
  const builds = started.list
  for (const alsoRenderer of values['also-renderer']) {
    const also = await started.add(['--renderer', resolve(alsoRenderer)])
    also.name = `renderer ${alsoRenderer}`
  }
  try {
    for (const count of windowCounts) {
      const results = new Map<string, WindowFigures[]>(builds.map((b) => [b.name, []]))
      for (let round = 0; round < rounds; round++) {
        // Alternate which build goes first, so neither always meets the same moment of the load.
        const order = round % 2 === 0 ? builds : [...builds].reverse()
        for (const build of order) {
          const { figures, load: l, cpu } = await session(build, count)
          results.get(build.name)?.push(...figures)
          console.log(
            `  round ${round + 1}, ${count} windows${throttleNote}, ${build.name}: fps per window ${figures.map((f) => fmt(f.fps)).join(' ')}; p95 frame ${figures.map((f) => fmt(f.p95, 0)).join(' ')} ms (load ${l})\n    CPU, % of one core: ${cpu}`,
          )
        }
      }
      const fpsOf = (name: string): number => median((results.get(name) ?? []).map((f) => f.fps))
      const p95Of = (name: string): number => median((results.get(name) ?? []).map((f) => f.p95))
      const mine = fpsOf(builds[0]!.name)
      const minMine = Math.min(...(results.get(builds[0]!.name) ?? []).map((f) => f.fps))
      const base = builds[1] ? fpsOf(builds[1].name) : NaN
      console.log(
        `${count} windows at ${rate} updates/s${throttleNote}: this build ${fmt(mine)} fps per window (median; slowest window ${fmt(minMine)}; p95 frame ${fmt(p95Of(builds[0]!.name), 0)} ms)` +
          (builds[1]
            ? `, baseline ${fmt(base)} fps (p95 frame ${fmt(p95Of(builds[1].name), 0)} ms): ratio ${fmt(mine / base, 2)}`
            : '') +
          (count === 4 ? ' — aim ≥ 1.30 × baseline' : count === 8 ? ' — aim > 30 fps in every window' : '') +
          ` (load ${load()})`,
      )
      if (count === 4 && builds[1]) console.log(capNote(base, [...results.values()].flat()))
      for (const other of builds.slice(values.baseline ? 2 : 1)) {
        const fps = fpsOf(other.name)
        console.log(
          `  ${other.name}: ${fmt(fps)} fps per window (p95 frame ${fmt(p95Of(other.name), 0)} ms)` +
            (builds[1] && values.baseline ? `: ratio to baseline ${fmt(fps / base, 2)}` : ''),
        )
      }
    }
  } finally {
    await started.stop()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
