import type { Page } from '@playwright/test'
import { demoIdentity } from '../src-sim/state/accounts/demo-identity'
import { bridgeCall, simulatorUrl } from './cancel-support'
import { expect, test } from './fixtures/web-shell'
import { addBounds } from './support/screener-form'
import { ownWebShell } from './support/own-web-shell'

const shots = 'test-results/screenshots'

/** The symbols a grid shows, top to bottom (a row appears once per pinned section, so counted by id). */
const rowIds = async (page: Page, scope: string): Promise<string[]> => {
  const rows = await page
    .locator(`${scope} .ag-row[row-id]`)
    .evaluateAll((els) =>
      els.map((e) => [Number(e.getAttribute('row-index')), e.getAttribute('row-id') ?? ''] as const),
    )
  return [...new Set([...rows].sort((a, b) => a[0] - b[0]).map(([, id]) => id))]
}

async function fromPalette(page: Page, words: string): Promise<Page> {
  const popup = page.context().waitForEvent('page')
  await page.keyboard.press('Control+k')
  await page.keyboard.type(words)
  await page.keyboard.press('Enter')
  return popup
}

/** Screenshots at both widths in both themes, to be looked at. */
async function shootBoth(page: Page, main: Page, name: string): Promise<void> {
  for (const theme of ['dark', 'light'] as const) {
    await bridgeCall(main, 'workspace.setUi', { theme })
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
    for (const width of [1366, 1920]) {
      await page.setViewportSize({ width, height: width === 1366 ? 768 : 1080 })
      await page.screenshot({ path: `${shots}/${name}-${theme}-${width}.png` })
    }
  }
  await bridgeCall(main, 'workspace.setUi', { theme: 'dark' })
}

// Its own shell: sending results to a watchlist switches the main window's board, which the specs
// sharing the worker's shell would inherit.
const shell = ownWebShell('screener')

