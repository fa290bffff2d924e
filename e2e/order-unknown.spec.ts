import { test, expect } from './fixtures/web-shell'
import { ownWebShell } from './support/own-web-shell'
import { bridgeCall, control, focusBoardRow, simulatorUrl } from './cancel-support'
import { groupEOrders, openSecondFactor } from './trading-support'
import { expectBoardRows } from './support/board-rows'

/**
 * Issue 23, "the last word matches the book", in Chromium through the web shell: the broker takes
 * the order but its answer cannot be read (the simulator's fault controls cut every answer in half),
 * so the ticket and the blotter say "unknown" and never "not placed"; once the broker answers again
 * the core's reading of the book turns it into "placed" in both, with a notification. The faults
 * touch every request of the simulator, so this spec has a shell of its own.
 */
test.describe.configure({ mode: 'serial' })
test.use({ viewport: { width: 1366, height: 768 } })
const shell = ownWebShell('order-unknown')

const SYMBOL = 'FPT'

test('an order whose answer is lost is unknown in the ticket and the blotter, then placed once the book shows it', async ({
  page,
}) => {
  await page.goto(shell.current.url)
  await bridgeCall(page, 'workspace.setUi', { locale: 'vi' })
  await expectBoardRows(page, 30)
  const sim = await simulatorUrl(page)
  await openSecondFactor(page, sim)
  const before = (await groupEOrders(sim)).filter((o) => o.symbol === SYMBOL).length

  // The blotter docked under the board (Shift+O on the row), then the buy ticket (F1) over both.
  await focusBoardRow(page, SYMBOL)
  await page.keyboard.press('Shift+O')
  await expect(page.getByTestId('blotter')).toBeVisible()
  await focusBoardRow(page, SYMBOL)
  await page.keyboard.press('F1')
  const ticket = page.getByTestId('order-ticket')
  await expect(ticket).toBeVisible()
  await expect(ticket.getByTestId('ticket-facts')).toHaveAttribute('data-session', 'PROGRESS')
  await expect(ticket.getByTestId('ticket-checks')).toHaveAttribute('data-ok', 'true')
  await page.keyboard.press('Enter')
  await expect(ticket.getByTestId('ticket-confirm')).toBeVisible()

  // The broker acts on every call, but no answer can be read: the order goes in, its answer is lost.
  await control(sim, '/faults', { malformedRate: 1 })
  try {
    await page.keyboard.press('Enter')
    const outcome = ticket.getByTestId('ticket-outcome')
    await expect(outcome).toHaveAttribute('data-outcome', 'unknown', { timeout: 20_000 })
    await expect(outcome).toContainText('Chưa rõ kết quả')
    const unknownLine = page.getByTestId('blotter-unknown-place')
    await expect(unknownLine).toContainText(`Mua 100 ${SYMBOL}`)
    await page.screenshot({ path: 'test-results/screenshots/order-unknown.png' })
  } finally {
    await control(sim, '/faults', undefined, 'DELETE')
  }

  // The broker answers again: the core's next read of the book settles it, in the ticket, the blotter
  // and a notification.
  const outcome = ticket.getByTestId('ticket-outcome')
  await expect(outcome).toHaveAttribute('data-outcome', 'placed', { timeout: 30_000 })
  await expect(outcome).toHaveText(/^Đã đặt: lệnh \d+ \(\w+\)\.$/)
  const orderId = /lệnh (\d+)/.exec((await outcome.textContent()) ?? '')?.[1] ?? ''
  await expect(page.getByTestId('blotter-unknown-place')).toHaveCount(0)
  await expect(page.locator(`[data-testid="blotter-grid"] tr[data-order-id="${orderId}"]`)).toBeVisible()
  const toast = page.locator('[data-testid="order-toast"][data-kind="settled"]')
  await expect(toast).toContainText('Lệnh đã được đặt')
  await page.screenshot({ path: 'test-results/screenshots/order-unknown-placed.png' })
  // Sent once: one order in the broker's book.
  expect((await groupEOrders(sim)).filter((o) => o.symbol === SYMBOL).length - before).toBe(1)
})
