import { test, expect } from './fixtures/web-shell'
import { atEverySize } from './support/screen-sizes'

test.describe('panels and the palette', () => {
  test('Esc closes the docked account panel; a focused row puts its commands first in the palette', async ({
    page,
    webShell,
  }) => {
    await page.goto(webShell.url)
    await expect.poll(() => page.locator('.ag-row[row-id]').count(), { timeout: 20_000 }).toBeGreaterThan(20)
    const palette = page.getByTestId('command-palette')
    const rowItems = palette.locator(
      '[data-command-id="cmd:board.pinRow"], [data-command-id="cmd:board.openChart"]',
    )

    // No row focused yet: the palette opens on the commands, no row command among them.
    await page.keyboard.press('Control+K')
    await expect(palette).toBeVisible()
    await expect(palette.locator('[role="option"]').first()).toBeVisible()
    await expect(rowItems).toHaveCount(0)
    await page.keyboard.press('Escape')
    await expect(palette).toHaveCount(0)

    // A focused row: pin, chart and cancel-all of that symbol come first, named for it.
    const row = page.locator('.ag-row[row-id]:has(.ag-cell[col-id="matchPrice"])').nth(3)
    const symbol = (await row.getAttribute('row-id')) ?? ''
    await row.locator('.ag-cell[col-id="matchPrice"]').click()
    await page.keyboard.press('Control+K')
    const options = palette.locator('[role="option"]')
    await expect(options.first()).toBeVisible()
    const firstIds = await options.evaluateAll((els) =>
      els.slice(0, 5).map((e) => e.getAttribute('data-command-id') ?? ''),
    )
    for (const id of ['cmd:board.pinRow', 'cmd:board.openChart', 'cmd:orders.cancelAllOfSymbol'])
      expect(firstIds, `${id} among the first options`).toContain(id)
    await expect(palette.locator('[data-command-id="cmd:board.pinRow"]')).toContainText(symbol)
    // Each row command once: the chart's and the blotter's own handlers are not listed beside the
    // board's commands that run them.
    await expect(palette.locator('[data-command-id="cmd:chart.openForSymbol"]')).toHaveCount(0)
    await expect(palette.locator('[data-command-id="cmd:orders.openBlotterForSymbol"]')).toHaveCount(0)
    await atEverySize(page, 'palette-row-commands', async () => {
      await expect(palette.locator('[data-command-id="cmd:board.pinRow"]')).toBeVisible()
    })

    // Running one acts on that row: the pin puts it on top, marked.
    await palette.locator('[data-command-id="cmd:board.pinRow"]').click()
    await expect(page.locator(`.ag-row[row-id="${symbol}"]`).first()).toHaveClass(/row-pinned/)
    await page.keyboard.press('Control+K')
    await palette.locator('[data-command-id="cmd:board.pinRow"]').click()
    await expect(page.locator(`.ag-row[row-id="${symbol}"]`).first()).not.toHaveClass(/row-pinned/)

    // The account panel docks with the focus; Esc closes it, as Esc closes the blotter.
    await page.keyboard.press('Alt+A')
    const dock = page.getByTestId('account-dock')
    await expect(dock).toBeVisible()
    await expect(dock).toBeFocused()
    await atEverySize(page, 'account-dock', async () => {
      await expect(dock).toBeVisible()
    })
    await page.keyboard.press('Escape')
    await expect(dock).toHaveCount(0)
    // The focus is back on the board, so the keyboard keeps working there.
    await expect(page.locator('.ag-cell-focus')).toHaveCount(1)
    expect(await page.evaluate(() => document.activeElement?.closest('.board-grid') !== null)).toBe(true)

    // Esc from a control inside the panel closes it too.
    await page.keyboard.press('Alt+A')
    await dock.getByRole('button').first().focus()
    await page.keyboard.press('Escape')
    await expect(dock).toHaveCount(0)
  })
})
