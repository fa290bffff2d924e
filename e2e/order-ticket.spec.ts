import type { Page } from '@playwright/test'
import { test, expect } from './fixtures/web-shell'
import { ownWebShell } from './support/own-web-shell'
import { bridgeCall, focusBoardRow, simulatorUrl } from './cancel-support'
import { groupEOrders, openSecondFactor } from './trading-support'
import { expectBoardRows } from './support/board-rows'

/**
 * The order ticket from the keyboard, through the web shell in Chromium, against the embedded
 * simulator (its demo clock keeps HOSE in continuous trading). The tests share one shell and run in
 * order: the first opens the day's second-factor session the others use.
 */
test.describe.configure({ mode: 'serial' })
test.use({ viewport: { width: 1366, height: 768 } })
const shell = ownWebShell('order-ticket')

const SYMBOL = 'FPT'
/** This spec's own shell's trading PIN (docs/trading.md, "Loosening needs the person"). */
const tradingPin = '482913'

async function openBoard(page: Page, url: string): Promise<void> {
  await page.goto(url)
  await bridgeCall(page, 'workspace.setUi', { locale: 'en' })
  await expectBoardRows(page, 30)
  // The language applied: the grid redraws its columns for it, and a redraw drops the keyboard focus.
  await expect(page.getByRole('columnheader', { name: 'Symbol', exact: true })).toBeVisible()
}

/**
 * Enter on an outcome, as a trader who has read it. The ticket takes an Enter that comes right after
 * the answer appeared as a double press of the Enter that sent the order, and ignores it; a test
 * is that fast, so it presses again, but only while the answer is still on screen: a press that
 * lands once the ticket has moved on would act on the next phase.
 */
async function enterOnOutcome(page: Page): Promise<void> {
  const onOutcome = page.locator('[data-testid="order-ticket"][data-phase="outcome"]')
  await expect(onOutcome).toHaveCount(1)
  await expect(async () => {
    if ((await onOutcome.count()) > 0) await page.keyboard.press('Enter')
    expect(await onOutcome.count()).toBe(0)
  }).toPass({ intervals: [100, 250, 500] })
}

/** Alt+B focuses the board, typing the symbol jumps to its row, and the buy (F1) or sell (F2) key opens the ticket. */
async function ticketFor(page: Page, symbol: string, key: 'F1' | 'F2') {
  await focusBoardRow(page, symbol)
  await page.keyboard.press(key)
  const ticket = page.getByTestId('order-ticket')
  await expect(ticket).toBeVisible()
  // Ready for typing: the quantity has the focus, and the session's price is filled in once read.
  await expect(page.getByTestId('ticket-quantity')).toBeFocused()
  await expect(ticket.getByTestId('ticket-facts')).toHaveAttribute('data-session', 'PROGRESS')
  return ticket
}

test('buy key on a VN30 row → an off-tick price refused in words → fixed → Enter, confirm → placed, once', async ({
  page,
}) => {
  await openBoard(page, shell.current.url)
  const sim = await simulatorUrl(page)
  const ticket = await ticketFor(page, SYMBOL, 'F1')
  await expect(ticket).toHaveAttribute('data-side', 'BUY')
  await expect(ticket.getByTestId('ticket-facts')).toHaveAttribute('data-exchange', 'HOSE')
  const price = page.getByTestId('ticket-price')
  // Continuous trading: a limit at the best ask.
  await expect(price).toHaveValue(/^\d+\.\d{2}$/)
  const opened = Math.round(Number(await price.inputValue()) * 1000)

  // Three lots with the up key, then an off-tick price (10 VND above: HOSE steps 50 or 100 up here).
  await page.keyboard.press('ArrowUp')
  await page.keyboard.press('ArrowUp')
  await expect(page.getByTestId('ticket-quantity')).toHaveValue('300')
  await page.keyboard.press('Tab')
  await expect(price).toBeFocused()
  await price.fill(((opened + 10) / 1000).toFixed(2))
  const checks = ticket.getByTestId('ticket-checks')
  await expect(checks.locator('[data-check="offTick"]')).toContainText('is not on the HOSE price step')
  await page.keyboard.press('Enter')
  // Refused before anything was sent: still editing, the reason marked.
  await expect(ticket).toHaveAttribute('data-phase', 'edit')
  await expect(checks).toHaveAttribute('data-refused', 'true')
  await page.screenshot({ path: 'test-results/screenshots/ticket-off-tick.png' })

  // Fixed with the down key: back on the tick; the checks pass.
  await page.keyboard.press('ArrowDown')
  await expect(price).toHaveValue((opened / 1000).toFixed(2))
  await expect(checks).toHaveAttribute('data-ok', 'true')
  await expect(ticket.getByTestId('ticket-total')).toHaveText(
    Math.round(300 * opened + Math.round(300 * opened * 0.0015)).toLocaleString('en-US'),
  )

  // No second-factor session yet: nothing is sent, the ticket says so and keeps its values.
  await page.keyboard.press('Enter')
  await expect(ticket.getByTestId('ticket-confirm')).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(ticket.getByTestId('ticket-outcome')).toHaveAttribute('data-outcome', 'session-required')
  // The ticket asks the second-factor dialog, with its reason; no code is requested by itself.
  const secondFactor = page.getByTestId('second-factor-dialog')
  await expect(secondFactor.getByTestId('second-factor-reason')).toContainText('Buy FPT')
  await page.screenshot({ path: 'test-results/screenshots/ticket-second-factor.png' })
  const before = (await groupEOrders(sim)).filter((o) => o.symbol === SYMBOL).length
  await openSecondFactor(page, sim)
  // Active: the dialog closes itself; the ticket is still there with its values.
  await expect(secondFactor).toBeHidden()
  await expect(ticket).toBeVisible()
  await ticket.focus()
  await enterOnOutcome(page)
  await expect(ticket).toHaveAttribute('data-phase', 'edit')
  await expect(page.getByTestId('ticket-quantity')).toHaveValue('300')
  await expect(price).toHaveValue((opened / 1000).toFixed(2))

  // Enter, then a double Enter on the confirmation: one order.
  await page.keyboard.press('Enter')
  await expect(ticket.getByTestId('ticket-confirm')).toBeVisible()
  await page.screenshot({ path: 'test-results/screenshots/ticket-confirm.png' })
  await page.keyboard.press('Enter')
  await page.keyboard.press('Enter')
  const outcome = ticket.getByTestId('ticket-outcome')
  await expect(outcome).toHaveAttribute('data-outcome', 'placed')
  await expect(outcome).toHaveText(/^Placed: order \d+ \(\w+\)\.$/)
  await page.screenshot({ path: 'test-results/screenshots/ticket-placed.png' })
  // One order in the simulator's own book, at the ticket's price (the blotter's rows are order-events.spec.ts's).
  const mine = (await groupEOrders(sim)).filter((o) => o.symbol === SYMBOL)
  expect(mine.length - before).toBe(1)
  expect(mine[0]).toMatchObject({ side: 'BUY', qtty: 300, price: opened })
  // Read, Enter closes it.
  await enterOnOutcome(page)
  await expect(ticket).toBeHidden()
})

