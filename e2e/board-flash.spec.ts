import { test, expect } from './fixtures/web-shell'
import { atEverySize } from './support/screen-sizes'
import { expectBoardRows } from './support/board-rows'

/** What the page saw of one flash: the column, the text before and after, and its colour. */
interface SeenFlash {
  readonly col: string
  readonly before: string
  readonly after: string
  readonly direction: 'up' | 'down' | 'neutral'
}

declare global {
  interface Window {
    seenFlashes?: SeenFlash[]
    /** How many flashes came and went again (their class removed from the cell). */
    flashesEnded?: number
  }
}

const priceColumns = [
  'matchPrice',
  'high',
  'low',
  'bidPrice1',
  'bidPrice2',
  'bidPrice3',
  'offerPrice1',
  'offerPrice2',
  'offerPrice3',
]

test.describe('the board flashes a changed cell the way its value moved', () => {
  test('up in green, down in red, only cells whose value moved, briefly', async ({ page, webShell }) => {
    await page.goto(webShell.url)
    await expectBoardRows(page, 30, 15_000)

    // Watch every cell's text and flash classes as the page changes them; a flash is recorded with
    // the text the cell had before its value changed.
    await page.evaluate(() => {
      const seen: SeenFlash[] = []
      window.seenFlashes = seen
      window.flashesEnded = 0
      const on = new Set<Element>()
      const colours = ['cell-flash-up', 'cell-flash-down', 'cell-flash-neutral']
      const text = new Map<Element, string>()
      const cells = (): Element[] => [...document.querySelectorAll('.ag-row[row-id] .ag-cell[col-id]')]
      for (const cell of cells()) text.set(cell, cell.textContent)
      new MutationObserver((records) => {
        for (const record of records) {
          if (record.type !== 'attributes' || !(record.target instanceof Element)) continue
          const cell = record.target
          const was = record.oldValue ?? ''
          const direction = (['up', 'down', 'neutral'] as const).find(
            (d) => cell.classList.contains(`cell-flash-${d}`) && !was.includes(`cell-flash-${d}`),
          )
          const before = text.get(cell)
          if (direction && before !== undefined)
            seen.push({ col: cell.getAttribute('col-id') ?? '', before, after: cell.textContent, direction })
          if (direction) on.add(cell)
        }
        for (const cell of on) {
          if (colours.some((c) => cell.classList.contains(c))) continue
          window.flashesEnded = (window.flashesEnded ?? 0) + 1
          on.delete(cell)
        }
        for (const cell of cells()) text.set(cell, cell.textContent)
      }).observe(document.querySelector('.board-grid') ?? document.body, {
        subtree: true,
        attributes: true,
        attributeFilter: ['class'],
        attributeOldValue: true,
      })
    })

    const seen = () => page.evaluate(() => window.seenFlashes ?? [])
    const parse = (t: string): number => Number(t.replace(/[,+%\s]/g, ''))
    const isPrice = (f: SeenFlash) => priceColumns.includes(f.col) && f.before !== '' && f.after !== ''

    // Both ways show up within a few polls of the simulated market.
    await expect
      .poll(
        async () => {
          const prices = (await seen()).filter(isPrice)
          return ['up', 'down'].every((d) => prices.some((f) => f.direction === d))
        },
        { timeout: 20_000, intervals: [500] },
      )
      .toBe(true)

    const flashes = await seen()
    // Only cells whose value moved flash, and in the colour of the way it moved.
    for (const f of flashes) expect(f.after, `a flash of ${f.col} with an unchanged text`).not.toBe(f.before)
    for (const f of flashes.filter(isPrice)) {
      const moved = parse(f.after) > parse(f.before) ? 'up' : 'down'
      expect(f.direction, `${f.col} ${f.before} → ${f.after}`).toBe(moved)
    }

    // The colours on screen are the board's up green and down red: green over red for up, red over
    // green for down, whatever notation the browser computes. Each is read while a flash of that
    // way is on screen (the value a poll saw, not a second read after the flash may have ended).
    const colourOf = (direction: string) =>
      page.evaluate((d) => {
        const cell = document.querySelector(`.ag-cell.cell-flash-${d}`)
        return cell ? getComputedStyle(cell).backgroundColor : null
      }, direction)
    const redGreen = (css: string) => {
      const [red = 0, green = 0] = (css.replace(/^[^(]*\(/, '').match(/[\d.]+/g) ?? []).map(Number)
      return { red, green }
    }
    const shown: Record<'up' | 'down', string> = { up: '', down: '' }
    for (const direction of ['up', 'down'] as const) {
      await expect
        .poll(
          async () => {
            shown[direction] = (await colourOf(direction)) ?? ''
            return shown[direction]
          },
          { timeout: 10_000, intervals: [97] },
        )
        .toMatch(/^(rgba?|color)\(.*/)
    }
    expect(shown.up).not.toBe(shown.down)
    expect(redGreen(shown.up).green, `up flash ${shown.up}`).toBeGreaterThan(redGreen(shown.up).red)
    expect(redGreen(shown.down).red, `down flash ${shown.down}`).toBeGreaterThan(redGreen(shown.down).green)

    // Briefly: a flash comes and goes again by itself, its class removed from the cell. How long it
    // lasts is the machine's business, not a test's (bench/ measures durations).
    const ended = () => page.evaluate(() => window.flashesEnded ?? 0)
    await expect.poll(ended, { timeout: 10_000 }).toBeGreaterThan(0)

    // Screenshots caught while both colours are on screen.
    await atEverySize(page, 'board-flash', async () => {
      // A short interval out of step with the 1 s feed, so the half-second flash is caught.
      await expect.poll(() => colourOf('up'), { timeout: 10_000, intervals: [97] }).not.toBeNull()
    })
  })
})
