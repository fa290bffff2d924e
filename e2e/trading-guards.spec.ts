import type { Page } from '@playwright/test'
import type { GuardStatus } from '../src-shared/bridge/contract'
import { test, expect } from './fixtures/web-shell'
import { ownWebShell } from './support/own-web-shell'
import { bridgeCall, focusBoardRow, simulatorUrl } from './cancel-support'
import { groupEOrders } from './trading-support'
import { expectBoardRows } from './support/board-rows'

/**
 * The trading guards' settings in the ticket, in Chromium through the web shell, in Vietnamese and
 * from the keyboard (docs/trading.md, "Guards and threat model"): a second socket on the bridge
 * cannot set the first PIN; the person sets it with the setup code the shell printed in its terminal,
 * raises a limit with it, is refused with a wrong one, lowers a limit without one, and the lowered
 * limit refuses an order in the ticket with the core's reason, nothing sent; a forgotten PIN is reset
 * with the new code the terminal printed, a wrong code refused in words, the limits kept.
 */
test.describe.configure({ mode: 'serial' })
test.use({ viewport: { width: 1366, height: 900 } })
const shell = ownWebShell('trading-guards')

const SYMBOL = 'FPT'
const tradingPin = '730514'
/** The code the first test spends: the terminal then prints a new one. */
let firstCode = ''

async function openBoard(page: Page, url: string): Promise<void> {
  await page.goto(url)
  await bridgeCall(page, 'workspace.setUi', { locale: 'vi' })
  await expectBoardRows(page, 30)
  // The language applied: the grid redraws its columns for it, and a redraw drops the keyboard focus.
  await expect(page.getByRole('columnheader', { name: 'CK', exact: true })).toBeVisible()
}

const guards = (page: Page) => bridgeCall<GuardStatus>(page, 'orders.guards', {})

/** Types `value` into a limit's field from the keyboard and saves it with Enter. */
async function setLimit(page: Page, name: keyof GuardStatus['limits'], value: string): Promise<void> {
  const field = page.getByTestId(`ticket-pref-limit-${name}`)
  await field.focus()
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type(value)
  await page.keyboard.press('Enter')
}

async function typePin(page: Page, pin: string): Promise<void> {
  await page.getByTestId('ticket-pref-pin').focus()
  await page.keyboard.type(pin)
}

test('set the first PIN with the setup code, raise a limit with it, a wrong PIN refused, a lowered limit refuses an order', async ({
  page,
}) => {
  await openBoard(page, shell.current.url)
  const sim = await simulatorUrl(page)

  // Another socket on the bridge (what a hostile page holds) cannot make the first PIN its own.
  await expect(bridgeCall(page, 'orders.setTradingPin', { next: '111111' })).rejects.toThrow(
    'guard-setup-code-required',
  )
  expect((await guards(page)).pinSet).toBe(false)

  await focusBoardRow(page, SYMBOL)
  await page.keyboard.press('F1')
  const ticket = page.getByTestId('order-ticket')
  await expect(page.getByTestId('ticket-quantity')).toBeFocused()
  await expect(ticket.getByTestId('ticket-facts')).toHaveAttribute('data-session', 'PROGRESS')

  // The ticket's settings open from the keyboard.
  const summary = ticket.locator('summary[data-field="preference"]')
  await summary.focus()
  await page.keyboard.press('Enter')
  const form = ticket.getByTestId('ticket-pin-form')
  await expect(form).toHaveAttribute('data-pin-set', 'false')
  await expect(form).toContainText('Đặt mã PIN giao dịch')
  await expect(ticket.getByTestId('ticket-guard-note')).toContainText('cần mã PIN giao dịch')
  // No PIN yet: no field to loosen with.
  await expect(ticket.getByTestId('ticket-pref-pin')).toHaveCount(0)

  // The setup code, as the person reads it in the shell's terminal; the new PIN twice; Enter.
  await ticket.getByTestId('ticket-pin-setup').focus()
  firstCode = await shell.current.pinSetupCode()
  await page.keyboard.type(firstCode)
  await page.keyboard.press('Tab')
  await page.keyboard.type(tradingPin)
  await page.keyboard.press('Tab')
  await page.keyboard.type(tradingPin)
  await page.keyboard.press('Enter')
  await expect(ticket.getByTestId('ticket-pin-message')).toHaveText('Đã lưu mã PIN giao dịch.')
  await expect(form).toHaveAttribute('data-pin-set', 'true')
  await expect(form).toContainText('Đổi mã PIN giao dịch')
  // The fields were cleared: the page keeps no PIN.
  await expect(ticket.getByTestId('ticket-pin-next')).toHaveValue('')
  expect((await guards(page)).pinSet).toBe(true)

  // Raising a limit with the PIN.
  const quantityLimit = ticket.getByTestId('ticket-pref-limit-maxOrderQuantity')
  // Grouped with commas, as every figure of the app, and typed grouped too.
  await expect(quantityLimit).toHaveValue('100,000')
  await expect(ticket.getByTestId('ticket-pref-limit-maxOrderValue')).toHaveValue(/^\d{1,3}(,\d{3})+$/)
  await expect(ticket.getByTestId('ticket-guard-used')).toHaveText(/^Đã gửi hôm nay: \d{1,3}(,\d{3})* đ/)
  await typePin(page, tradingPin)
  await setLimit(page, 'maxOrderQuantity', '200,000')
  await expect(ticket.getByTestId('ticket-pref-saved')).toHaveText('Đã lưu.')
  await expect(quantityLimit).toHaveValue('200,000')
  expect((await guards(page)).limits.maxOrderQuantity).toBe(200_000)
  await expect(ticket.getByTestId('ticket-pref-pin')).toHaveValue('')

  // A wrong PIN: refused in words, nothing changed.
  await typePin(page, '000000')
  await setLimit(page, 'maxOrderQuantity', '300000')
  await expect(ticket.getByTestId('ticket-pref-refused')).toHaveText(
    'Mã PIN giao dịch không đúng: không có gì thay đổi.',
  )
  await expect(quantityLimit).toHaveValue('200,000')
  expect((await guards(page)).limits.maxOrderQuantity).toBe(200_000)
  await page.screenshot({ path: 'test-results/screenshots/guards-wrong-pin.png' })

  // Lowering needs no PIN and applies at once.
  await setLimit(page, 'maxOrderQuantity', '200')
  await expect(ticket.getByTestId('ticket-pref-saved')).toBeVisible()
  await expect(quantityLimit).toHaveValue('200')
  expect((await guards(page)).limits.maxOrderQuantity).toBe(200)

  // An order of 300 shares: the core refuses it with the limit's reason, shown in the ticket.
  const before = (await groupEOrders(sim)).length
  const quantity = page.getByTestId('ticket-quantity')
  await quantity.focus()
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type('300')
  await page.keyboard.press('Enter')
  await expect(ticket.getByTestId('ticket-confirm')).toBeVisible()
  await page.keyboard.press('Enter')
  const outcome = ticket.getByTestId('ticket-outcome')
  await expect(outcome).toHaveAttribute('data-outcome', 'failed')
  await expect(outcome).toContainText('Vượt giới hạn khối lượng một lệnh của bạn: lệnh chưa được gửi.')
  await page.screenshot({ path: 'test-results/screenshots/guards-order-refused.png' })
  expect((await groupEOrders(sim)).length).toBe(before)
})

