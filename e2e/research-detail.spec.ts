import type { Page } from '@playwright/test'
import { expect, test } from './fixtures/web-shell'

const shots = 'test-results/screenshots'

/** The symbol of the board row that has the keyboard focus. */
const focusedSymbol = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest('.ag-row[row-id]')?.getAttribute('row-id') ?? null)

test.describe('symbol detail window', () => {
  test('opens from a board row with the quote, investor-type supply and demand drawn, and follows the linked board', async ({
    page,
    context,
    webShell,
  }) => {
    const problems: string[] = []
    const watch = (p: Page) => {
      p.on('console', (msg) => {
        if (/Content Security Policy|Refused to/.test(msg.text()) || msg.type() === 'error')
          problems.push(msg.text())
      })
      p.on('pageerror', (err) => problems.push(err.message))
    }
    watch(page)
    await page.goto(webShell.url)
    await expect
      .poll(() => page.locator('.ag-row[row-id]').count(), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(30)
    await page.getByTestId('link-group').selectOption('red')
    await page.keyboard.press('Alt+B')
    await page.keyboard.press('ArrowDown')
    const first = await focusedSymbol(page)
    expect(first).toMatch(/^[A-Z0-9]{3}$/)

    // Shift+D on the row: the detail window, in the board's colour group.
    const popup = context.waitForEvent('page')
    await page.keyboard.press('Shift+D')
    const detail = await popup
    watch(detail)
    await detail.setViewportSize({ width: 1366, height: 900 })
    const window = detail.getByTestId('detail-window')
    await expect(window).toHaveAttribute('data-symbol', first ?? '')
    await expect(detail.getByTestId('detail-link')).toBeVisible()

    // The quote, the book, the company and its ratios arrive.
    await expect
      .poll(async () => Number(await detail.getByTestId('rd-price').getAttribute('data-price')), {
        timeout: 15_000,
      })
      .toBeGreaterThan(0)
    await expect(detail.getByTestId('rd-book').locator('tbody tr')).not.toHaveCount(0)
    await expect(detail.getByTestId('rd-profile').locator('.rd-name')).not.toBeEmpty()
    await expect(detail.getByTestId('rd-ratios').locator('tbody tr')).toHaveCount(7, { timeout: 15_000 })
    await expect(detail.getByTestId('rd-ratios').locator('thead th')).toHaveCount(5)
    // Investor-type supply and demand drawn: four series of points on a canvas.
    await expect
      .poll(async () => Number(await detail.getByTestId('rd-sd-legend').getAttribute('data-points')), {
        timeout: 15_000,
      })
      .toBeGreaterThan(4)
    expect(await detail.locator('[data-testid="rd-supply-demand"] canvas').count()).toBeGreaterThan(0)
    await expect(detail.locator('[data-testid="rd-flows"] canvas').first()).toBeAttached({ timeout: 15_000 })
    await expect(detail.getByTestId('rd-events').locator('.rd-status, table')).toBeVisible()

    // The quote is the board's: the detail price equals the row's last price cell.
    const boardPrice = await page
      .locator(`.ag-row[row-id="${first ?? ''}"] [col-id="matchPrice"]`)
      .first()
      .textContent()
    const shownPrice = await detail.getByTestId('rd-price').locator('.rd-last').textContent()
    if (boardPrice !== null && boardPrice.trim() !== '') {
      expect(Number(shownPrice?.replace(',', '.'))).toBeCloseTo(Number(boardPrice.replace(',', '.')), 0)
    }

    for (const width of [1366, 1680, 1920]) {
      await detail.setViewportSize({ width, height: 1000 })
      await detail.screenshot({ path: `${shots}/research-detail-${width}.png`, fullPage: true })
    }

    // Flows switch between foreign and proprietary by keyboard.
    const proprietary = detail.getByTestId('rd-flows').getByRole('radio').nth(1)
    await proprietary.focus()
    await detail.keyboard.press('Enter')
    await expect(proprietary).toHaveAttribute('aria-checked', 'true')

    // A row chosen on the linked board shows up in the detail.
    await page.bringToFront()
    await page.keyboard.press('ArrowDown')
    const second = await focusedSymbol(page)
    expect(second).not.toBe(first)
    await expect(window).toHaveAttribute('data-symbol', second ?? '', { timeout: 10_000 })

    // A symbol typed in the detail ("/" focuses the field).
    await detail.bringToFront()
    await detail.keyboard.press('/')
    await detail.keyboard.type('VCB')
    await detail.keyboard.press('Enter')
    await expect(window).toHaveAttribute('data-symbol', 'VCB')
    await expect(detail.getByTestId('rd-profile')).toContainText(/Ngân hàng|Banks/, { timeout: 15_000 })
    await expect(detail.getByTestId('rd-ratios').locator('tbody tr')).toHaveCount(7, { timeout: 15_000 })
    await expect(detail.locator('[data-testid="rd-flows"] canvas').first()).toBeAttached({ timeout: 15_000 })

    // Light theme, chosen on the board, reaches the detail window.
    await page.bringToFront()
    await page.getByTestId('theme').selectOption('light')
    await expect(detail.locator('html')).toHaveAttribute('data-theme', 'light', { timeout: 10_000 })
    await detail.setViewportSize({ width: 1366, height: 1000 })
    await detail.screenshot({ path: `${shots}/research-detail-light-1366.png`, fullPage: true })
    await page.getByTestId('theme').selectOption('dark')

    expect(problems).toEqual([])
  })
})
