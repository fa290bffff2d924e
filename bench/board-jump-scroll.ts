/**
 * Jump scroll on the whole-market board (issue 20, item 10: "rows of a big board stay blank for
 * half a second after a jump scroll"): the time from a jump of the grid's scroll position to the
 * first frame in which every row in view is filled, this build beside a baseline build (commit
 * `cadceca` by default) in ONE run, the two taking turns, each with its own shell, simulator and
 * Chromium, the storm on in the one being measured (a live market, as a trader scrolls it).
 *
 *   npx tsx bench/board-jump-scroll.ts [--jumps 12] [--rounds 2] [--rate 5000] [--baseline DIR]
 *
 * A row counts as filled when, at its height in the viewport, the symbol cell and the ceiling,
 * floor and reference cells (never empty on a stock board) show their text, and the cells across
 * the rest of the window exist: what a trader sees as a drawn row. The check runs at every
 * animation frame after the jump (a frame's callbacks run before it is painted, so a frame that
 * passes is painted filled); the time is from the jump to that check, so it holds whatever work the
 * grid did in that frame's scroll event.
 */
import { parseArgs } from 'node:util'
import type { Browser, Page } from 'playwright-core'
import { DEFAULT_BASELINE, fmt, load, openMarketWindow, startBuilds, type Build } from './bench-builds'
import { machineLine, median, percentile } from './machine'

const { values } = parseArgs({
  options: {
    jumps: { type: 'string', default: '12' },
    rounds: { type: 'string', default: '2' },
    rate: { type: 'string', default: '5000' },
    baseline: { type: 'string', default: DEFAULT_BASELINE },
  },
})
const jumpsPerRound = Math.max(1, Number(values.jumps))
const rounds = Math.max(1, Number(values.rounds))
const rate = Number(values.rate)

/** Where each jump lands, as a fraction of the board's height: far apart, the same in every build. */
const targets = [0.83, 0.12, 0.57, 0.95, 0.31, 0.68, 0.05, 0.44, 0.9, 0.22, 0.76, 0.38]

interface JumpResult {
  /** ms from the jump to the first frame with every row in view filled; NaN if never in 5 s. */
  filledMs: number
  /** Frames painted with rows still blank before that one. */
  blankFrames: number
}

/**
 * One jump, timed in the page: the scroller's position is set, then each animation frame checks
 * the rows in view until all are filled.
 */
