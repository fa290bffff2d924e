import { test, expect } from './fixtures/web-shell'

test.describe('VN30 board in the web shell', () => {
  test('shows a live VN30 board coloured by the board convention', async ({ page, webShell }) => {
    const cspViolations: string[] = []
    page.on('console', (msg) => {
      if (/Content Security Policy|Refused to/.test(msg.text())) cspViolations.push(msg.text())
    })

    await page.goto(webShell.url)
    const rows = page.locator('.ag-center-cols-container .ag-row')
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(30)

    // Prices move: some match price differs within 5 seconds.
    const matchCells = page.locator('.ag-center-cols-container .ag-cell[col-id="matchPrice"]')
    const before = await matchCells.allInnerTexts()
    await expect
      .poll(async () => {
        const now = await matchCells.allInnerTexts()
        return now.some((text, i) => text !== before[i])
      }, { timeout: 5_000, intervals: [250] })
      .toBe(true)

    // A match price at the ceiling, the floor and the reference carries that colour, and really
    // equals that row's ceiling, floor or reference price.
    for (const [cls, column] of [
      ['price-ceil', 'ceilPrice'],
      ['price-floor', 'floorPrice'],
      ['price-ref', 'refPrice'],
    ] as const) {
      const cell = page.locator(`.ag-center-cols-container .ag-cell[col-id="matchPrice"].${cls}`).first()
      await expect(cell).toBeVisible({ timeout: 15_000 })
      const rowId = await cell.locator('xpath=..').getAttribute('row-id')
      expect(rowId).toBeTruthy()
      const reference = page.locator(`.ag-row[row-id="${rowId}"] .ag-cell[col-id="${column}"]`).first()
      const [matchText, referenceText] = await Promise.all([cell.innerText(), reference.innerText()])
      expect(matchText.trim()).toBe(referenceText.trim())
    }

    await page.screenshot({ path: 'test-results/screenshots/vn30-board.png' })
    expect(cspViolations).toEqual([])
  })
})