test('a forgotten PIN is reset with the code the terminal printed; a wrong code is refused; limits kept', async ({
  page,
}) => {
  expect(firstCode).toMatch(/^\d{8}$/)
  await openBoard(page, shell.current.url)
  const limits = (await guards(page)).limits
  await focusBoardRow(page, SYMBOL)
  await page.keyboard.press('F1')
  const ticket = page.getByTestId('order-ticket')
  await expect(page.getByTestId('ticket-quantity')).toBeFocused()
  await ticket.locator('summary[data-field="preference"]').focus()
  await page.keyboard.press('Enter')
  const form = ticket.getByTestId('ticket-pin-form')
  await expect(form).toHaveAttribute('data-pin-set', 'true')

  // "Quên mã PIN?" from the keyboard.
  await ticket.getByTestId('ticket-pin-forgot').focus()
  await page.keyboard.press('Enter')
  await expect(form).toHaveAttribute('data-resetting', 'true')
  await expect(form).toContainText('Đặt lại mã PIN giao dịch đã quên')
  const newPin = '864209'
  const resetWith = async (code: string) => {
    await ticket.getByTestId('ticket-pin-setup').focus()
    await page.keyboard.type(code)
    await page.keyboard.press('Tab')
    await page.keyboard.type(newPin)
    await page.keyboard.press('Tab')
    await page.keyboard.type(newPin)
    await page.keyboard.press('Enter')
  }
  // The code the page saw when the first PIN was set is spent.
  await resetWith(firstCode)
  await expect(ticket.getByTestId('ticket-pin-message')).toHaveText(
    'Mã thiết lập không đúng: mã PIN không thay đổi.',
  )
  await expect(form).toHaveAttribute('data-resetting', 'true')

  // The new one, as the person reads it in the terminal.
  await resetWith(await shell.current.pinSetupCode(firstCode))
  await expect(ticket.getByTestId('ticket-pin-message')).toHaveText(
    'Đã đặt lại mã PIN giao dịch. Các giới hạn giữ nguyên.',
  )
  await expect(form).toHaveAttribute('data-resetting', 'false')
  await page.screenshot({ path: 'test-results/screenshots/guards-pin-reset.png' })
  expect((await guards(page)).limits).toEqual(limits)

  // The new PIN raises a limit; the forgotten one no longer does.
  await typePin(page, tradingPin)
  await setLimit(page, 'maxOrderQuantity', '400')
  await expect(ticket.getByTestId('ticket-pref-refused')).toHaveText(
    'Mã PIN giao dịch không đúng: không có gì thay đổi.',
  )
  await typePin(page, newPin)
  await setLimit(page, 'maxOrderQuantity', '400')
  await expect(ticket.getByTestId('ticket-pref-saved')).toHaveText('Đã lưu.')
  expect((await guards(page)).limits.maxOrderQuantity).toBe(400)
})
