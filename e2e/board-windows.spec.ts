import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, startWebShellProcess, test, type WebShell } from './fixtures/web-shell'
import { simControlFetch } from '../src-sim/kit/control/control-client'
import type { WorkspaceSnapshot } from '../src-shared/bridge/areas/workspace'
import { bridgeCall } from './cancel-support'

const shots = 'test-results/screenshots'
/** Distinct rows the grid renders (a row with a pinned column is split over two containers). */
const rowCount = (page: Page) =>
  page.evaluate(
    () =>
      new Set([...document.querySelectorAll('.ag-row[row-id]')].map((r) => r.getAttribute('row-id'))).size,
  )
const switcher = (page: Page) => page.getByTestId('board-switcher')
/** Left edge of a column's header cell on screen (ag-grid positions cells absolutely). */
const headerLeft = (page: Page, colId: string) =>
  page.locator(`.ag-header-cell[col-id="${colId}"]`).evaluate((el) => el.getBoundingClientRect().left)

/** Drags a column's header onto another's left half, as a user reorders columns. */
async function dragHeader(page: Page, from: string, onto: string): Promise<void> {
  const a = await page.locator(`.ag-header-cell[col-id="${from}"]`).boundingBox()
  const b = await page.locator(`.ag-header-cell[col-id="${onto}"]`).boundingBox()
  if (!a || !b) throw new Error('header cells not on screen')
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2)
  await page.mouse.down()
  await page.mouse.move(a.x + a.width / 2 - 12, a.y + a.height / 2, { steps: 4 })
  await page.mouse.move(b.x + 4, b.y + b.height / 2, { steps: 20 })
  await page.mouse.up()
}

/** The board holds at least this many rows (the grid renders only the visible ones). */
async function waitForBoard(page: Page, atLeast: number): Promise<void> {
  await expect
    .poll(async () => Number(await page.getByTestId('board-status').getAttribute('data-rows')), {
      timeout: 20_000,
    })
    .toBeGreaterThanOrEqual(atLeast)
}

// These tests open and close their own browser contexts (a restart needs a fresh one); Playwright
// 1.65's trace recorder then fails on the closed contexts' trace files (ENOENT), so no trace here.
// Screenshots of every state are taken explicitly instead.
test.use({ trace: 'off' })

