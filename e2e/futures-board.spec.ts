import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { runningContracts } from '../src-shared/market/futures-contracts'
import { expect, startWebShellProcess, test, type WebShell } from './fixtures/web-shell'

/** Distinct row ids on the board (a row with pinned columns is drawn in two containers). */
const rowIds = (page: Page): Promise<string[]> =>
  page.evaluate(() => [
    ...new Set([...document.querySelectorAll('.ag-row[row-id]')].map((r) => r.getAttribute('row-id') ?? '')),
  ])

/** Text of one column, row by row in board order. */
const column = (page: Page, colId: string): Promise<string[]> =>
  page.evaluate(
    (id) =>
      [...document.querySelectorAll('.ag-row[row-id]')]
        .sort((a, b) => Number(a.getAttribute('row-index')) - Number(b.getAttribute('row-index')))
        .flatMap((row) => {
          const cell = row.querySelector(`.ag-cell[col-id="${id}"]`)
          return cell ? [cell.textContent.trim()] : []
        }),
    colId,
  )

test.describe('VN30 futures board in the web shell', () => {
  // Its own settings folder: the window it leaves on the futures board must not become the first
  // board of the other specs, which share the default one.
  let dataDir: string
  let shell: WebShell | undefined
  test.beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'futures-e2e-'))
    shell = await startWebShellProcess(['--data-dir', dataDir])
  })
  test.afterAll(async () => {
    await shell?.stop()
    await rm(dataDir, { recursive: true, force: true })
  })

  test('opens from the palette: four contracts in index points that move, units stated', async ({ page }) => {
    if (!shell) throw new Error('web shell not started')
    const cspViolations: string[] = []
    const gridErrors: string[] = []
    page.on('console', (msg) => {
      if (/Content Security Policy|Refused to/.test(msg.text())) cspViolations.push(msg.text())
      // A grid feature whose module is missing fails only in the console (e.g. refreshCells).
      if (/AG Grid: (error|warning)/.test(msg.text())) gridErrors.push(msg.text())
    })
    await page.goto(shell.url)
    await expect.poll(async () => (await rowIds(page)).length, { timeout: 15_000 }).toBeGreaterThan(4)

    // By keyboard only: the palette finds the board by its name.
    await page.keyboard.press('Control+k')
    await expect(page.getByTestId('command-palette')).toBeVisible()
    await page.keyboard.type('VN30F')
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('board-switcher')).toHaveValue('futures')

    // The four running contracts, front month first (the simulator's clock starts at the real time).
    const expected = runningContracts(Date.now()).map((c) => c.symbol)
    await expect.poll(() => rowIds(page), { timeout: 15_000 }).toEqual(expected)
    expect(await column(page, 'alias')).toEqual(['F1M', 'F2M', 'F1Q', 'F2Q'])
    // Days to expiry from the feed's trading date, rising with the months (filled without waiting for a tick).
    const days = async () => (await column(page, 'expiryDays')).map((d) => (/^\d+$/.test(d) ? Number(d) : -1))
    await expect.poll(async () => (await days()).every((d) => d >= 0 && d <= 250)).toBe(true)
    expect(await days()).toEqual((await days()).sort((a, b) => a - b))

    // Prices in index points with one decimal (a VN30 level around 2,000), not thousands of VND.
    const points = /^\d{1,2},\d{3}\.\d$/
    await expect
      .poll(() => column(page, 'matchPrice'))
      .toEqual(expected.map(() => expect.stringMatching(points)))
    for (const text of await column(page, 'refPrice')) expect(text).toMatch(points)
    // Volumes in contracts: whole numbers, no stock "×10" unit.
    for (const text of await column(page, 'totalVol')) expect(text).toMatch(/^[\d,]+$/)
    await expect(page.getByTestId('legend-units')).toHaveText(
      /(index points|điểm chỉ số).*(contracts|hợp đồng)/,
    )
    // No foreign room on a derivative.
    await expect(page.locator('.ag-header-cell[col-id="foreignRoom"]')).toHaveCount(0)

    // Basis against the exchange's VN30 (the simulator serves index-realtime): a few points of carry.
    await expect(page.getByTestId('index-VN30')).toHaveAttribute('data-source', 'exchange', {
      timeout: 15_000,
    })
    await expect
      .poll(async () => (await column(page, 'basis')).every((b) => /^[+-]?\d+\.\d$/.test(b)), {
        timeout: 10_000,
      })
      .toBe(true)
    for (const basis of await column(page, 'basis')) expect(Math.abs(Number(basis))).toBeLessThan(100)

    // Every match price carries a colour of the board convention, from the contract's own band.
    const classes = await page
      .locator('.ag-row[row-id] .ag-cell[col-id="matchPrice"]')
      .evaluateAll((cells: Element[]) => cells.map((c) => c.getAttribute('class') ?? ''))
    for (const cls of classes) expect(cls).toMatch(/price-(ceil|floor|ref|up|down)/)

    // The board is live: a contract's last or best price moves (how soon is the cadence tests').
    const watched = ['matchPrice', 'bidPrice1', 'offerPrice1']
    const read = async () => JSON.stringify(await Promise.all(watched.map((id) => column(page, id))))
    const before = await read()
    await expect.poll(read, { intervals: [250] }).not.toBe(before)

    await page.screenshot({ path: 'test-results/screenshots/futures-board.png' })

    // `[` and `]` step through the boards with the futures among them.
    await page.keyboard.press('[')
    await expect(page.getByTestId('board-switcher')).toHaveValue('market')
    await page.keyboard.press(']')
    await expect(page.getByTestId('board-switcher')).toHaveValue('futures')
    await expect.poll(() => rowIds(page), { timeout: 15_000 }).toEqual(expected)
    expect(cspViolations).toEqual([])
    expect(gridErrors).toEqual([])
  })
})
