import type { Page } from '@playwright/test'
import { test, expect } from './fixtures/web-shell'
import { ownWebShell } from './support/own-web-shell'
import { blotterRow, bridgeCall, control, focusBoardRow, simulatorUrl } from './cancel-support'
import { groupEOrders, openSecondFactor } from './trading-support'
import { expectBoardRows } from './support/board-rows'

/**
 * A stop order held by the app, set from the order ticket's Stop mode in Chromium through the web
 * shell against the embedded simulator: the header counts it, the simulated price falls through
 * its level (`POST /__sim/price`), the core sends one order, and that order reaches the blotter.
 * Before it triggers, the list window's Edit moves its level and quantity (a lot the exchange would
 * refuse is refused first, in words).
 */
test.use({ viewport: { width: 1366, height: 768 } })
const shell = ownWebShell('stops')

const SYMBOL = 'FPT'

interface Band {
  price: number
  ceiling: number
  floor: number
}

interface StopsOverview {
  armed: number
  stops: { id: string; state: string; outcome: { orderId: string | null } | null }[]
}

async function openBoard(page: Page, url: string): Promise<void> {
  await page.goto(url)
  await bridgeCall(page, 'workspace.setUi', { locale: 'en' })
  await expectBoardRows(page, 30)
  await expect(page.getByRole('columnheader', { name: 'Symbol', exact: true })).toBeVisible()
}

test('a stop set from the ticket triggers when the price crosses, and exactly one order reaches the blotter', async ({
  page,
}) => {
  await openBoard(page, shell.current.url)
  const sim = await simulatorUrl(page)
  await openSecondFactor(page, sim)
  const band = await control<Band>(sim, '/price', { symbol: SYMBOL })
  // Halfway between the reference-side price and the floor: the walk alone does not reach it soon.
  const level = Math.round((band.price + band.floor) / 2 / 100) * 100
  const before = (await groupEOrders(sim)).filter((o) => o.symbol === SYMBOL).length

  await focusBoardRow(page, SYMBOL)
  await page.keyboard.press('F1')
  const ticket = page.getByTestId('order-ticket')
  await expect(page.getByTestId('ticket-quantity')).toBeFocused()
  await expect(ticket.getByTestId('ticket-facts')).toHaveAttribute('data-session', 'PROGRESS')
  await ticket.getByTestId('ticket-stop-toggle').check()
  await expect(ticket.getByTestId('ticket-stop-held')).toHaveText(
    'Sent only while the workstation is running.',
  )
  await ticket.getByTestId('ticket-stop-direction').selectOption('at-or-below')
  await ticket.getByTestId('ticket-stop-level').fill((level / 1000).toFixed(2))
  await ticket.getByTestId('ticket-quantity').focus()
  await page.keyboard.press('Enter')
  await expect(ticket.getByTestId('ticket-confirm')).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(ticket.getByTestId('ticket-outcome')).toHaveAttribute('data-outcome', 'stop-set')
  await page.screenshot({ path: 'test-results/screenshots/stops-ticket-set.png' })
  await page.keyboard.press('Escape')
  await expect(ticket).toBeHidden()

  // The header counts it; nothing was sent by setting it.
  await expect(page.getByTestId('stops-armed')).toHaveAttribute('data-count', '1')
  expect((await groupEOrders(sim)).filter((o) => o.symbol === SYMBOL).length).toBe(before)

  // The stops' list in its own window, and the blotter in this one.
  const list = await page.context().newPage()
  await list.goto(`${shell.current.url.replace(/\?.*$/, '')}?view=stops`)
  await expect(list.getByTestId('stops-held-here')).toContainText(
    /Chỉ gửi khi ứng dụng đang chạy|sent only while the workstation is running/,
  )
  const stopRow = list.getByTestId('stop-row').first()
  await expect(stopRow).toHaveAttribute('data-state', 'armed')
  await expect(stopRow).toHaveAttribute('data-data', 'live', { timeout: 15_000 })

  // Edit from the keyboard: the level moves lower; a quantity off the lot is refused in the
  // ticket's words, a whole lot saves and the form closes.
  const lower = Math.round((level + band.floor) / 2 / 100) * 100
  await stopRow.getByTestId('stop-edit-open').focus()
  await list.keyboard.press('Enter')
  const levelField = list.getByTestId('stop-edit-level')
  await expect(levelField).toBeFocused()
  await levelField.fill((lower / 1000).toFixed(2))
  await list.getByTestId('stop-edit-quantity').fill('150')
  await list.keyboard.press('Enter')
  await expect(list.getByTestId('stop-edit-error')).toHaveText(
    /From 100 shares up the quantity must be whole lots of 100|Từ 100 cổ phiếu trở lên/,
  )
  await list.getByTestId('stop-edit-quantity').fill('200')
  await list.keyboard.press('Enter')
  await expect(list.getByTestId('stop-edit')).toHaveCount(0)
  await expect(stopRow).toContainText((lower / 1000).toFixed(2))
  await expect(stopRow).toHaveAttribute('data-state', 'armed')

  // The price falls through the level: one order, placed by the core with the stop's intent id.
  await control(sim, '/price', { symbol: SYMBOL, price: band.floor })
  await expect(stopRow).toHaveAttribute('data-state', 'sent', { timeout: 15_000 })
  const overview = await bridgeCall<StopsOverview>(page, 'stops.list', {})
  const orderId = overview.stops[0]?.outcome?.orderId ?? ''
  expect(orderId).toMatch(/^\d+$/)
  await expect(list.getByTestId('stop-order-id')).toContainText(orderId)
  await list.screenshot({ path: 'test-results/screenshots/stops-list-sent.png' })
  await expect(page.getByTestId('stops-armed')).toHaveCount(0)

  const url = new URL(page.url())
  url.search = new URLSearchParams({ view: 'blotter', symbol: SYMBOL }).toString()
  await page.goto(url.toString())
  await expect(blotterRow(page, orderId)).toBeVisible({ timeout: 15_000 })
  // The blotter says which stop sent it.
  await expect(blotterRow(page, orderId).getByTestId('stop-mark')).toHaveAttribute(
    'data-stop-id',
    overview.stops[0]?.id ?? '',
  )

  // Up and down again: a stop sends once.
  await control(sim, '/price', { symbol: SYMBOL, price: band.ceiling })
  await control(sim, '/price', { symbol: SYMBOL, price: band.floor })
  await expect
    .poll(async () => (await groupEOrders(sim)).filter((o) => o.symbol === SYMBOL).length)
    .toBe(before + 1)
  await expect(blotterRow(page, orderId)).toHaveCount(1)
  await page.screenshot({ path: 'test-results/screenshots/stops-blotter.png' })
  // The same two screens at the widest width a trader uses, to be looked at.
  await page.setViewportSize({ width: 1920, height: 1080 })
  await list.setViewportSize({ width: 1920, height: 1080 })
  await expect(blotterRow(page, orderId)).toBeVisible()
  await page.screenshot({ path: 'test-results/screenshots/stops-blotter-1920.png' })
  await list.screenshot({ path: 'test-results/screenshots/stops-list-sent-1920.png' })
})
