import { test, expect } from './fixtures/web-shell'
import type { Page } from '@playwright/test'
import { SimTrader, blotterRow, bridgeCall, control, simulatorUrl } from './cancel-support'
import { openBoard } from './support/board-rows'
import { SvcTrader } from './svc-support'

/**
 * Group E orders in the one blotter, in Chromium through the web shell against the embedded
 * simulator: an order placed by another client of the demo user shows up, fills as the simulated
 * market steps on, and is notified (toast) and marked (row); a working one is cancelled through
 * the same keyboard dialog, once the day's second factor is confirmed. The web shell shows order
 * notifications in the app only (desktop notifications are the Electron shell's).
 */
test.describe.configure({ mode: 'serial' })

/** The blotter as a window of its own (`?view=blotter&symbol=…`), its rows focused. */
async function blotterFor(page: Page, symbol: string): Promise<void> {
  const url = new URL(page.url())
  url.search = new URLSearchParams({ view: 'blotter', symbol }).toString()
  await page.goto(url.toString())
  await expect(page.getByTestId('blotter')).toBeVisible()
  await expect(page.getByTestId('blotter-symbol')).toHaveValue(symbol)
  await expect(page.getByTestId('blotter-grid')).toBeFocused()
}

const row = blotterRow

/** A resting group E buy of HPG placed by another client, and its row in the app's blotter. */
async function restingOrderInBlotter(page: Page, url: string) {
  await openBoard(page, url)
  const sim = await simulatorUrl(page)
  const band = await (await SimTrader.start(sim)).bandOf('HPG')
  const trader = await SvcTrader.start(sim)
  const id = await trader.restingBuy('HPG', band.floor)
  await blotterFor(page, 'HPG')
  const line = row(page, id)
  await expect(line).toBeVisible()
  return { sim, band, trader, id, line }
}

test('a group E order shows in the blotter, fills, and is notified and marked', async ({
  page,
  webShell,
}) => {
  const { sim, band, trader, id, line } = await restingOrderInBlotter(page, webShell.url)
  await expect(line).toHaveAttribute('data-book', 'svc')
  await expect(line).toHaveAttribute('data-state', 'working')
  await expect(line).not.toHaveAttribute('data-unread', /.+/)
  await page.screenshot({ path: 'test-results/screenshots/order-events-working.png' })

  // Marketable now; the simulated market steps on (its clock, not ours) and the order matches.
  await trader.makeMarketable(id, band.ceiling)
  await expect
    .poll(
      async () => {
        await control(sim, '/clock', { advanceMs: 3_000 })
        return trader.status(id)
      },
      { timeout: 20_000 },
    )
    .toBe('MATCHED_ALL')

  const toast = page.locator(`[data-testid="order-toast"][data-order-id="${id}"]`)
  await expect(toast).toHaveAttribute('data-kind', 'filled')
  await expect(toast).toContainText('HPG')
  // Filled, it stays in the "working" view, marked, until the trader looks at it.
  await expect(line).toHaveAttribute('data-state', 'matched')
  await expect(line).toHaveAttribute('data-unread', 'filled')
  await expect(line.getByTestId('unread-mark')).toBeVisible()
  await page.screenshot({ path: 'test-results/screenshots/order-events-filled.png' })
})

