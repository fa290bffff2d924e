import type { Page } from '@playwright/test'
import { test, expect } from './fixtures/web-shell'
import { atEverySize } from './support/screen-sizes'

const newColumns = ['totalVal', 'open', 'avgPrice', 'bidTotal', 'offerTotal']

const number = (text: string): number => Number(text.replace(/,/g, ''))

/** One row's cells by column id, read in one go so a tick between reads cannot tear them. */
function rowTexts(page: Page, symbol: string): Promise<Record<string, string>> {
  return page.evaluate((s) => {
    const texts: Record<string, string> = {}
    for (const cell of document.querySelectorAll(`.ag-row[row-id="${s}"] .ag-cell[col-id]`))
      texts[cell.getAttribute('col-id') ?? ''] = cell.textContent.trim()
    return texts
  }, symbol)
}

test.describe('the columns traders look for', () => {
  test('total value, open, average and resting bid/offer volumes, hideable and in the presets', async ({
    page,
    webShell,
  }) => {
    await page.goto(webShell.url)
    await expect.poll(() => page.locator('.ag-row[row-id]').count(), { timeout: 15_000 }).toBeGreaterThan(20)
    const header = (id: string) => page.locator(`.ag-header-cell[col-id="${id}"]`)
    // From the full preset, whatever an earlier run left in the shell's saved layout.
    await page.getByTestId('column-preset').selectOption('full')
    // The new columns sit right of the foreign group: scroll there (the grid draws only what is
    // in view).
    const shownNew = async () => {
      await page
        .locator('.ag-body-horizontal-scroll-viewport')
        .evaluate((v) => v.scrollTo({ left: v.scrollWidth }))
      return page.locator(newColumns.map((id) => `.ag-header-cell[col-id="${id}"]`).join(', ')).count()
    }
    await expect.poll(shownNew, { timeout: 10_000 }).toBe(newColumns.length)

    // A traded stock: its figures agree with each other.
    const symbol = await page.evaluate(
      () =>
        [...document.querySelectorAll('.ag-row[row-id]')]
          .map((r) => r.getAttribute('row-id') ?? '')
          .find((s) => s !== '') ?? '',
    )
    await expect
      .poll(
        async () => {
          const t = await rowTexts(page, symbol)
          const bid = ['bidVol1', 'bidVol2', 'bidVol3'].reduce((sum, c) => sum + number(t[c] || '0'), 0)
          const offer = ['offerVol1', 'offerVol2', 'offerVol3'].reduce(
            (sum, c) => sum + number(t[c] || '0'),
            0,
          )
          const avg = number(t.avgPrice ?? '')
          return (
            number(t.bidTotal || '0') === bid &&
            number(t.offerTotal || '0') === offer &&
            avg >= number(t.low ?? '') &&
            avg <= number(t.high ?? '') &&
            number(t.open ?? '') > 0 &&
            // Value (bn VND) ≈ total volume × average price (prices are in thousands, volumes ×10).
            Math.abs(number(t.totalVal ?? '') - (number(t.totalVol ?? '') * 10 * avg * 1000) / 1e9) /
              number(t.totalVal ?? '1') <
              0.05
          )
        },
        {
          timeout: 15_000,
          intervals: [300],
          message: `${symbol}'s new columns agree with its other figures`,
        },
      )
      .toBe(true)

    await atEverySize(page, 'board-columns-full', async () => {
      await expect(header('bidTotal')).toHaveCount(1)
    })

    // The compact preset drops open, average and the resting volumes but keeps the value.
    await page.getByTestId('column-preset').selectOption('compact')
    await expect(header('avgPrice')).toHaveCount(0)
    await expect(header('bidTotal')).toHaveCount(0)
    await expect(header('totalVal')).toHaveCount(1)
    await atEverySize(page, 'board-columns-compact', async () => {
      await expect(header('totalVal')).toBeVisible()
    })

    // Each can be hidden by hand.
    await page.getByTestId('column-preset').selectOption('full')
    await page.getByTestId('column-chooser-toggle').click()
    await page.locator('[data-testid="column-chooser"] input[data-col="totalVal"]').uncheck()
    await expect(header('totalVal')).toHaveCount(0)
    await expect(page.getByTestId('column-preset')).toHaveValue('custom')
    // Back to the full preset: the web shell (and its saved layout) is shared by the next specs.
    await page.locator('[data-testid="column-chooser"] input[data-col="totalVal"]').check()
    await expect(page.getByTestId('column-preset')).toHaveValue('full')
  })
})
