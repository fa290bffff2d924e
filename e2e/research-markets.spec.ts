import type { Page } from '@playwright/test'
import { control, simulatorUrl } from './cancel-support'
import { expect, test } from './fixtures/web-shell'
import { openBoard, problemWatcher } from './research-support'

const shots = 'test-results/screenshots'

interface Listed<T> {
  data: { items: T[]; total: number }
}

/** A group E read of the simulator with a key of its own (the app's quota stays the app's). */
async function simReader(page: Page) {
  const sim = await simulatorUrl(page)
  const key = await control<{ apiKey: string }>(sim, '/keys', { tier: 'Pro' })
  return async <T>(path: string): Promise<T> => {
    const response = await fetch(`${sim}${path}`, { headers: { 'X-SVC-APIKEY': key.apiKey } })
    expect(response.status, path).toBe(200)
    return (await response.json()) as T
  }
}

async function fromPalette(page: Page, words: string): Promise<Page> {
  const popup = page.context().waitForEvent('page')
  await page.bringToFront()
  await page.keyboard.press('Control+k')
  await page.keyboard.type(words)
  await page.keyboard.press('Enter')
  return popup
}

test.describe('sectors, indices and bank rates', () => {
  test('heat map drills from industries to members and back, indices and bank rates match the simulator', async ({
    page,
    webShell,
  }) => {
    test.setTimeout(120_000)
    const { watch, problems } = problemWatcher()
    watch(page)
    await openBoard(page, webShell.url)
    const read = await simReader(page)

    const markets = await fromPalette(page, 'bản đồ nhiệt')
    watch(markets)
    await markets.setViewportSize({ width: 1366, height: 1000 })
    const map = markets.getByTestId('mk-heat-map')
    const list = markets.getByTestId('mk-list').locator('li[data-id]')
    const ids = () => list.evaluateAll((items) => items.map((li) => li.getAttribute('data-id')))

    // The industries of the simulator's classification, one tile each, drawn on a canvas.
    const industries = await read<Listed<{ slug: string }>>('/market/sectors?level=1&page_size=100')
    await expect(map).toHaveAttribute('data-count', String(industries.data.total), { timeout: 15_000 })
    expect(new Set(await ids())).toEqual(new Set(industries.data.items.map((s) => s.slug)))
    expect(await map.locator('canvas').count()).toBeGreaterThan(0)
    await expect(markets.getByTestId('rd-sector-breadth').locator('canvas').first()).toBeAttached()

    // Keyboard: onto Financials with the arrows, Enter opens its supersectors.
    const financials = (await ids()).indexOf('financials')
    expect(financials).toBeGreaterThanOrEqual(0)
    await map.focus()
    await markets.keyboard.press('Home')
    for (let i = 0; i < financials; i++) await markets.keyboard.press('ArrowRight')
    await expect(map).toHaveAttribute('data-selected', 'financials')
    await markets.keyboard.press('Enter')
    const supersectors = await read<Listed<{ slug: string }>>(
      '/market/sectors?level=2&parent=financials&page_size=100',
    )
    await expect(map).toHaveAttribute('data-view', 'children')
    await expect(map).toHaveAttribute('data-count', String(supersectors.data.total), { timeout: 10_000 })
    expect(new Set(await ids())).toEqual(new Set(supersectors.data.items.map((s) => s.slug)))
    // Issue 20: the focus stays on the map after Enter, so the keys go on to the members with no
    // click: Enter on the first supersector, then its members, all by keyboard.
    await expect(map).toBeFocused()
    await markets.keyboard.press('Home')
    const firstSupersector = await map.getAttribute('data-selected')
    await markets.keyboard.press('Enter')
    await expect(map).toHaveAttribute('data-view', 'members')
    await expect(map).toHaveAttribute('data-sector', firstSupersector ?? '')
    await expect(map).toBeFocused()
    await markets.keyboard.press('ArrowRight')
    await expect(map).not.toHaveAttribute('data-selected', '')
    await markets.keyboard.press('Backspace')
    await expect(map).toHaveAttribute('data-view', 'children')
    await expect(map).toBeFocused()

    // A click on Banks in the list: its members, the simulator's constituents of the sector.
    await markets.getByTestId('mk-list').locator('li[data-id="banks"]').click()
    await expect(map).toHaveAttribute('data-view', 'members')
    await expect(map).toHaveAttribute('data-sector', 'banks')
    const banks = await read<Listed<{ symbol: string }>>('/market/sectors/banks/constituents?page_size=100')
    await expect(map).toHaveAttribute('data-count', String(banks.data.total), { timeout: 10_000 })
    const members = await ids()
    expect(new Set(members)).toEqual(new Set(banks.data.items.map((c) => c.symbol)))
    for (const symbol of members) expect(symbol).toMatch(/^[A-Z0-9]{3}$/)
    await expect(markets.getByTestId('mk-sector-breadth')).toBeVisible({ timeout: 10_000 })
    await markets.screenshot({ path: `${shots}/research-markets-members-1366.png`, fullPage: true })

    // Enter on a member opens its detail.
    await map.focus()
    await markets.keyboard.press('ArrowRight')
    const chosen = await map.getAttribute('data-selected')
    expect(members).toContain(chosen)
    const detailPopup = markets.context().waitForEvent('page')
    await markets.keyboard.press('Enter')
    const detail = await detailPopup
    await expect(detail.getByTestId('detail-window')).toHaveAttribute('data-symbol', chosen ?? '')
    await detail.close()

    // Back: Backspace to the supersectors (Banks selected again), Escape to the industries.
    await markets.bringToFront()
    await map.focus()
    await markets.keyboard.press('Backspace')
    await expect(map).toHaveAttribute('data-view', 'children')
    await expect(map).toHaveAttribute('data-selected', 'banks')
    await markets.keyboard.press('Escape')
    await expect(map).toHaveAttribute('data-view', 'sectors')
    await expect(map).toHaveAttribute('data-selected', 'financials')

    // The five indices at the simulator's levels (live: within a few points of a fresh read).
    const table = markets.getByTestId('mk-indices').locator('tbody tr')
    await expect(table).toHaveCount(5, { timeout: 15_000 })
    const indices = await read<Listed<{ symbol: string; value: number }>>('/market/indices?page_size=10')
    expect(indices.data.items).toHaveLength(5)
    for (const index of indices.data.items) {
      const row = markets.getByTestId('mk-indices').locator(`tr[data-symbol="${index.symbol}"]`)
      await expect
        .poll(
          async () => Math.abs(Number(await row.getAttribute('data-value')) - index.value) / index.value,
          {
            timeout: 10_000,
          },
        )
        .toBeLessThan(0.005)
    }
    await expect
      .poll(async () => Number(await markets.getByTestId('mk-lines').getAttribute('data-points')), {
        timeout: 15_000,
      })
      .toBeGreaterThan(5 * 15)
    expect(await markets.locator('[data-testid="rd-index-lines"] canvas').count()).toBeGreaterThan(0)
    expect(await markets.locator('[data-testid="rd-index-breadth"] canvas').count()).toBeGreaterThan(0)
    await markets.getByTestId('mk-range').getByRole('radio', { name: '3M' }).click()
    await expect
      .poll(async () => Number(await markets.getByTestId('mk-lines').getAttribute('data-points')), {
        timeout: 15_000,
      })
      .toBeGreaterThan(5 * 50)

    for (const theme of ['dark', 'light'] as const) {
      await page.getByTestId('theme').selectOption(theme)
      await expect(markets.locator('html')).toHaveAttribute('data-theme', theme, { timeout: 10_000 })
      for (const width of [1366, 1680, 1920]) {
        await markets.setViewportSize({ width, height: 1000 })
        await markets.screenshot({ path: `${shots}/research-markets-${theme}-${width}.png`, fullPage: true })
      }
    }
    await page.getByTestId('theme').selectOption('dark')

    // Bank rates: every cell is the simulator's rate; a term's header sorts the banks by it.
    const rates = await fromPalette(page, 'lãi suất')
    watch(rates)
    await rates.setViewportSize({ width: 1366, height: 900 })
    const sim = await read<{
      data: { bank_interest_rates: { bank_code: string; rates: { term_months: number; rate: number }[] }[] }
    }>('/market/financial-data/bank-interest-rates')
    const rows = rates.getByTestId('rates-table').locator('tbody tr')
    await expect(rows).toHaveCount(sim.data.bank_interest_rates.length, { timeout: 15_000 })
    for (const bank of sim.data.bank_interest_rates) {
      const shown = await rates
        .getByTestId('rates-table')
        .locator(`tr[data-bank="${bank.bank_code}"] td`)
        .evaluateAll((cells) =>
          cells.map((c) => [Number(c.getAttribute('data-term')), c.textContent] as const),
        )
      expect(shown.map(([term, text]) => [term, Number(text)])).toEqual(
        bank.rates.map((r) => [r.term_months, Number(r.rate.toFixed(2))]),
      )
    }
    const bestOneMonth = [...sim.data.bank_interest_rates].sort(
      (a, b) =>
        (b.rates.find((r) => r.term_months === 1)?.rate ?? 0) -
          (a.rates.find((r) => r.term_months === 1)?.rate ?? 0) || a.bank_code.localeCompare(b.bank_code),
    )[0]?.bank_code
    const oneMonth = rates.getByTestId('rates-table').locator('thead button[data-term="1"]')
    await oneMonth.focus()
    await rates.keyboard.press('Enter')
    await expect(rows.first()).toHaveAttribute('data-bank', bestOneMonth ?? '')
    await expect(rates.locator('thead th[aria-sort="descending"] button')).toHaveAttribute('data-term', '1')
    expect(await rates.locator('[data-testid="rd-rates-chart"] canvas').count()).toBeGreaterThan(0)
    for (const theme of ['dark', 'light'] as const) {
      await page.getByTestId('theme').selectOption(theme)
      await expect(rates.locator('html')).toHaveAttribute('data-theme', theme, { timeout: 10_000 })
      for (const width of [1366, 1920]) {
        await rates.setViewportSize({ width, height: 900 })
        await rates.screenshot({ path: `${shots}/research-rates-${theme}-${width}.png`, fullPage: true })
      }
    }
    await page.getByTestId('theme').selectOption('dark')

    expect(problems).toEqual([])
  })
})