test('a working group E order is cancelled through the keyboard dialog, once', async ({ page, webShell }) => {
  const { sim, trader, id, line } = await restingOrderInBlotter(page, webShell.url)
  const index = Number(await line.getAttribute('data-index'))
  for (let i = 0; i < index; i++) await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Delete')
  const dialog = page.getByTestId('cancel-dialog')
  await expect(dialog.locator(`tr[data-order-id="${id}"]`)).toBeVisible()
  await page.keyboard.press('Enter')

  // The app has no second-factor session yet: nothing is sent, and the dialog says why.
  await expect(dialog).toHaveAttribute('data-phase', 'failed')
  await expect(dialog.locator(`tr[data-order-id="${id}"]`)).toHaveAttribute('data-outcome', 'not-sent')
  await expect(page.getByTestId('cancel-second-factor')).toBeVisible()
  await expect(page.getByTestId('second-factor-dialog')).toBeVisible()
  await page.screenshot({ path: 'test-results/screenshots/order-events-cancel-needs-2fa.png' })
  const deletes = async () =>
    (await control<{ method: string; path: string }[]>(sim, '/writes')).filter(
      (w) => w.method === 'DELETE' && w.path.endsWith(`/orders/${id}`),
    ).length
  expect(await deletes()).toBe(0)

  // The day's second factor, as the account dialog would confirm it (code from the e-mail outbox).
  const demo = await control<{ apiKey: string }>(sim, '/demo')
  await bridgeCall(page, 'auth.secondFactor.request', {})
  const outbox = await control<{ apiKey: string; channel: string; code: string }[]>(sim, '/outbox')
  const code = outbox.filter((m) => m.apiKey === demo.apiKey && m.channel === 'email').at(-1)?.code
  await bridgeCall(page, 'auth.secondFactor.verify', { code })

  // The second-factor dialog (mounted in every window) closes itself once the session is active
  // and gives the keyboard back to the cancel dialog: Enter confirms again.
  await expect(page.getByTestId('second-factor-dialog')).toBeHidden()
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.closest('[data-testid="cancel-dialog"]') != null))
    .toBe(true)
  await page.keyboard.press('Enter')
  await expect(dialog).toHaveAttribute('data-phase', 'done', { timeout: 15_000 })
  await expect(dialog.locator(`tr[data-order-id="${id}"]`)).toHaveAttribute('data-outcome', 'cancelled')
  await page.screenshot({ path: 'test-results/screenshots/order-events-cancelled.png' })
  expect(await trader.status(id)).toBe('CANCELLED')
  expect(await deletes()).toBe(1)
  // The dialog said it; the blotter shows it (the cancel the app made is not a notification).
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  await expect(line).toHaveCount(0)
})

test('a working group E order is changed from the blotter through the ticket (Shift+M), once', async ({
  page,
  webShell,
}) => {
  // The day's second factor is active since the test before (serial, same shell).
  const { sim, band, trader, id, line } = await restingOrderInBlotter(page, webShell.url)
  await expect(line).toHaveAttribute('data-book', 'svc')
  const index = Number(await line.getAttribute('data-index'))
  for (let i = 0; i < index; i++) await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Shift+M')
  const ticket = page.getByTestId('order-ticket')
  await expect(ticket).toHaveAttribute('data-kind', 'modify')
  await expect(page.getByTestId('ticket-quantity')).toBeFocused()
  // The ticket's context (session, band) has arrived: a key pressed before it could be undone when
  // the ticket fills in from it on a busy machine.
  await expect(ticket.getByTestId('ticket-facts')).toHaveAttribute('data-session', /\w/)
  // One tick up from the floor, with the price field's up key; the same checks as a new order.
  await page.getByTestId('ticket-price').focus()
  await page.keyboard.press('ArrowUp')
  await expect(ticket.getByTestId('ticket-checks')).toHaveAttribute('data-ok', 'true')
  const puts = async () =>
    (await control<{ method: string; path: string }[]>(sim, '/writes')).filter(
      (w) => w.method === 'PUT' && w.path.endsWith(`/orders/${id}`),
    ).length
  expect(await puts()).toBe(0)
  // Enter, then Enter on the confirmation sends it (a double Enter is the ticket spec's and unit test's).
  await page.keyboard.press('Enter')
  await expect(ticket.getByTestId('ticket-confirm')).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(ticket.getByTestId('ticket-outcome')).toHaveAttribute('data-outcome', 'accepted')
  await page.screenshot({ path: 'test-results/screenshots/order-events-modified.png' })
  expect(await puts()).toBe(1)
  const entry = (await trader.readBook()).find((e) => e.orderid === id)
  expect(entry?.price).toBeGreaterThan(band.floor)
  // The blotter shows the new price (board units: thousands of VND).
  const shown = ((entry?.price ?? 0) / 1000).toFixed(2)
  await expect(line).toContainText(new RegExp(shown.replace('.', '[.,]')))
})
