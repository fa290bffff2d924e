import type { Locator, Page } from '@playwright/test'
import { simulatorUrl } from './cancel-support'
import { expect, test } from './fixtures/web-shell'
import { focusedSymbol, openBoard, problemWatcher, simMarket, windowFromLinkedRow } from './research-support'

const shots = 'test-results/screenshots'

/**
 * Scrolls the detail window to its section `n` (1 overview, 2 chart, 3 flows, 4 financials, 5
 * insiders and research, 6 events) by its button: a section reads only while it is on screen.
 */
const showSection = (detail: Page, n: number) =>
  detail
    .locator('.rd-nav button')
    .nth(n - 1)
    .click()

test.describe('symbol detail window', () => {
  test('opens from a board row with the quote, investor-type supply and demand drawn, and follows the linked board', async ({
    page,
    context,
    webShell,
  }) => {
    const { watch, problems } = problemWatcher()
    watch(page)
    await openBoard(page, webShell.url)
    // Shift+D on the row: the detail window, in the board's colour group.
    const { symbol: first, opened: detail } = await windowFromLinkedRow(page, context, 'Shift+D')
    watch(detail)
    await detail.setViewportSize({ width: 1366, height: 900 })
    const window = detail.getByTestId('detail-window')
    await expect(window).toHaveAttribute('data-symbol', first)
    await expect(detail.getByTestId('detail-link')).toBeVisible()

    // The quote, the book and the company arrive; the ratios once their section is shown.
    await expect
      .poll(async () => Number(await detail.getByTestId('rd-price').getAttribute('data-price')), {
        timeout: 15_000,
      })
      .toBeGreaterThan(0)
    await expect(detail.getByTestId('rd-book').locator('tbody tr')).not.toHaveCount(0)
    await expect(detail.getByTestId('rd-profile').locator('.rd-name')).not.toBeEmpty()
    await showSection(detail, 4)
    await expect(detail.getByTestId('rd-ratios').locator('tbody tr')).toHaveCount(7, { timeout: 15_000 })
    await expect(detail.getByTestId('rd-ratios').locator('thead th')).toHaveCount(5)
    // Investor-type supply and demand drawn: four series of points on a canvas.
    await showSection(detail, 3)
    await expect
      .poll(async () => Number(await detail.getByTestId('rd-sd-legend').getAttribute('data-points')), {
        timeout: 15_000,
      })
      .toBeGreaterThan(4)
    expect(await detail.locator('[data-testid="rd-supply-demand"] canvas').count()).toBeGreaterThan(0)
    await expect(detail.locator('[data-testid="rd-flows"] canvas').first()).toBeAttached({ timeout: 15_000 })
    await showSection(detail, 6)
    await expect(detail.getByTestId('rd-events').locator('.rd-status, table')).toBeVisible()

    // The quote is the board's: the detail price equals the row's last price cell.
    const boardPrice = await page
      .locator(`.ag-row[row-id="${first}"] [col-id="matchPrice"]`)
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
    await showSection(detail, 1)
    await expect(detail.getByTestId('rd-profile')).toContainText(/Ngân hàng|Banks/, { timeout: 15_000 })
    await showSection(detail, 4)
    await expect(detail.getByTestId('rd-ratios').locator('tbody tr')).toHaveCount(7, { timeout: 15_000 })
    await showSection(detail, 3)
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

const ids = (rows: Locator) => rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-id')))

test.describe('symbol detail parts', () => {
  test("lists insider trades and analyst reports, charts the statements with the simulator's figures, draws the candles, says an unknown symbol", async ({
    page,
    context,
    webShell,
  }) => {
    const { watch, problems } = problemWatcher()
    await openBoard(page, webShell.url)
    const sim = await simulatorUrl(page)

    const detail = await context.newPage()
    watch(detail)
    await detail.setViewportSize({ width: 1366, height: 900 })
    await detail.goto(`${webShell.origin}/?view=detail&symbol=FPT`)
    await expect(detail.getByTestId('detail-window')).toHaveAttribute('data-symbol', 'FPT')

    // Insider trades (section 5, read once shown): the simulator's, in its order; the side filter
    // goes to the server.
    await showSection(detail, 5)
    const insider = detail.getByTestId('rd-insider')
    const simInsider = await simMarket<{ items: { id: string; side: string }[] }>(
      sim,
      '/market/stocks/FPT/trading/insider?page_size=100',
    )
    await expect(insider).toHaveAttribute('data-state', simInsider.items.length > 0 ? 'ready' : 'empty', {
      timeout: 15_000,
    })
    expect(await ids(insider.locator('tbody tr'))).toEqual(simInsider.items.map((x) => x.id))
    await insider.getByTestId('rd-insider-side').selectOption('sell')
    const sells = simInsider.items.filter((x) => x.side === 'sell').map((x) => x.id)
    await expect.poll(() => ids(insider.locator('tbody tr'))).toEqual(sells)

    // Analyst reports: the simulator's, with their target prices; filtered by call on the server.
    const reports = detail.getByTestId('rd-reports')
    const simReports = await simMarket<{
      items: { id: string; recommendation: string; target_price: number }[]
    }>(sim, '/market/stocks/FPT/analyst-reports?page_size=100')
    expect(simReports.items.length).toBeGreaterThan(0)
    await expect(reports).toHaveAttribute('data-state', 'ready', { timeout: 15_000 })
    expect(await ids(reports.locator('tbody tr'))).toEqual(simReports.items.map((r) => r.id))
    expect(
      await reports
        .locator('td[data-target]')
        .evaluateAll((tds) => tds.map((td) => Number(td.getAttribute('data-target')))),
    ).toEqual(simReports.items.map((r) => r.target_price))
    const call = simReports.items[0]?.recommendation ?? 'buy'
    await reports.getByTestId('rd-reports-recommendation').selectOption(call)
    await expect
      .poll(() => ids(reports.locator('tbody tr')))
      .toEqual(simReports.items.filter((r) => r.recommendation === call).map((r) => r.id))

    // Financials: key 4 goes there; the chart is drawn from the simulator's analysis.
    await detail.locator('body').click({ position: { x: 5, y: 5 } })
    await detail.keyboard.press('4')
    await expect(detail.getByTestId('rd-section-financials')).toBeFocused()
    const finChart = detail.getByTestId('rd-fin-chart')
    await expect(finChart).toHaveAttribute('data-state', 'ready', { timeout: 15_000 })
    await expect(finChart.locator('canvas')).toBeAttached()
    // The page's periods: `{year, quarter, <metric>}`, newest first.
    const simRatios = await simMarket<
      { year: number; quarter: number; revenue: number; net_income: number }[]
    >(sim, '/market/company-financial/analysis?symbol=FPT&period=quarterly&page=1')
    const chartData = finChart.getByTestId('rd-fin-chart-data')
    const oldestFirst = [...simRatios].reverse()
    await expect(chartData).toHaveAttribute(
      'data-periods',
      oldestFirst.map((r) => `${r.year}-Q${r.quarter}`).join(','),
    )
    await expect(chartData).toHaveAttribute('data-revenue', oldestFirst.map((r) => r.revenue).join(','))
    await expect(chartData).toHaveAttribute('data-net-income', oldestFirst.map((r) => r.net_income).join(','))

    // The balance sheet, a page back into the past: the simulator's lines, balanced.
    const statements = detail.getByTestId('rd-statements')
    await statements.getByRole('radio', { name: /Cân đối|Balance/ }).click()
    await statements.getByTestId('rd-fin-older').click()
    // The page's rows (one per line per period), grouped back into periods, newest first as sent.
    const simRows = await simMarket<
      { metricCode: string; metricValue: number; year: number; quarter: number }[]
    >(sim, '/market/v2/financial-statement/statement?symbol=FPT&type=balance-sheet&period=quarterly&page=2')
    const simSheet = { items: [] as { period: string; lines: { key: string; value: number }[] }[] }
    for (const row of simRows) {
      const period = `${row.year}-Q${row.quarter}`
      const item = simSheet.items.find((p) => p.period === period) ?? { period, lines: [] }
      if (!simSheet.items.includes(item)) simSheet.items.push(item)
      item.lines.push({ key: row.metricCode, value: row.metricValue })
    }
    const newest = simSheet.items[0]
    if (newest === undefined) throw new Error('no balance sheet')
    await expect(statements.locator('thead th').last()).toHaveText(newest.period, { timeout: 15_000 })
    for (const key of ['total_assets', 'total_liabilities', 'total_equity', 'cash']) {
      const value = newest.lines.find((l) => l.key === key)?.value
      await expect(statements.locator(`tr[data-key="${key}"] td`).last()).toHaveAttribute(
        'data-value',
        String(value),
      )
    }
    await expect(statements.getByTestId('rd-balance-check')).toHaveAttribute('data-balanced', 'true')
    await expect(finChart.getByTestId('rd-fin-chart-data')).toHaveAttribute(
      'data-periods',
      [...simSheet.items]
        .reverse()
        .map((p) => p.period)
        .join(','),
    )

    // The candle chart inside the detail: the chart feature's, daily candles drawn. It reads only
    // while its section is on screen, and the statements above scrolled it away.
    await detail.getByTestId('rd-chart').scrollIntoViewIfNeeded()
    const candles = detail.getByTestId('rd-chart').getByTestId('candle-chart')
    await expect
      .poll(async () => Number(await candles.getAttribute('data-candles')), { timeout: 15_000 })
      .toBeGreaterThan(20)
    await expect(candles.locator('canvas').first()).toBeAttached()

    // Every part arrives once its section has been shown; screenshots at both widths, dark then
    // light, of the top (key 1), the financials (key 4) and insiders and research (key 5): the
    // window scrolls inside itself.
    for (const n of [1, 3, 6]) await showSection(detail, n)
    await expect(detail.locator('[data-state="loading"]')).toHaveCount(0, { timeout: 15_000 })
    for (const theme of ['dark', 'light'] as const) {
      if (theme === 'light') {
        await page.getByTestId('theme').selectOption('light')
        await expect(detail.locator('html')).toHaveAttribute('data-theme', 'light', { timeout: 10_000 })
      }
      for (const width of [1366, 1920]) {
        await detail.setViewportSize({ width, height: 1000 })
        for (const key of ['1', '4', '5']) {
          await detail.keyboard.press(key)
          await detail.screenshot({ path: `${shots}/research-detail-${theme}-${width}-section${key}.png` })
        }
      }
    }
    await page.getByTestId('theme').selectOption('dark')

    // An unknown symbol says so in words, not as a row of failed panels.
    await detail.keyboard.press('/')
    await detail.keyboard.type('ZZZZ')
    await detail.keyboard.press('Enter')
    await expect(detail.getByTestId('rd-unknown-symbol')).toContainText(/ZZZZ/, { timeout: 15_000 })
    await expect(detail.getByTestId('rd-unknown-symbol')).toContainText(/không tồn tại|Unknown symbol/)
    await expect(detail.getByTestId('rd-insider')).toHaveCount(0)

    expect(problems).toEqual([])
  })
})
