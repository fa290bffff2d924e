import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, startWebShellProcess, test, type WebShell } from './fixtures/web-shell'
import { SimTrader, simulatorUrl, focusBoardRow } from './cancel-support'
import { expectBoardRows } from './support/board-rows'

/**
 * The demo world across restarts of the app (issue 15): orders placed and cancelled in the demo are
 * in the blotter after the web shell restarts on the same data folder, and "reset the demo" in the
 * palette (confirmed) forgets them.
 */
test.use({ trace: 'off' })

const shots = 'test-results/screenshots'

/** The blotter of the page, on every order of the symbol, whatever its state. */
async function openBlotter(page: Page, symbol: string): Promise<void> {
  await expectBoardRows(page, 30)
  await focusBoardRow(page, symbol)
  await page.keyboard.press('Shift+O')
  await expect(page.getByTestId('blotter')).toBeVisible()
  await page.getByTestId('blotter-status').selectOption('all')
}

const orderRow = (page: Page, orderId: string) => page.locator(`tr[data-order-id="${orderId}"]`)

test.describe('the demo world across restarts', () => {
  let dataDir: string
  let shell: WebShell | null = null

  test.beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'demo-world-e2e-'))
  })
  test.afterAll(async () => {
    await shell?.stop()
    await rm(dataDir, { recursive: true, force: true })
  })

  test('orders placed and cancelled survive a restart; reset the demo forgets them', async ({ browser }) => {
    test.setTimeout(150_000)
    shell = await startWebShellProcess(['--data-dir', dataDir])
    const context = await browser.newContext({ viewport: { width: 1680, height: 1050 } })
    const page = await context.newPage()
    await page.goto(shell.url)
    // A trader of the same demo user (a second key) places two buys and cancels one.
    const trader = await SimTrader.start(await simulatorUrl(page))
    const working = await trader.restingBuy('HPG', 300)
    const cancelled = await trader.restingBuy('HPG', 400)
    await trader.cancelStock(cancelled)
    await openBlotter(page, 'HPG')
    await expect(orderRow(page, working)).toHaveAttribute('data-state', 'working', { timeout: 15_000 })
    await expect(orderRow(page, cancelled)).toHaveAttribute('data-state', 'cancelled')
    await context.close()

    // The app restarts on the same data folder.
    await shell.stop()
    shell = await startWebShellProcess(['--data-dir', dataDir])
    const again = await browser.newContext({ viewport: { width: 1680, height: 1050 } })
    const page2 = await again.newPage()
    await page2.goto(shell.url)
    await openBlotter(page2, 'HPG')
    await expect(orderRow(page2, working)).toHaveAttribute('data-state', 'working', { timeout: 15_000 })
    await expect(orderRow(page2, cancelled)).toHaveAttribute('data-state', 'cancelled')
    await page2.screenshot({ path: `${shots}/demo-world-after-restart.png` })

    // Reset the demo from the palette, by keyboard, confirming the question.
    page2.once('dialog', (dialog) => {
      expect(dialog.message()).toMatch(/demo/)
      void dialog.accept()
    })
    await page2.keyboard.press('Escape')
    await page2.keyboard.press('Control+k')
    await expect(page2.getByTestId('command-palette')).toBeVisible()
    await page2.keyboard.type('reset demo')
    const reloaded = page2.waitForEvent('load')
    await page2.keyboard.press('Enter')
    await reloaded
    // The window reloads onto the fresh world: neither order is in the book any more.
    await openBlotter(page2, 'HPG')
    await expect(page2.locator('tr[data-order-id]').first()).toBeVisible({ timeout: 15_000 })
    await expect(orderRow(page2, working)).toHaveCount(0)
    await expect(orderRow(page2, cancelled)).toHaveCount(0)
    await page2.screenshot({ path: `${shots}/demo-world-after-reset.png` })
    await again.close()
  })
})