test('an order type the exchange does not take in this session is refused in words, in Vietnamese too', async ({
  page,
}) => {
  await openBoard(page, shell.current.url)
  const ticket = await ticketFor(page, SYMBOL, 'F2')
  await expect(ticket).toHaveAttribute('data-side', 'SELL')
  await ticket.getByTestId('ticket-type').selectOption('ATC')
  await expect(page.getByTestId('ticket-price-market')).toBeVisible()
  await ticket.getByTestId('ticket-type').selectOption({ label: 'LO' })
  // ATO is HOSE's opening auction only: offered by the exchange, not in continuous trading.
  await ticket.getByTestId('ticket-type').selectOption('ATO')
  const checks = ticket.getByTestId('ticket-checks')
  await expect(checks.locator('[data-check="typeNotInSession"]')).toContainText(
    'HOSE does not take ATO orders in this session (now: LO, MP, MTL, ATC)',
  )
  await page.getByTestId('ticket-quantity').focus()
  await page.keyboard.press('Enter')
  await expect(ticket).toHaveAttribute('data-phase', 'edit')
  await expect(checks).toHaveAttribute('data-refused', 'true')
  await page.screenshot({ path: 'test-results/screenshots/ticket-session-refusal.png' })

  // The same refusal in Vietnamese, light theme.
  await bridgeCall(page, 'workspace.setUi', { locale: 'vi', theme: 'light' })
  await expect(checks.locator('[data-check="typeNotInSession"]')).toContainText(
    'HOSE không nhận lệnh ATO trong phiên này',
  )
  await page.screenshot({ path: 'test-results/screenshots/ticket-session-refusal-vi-light.png' })
  await bridgeCall(page, 'workspace.setUi', { locale: 'en', theme: 'dark' })
  await page.keyboard.press('Escape')
  await expect(ticket).toBeHidden()
})

test('a sale beyond the sellable shares is refused before sending; a large buy needs Ctrl+Enter', async ({
  page,
}) => {
  await openBoard(page, shell.current.url)
  const sim = await simulatorUrl(page)
  // Turning the confirmation step off loosens a guard: in the web shell it needs the trading PIN.
  await bridgeCall(page, 'orders.setTradingPin', {
    next: tradingPin,
    setupCode: await shell.current.pinSetupCode(),
  })
  await bridgeCall(page, 'orders.setGuards', {
    confirmEvery: false,
    confirmAbove: 10_000_000,
    pin: tradingPin,
  })
  try {
    let ticket = await ticketFor(page, SYMBOL, 'F2')
    await page.getByTestId('ticket-quantity').fill('400000')
    await expect(ticket.getByTestId('ticket-checks').locator('[data-check="sellable"]')).toContainText(
      'shares can be sold now',
    )
    await page.keyboard.press('Escape')

    ticket = await ticketFor(page, SYMBOL, 'F1')
    const before = (await groupEOrders(sim)).length
    // 1,000 shares of FPT are worth far more than the 10,000,000 VND limit: Enter twice does not send.
    await page.getByTestId('ticket-quantity').fill('1000')
    await page.keyboard.press('Enter')
    await expect(ticket.getByTestId('ticket-large')).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(ticket).toHaveAttribute('data-phase', 'large')
    await page.screenshot({ path: 'test-results/screenshots/ticket-large.png' })
    expect((await groupEOrders(sim)).length).toBe(before)
    await page.keyboard.press('Control+Enter')
    await expect(ticket.getByTestId('ticket-outcome')).toHaveAttribute('data-outcome', 'placed')
    expect((await groupEOrders(sim)).length).toBe(before + 1)
  } finally {
    await bridgeCall(page, 'orders.setGuards', { confirmEvery: true, confirmAbove: null, pin: tradingPin })
  }
})
