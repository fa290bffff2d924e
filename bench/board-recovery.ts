// How soon the board says stale when the broker stops answering (a 429 storm), and how soon the board
// and the index bar are live again once it answers (a 5xx outage cleared): the web shell in Chromium
// against the embedded simulator, timed from the fault's switch to the page's attribute. The e2e
// specs (board-truth) check that both happen; the durations belong here. Design: stale within the
// 1 s cadence plus 2 s of margin; every part back within 3 s of the clear (issue 15).
// Run: npx tsx bench/board-recovery.ts [runs]   (needs `npx electron-vite build` first)
import type { Page } from 'playwright-core'
import { control, simulatorUrl } from '../e2e/cancel-support'
import { openBoardSession } from './board-session'
import { machineLine, percentile } from './machine'

const RUNS = Number(process.argv[2] ?? 5)

/** Milliseconds from now until `test` holds in the page, checked at every animation frame. */
async function msUntil(page: Page, test: string): Promise<number> {
  const started = performance.now()
  await page.waitForFunction(test, undefined, { polling: 'raf', timeout: 120_000 })
  return performance.now() - started
}

const state = (id: string, value: string) =>
  `document.querySelector('[data-testid="${id}"]')?.getAttribute('data-state') === '${value}'`

const session = await openBoardSession('HPG')
try {
  const { page } = session
  const sim = await simulatorUrl(page)
  const toStale: number[] = []
  const toLive: number[] = []
  for (let run = 0; run < RUNS; run++) {
    await page.waitForFunction(
      `${state('board-status', 'live')} && ${state('index-source', 'available')}`,
      undefined,
      {
        timeout: 120_000,
      },
    )
    await control(sim, '/faults', { rateLimitRate: 1, rateLimitResetSeconds: 10 })
    toStale.push(await msUntil(page, `document.querySelector('[data-testid="stale-banner"]') !== null`))
    await control(sim, '/faults', undefined, 'DELETE')
    await page.waitForFunction(state('board-status', 'live'), undefined, { timeout: 120_000 })

    await control(sim, '/faults', { errorRate: 1 })
    await page.waitForFunction(
      `${state('board-status', 'stale')} && ${state('index-source', 'unavailable')}`,
      undefined,
      {
        timeout: 120_000,
      },
    )
    await control(sim, '/faults', undefined, 'DELETE')
    toLive.push(
      await msUntil(page, `${state('board-status', 'live')} && ${state('index-source', 'available')}`),
    )
  }
  const line = (name: string, ms: number[]) => {
    const sorted = [...ms].sort((a, b) => a - b)
    return `${name}: p50 ${percentile(sorted, 50).toFixed(0)} ms · max ${(sorted.at(-1) ?? NaN).toFixed(0)} ms`
  }
  console.log(`board staleness and recovery, ${RUNS} runs · ${machineLine()}`)
  console.log(line('429 storm → stale banner', toStale))
  console.log(line('5xx outage cleared → board and index bar live', toLive))
} finally {
  await session.close()
}
process.exit(0)
