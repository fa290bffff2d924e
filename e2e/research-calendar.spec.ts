import { expect, test } from './fixtures/web-shell'
import { openBoard, openFromPalette } from './research-support'
import { bridgeCall } from './cancel-support'
import { vnIsoDate } from '../src-shared/market/vietnam-calendar'

const shots = 'test-results/screenshots'

test.describe('corporate-event calendar', () => {
  test('opens from the palette, steps months by keyboard and filters by type, date field and symbol', async ({
    page,
    context,
    webShell,
  }) => {
    const problems: string[] = []
    page.on('pageerror', (err) => problems.push(err.message))
    await openBoard(page, webShell.url)

    const calendar = await openFromPalette(page, context, 'lịch sự kiện')
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

test.describe('corporate-event calendar, holdings', () => {
  test('shows only the events of held symbols, marked, month after month by keyboard', async ({
    page,
    context,
    webShell,
  }) => {
    const problems: string[] = []
    page.on('pageerror', (err) => problems.push(err.message))
    await openBoard(page, webShell.url)
    const portfolio = await bridgeCall<{ rows: { symbol: string; quantity: number }[] }>(
      page,
      'account.portfolio',
      {},
    )
    const held = new Set(portfolio.rows.filter((r) => r.quantity > 0).map((r) => r.symbol))
    expect(held.size).toBeGreaterThan(0)

    const calendar = await openFromPalette(page, context, 'lịch sự kiện')
    calendar.on('pageerror', (err) => problems.push(err.message))
    await calendar.setViewportSize({ width: 1366, height: 1000 })
    const root = calendar.getByTestId('events-calendar')
    await calendar.getByTestId('cal-scope').selectOption('held')
    await expect(calendar.getByTestId('cal-held-count')).toContainText(String(held.size), { timeout: 15_000 })

    // This month, today's cell marked.
    await expect(calendar.locator('.cal-day[aria-current="date"]')).toHaveAttribute(
      'data-date',
      vnIsoDate(Date.now()),
    )

    // Six months back, then a year forward, one PageDown at a time: each month shows exactly the
    // held symbols' events the service files under their ex-rights date, each marked as held.
    await calendar.locator('body').press('PageUp')
    for (let i = 0; i < 5; i++) await calendar.locator('body').press('PageUp')
    let seen = 0
    let shot = false
    for (let i = 0; i < 13; i++) {
      if (i > 0) await calendar.locator('body').press('PageDown')
      await expect(root).toHaveAttribute('data-loaded', 'true', { timeout: 15_000 })
      const month = (await root.getAttribute('data-month')) ?? ''
      const [y, m] = month.split('-').map(Number)
      const last = new Date(Date.UTC(y ?? 0, m ?? 0, 0)).getUTCDate()
      const events = await bridgeCall<{ symbol: string; registrationDate?: string | null }[]>(
        page,
        'events.search',
        { type: 0, orderBy: 1, startDate: `${month}-01`, endDate: `${month}-${String(last)}`, limit: 500 },
      )
      const expected = events.filter(
        (e) => held.has(e.symbol) && (e.registrationDate ?? '').slice(0, 7) === month,
      )
      await expect(root).toHaveAttribute('data-count', String(expected.length))
      const chips = calendar.locator('.cal-day .cal-event')
      expect(
        (await chips.evaluateAll((lis) => lis.map((li) => li.getAttribute('data-symbol')))).sort(),
      ).toEqual(expected.map((e) => e.symbol).sort())
      expect(await calendar.locator('.cal-day .cal-event:not(.cal-held)').count()).toBe(0)
      seen += expected.length
      if (expected.length > 0 && !shot) {
        shot = true
        await calendar.screenshot({ path: `${shots}/research-calendar-held-1366.png`, fullPage: true })
        await bridgeCall(page, 'workspace.setUi', { locale: 'en', theme: 'light' })
        await calendar.getByRole('radio', { name: /List|Danh sách/ }).click()
        await expect(calendar.getByTestId('cal-list').locator('tbody tr.cal-held')).toHaveCount(
          expected.length,
        )
        await calendar.setViewportSize({ width: 1920, height: 900 })
        await calendar.screenshot({
          path: `${shots}/research-calendar-held-list-1920-light.png`,
          fullPage: true,
        })
        await bridgeCall(page, 'workspace.setUi', { locale: 'vi', theme: 'dark' })
        await calendar.getByRole('radio', { name: /Tháng|Month/ }).click()
      }
    }
    expect(seen).toBeGreaterThan(0)
    expect(problems).toEqual([])
  })
})
