import { test, expect } from './fixtures/web-shell'
import { expectBoardRows } from './support/board-rows'

test.describe('VN30 board in the web shell', () => {
  test('shows a live VN30 board coloured by the board convention', async ({ page, webShell }) => {
    const cspViolations: string[] = []
    page.on('console', (msg) => {
      if (/Content Security Policy|Refused to/.test(msg.text())) cspViolations.push(msg.text())
    })

    await page.goto(webShell.url)
    await expectBoardRows(page, 30, 15_000)

    // Prices move: some match price differs (how soon is the cadence tests').
    const matchCells = page.locator('.ag-row[row-id] .ag-cell[col-id="matchPrice"]')
    const before = await matchCells.allInnerTexts()
    await expect
      .poll(
        async () => {
          const now = await matchCells.allInnerTexts()
          return now.some((text, i) => text !== before[i])
        },
        { intervals: [250] },
      )
      .toBe(true)

    // A match price at the ceiling, the floor and the reference carries that colour, and really
    // equals that row's ceiling, floor or reference price.
    for (const [cls, column] of [
      ['price-ceil', 'ceilPrice'],
      ['price-floor', 'floorPrice'],
      ['price-ref', 'refPrice'],
    ] as const) {
      // Read class and texts in one go in the page, so a tick between reads cannot tear them.
      const agreeing = () =>
        page.evaluate(
          ([klass, col]) =>
            [...document.querySelectorAll(`.ag-row[row-id] .ag-cell[col-id="matchPrice"].${klass}`)].filter(
              (cell) => {
                const row = cell.closest('[role="row"]')
                const other = row?.querySelector(`.ag-cell[col-id="${col}"]`)
                return (
                  other !== null &&
                  other !== undefined &&
                  other.textContent.trim() === cell.textContent.trim()
                )
              },
            ).length,
          [cls, column] as const,
        )
      await expect
        .poll(agreeing, { timeout: 15_000, message: `a match price coloured ${cls}` })
        .toBeGreaterThan(0)
    }

    await page.screenshot({ path: 'test-results/screenshots/vn30-board.png' })
    expect(cspViolations).toEqual([])
  })
})
