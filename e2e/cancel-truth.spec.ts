import type { Page } from '@playwright/test'
import { test as base, expect, startWebShellProcess, type WebShell } from './fixtures/web-shell'
import { SimTrader, control, requestCounts, simulatorUrl, focusBoardRow } from './cancel-support'
import { openBoard } from './support/board-rows'

/**
 * The cancel dialog tells the truth order by order, in Chromium through the web shell: a wrong PIN
 * does not hide a stock cancel that happened, a PIN typed before the trading-token step survives
 * it, and an unknown outcome is replaced by what the order book shows once the broker answers.
 * This file runs its own web shell: the first test needs a session without a trading token.
 */
const test = base.extend<object, { freshShell: WebShell }>({
  freshShell: [
    // eslint-disable-next-line no-empty-pattern -- Playwright's fixture signature needs the pattern
    async ({}, use) => {
      const shell = await startWebShellProcess()
      await use(shell)
      await shell.stop()
    },
    { scope: 'worker' },
  ],
})
test.describe.configure({ mode: 'serial' })

const dialog = (page: Page) => page.getByTestId('cancel-dialog')
const outcome = (page: Page, id: string) => dialog(page).locator(`tr[data-order-id="${id}"]`)
const line = (page: Page, id: string) =>
  page.locator(`[data-testid="blotter-grid"] tr[data-order-id="${id}"]`)

/** The board, then the blotter of every symbol (its symbol filter cleared). */
async function openBlotter(page: Page, url: string): Promise<void> {
  await openBoard(page, url)
  await focusBoardRow(page, 'HPG')
  await page.keyboard.press('Shift+O')
  await expect(page.getByTestId('blotter')).toBeVisible()
  await page.getByTestId('blotter-symbol').fill('')
}

/** Clicks the orders into the selection and opens the cancel dialog with the cancel key. */
async function cancelThese(page: Page, ids: string[]): Promise<void> {
  for (const id of ids) {
    await line(page, id).click()
    await expect(line(page, id)).toHaveAttribute('aria-selected', 'true')
  }
  await page.getByTestId('blotter-grid').focus()
  await page.keyboard.press('Delete')
  await expect(dialog(page)).toBeVisible()
  await expect(dialog(page).locator('tbody tr')).toHaveCount(ids.length)
}

/**
 * The blotter of every symbol, a resting stock order placed by a second key of the demo user (and a
 * working derivative order of the demo day when asked), and the simulator's cancel counts so far.
 */
async function start(page: Page, shell: WebShell, symbol: string, withDerivative: boolean) {
  await openBlotter(page, shell.url)
  const sim = await simulatorUrl(page)
  const trader = await SimTrader.start(sim)
  const stock = await trader.restingBuy(symbol)
  const derivative = withDerivative
    ? (await trader.derivativeOrders()).find((o) => o.isCancel === '1')?.orderNo
    : undefined
  if (withDerivative) expect(derivative).toBeDefined()
  const before = (await requestCounts(sim)).cancels
  await expect(line(page, stock)).toBeVisible()
  /** Cancel requests the simulator handled for `id` since the start of the test. */
  const sent = async (id: string) => ((await requestCounts(sim)).cancels[id] ?? 0) - (before[id] ?? 0)
  return { sim, trader, stock, derivative: derivative ?? '', sent }
}

