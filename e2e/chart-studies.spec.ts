import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from '@playwright/test'
import { expect, startWebShellProcess, test, type WebShell } from './fixtures/web-shell'
import { atEverySize } from './support/screen-sizes'

// The test opens and closes its own contexts (a restart needs a fresh one): no trace (see
// board-windows.spec.ts).
test.use({ trace: 'off' })

const studiesOf = (page: Page) => page.getByTestId('candle-chart').first().getAttribute('data-studies')
const drawingsOf = async (page: Page) =>
  Number(await page.getByTestId('candle-chart').first().getAttribute('data-drawings'))

async function openChart(browser: Browser, shell: WebShell): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } })
  const page = await context.newPage()
  await page.goto(`${shell.url}&view=chart&symbol=FPT`)
  await expect
    .poll(async () => Number(await page.getByTestId('candle-chart').first().getAttribute('data-candles')), {
      timeout: 20_000,
    })
    .toBeGreaterThan(1)
  return page
}

test.describe('chart studies, lines and layouts', () => {
  let dataDir: string
  let shell: WebShell | null = null

  test.beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'chart-studies-e2e-'))
  })
  test.afterAll(async () => {
    await shell?.stop()
    await rm(dataDir, { recursive: true, force: true })
  })

  test('a chart with four studies and a drawn level survives a restart of the shell', async ({ browser }) => {
    test.setTimeout(150_000)
    shell = await startWebShellProcess(['--data-dir', dataDir])
    const page = await openChart(browser, shell)
    // A new chart shows its volume pane, as before studies.
    expect(await studiesOf(page)).toBe('volume')

    // S opens the studies menu; each study is added from the keyboard.
    await page.keyboard.press('s')
    const menu = page.getByTestId('chart-study-menu')
    await expect(menu).toBeVisible()
    for (const kind of ['sma', 'bollinger', 'rsi', 'macd']) {
      await menu.locator(`[data-study="${kind}"]`).press('Enter')
    }
    await expect.poll(() => studiesOf(page)).toBe('volume sma bollinger rsi macd')
    // The RSI's period typed in its field.
    const rsiRow = menu.getByTestId('chart-study').filter({ hasText: 'RSI' })
    await rsiRow.getByRole('spinbutton').fill('9')
    await expect(rsiRow).toContainText('RSI 9')
    await page.screenshot({ path: 'test-results/screenshots/chart-study-menu-1366x768.png' })
    await page.keyboard.press('Escape')
    await expect(menu).toHaveCount(0)

    // H: a level at the last price (the pointer is not on the chart).
    await page.keyboard.press('h')
    await expect.poll(() => drawingsOf(page)).toBe(1)
    // Daily candles: a year of them, so every study has warmed up in the picture.
    await page.keyboard.press('5')
    await expect
      .poll(async () => Number(await page.getByTestId('candle-chart').getAttribute('data-candles')), {
        timeout: 15_000,
      })
      .toBeGreaterThan(200)
    await atEverySize(page, 'chart-studies', async () => {
      await expect(page.getByTestId('candle-chart').locator('canvas').first()).toBeVisible()
    })

    // The level is listed in the menu, with its price.
    await page.keyboard.press('s')
    await expect(menu.getByTestId('chart-drawing')).toHaveCount(1)
    await expect(menu.getByTestId('chart-drawing')).toContainText(/Level|Ngưỡng/)
    await page.keyboard.press('Escape')

    // The shell stops and starts again on the same data folder; a fresh browser opens the chart.
    await page.context().close()
    await shell.stop()
    shell = await startWebShellProcess(['--data-dir', dataDir])
    const again = await openChart(browser, shell)
    await expect.poll(() => studiesOf(again), { timeout: 10_000 }).toBe('volume sma bollinger rsi macd')
    await expect.poll(() => drawingsOf(again), { timeout: 10_000 }).toBe(1)
    await again.keyboard.press('s')
    await expect(again.getByTestId('chart-study').filter({ hasText: 'RSI' })).toContainText('RSI 9')
    await again.keyboard.press('Escape')

    // The window's palette adds a study; T and two clicks draw a trend line.
    await again.keyboard.press('Control+k')
    await again.getByRole('combobox').fill('stochastic')
    await again.keyboard.press('Enter')
    await expect.poll(() => studiesOf(again)).toBe('volume sma bollinger rsi macd stochastic')
    await again.keyboard.press('t')
    const box = await again.getByTestId('candle-chart').boundingBox()
    if (!box) throw new Error('no chart box')
    await expect(again.getByRole('status')).toContainText(/first point|điểm đầu/)
    await again.mouse.click(box.x + box.width * 0.3, box.y + box.height * 0.3)
    await expect(again.getByRole('status')).toContainText(/second point|điểm thứ hai/)
    await again.mouse.move(box.x + box.width * 0.7, box.y + box.height * 0.2, { steps: 5 })
    await again.mouse.click(box.x + box.width * 0.7, box.y + box.height * 0.2)
    await expect.poll(() => drawingsOf(again)).toBe(2)
    await again.screenshot({ path: 'test-results/screenshots/chart-trend-line.png' })

    // Shift+L: one symbol at four widths, each chart with the studies; L back through the layouts.
    await again.keyboard.press('Shift+L')
    await expect(again.getByTestId('chart-cell')).toHaveCount(4)
    await expect
      .poll(() =>
        again
          .getByTestId('chart-cell')
          .evaluateAll((cells) => cells.map((c) => c.getAttribute('data-resolution'))),
      )
      .toEqual(['1', '15', '60', '1D'])
    await atEverySize(again, 'chart-four-widths', async () => {
      await expect(again.getByTestId('chart-cell')).toHaveCount(4)
    })
    await again.keyboard.press('l')
    await expect(again.getByTestId('chart-cell')).toHaveCount(1)
    await again.context().close()
  })
})