function jump(page: Page, fraction: number): Promise<JumpResult> {
  return page.evaluate((to: number) => {
    // The price board's grid only: other grids (a dock's) may be on the page.
    const board = document.querySelector('[data-testid="price-board"]')
    if (!board) throw new Error('no price board')
    const scroller = [...board.querySelectorAll<HTMLElement>('.ag-grid-viewport, .ag-body-viewport')].find(
      (el) => el.scrollHeight > el.clientHeight * 4,
    )
    if (!scroller) throw new Error('no scrolling grid viewport')
    const box = scroller.getBoundingClientRect()
    // A horizontal scrollbar, when the columns overflow, covers the last pixels of the viewport.
    const hScroll = board.querySelector('.ag-body-horizontal-scroll')?.getBoundingClientRect()
    const bottom = hScroll && hScroll.height > 0 ? Math.min(box.bottom, hScroll.top) : box.bottom
    const header = board.querySelector('.ag-header')?.getBoundingClientRect().bottom ?? box.top
    const rowHeight = board.querySelector('.ag-row')?.getBoundingClientRect().height ?? 24
    const textColumns = ['symbol', 'ceilPrice', 'floorPrice', 'refPrice']
    /** x of the middle of each column to check, from the header (as laid out before the jump). */
    const columnX = (colId: string): number | null => {
      const cell = board.querySelector(`.ag-header-cell[col-id="${colId}"]`)
      if (!cell) return null
      const r = cell.getBoundingClientRect()
      return r.right > box.left && r.left < box.right ? (r.left + r.right) / 2 : null
    }
    const textX = textColumns.map(columnX).filter((x): x is number => x !== null)
    const spreadX = [0.35, 0.55, 0.75, 0.95].map((f) => box.left + f * box.width)
    const cellAt = (x: number, y: number): HTMLElement | null =>
      document.elementFromPoint(x, y)?.closest<HTMLElement>('.ag-cell') ?? null
    /** The middle of the visible part of every row in view (rows showing less than 6 px skipped). */
    const rowMiddles = (): number[] | null => {
      // Calibrated on a rendered row: rows sit at index × height from the container's origin.
      const row = board.querySelector<HTMLElement>('.ag-row[row-index]')
      if (!row) return null
      const origin = row.getBoundingClientRect().top - Number(row.getAttribute('row-index')) * rowHeight
      const top = Math.max(header, box.top)
      const middles: number[] = []
      const first = Math.max(0, Math.floor((top - origin) / rowHeight))
      for (let i = first; origin + i * rowHeight < bottom; i++) {
        const from = Math.max(top, origin + i * rowHeight)
        // Off the row's bottom border, which no cell covers.
        const to = Math.min(bottom, origin + (i + 1) * rowHeight - 2)
        if (to - from >= 6) middles.push((from + to) / 2)
      }
      return middles
    }
    const filled = (): boolean => {
      const middles = rowMiddles()
      if (middles === null) return false
      for (const y of middles) {
        for (const x of textX) if (!cellAt(x, y)?.textContent) return false
        for (const x of spreadX) if (cellAt(x, y) === null) return false
      }
      return true
    }
    return new Promise<JumpResult>((done) => {
      const started = performance.now()
      let frames = 0
      scroller.scrollTop = to * (scroller.scrollHeight - scroller.clientHeight)
      const check = (): void => {
        frames += 1
        // Now, not the frame's start time: the grid may have drawn the rows in this frame's scroll
        // event, before the animation frame callbacks; that work counts.
        if (filled()) done({ filledMs: performance.now() - started, blankFrames: frames - 1 })
        else if (performance.now() - started > 5_000) done({ filledMs: Number.NaN, blankFrames: frames })
        else requestAnimationFrame(check)
      }
      requestAnimationFrame(check)
    })
  }, fraction)
}

async function main(): Promise<void> {
  console.log(`machine: ${machineLine()}; load average now ${load()}`)
  const started = await startBuilds('jump-', values.baseline)
  const builds = started.list
  const windows: { build: Build; browser: Browser; page: Page; results: JumpResult[] }[] = []
  try {
    for (const build of builds) windows.push({ build, ...(await openMarketWindow(build, 0)), results: [] })
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 === 0 ? windows : [...windows].reverse()
      for (const w of order) {
        for (const other of windows) if (other !== w) await other.build.storm(0)
        await w.build.storm(rate)
        await w.page.waitForTimeout(3_000)
        for (let i = 0; i < jumpsPerRound; i++) {
          w.results.push(await jump(w.page, targets[(i + round) % targets.length]!))
          // Let the grid settle (and the next delta in) before the next jump.
          await w.page.waitForTimeout(700)
        }
        const ms = w.results.slice(-jumpsPerRound).map((r) => fmt(r.filledMs, 0))
        console.log(`  round ${round + 1}, ${w.build.name}: ${ms.join(' ')} ms (load ${load()})`)
      }
    }
    const summary = (w: (typeof windows)[number]): string => {
      const ms = w.results.map((r) => r.filledMs)
      const sortedMs = ms.filter(Number.isFinite).sort((a, b) => a - b)
      const never = ms.length - sortedMs.length
      return `median ${fmt(median(sortedMs), 0)} ms, p90 ${fmt(percentile(sortedMs, 90), 0)} ms, max ${fmt(sortedMs.at(-1) ?? NaN, 0)} ms, ${fmt(median(w.results.map((r) => r.blankFrames)), 0)} frames painted with blank rows (median), ${w.results.filter((r) => r.blankFrames > 0).length} of ${w.results.length} jumps showed any${never > 0 ? `, ${never} never filled in 5 s` : ''}`
    }
    const [mine, base] = windows
    console.log(
      `jump scroll on the whole market (${rate} updates/s), time to every row in view filled: this build ${summary(mine!)}` +
        (base ? `; baseline ${summary(base)}` : '') +
        ` (load ${load()})`,
    )
  } finally {
    for (const w of windows) {
      await w.build.storm(0).catch(() => undefined)
      await w.browser.close()
    }
    await started.stop()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