test.describe('board windows through the web shell', () => {
  let dataDir: string
  let shell: WebShell | null = null

  test.beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'board-e2e-'))
  })
  test.afterAll(async () => {
    await shell?.stop()
    await rm(dataDir, { recursive: true, force: true })
  })

  test('two windows, a basket switch, a watchlist and hidden columns survive a restart', async ({
    browser,
  }) => {
    test.setTimeout(120_000)
    shell = await startWebShellProcess(['--data-dir', dataDir])
    const context = await browser.newContext({ viewport: { width: 1600, height: 900 } })
    const first = await context.newPage()
    await first.goto(shell.url)
    await waitForBoard(first, 30)
    await expect(first).toHaveURL(/\?window=w-/)
    await expect(switcher(first)).toHaveValue('basket:2')
    await expect(first.getByTestId('index-bar')).toContainText('VNINDEX')
    await expect(first.getByTestId('index-source')).toBeVisible()
    await first.screenshot({ path: `${shots}/board-vn30-live.png` })

    // Switch the first window to HNX30.
    await switcher(first).selectOption('basket:4')
    await expect(first.locator('.ag-row[row-id="SHS"]').first()).toBeVisible({ timeout: 15_000 })
    await expect(first.locator('.ag-row[row-id="FPT"]')).toHaveCount(0)

    // A second window, opened from the first: a browser window of its own on the same origin.
    const popup = context.waitForEvent('page')
    await first.getByTestId('new-window').click()
    const second = await popup
    await waitForBoard(second, 30)
    await expect(switcher(second)).toHaveValue('basket:4')
    await switcher(second).selectOption('basket:1')
    await waitForBoard(second, 100)
    expect(new URL(second.url()).searchParams.get('window')).not.toBe(
      new URL(first.url()).searchParams.get('window'),
    )
    await second.screenshot({ path: `${shots}/board-hose-second-window.png` })

    // A watchlist created in the first window becomes its board, in every window's switcher.
    await first.getByTestId('new-watchlist').click()
    const dialog = first.getByTestId('watchlist-dialog')
    await dialog.getByRole('textbox', { name: /Tên|Name/ }).fill('Ngân hàng')
    await dialog.locator('textarea').fill('vcb, TCB  acb')
    await dialog.getByRole('button', { name: /Lưu|Save/ }).click()
    await expect(switcher(first)).toHaveValue(/^watchlist:/)
    await expect.poll(() => rowCount(first), { timeout: 15_000 }).toBe(3)
    await expect(
      second.locator('[data-testid="board-switcher"] option', { hasText: 'Ngân hàng' }),
    ).toHaveCount(1)

    // Hide the foreign room column in the first window.
    await first.getByTestId('column-chooser-toggle').click()
    await first.locator('[data-testid="column-chooser"] input[data-col="foreignRoom"]').uncheck()
    await expect(first.locator('.ag-header-cell[col-id="foreignRoom"]')).toHaveCount(0)
    // Drag "foreign sell" in front of "foreign buy".
    expect(await headerLeft(first, 'foreignSell')).toBeGreaterThan(await headerLeft(first, 'foreignBuy'))
    await dragHeader(first, 'foreignSell', 'foreignBuy')
    await expect
      .poll(async () => (await headerLeft(first, 'foreignSell')) < (await headerLeft(first, 'foreignBuy')))
      .toBe(true)
    await first.screenshot({ path: `${shots}/board-watchlist.png` })
    // The layout save is debounced: wait until the core holds it, not for a guessed time.
    await expect
      .poll(async () => {
        const { windows } = await bridgeCall<WorkspaceSnapshot>(first, 'workspace.get', {})
        return windows.some(({ board: { columns } }) => {
          const at = (id: string) => columns.order.indexOf(id)
          return (
            columns.hidden.includes('foreignRoom') &&
            at('foreignSell') >= 0 &&
            at('foreignSell') < at('foreignBuy')
          )
        })
      })
      .toBe(true)

    // Restart the app on the same data.
    await context.close()
    await shell.stop()
    shell = await startWebShellProcess(['--data-dir', dataDir])
    const again = await browser.newContext({ viewport: { width: 1600, height: 900 } })
    const restored = await again.newPage()
    await restored.goto(shell.url)
    await expect(switcher(restored)).toHaveValue(/^watchlist:/, { timeout: 15_000 })
    await expect.poll(() => rowCount(restored), { timeout: 15_000 }).toBe(3)
    await expect(restored.locator('.ag-header-cell[col-id="foreignRoom"]')).toHaveCount(0)
    await expect(restored.locator('.ag-header-cell[col-id="foreignBuy"]')).toHaveCount(1)
    expect(await headerLeft(restored, 'foreignSell')).toBeLessThan(await headerLeft(restored, 'foreignBuy'))

    // The other window of the last session is offered, and opens on its own basket.
    const bar = restored.getByTestId('restore-bar')
    await expect(bar).toBeVisible()
    await restored.screenshot({ path: `${shots}/board-restored.png` })
    const reopened = again.waitForEvent('page')
    await bar.locator('button[data-window-id]').first().click()
    const other = await reopened
    await expect(switcher(other)).toHaveValue('basket:1', { timeout: 15_000 })
    await waitForBoard(other, 100)
    await expect(bar).toBeHidden()
    await again.close()
  })

  test('keyboard only: grid navigation, type-ahead, command palette, help, row shortcuts', async ({
    browser,
  }) => {
    test.setTimeout(90_000)
    shell ??= await startWebShellProcess(['--data-dir', dataDir])
    const context = await browser.newContext({ viewport: { width: 1600, height: 900 } })
    const page = await context.newPage()
    await page.goto(shell.url)
    await waitForBoard(page, 1)
    await page.goto(`${new URL(shell.url).origin}/?window=kbd-test`)
    await waitForBoard(page, 1)
    // A fresh window id on a known board: make it VN30 with the palette, by keyboard.
    await page.keyboard.press('Control+k')
    await expect(page.getByTestId('command-palette')).toBeVisible()
    await page.keyboard.type('VN30')
    await page.keyboard.press('Enter')
    await expect(switcher(page)).toHaveValue('basket:2')
    await waitForBoard(page, 30)

    await page.keyboard.press('Alt+b')
    await expect(page.locator('.ag-cell-focus')).toHaveCount(1)
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowRight')
    const focusedRow = () =>
      page.locator('.ag-cell-focus').evaluate((el) => el.closest('[row-index]')?.getAttribute('row-index'))
    await expect.poll(focusedRow).toBe('2')

    // Type-ahead: "FP" lands on FPT.
    await page.keyboard.type('fp')
    const focusedSymbol = () =>
      page.locator('.ag-cell-focus').evaluate((el) => el.closest('[row-id]')?.getAttribute('row-id'))
    await expect.poll(focusedSymbol).toBe('FPT')

    // Pin the row: it moves to the top whatever the sort.
    await page.keyboard.press('Shift+P')
    await expect(page.locator('.ag-row[row-index="0"]').first()).toHaveAttribute('row-id', 'FPT')
    // The focus went with it: the row shortcuts still act on FPT.
    await expect.poll(focusedSymbol).toBe('FPT')

    // The chart of the row opens in a window of its own (e2e/chart.spec.ts goes further).
    const chartWindow = context.waitForEvent('page')
    await page.keyboard.press('Shift+C')
    const chart = await chartWindow
    await expect(chart.getByTestId('chart-window')).toHaveAttribute('data-symbol', 'FPT')
    await chart.close()
    await page.bringToFront()

    // The palette jumps to a symbol.
    await page.keyboard.press('Control+k')
    await page.keyboard.type('VNM')
    await expect(page.locator('[data-command-id="symbol:VNM"]')).toBeVisible()
    await page.keyboard.press('ArrowDown')
    await page.screenshot({ path: `${shots}/board-palette.png` })
    await page.keyboard.press('ArrowUp')
    await page.keyboard.press('Enter')
    await expect.poll(focusedSymbol).toBe('VNM')

    // `?` shows every shortcut; Escape closes it.
    await page.keyboard.press('Shift+?')
    await expect(page.getByTestId('shortcut-help')).toBeVisible()
    await expect(page.getByTestId('shortcut-help')).toContainText('Ctrl+K')
    await page.screenshot({ path: `${shots}/board-help.png` })
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('shortcut-help')).toBeHidden()

    // `]` steps to the next basket.
    await page.keyboard.press('Alt+b')
    await page.keyboard.press(']')
    await expect(switcher(page)).toHaveValue('basket:3')
    await context.close()
  })

  test('a stale banner while the simulator drops connections, gone after recovery', async ({ browser }) => {
    test.setTimeout(90_000)
    shell ??= await startWebShellProcess(['--data-dir', dataDir])
    const context = await browser.newContext({ viewport: { width: 1600, height: 900 } })
    const page = await context.newPage()
    await page.goto(shell.url)
    await waitForBoard(page, 1)
    await page.goto(`${new URL(shell.url).origin}/?window=stale-test`)
    await waitForBoard(page, 1)
    await expect(page.getByTestId('profile-badge')).toHaveAttribute('data-kind', 'demo')
    await expect(page.getByTestId('session-HOSE')).toBeVisible()
    const title = await page.getByTestId('profile').getAttribute('title', { timeout: 10_000 })
    const simulatorUrl = /(http:\/\/127\.0\.0\.1:\d+)/.exec(title ?? '')?.[1]
    expect(simulatorUrl).toBeDefined()
    const faults = (method: 'POST' | 'DELETE', body?: object) =>
      simControlFetch(simulatorUrl ?? '', '/faults', {
        method,
        ...(body ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {}),
      })
    try {
      expect((await faults('POST', { dropRate: 1 })).ok).toBe(true)
      const banner = page.getByTestId('stale-banner')
      await expect(banner).toBeVisible({ timeout: 20_000 })
      await expect(banner).toContainText(/\d{2}:\d{2}:\d{2}/)
      await expect(page.getByTestId('board-status')).toHaveAttribute('data-state', 'stale')
      await page.screenshot({ path: `${shots}/board-stale.png` })
    } finally {
      await faults('DELETE')
    }
    await expect(page.getByTestId('stale-banner')).toBeHidden({ timeout: 40_000 })
    await expect(page.getByTestId('board-status')).toHaveAttribute('data-state', 'live')

    // Light theme and English, saved through the core.
    await page.getByTestId('theme').selectOption('light')
    await page.getByTestId('locale').selectOption('en')
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
    await expect(page.getByTestId('board-legend')).toContainText('Prices ×1,000 VND')
    // The grid has redrawn its headers in English before the picture is taken.
    await expect(page.getByRole('columnheader', { name: 'Symbol', exact: true })).toBeVisible()
    await page.screenshot({ path: `${shots}/board-light-en.png` })
    await page.getByTestId('theme').selectOption('dark')
    await page.getByTestId('locale').selectOption('vi')
    await context.close()
  })
})