test('the PIN typed before the trading-token step is kept through the OTP and the derivative cancel goes out', async ({
  page,
  freshShell,
}) => {
  const { trader, stock, derivative, sent } = await start(page, freshShell, 'HPG', true)
  await cancelThese(page, [stock, derivative])

  await expect(page.getByTestId('cancel-pin')).toBeFocused()
  await page.keyboard.type(trader.demo.pin)
  await page.keyboard.press('Enter')
  // No trading token yet: the dialog asks for one and says the PIN is held until the cancel is sent.
  await expect(dialog(page)).toHaveAttribute('data-phase', 'needs-token')
  await expect(page.getByTestId('cancel-pin')).toHaveValue('')
  await expect(page.getByTestId('cancel-status')).toContainText(/PIN/)
  await page.keyboard.press('Enter')
  const token = page.getByTestId('token-dialog')
  await expect(token).toBeVisible()
  await page.keyboard.press('Enter')
  const code = page.getByTestId('sim-phone-code').first()
  await expect(code).toHaveText(/^\d{6}$/)
  await page.keyboard.type(await code.innerText())
  await page.keyboard.press('Enter')
  await expect(token).toBeHidden()

  await expect(dialog(page)).toHaveAttribute('data-phase', 'done', { timeout: 15_000 })
  await expect(outcome(page, stock)).toHaveAttribute('data-outcome', 'cancelled')
  await expect(outcome(page, derivative)).toHaveAttribute('data-outcome', 'cancelled')
  await page.screenshot({ path: 'test-results/screenshots/cancel-pin-kept-through-otp.png' })
  expect((await trader.derivativeOrders()).find((o) => o.orderNo === derivative)?.status).toBe('C')
  expect(await sent(stock)).toBe(1)
  expect(await sent(derivative)).toBe(1)
  await page.keyboard.press('Enter')
  await expect(dialog(page)).toBeHidden()
})

test('a wrong PIN: the stock order is reported cancelled, the derivative order not; the right PIN sends only it', async ({
  page,
  freshShell,
}) => {
  const { trader, stock, derivative, sent } = await start(page, freshShell, 'FPT', true)
  await cancelThese(page, [stock, derivative])

  await page.keyboard.type('999999')
  await page.keyboard.press('Enter')
  await expect(dialog(page)).toHaveAttribute('data-phase', 'failed')
  await expect(outcome(page, stock)).toHaveAttribute('data-outcome', 'cancelled')
  await expect(outcome(page, derivative)).toHaveAttribute('data-outcome', 'wrong-pin')
  const error = page.getByTestId('cancel-error')
  await expect(error).toContainText(/PIN/)
  await expect(error).toContainText(/1 (cancelled|đã hủy)/)
  await expect(error).not.toContainText(/Nothing was cancelled|Không lệnh nào bị hủy/)
  await expect(page.getByTestId('cancel-status')).not.toContainText('999999')
  await page.screenshot({ path: 'test-results/screenshots/cancel-wrong-pin-per-order.png' })
  expect((await trader.stockOrders()).find((o) => o.orderID === stock)?.orStatus).toBe('3')
  expect((await trader.derivativeOrders()).find((o) => o.orderNo === derivative)?.status).toBe('P')

  await expect(page.getByTestId('cancel-pin')).toBeFocused()
  await page.keyboard.type(trader.demo.pin)
  await page.keyboard.press('Enter')
  await expect(dialog(page)).toHaveAttribute('data-phase', 'done')
  await expect(outcome(page, stock)).toHaveAttribute('data-outcome', 'cancelled')
  await expect(outcome(page, derivative)).toHaveAttribute('data-outcome', 'cancelled')
  // The stock order went to the broker once, the derivative order twice (wrong PIN, then right).
  expect(await sent(stock)).toBe(1)
  expect(await sent(derivative)).toBe(2)
  await page.keyboard.press('Escape')
})

test('an unknown outcome on screen becomes what the order book shows once the broker answers', async ({
  page,
  freshShell,
}) => {
  const { sim, stock, sent } = await start(page, freshShell, 'VNM', false)
  await cancelThese(page, [stock])

  // Every answer is cut in half: the broker cancels, but neither its answer nor the book can be read.
  await control(sim, '/faults', { malformedRate: 1 })
  try {
    await page.keyboard.press('Enter')
    await expect(outcome(page, stock)).toHaveAttribute('data-outcome', 'unknown', { timeout: 20_000 })
    await expect(outcome(page, stock)).toContainText(/order book|sổ lệnh/)
    await page.screenshot({ path: 'test-results/screenshots/cancel-unknown-reconciling.png' })
  } finally {
    await control(sim, '/faults', undefined, 'DELETE')
  }
  await expect(outcome(page, stock)).toHaveAttribute('data-outcome', 'cancelled', { timeout: 10_000 })
  await expect(outcome(page, stock)).toHaveAttribute('data-reconciled', 'true')
  await page.screenshot({ path: 'test-results/screenshots/cancel-reconciled.png' })
  expect(await sent(stock)).toBe(1)
})
