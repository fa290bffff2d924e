import { test, expect } from './fixtures/web-shell'
import type { Page } from '@playwright/test'
import { SimTrader, blotterRow, control, simulatorUrl, focusBoardRow } from './cancel-support'
import { openBoard } from './support/board-rows'

/**
 * Cancels from the keyboard only, through the web shell in Chromium, against the embedded
 * simulator. The tests share one shell (worker fixture) and run in order: the first gets the
 * trading token the others use.
 */
test.describe.configure({ mode: 'serial' })

/** Alt+B focuses the board; typing a symbol jumps to its row; Shift+O opens its blotter. */
async function blotterFor(page: Page, symbol: string): Promise<void> {
  await focusBoardRow(page, symbol)
  await page.keyboard.press('Shift+O')
  await expect(page.getByTestId('blotter')).toBeVisible()
  await expect(page.getByTestId('blotter-symbol')).toHaveValue(symbol)
  await expect(page.getByTestId('blotter-grid')).toBeFocused()
}

const row = blotterRow

test('from a VN30 board row: select two working orders, cancel them with an SMS OTP from the simulated phone', async ({
  page,
  webShell,
}) => {
  await openBoard(page, webShell.url)
  const sim = await simulatorUrl(page)
  const trader = await SimTrader.start(sim)
  const first = await trader.restingBuy('HPG')
  const second = await trader.restingBuy('HPG')
  const othersBefore = (await trader.stockOrders()).filter((o) => o.orderID !== first && o.orderID !== second)

  await blotterFor(page, 'HPG')
  await expect(row(page, first)).toBeVisible()
  await expect(row(page, second)).toBeVisible()
  // The newest orders are on top: Space, ↓, Space selects exactly those two.
  await page.keyboard.press('Space')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Space')
  const selected = page.locator('[data-testid="blotter-grid"] tr[aria-selected="true"]')
  await expect(selected).toHaveCount(2)
  expect(
    (await selected.evaluateAll((rows) => rows.map((r) => r.getAttribute('data-order-id')))).sort(),
  ).toEqual([first, second].sort())

  await page.keyboard.press('Delete')
  const dialog = page.getByTestId('cancel-dialog')
  await expect(dialog).toBeVisible()
  await expect(dialog.locator('tbody tr')).toHaveCount(2)
  await page.screenshot({ path: 'test-results/screenshots/cancel-dialog-review.png' })
  await page.keyboard.press('Enter')
  // No trading token yet: the dialog says so, and Enter opens the token dialog.
  await expect(dialog).toHaveAttribute('data-phase', 'needs-token')
  await page.keyboard.press('Enter')
  const token = page.getByTestId('token-dialog')
  await expect(token).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(token).toHaveAttribute('data-state', 'otp-required')
  // The code arrives on the simulated phone (Demo), as it would by SMS.
  const code = page.getByTestId('sim-phone-code').first()
  await expect(code).toHaveText(/^\d{6}$/)
  await page.screenshot({ path: 'test-results/screenshots/token-dialog-sms.png' })
  await page.keyboard.type(await code.innerText())
  await page.keyboard.press('Enter')
  await expect(token).toBeHidden()
  await expect(dialog).toHaveAttribute('data-phase', 'done', { timeout: 15_000 })
  await expect(dialog.locator(`tr[data-order-id="${first}"]`)).toHaveAttribute('data-outcome', 'cancelled')
  await expect(dialog.locator(`tr[data-order-id="${second}"]`)).toHaveAttribute('data-outcome', 'cancelled')
  await page.screenshot({ path: 'test-results/screenshots/cancel-dialog-done.png' })
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()

  // The simulator agrees: exactly those two were cancelled. (Others may match meanwhile: the
  // market moves; none of them may have become cancelled.)
  const after = await trader.stockOrders()
  expect(after.find((o) => o.orderID === first)?.orStatus).toBe('3')
  expect(after.find((o) => o.orderID === second)?.orStatus).toBe('3')
  for (const before of othersBefore.filter((o) => o.orStatus !== '3')) {
    expect(after.find((o) => o.orderID === before.orderID)?.orStatus, before.orderID).not.toBe('3')
  }
  // The blotter shows them cancelled (with "working" filter they leave it).
  await expect(row(page, first)).toHaveCount(0)
  await page.screenshot({ path: 'test-results/screenshots/blotter-after-cancel.png' })
})