test.describe('research screener and macro', () => {
  test('screener: three filters → rows, the screen saved, the results sent to a new watchlist shown on a board', async ({
    page,
  }) => {
    const problems: string[] = []
    page.on('pageerror', (err) => problems.push(err.message))
    await page.goto(shell.current.url)
    await expect.poll(() => page.locator('.ag-row[row-id]').count(), { timeout: 20_000 }).toBeGreaterThan(20)

    const sc = await fromPalette(page, 'bộ lọc cổ phiếu')
    sc.on('pageerror', (err) => problems.push(err.message))
    await sc.setViewportSize({ width: 1366, height: 768 })
    const root = sc.getByTestId('screener-window')
    await expect(root).toBeVisible()
    const count = sc.getByTestId('sc-count')
    // The whole market by market cap, before any filter.
    await expect
      .poll(async () => Number(await count.getAttribute('data-total')), { timeout: 15_000 })
      .toBeGreaterThan(1000)
    const marketTotal = Number(await count.getAttribute('data-total'))

    // Window and date together are refused in words, and nothing is sent.
    await sc.getByTestId('sc-window').selectOption('1M')
    await sc.getByTestId('sc-date').fill('2026-01-05')
    await sc.getByTestId('sc-run').click()
    await expect(sc.getByTestId('sc-problems')).toContainText(/not both|không chọn cả hai/)
    await expect(count).toHaveAttribute('data-total', String(marketTotal))
    await sc.getByTestId('sc-window').selectOption('')
    await sc.getByTestId('sc-date').fill('')

    // Three filters, typed by keyboard: HOSE, P/E below 20, ROE above 10 (%).
    await sc.getByTestId('sc-exchange').selectOption('HOSE')
    await addBounds(sc, [
      ['pe', 'lt', '20'],
      ['roe', 'gt', '10'],
    ])
    await sc.getByTestId('sc-sort').selectOption('roe')
    await sc.locator('[data-testid="sc-bound"] input').last().press('Enter')
    const screened = async () => {
      const t = Number((await count.getAttribute('data-total')) || Number.NaN)
      return t > 0 && t < marketTotal
    }
    await expect.poll(screened, { timeout: 15_000 }).toBe(true)
    const total = Number(await count.getAttribute('data-total'))
    expect(total).toBeGreaterThan(3)
    await expect.poll(async () => (await rowIds(sc, '[data-testid="sc-grid"]')).length).toBeGreaterThan(3)

    // Every row shown passes the three filters, and they come sorted by ROE, largest first.
    const cells = async (col: string) =>
      sc.locator(`[data-testid="sc-grid"] .ag-row .ag-cell[col-id="${col}"]`).allTextContents()
    // Rows of the previous screen leave the grid with ag-grid's row animation: wait them out.
    await expect.poll(async () => new Set(await cells('exchange'))).toEqual(new Set(['HOSE']))
    const pes = (await cells('pe')).map((t) => Number(t.replace(/,/g, '')))
    expect(pes.every((v) => v < 20)).toBe(true)
    const roes = (await cells('roe')).map((t) => Number(t.replace(/,/g, '')))
    expect(roes.every((v) => v > 10)).toBe(true)
    expect([...roes].sort((a, b) => b - a)).toEqual(roes)
    await shootBoth(sc, page, 'research-screener')
    await sc.setViewportSize({ width: 1366, height: 768 })

    // Saved under a name, it is listed; it survives in the settings (read back through the bridge).
    await sc.getByTestId('sc-save-name').fill('Rẻ và lãi')
    await sc.getByTestId('sc-save').click()
    await expect(sc.getByTestId('sc-saved-item')).toContainText(['Rẻ và lãi'])
    const saved = await bridgeCall<{ name: string; filters: { exchange?: string; bounds: object } }[]>(
      page,
      'research.screens',
      {},
    )
    expect(saved.find((x) => x.name === 'Rẻ và lãi')?.filters).toMatchObject({
      exchange: 'HOSE',
      bounds: { pe: { lt: 20 }, roe: { gt: 10 } },
    })

    // The first rows of the screen, in its order, become a new watchlist.
    const expected: string[] = []
    for (let p = 1; expected.length < Math.min(total, 300); p++) {
      const page100 = await bridgeCall<{ items: { symbol: string }[] }>(page, 'research.screener', {
        exchange: 'HOSE',
        bounds: { pe: { lt: 20 }, roe: { gt: 10 } },
        sort: '-roe',
        fields: ['symbol'],
        page: p,
        pageSize: 100,
      })
      expected.push(...page100.items.map((r) => r.symbol))
    }
    await sc.getByTestId('sc-target').selectOption('__new__')
    await sc.getByTestId('sc-new-name').fill('Từ bộ lọc')
    await sc.getByTestId('sc-send-button').click()
    await expect(sc.getByTestId('sc-sent')).toContainText(/Từ bộ lọc/)
    const lists = await bridgeCall<{ id: string; name: string; symbols: string[] }[]>(
      page,
      'workspace.get',
      {},
    ).then(
      (w) => (w as unknown as { watchlists: { id: string; name: string; symbols: string[] }[] }).watchlists,
    )
    const list = lists.find((w) => w.name === 'Từ bộ lọc')
    const symbols = list?.symbols ?? []
    // The market moves while the test runs (P/E follows the price), so a screen read a moment apart
    // may differ by a name or two at its edges: the list is the screen's, in its order, as the grid shows it.
    const shown = await rowIds(sc, '[data-testid="sc-grid"]')
    expect(symbols.slice(0, 10)).toEqual(shown.slice(0, 10))
    expect(new Set(symbols).size).toBe(symbols.length)
    expect(Math.abs(symbols.length - Math.min(total, 300))).toBeLessThanOrEqual(10)
    const inScreen = symbols.filter((x) => expected.includes(x)).length
    expect(inScreen / symbols.length).toBeGreaterThan(0.95)

    // The main window's board switches to it and shows exactly those tickers.
    await page.getByTestId('board-switcher').selectOption(`watchlist:${list?.id ?? ''}`)
    // The grid draws only the rows in view: it holds every one of the list, and each drawn row is one.
    const listed = new Set(list?.symbols)
    await expect(page.getByTestId('board-status')).toHaveAttribute('data-rows', String(listed.size), {
      timeout: 15_000,
    })
    await expect.poll(async () => (await rowIds(page, 'body')).length).toBeGreaterThan(10)
    expect((await rowIds(page, 'body')).filter((id) => !listed.has(id))).toEqual([])
    expect(problems).toEqual([])
  })

  test('macro dashboards draw series with the simulator’s values', async ({ page }) => {
    const problems: string[] = []
    page.on('pageerror', (err) => problems.push(err.message))
    await page.goto(shell.current.url)
    await expect.poll(() => page.locator('.ag-row[row-id]').count(), { timeout: 20_000 }).toBeGreaterThan(20)
    const sim = await simulatorUrl(page)

    const macro = await fromPalette(page, 'vĩ mô')
    macro.on('pageerror', (err) => problems.push(err.message))
    await macro.setViewportSize({ width: 1366, height: 768 })
    await expect(macro.getByTestId('macro-window')).toBeVisible()

    // Monthly CPI: a lightweight-charts canvas, and the latest value the simulator publishes.
    const cpi = macro.getByTestId('rd-macro-cpi_yoy')
    await expect(cpi.locator('canvas').first()).toBeVisible({ timeout: 15_000 })
    const latest = cpi.getByTestId('mc-latest')
    await expect(latest).toBeVisible()
    const answer = (await (
      await fetch(`${sim}/market/macro/indicators/cpi_yoy`, {
        headers: { 'X-SVC-APIKEY': demoIdentity.apiKey },
      })
    ).json()) as { data: { values: { period: string; value: number }[] } }
    const last = answer.data.values.at(-1)
    expect(last).toBeDefined()
    await expect(latest).toHaveAttribute('data-period', last?.period ?? '')
    await expect(latest).toHaveAttribute('data-value', String(last?.value))
    await expect(latest).toHaveAttribute('data-period', /^\d{4}-(0[1-9]|1[0-2])$/)

    // Quarterly GDP growth as bars (ECharts canvas), its periods yyyy-Qn.
    await macro.getByRole('radio', { name: /Tăng trưởng|Growth/ }).check()
    const gdp = macro.getByTestId('rd-macro-gdp_growth')
    await expect(gdp.locator('canvas').first()).toBeVisible({ timeout: 15_000 })
    await expect(gdp.getByTestId('mc-latest')).toHaveAttribute('data-period', /^\d{4}-Q[1-4]$/)
    await expect(macro.getByTestId('rd-macro-gdp_growth_annual').getByTestId('mc-latest')).toHaveAttribute(
      'data-period',
      /^\d{4}$/,
    )
    await macro.screenshot({ path: `${shots}/research-macro-growth-dark-1366.png` })
    await macro.getByRole('radio', { name: /Giá cả|Prices/ }).check()
    await expect(cpi.locator('canvas').first()).toBeVisible()
    await shootBoth(macro, page, 'research-macro')
    expect(problems).toEqual([])
  })
})
