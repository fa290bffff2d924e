// How long a changed board cell stays flashed (full, then fading), measured inside the page from the
// class going on to the last flash class coming off. The e2e spec checks that a flash comes and goes
// in the right colour; how long it lasts depends on the machine, so it is measured here. Aim: every
// flash over well before the next 1 s poll (the design says about 0.5 s).
// Run: npx tsx bench/board-flash.ts [--seconds 30]   (needs `npx electron-vite build` first)
import { parseArgs } from 'node:util'
import { openBoardSession } from './board-session'
import { machineLine, percentile } from './machine'

declare global {
  interface Window {
    flashLengths?: number[]
  }
}

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '30' } } })
const seconds = Number(values.seconds)

const session = await openBoardSession('FPT')
try {
  const { page } = session
  await page.evaluate(() => {
    const lengths: number[] = []
    window.flashLengths = lengths
    const colours = ['cell-flash-up', 'cell-flash-down', 'cell-flash-neutral']
    const started = new Map<Element, number>()
    new MutationObserver((records) => {
      const now = performance.now()
      for (const record of records) {
        if (!(record.target instanceof Element)) continue
        const on = colours.some((c) => (record.target as Element).classList.contains(c))
        const was = colours.some((c) => (record.oldValue ?? '').includes(c))
        if (on && !was) started.set(record.target, now)
      }
      for (const [cell, at] of started) {
        if (colours.some((c) => cell.classList.contains(c))) continue
        lengths.push(now - at)
        started.delete(cell)
      }
    }).observe(document.querySelector('.board-grid') ?? document.body, {
      subtree: true,
      attributes: true,
      attributeFilter: ['class'],
      attributeOldValue: true,
    })
  })
  await page.waitForTimeout(seconds * 1000)
  const lengths = (await page.evaluate(() => window.flashLengths ?? [])).sort((a, b) => a - b)
  console.log(
    `board cell flash, class on → off (VN30 board, poll every 1 s), ${seconds} s · ${machineLine()}`,
  )
  console.log(
    `${lengths.length} flashes: p50 ${percentile(lengths, 50).toFixed(0)} ms · p99 ${percentile(lengths, 99).toFixed(0)} ms · max ${(lengths.at(-1) ?? NaN).toFixed(0)} ms`,
  )
} finally {
  await session.close()
}
process.exit(0)
