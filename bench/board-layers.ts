/**
 * How many compositor layers one whole-market board window has (CDP `LayerTree`), before and after
 * a horizontal scroll, and a screenshot of each to check that the symbol column stays put. Layers
 * per row are what made several 1,600-px windows slow (docs/architecture.md, "Known cost").
 *
 *   npx tsx bench/board-layers.ts [--baseline /work/wt/cadceca] [--shots DIR]
 */
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import type { Page } from 'playwright-core'
import { baselineBuild, openMarketWindow, thisBuild, type Build } from './bench-builds'

const { values } = parseArgs({
  options: {
    baseline: { type: 'string', default: '' },
    shots: { type: 'string', default: '' },
  },
})

/** Layers in the page's current layer tree, after two frames have been drawn. */
async function layerCount(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page)
  let count = -1
  cdp.on('LayerTree.layerTreeDidChange', (e) => {
    if (e.layers) count = e.layers.length
  })
  await cdp.send('LayerTree.enable')
  for (let i = 0; i < 20 && count < 0; i++) await page.waitForTimeout(100)
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))
  await page.waitForTimeout(300)
  await cdp.send('LayerTree.disable')
  await cdp.detach()
  return count
}

async function probe(build: Build, label: string): Promise<void> {
  const { browser, page } = await openMarketWindow(build, 0)
  try {
    const before = await layerCount(page)
    if (values.shots) await page.screenshot({ path: join(values.shots, `${label}-before.png`) })
    await page.locator('.ag-body-horizontal-scroll-viewport').evaluate((el) => {
      el.scrollLeft = 400
    })
    await page.evaluate(() => {
      const v =
        document.querySelector('.ag-grid-viewport') ?? document.querySelector('.ag-center-cols-viewport')
      if (v) v.scrollLeft = 400
    })
    await page.waitForTimeout(500)
    const after = await layerCount(page)
    if (values.shots) await page.screenshot({ path: join(values.shots, `${label}-scrolled.png`) })
    console.log(`${label}: layers ${before} (scrolled sideways: ${after})`)
  } finally {
    await browser.close()
  }
}

async function main(): Promise<void> {
  const mine = await thisBuild(await mkdtemp(join(tmpdir(), 'board-layers-')))
  try {
    await probe(mine, 'this-build')
  } finally {
    await mine.stop()
  }
  if (values.baseline) {
    const base = await baselineBuild(resolve(values.baseline), await mkdtemp(join(tmpdir(), 'board-layers-')))
    try {
      await probe(base, 'baseline')
    } finally {
      await base.stop()
    }
  }
}

await main()