test('derivative cancel: a wrong PIN is refused and cancels nothing; the right PIN cancels', async ({
  page,
  webShell,
}) => {
  await openBoard(page, webShell.url)
  const sim = await simulatorUrl(page)
  const trader = await SimTrader.start(sim)
  const target = (await trader.derivativeOrders()).find((o) => o.isCancel === '1')
  expect(target).toBeDefined()
  const orderNo = target!.orderNo

  // The blotter for everything: Shift+Tab back to its symbol filter, clear it, Tab back to the rows.
  await blotterFor(page, 'HPG')
  const symbolFilter = page.getByTestId('blotter-symbol')
  for (let i = 0; i < 5; i++) await page.keyboard.press('Shift+Tab')
  await expect(symbolFilter).toBeFocused()
  await page.keyboard.press('Control+A')
  await page.keyboard.press('Backspace')
  await expect(symbolFilter).toHaveValue('')
  for (let i = 0; i < 5; i++) await page.keyboard.press('Tab')
  await expect(page.getByTestId('blotter-grid')).toBeFocused()
  const line = row(page, orderNo)
  await expect(line).toBeVisible()
  const index = Number(await line.getAttribute('data-index'))
  for (let i = 0; i < index; i++) await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Space')
  await expect(line).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('Delete')

  const dialog = page.getByTestId('cancel-dialog')
  const pin = page.getByTestId('cancel-pin')
  await expect(pin).toBeFocused()
  await expect(pin).toHaveAttribute('type', 'password')
  await page.keyboard.type('999999')
  await page.keyboard.press('Enter')
  await expect(dialog).toHaveAttribute('data-phase', 'failed')
  await expect(page.getByTestId('cancel-status')).toContainText(/PIN/)
  await expect(page.getByTestId('cancel-status')).not.toContainText('999999')
  await page.screenshot({ path: 'test-results/screenshots/cancel-wrong-pin.png' })
  expect((await trader.derivativeOrders()).find((o) => o.orderNo === orderNo)?.status).toBe('P')

  // The PIN field was cleared; type the right one.
  await expect(pin).toHaveValue('')
  await page.keyboard.type(trader.demo.pin)
  await page.keyboard.press('Enter')
  await expect(dialog).toHaveAttribute('data-phase', 'done')
  await expect(dialog.locator(`tr[data-order-id="${orderNo}"]`)).toHaveAttribute('data-outcome', 'cancelled')
  expect((await trader.derivativeOrders()).find((o) => o.orderNo === orderNo)?.status).toBe('C')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
})

test('a 429 storm during a cancel: the dialog shows the wait and the cancel goes through once', async ({
  page,
  webShell,
}) => {
  await openBoard(page, webShell.url)
  const sim = await simulatorUrl(page)
  const trader = await SimTrader.start(sim)
  const order = await trader.restingBuy('FPT')
  await blotterFor(page, 'FPT')
  await expect(row(page, order)).toBeVisible()
  const index = Number(await row(page, order).getAttribute('data-index'))
  for (let i = 0; i < index; i++) await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Space')
  await page.keyboard.press('Delete')
  const dialog = page.getByTestId('cancel-dialog')
  await expect(dialog).toBeVisible()

  await control(sim, '/faults', { rateLimitRate: 1, rateLimitResetSeconds: 2 })
  try {
    await page.keyboard.press('Enter')
    // Enter again while it waits: still one cancel.
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('cancel-status')).toContainText(/rate-limit|giới hạn/, { timeout: 15_000 })
    await page.screenshot({ path: 'test-results/screenshots/cancel-rate-limited.png' })
  } finally {
    await control(sim, '/faults', undefined, 'DELETE')
  }
  await expect(dialog).toHaveAttribute('data-phase', 'done', { timeout: 30_000 })
  // Sent twice, the second would say "already cancelled".
  await expect(dialog.locator(`tr[data-order-id="${order}"]`)).toHaveAttribute('data-outcome', 'cancelled')
  expect((await trader.stockOrders()).find((o) => o.orderID === order)?.orStatus).toBe('3')
})
