import type { Page } from '@playwright/test'
import { test, expect } from './fixtures/web-shell'
import { expectBoardRows } from './support/board-rows'

/** What the page shows of its live cells, read in one go so a tick between reads cannot tear it. */
interface LiveCells {
  unclipped: number
  clipped: number
  /** Unclipped cells whose text is wider than the cell (it would spill over a neighbour). */
  readonly spilling: string[]
  /** Clipped cells whose text is far narrower than the cell: the clip was not needed. */
  readonly needlesslyClipped: string[]
  /** Cells whose overflow is not what their class says. */
  readonly wrongOverflow: string[]
  /** Price cells whose colour class disagrees with their price against the row's band. */
  readonly wrongColour: string[]
}

function readLiveCells(page: Page, column?: string): Promise<LiveCells> {
  return page.evaluate((only) => {
    const num = (cell: Element | null): number => Number((cell?.textContent ?? '').replace(/,/g, '')) || 0
    const colourOf = (price: number, ref: number, ceil: number, floor: number): string | null => {
      if (!(price > 0)) return null
      if (ceil > 0 && price >= ceil) return 'price-ceil'
      if (floor > 0 && price <= floor) return 'price-floor'
      if (!(ref > 0)) return null
      if (price === ref) return 'price-ref'
      return price > ref ? 'price-up' : 'price-down'
    }
    const colours = ['price-ceil', 'price-floor', 'price-ref', 'price-up', 'price-down']
    const seen: LiveCells = {
      unclipped: 0,
      clipped: 0,
      spilling: [],
      needlesslyClipped: [],
      wrongOverflow: [],
      wrongColour: [],
    }
    const range = document.createRange()
    const selector = only === undefined ? '' : `[col-id="${only}"]`
    for (const cell of document.querySelectorAll<HTMLElement>(
      `.ag-row[row-id] .ag-cell.cell-live${selector}`,
    )) {
      const where = `${cell.closest('[row-id]')?.getAttribute('row-id')}/${cell.getAttribute('col-id')}`
      const clipped = cell.classList.contains('cell-clip')
      const overflow = getComputedStyle(cell).overflowX
      if (overflow !== (clipped ? 'hidden' : 'visible')) seen.wrongOverflow.push(`${where}: ${overflow}`)
      if (clipped) {
        seen.clipped += 1
        range.selectNodeContents(cell)
        const style = getComputedStyle(cell)
        const room = cell.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
        if (range.getBoundingClientRect().width < 0.75 * room)
          seen.needlesslyClipped.push(`${where} "${cell.textContent}"`)
      } else {
        seen.unclipped += 1
        if (cell.scrollWidth > cell.clientWidth) seen.spilling.push(`${where} "${cell.textContent}"`)
      }
      // The match price's own colour, from the row's band (the board convention).
      if (cell.getAttribute('col-id') !== 'matchPrice') continue
      const row = cell.closest('[role="row"]')
      const band = (id: string) => num(row?.querySelector(`.ag-cell[col-id="${id}"]`) ?? null)
      const want = colourOf(num(cell), band('refPrice'), band('ceilPrice'), band('floorPrice'))
      const have = colours.filter((c) => cell.classList.contains(c))
      if (have.join() !== (want ?? ''))
        seen.wrongColour.push(`${where} "${cell.textContent}": ${have.join()} ≠ ${want}`)
    }
    return seen
  }, column)
}

const liveTexts = (page: Page): Promise<string> =>
  page.evaluate(() =>
    [...document.querySelectorAll('.ag-row[row-id] .ag-cell.cell-live')].map((c) => c.textContent).join('|'),
  )

/** Waits until some live cell shows another text: a poll has reached the grid. */
async function nextPoll(page: Page): Promise<void> {
  const before = await liveTexts(page)
  await expect.poll(() => liveTexts(page), { timeout: 15_000, intervals: [250] }).not.toBe(before)
}

/** Drags a column header's right edge by `dx` pixels. */
async function resizeColumn(page: Page, column: string, dx: number): Promise<void> {
  const handle = page.locator(`.ag-header-cell[col-id="${column}"] .ag-header-cell-resize`)
  const box = await handle.boundingBox()
  if (!box) throw new Error(`no resize handle on ${column}`)
  const x = box.x + box.width / 2
  const y = box.y + box.height / 2
  await page.mouse.move(x, y)
  await page.mouse.down()
  await page.mouse.move(x + dx, y, { steps: 8 })
  await page.mouse.up()
}

test.describe('the board’s live cells (issue 24)', () => {
  test('colour follows the price, and a cell drops its clip only while its text fits', async ({
    page,
    webShell,
  }) => {
    await page.goto(webShell.url)
    await expectBoardRows(page, 30, 15_000)

    // After the first polls, cells whose text fits are drawn without a clip.
    await expect
      .poll(async () => (await readLiveCells(page)).unclipped, { timeout: 15_000 })
      .toBeGreaterThan(100)
    // Over a few polls: no text spills, every overflow is what the class says, every match price is
    // in its band colour.
    for (let read = 0; read < 4; read += 1) {
      const cells = await readLiveCells(page)
      expect(cells.spilling).toEqual([])
      expect(cells.needlesslyClipped).toEqual([])
      expect(cells.wrongOverflow).toEqual([])
      expect(cells.wrongColour).toEqual([])
      await nextPoll(page)
    }

    // A column narrowed below its numbers clips them again, with the ellipsis; widened back, it
    // draws them unclipped.
    const column = 'totalVol'
    const before = await readLiveCells(page, column)
    expect(before.unclipped).toBeGreaterThan(0)
    await resizeColumn(page, column, -55)
    await expect.poll(async () => (await readLiveCells(page, column)).unclipped, { timeout: 10_000 }).toBe(0)
    const narrowed = await readLiveCells(page, column)
    expect(narrowed.clipped).toBeGreaterThan(0)
    expect(narrowed.wrongOverflow).toEqual([])
    await resizeColumn(page, column, 55)
    await expect
      .poll(async () => (await readLiveCells(page, column)).unclipped, { timeout: 10_000 })
      .toBeGreaterThan(0)
    expect((await readLiveCells(page)).spilling).toEqual([])
  })
})
