import type { Page } from '@playwright/test'
import { expect, test } from './fixtures/web-shell'
import { focusedSymbol, windowFromLinkedRow } from './research-support'
import { expectBoardRows } from './support/board-rows'

const shots = 'test-results/screenshots'

test.describe('chart window', () => {
  test('opens from a board row, draws history and live candles, and follows the linked board', async ({
    page,
    context,
    webShell,
  }) => {
    const cspViolations: string[] = []
    const watch = (p: Page) =>
      p.on('console', (msg) => {
        if (/Content Security Policy|Refused to/.test(msg.text())) cspViolations.push(msg.text())
      })
    watch(page)
    await page.goto(webShell.url)
    await expectBoardRows(page, 30, 15_000)
    // Linked to the red group, one row down, Shift+C: keyboard only.
    const { symbol: first, opened: chart } = await windowFromLinkedRow(page, context, 'Shift+C')
    watch(chart)
    const window = chart.getByTestId('chart-window')
    await expect(window).toHaveAttribute('data-symbol', first)
    await expect(chart.getByTestId('chart-link')).toBeVisible()
    // History drawn (five-minute candles of today), and the live quote arrived.
    await expect
      .poll(async () => Number(await chart.getByTestId('candle-chart').getAttribute('data-candles')), {
        timeout: 15_000,
      })
      .toBeGreaterThan(1)
    await expect(chart.getByRole('status')).toContainText(/Cập nhật lúc|Last update/, { timeout: 10_000 })
    expect(await chart.locator('[data-testid="candle-chart"] canvas').count()).toBeGreaterThan(0)

    // Keys 1–5 change the candle width; daily candles reach back a year.
    await chart.keyboard.press('5')
    await expect(chart.getByRole('radio', { checked: true })).toContainText(/D|Ngày/)
    await expect
      .poll(async () => Number(await chart.getByTestId('candle-chart').getAttribute('data-candles')), {
        timeout: 15_000,
      })
      .toBeGreaterThan(200)
    await chart.screenshot({ path: `${shots}/chart-daily.png` })

    // A row chosen on the linked board shows up in the chart.
    await page.bringToFront()
    await page.keyboard.press('ArrowDown')
    const second = await focusedSymbol(page)
    expect(second).not.toBe(first)
    await expect(window).toHaveAttribute('data-symbol', second ?? '', { timeout: 10_000 })

    // A symbol typed in the chart ("/" focuses the field).
    await chart.bringToFront()
    await chart.keyboard.press('/')
    await chart.keyboard.type('VNM')
    await chart.keyboard.press('Enter')
    await expect(window).toHaveAttribute('data-symbol', 'VNM')
    await chart.keyboard.press('1')
    await expect(chart.getByRole('radio', { checked: true })).toContainText(/1m|1p/)
    await expect(chart.getByRole('textbox')).toHaveValue('VNM')
    await expect(chart.getByRole('status')).toContainText(/Cập nhật lúc|Last update/, { timeout: 10_000 })
    await expect
      .poll(async () => Number(await chart.getByTestId('candle-chart').getAttribute('data-candles')), {
        timeout: 15_000,
      })
      .toBeGreaterThan(1)
    await chart.screenshot({ path: `${shots}/chart-minute.png` })
    expect(cspViolations).toEqual([])
  })
})
