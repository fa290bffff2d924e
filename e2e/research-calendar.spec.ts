import { expect, test } from './fixtures/web-shell'

const shots = 'test-results/screenshots'

test.describe('corporate-event calendar', () => {
  test('opens from the palette, steps months by keyboard and filters by type, date field and symbol', async ({
    page,
    context,
    webShell,
  }) => {
    const problems: string[] = []
    page.on('pageerror', (err) => problems.push(err.message))
    await page.goto(webShell.url)
    await expect
      .poll(() => page.locator('.ag-row[row-id]').count(), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(30)

    const popup = context.waitForEvent('page')
    await page.keyboard.press('Control+k')
    await page.keyboard.type('lịch sự kiện')
    await page.keyboard.press('Enter')
    const calendar = await popup
    calendar.on('pageerror', (err) => problems.push(err.message))
    await calendar.setViewportSize({ width: 1366, height: 1000 })
    const root = calendar.getByTestId('events-calendar')
    await expect(root).toBeVisible()
    const count = async () => Number(await root.getAttribute('data-count'))
    // Events of the month on the grid: the simulator spreads them over 180 days either side of today.
    await expect.poll(count, { timeout: 15_000 }).toBeGreaterThan(10)
    const chips = calendar.locator('.cal-day .cal-event')
    await expect.poll(() => chips.count()).toBe(await count())
    const month = await root.getAttribute('data-month')

    // PageDown and PageUp move a month (not while typing); the events follow.
    await calendar.locator('body').press('PageDown')
    await expect(root).not.toHaveAttribute('data-month', month ?? '')
    await calendar.locator('body').press('PageUp')
    await expect(root).toHaveAttribute('data-month', month ?? '')
    await calendar.screenshot({ path: `${shots}/research-calendar-month-1366.png`, fullPage: true })

    // Cash dividends only: every chip is one.
    await calendar.getByTestId('cal-type').selectOption('1')
    await expect.poll(count, { timeout: 10_000 }).toBeGreaterThan(0)
    await expect.poll(() => calendar.locator('.cal-day .cal-event:not(.cal-type-1)').count()).toBe(0)
    const cashCount = await count()

    // Filed under the record date instead: each chip sits on its record date's cell.
    await calendar.getByTestId('cal-field').selectOption('recordDate')
    await expect.poll(count, { timeout: 10_000 }).toBeGreaterThan(0)
    expect(cashCount).toBeGreaterThan(0)

    // The list view, then one symbol.
    await calendar.getByRole('radio', { name: /List|Danh sách/ }).click()
    const rows = calendar.getByTestId('cal-list').locator('tbody tr')
    await expect.poll(() => rows.count()).toBe(await count())
    const symbol = (await rows.first().locator('td').nth(1).locator('strong').textContent()) ?? ''
    expect(symbol).toMatch(/^[A-Z0-9]{3}$/)
    await calendar.getByTestId('cal-symbol').fill(symbol)
    await expect
      .poll(async () => new Set(await rows.locator('td:nth-child(2) strong').allTextContents()), {
        timeout: 10_000,
      })
      .toEqual(new Set([symbol]))
    for (const width of [1366, 1680, 1920]) {
      await calendar.setViewportSize({ width, height: 900 })
      await calendar.screenshot({ path: `${shots}/research-calendar-list-${width}.png`, fullPage: true })
    }
    expect(problems).toEqual([])
  })
})
