import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { SimTrader, bridgeCall, simulatorUrl, focusBoardRow } from './cancel-support'
import { openBoard } from './support/board-rows'
import { expect, startWebShellProcess, test, type WebShell } from './fixtures/web-shell'

/**
 * Rebinding the blotter's cancel key from the shortcut help, keyboard only, through the web shell.
 * Its own data folder: a rebound key must never leak into the settings other specs (or a developer's
 * own runs) use, even if this test fails half-way.
 */
const shots = 'test-results/screenshots'
const cancelId = 'orders.cancelSelected'

let dataDir: string
let shell: WebShell

test.beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'shortcuts-e2e-'))
  shell = await startWebShellProcess(['--data-dir', dataDir])
})
test.afterAll(async () => {
  await shell.stop()
  await rm(dataDir, { recursive: true, force: true })
})

const help = (page: Page) => page.getByTestId('shortcut-help')
const helpRow = (page: Page, id: string) => help(page).locator(`tr[data-command-id="${id}"]`)
const savedShortcuts = async (page: Page) =>
  (await bridgeCall<{ ui: { shortcuts: Record<string, string> } }>(page, 'workspace.get', {})).ui.shortcuts

/** Opens the help with `?` and moves its selection to the command `id` with ↓. */
async function chooseInHelp(page: Page, id: string): Promise<void> {
  await page.keyboard.press('Shift+?')
  await expect(help(page)).toBeVisible()
  for (let i = 0; i < 60; i++) {
    if ((await helpRow(page, id).getAttribute('aria-selected')) === 'true') return
    await page.keyboard.press('ArrowDown')
  }
  throw new Error(`the help never selected ${id}`)
}

test('rebind the cancel key to Alt+X in the help overlay, cancel with it from the blotter, restore Delete', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await openBoard(page, shell.url)
  const trader = await SimTrader.start(await simulatorUrl(page))
  const order = await trader.restingBuy('HPG')

  // Rebind: Enter records, Alt+X is the new key, shown at once and saved by the core.
  await chooseInHelp(page, cancelId)
  await expect(helpRow(page, cancelId).locator('kbd')).toHaveText('Delete')
  await page.keyboard.press('Enter')
  const status = page.getByTestId('shortcut-status')
  await expect(status).toHaveAttribute('data-state', 'recording')
  await page.keyboard.press('Alt+x')
  await expect(helpRow(page, cancelId).locator('kbd')).toHaveText('Alt+X')
  await expect(status).toHaveAttribute('data-state', 'saved')
  await expect(status).toContainText('Alt+X')
  await expect.poll(() => savedShortcuts(page)).toEqual({ [cancelId]: 'Alt+X' })
  await page.screenshot({ path: `${shots}/shortcut-help-rebound.png` })

  // A key another command answers to is refused, with that command named; Esc abandons a recording.
  await page.keyboard.press('Enter')
  await page.keyboard.press('Alt+b')
  await expect(status).toHaveAttribute('data-state', 'refused')
  // It names the command that has the key.
  await expect(status).toContainText('Alt+B')
  await expect(status).toContainText(await helpRow(page, 'board.focus').locator('td').nth(1).innerText())
  await expect(helpRow(page, cancelId).locator('kbd')).toHaveText('Alt+X')
  await page.screenshot({ path: `${shots}/shortcut-help-conflict.png` })
  await page.keyboard.press('Enter')
  await page.keyboard.press('Escape')
  await expect(helpRow(page, cancelId).locator('kbd')).toHaveText('Alt+X')
  await page.keyboard.press('Escape')
  await expect(help(page)).toBeHidden()
  expect(await savedShortcuts(page)).toEqual({ [cancelId]: 'Alt+X' })

  // From the board row to the blotter; Delete no longer cancels, Alt+X does.
  await focusBoardRow(page, 'HPG')
  await page.keyboard.press('Shift+O')
  await expect(page.getByTestId('blotter-grid')).toBeFocused()
  const line = page.locator(`[data-testid="blotter-grid"] tr[data-order-id="${order}"]`)
  await expect(line).toBeVisible()
  const index = Number(await line.getAttribute('data-index'))
  for (let i = 0; i < index; i++) await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Space')
  await expect(line).toHaveAttribute('aria-selected', 'true')
  await expect(page.locator('.blotter-hint')).toContainText('Alt+X')
  await page.keyboard.press('Delete')
  const dialog = page.getByTestId('cancel-dialog')
  await expect(dialog).toBeHidden()
  await page.keyboard.press('Alt+x')
  await expect(dialog).toBeVisible()
  await expect(dialog.locator(`tr[data-order-id="${order}"]`)).toBeVisible()
  await page.screenshot({ path: `${shots}/shortcut-cancel-alt-x.png` })
  // Back out: nothing is cancelled.
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  expect((await trader.stockOrders()).find((o) => o.orderID === order)?.orStatus).not.toBe('3')

  // Backspace in the help restores the default, saved as no override at all.
  await page.getByTestId('blotter-grid').focus()
  await chooseInHelp(page, cancelId)
  await page.keyboard.press('Backspace')
  await expect(helpRow(page, cancelId).locator('kbd')).toHaveText('Delete')
  await expect.poll(() => savedShortcuts(page)).toEqual({})
  await page.keyboard.press('Escape')
  await page.getByTestId('blotter-grid').focus()
  await page.keyboard.press('Delete')
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
})
