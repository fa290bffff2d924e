import type { Page } from '@playwright/test'
import { bridgeCall, simulatorUrl } from './cancel-support'
import { expect, test } from './fixtures/web-shell'
import { openBoard, openFromPalette, problemWatcher, simMarket } from './research-support'
import { vnIsoDate } from '../src-shared/market/vietnam-calendar'

const shots = 'test-results/screenshots'

interface SimRelease {
  id: string
  country: string
  event: string
  time: number
  importance: number
  actual: string | null
  previous: string | null
  consensus: string | null
  forecast: string | null
}
const fields = ['actual', 'consensus', 'forecast', 'previous'] as const

const dayBefore = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10)

/** The simulator's releases of the Vietnam week the window shows (it files them by UTC date). */
async function simulatorWeek(page: Page, sim: string): Promise<SimRelease[]> {
  const root = page.getByTestId('economic-calendar')
  const from = (await root.getAttribute('data-from')) ?? ''
  const to = (await root.getAttribute('data-to')) ?? ''
  const data = await simMarket<{ items: SimRelease[] }>(
    sim,
    `/market/calendar?from=${dayBefore(from)}&to=${to}&page_size=100`,
  )
  return data.items.filter((e) => vnIsoDate(e.time) >= from && vnIsoDate(e.time) <= to)
}

/** What the window shows: per release, its id, economy, importance and the four figures. */
const shownRows = (page: Page) =>
  page.getByTestId('econ-row').evaluateAll((trs) =>
    trs.map((tr) => ({
      id: tr.getAttribute('data-id'),
      country: tr.getAttribute('data-country'),
      importance: Number(tr.getAttribute('data-importance')),
      values: [...tr.querySelectorAll('td[data-field]')].map((td) => ({
        field: td.getAttribute('data-field'),
        raw: td.getAttribute('data-value'),
        text: td.textContent,
        surprise: ['better', 'worse', 'inline'].find((s) => td.classList.contains(`econ-${s}`)) ?? null,
      })),
    })),
  )

/** The number a cell prints, its unit taken off ("$95.0B" → 95, "2.80%" → 2.8, "–" → null). */
const printed = (text: string | null) => {
  const digits = (text ?? '').replace(/[^0-9.-]/g, '')
  return digits === '' || digits === '-' ? null : Number(digits)
}

test.describe('economic calendar', () => {
  test('shows the simulator’s releases and figures for the week, by day with today marked, filtered by economy and importance', async ({
    page,
    context,
    webShell,
  }) => {
    const { watch, problems } = problemWatcher()
    watch(page)
    await openBoard(page, webShell.url)
    const sim = await simulatorUrl(page)

    const econ = await openFromPalette(page, context, 'lịch kinh tế')
    watch(econ)
    await econ.setViewportSize({ width: 1366, height: 900 })
    const root = econ.getByTestId('economic-calendar')
    await expect(root).toHaveAttribute('data-loaded', 'true', { timeout: 15_000 })

    // Today is marked, on its own Vietnam date.
    const today = econ.locator('[data-testid="econ-day"][aria-current="date"]')
    await expect(today).toHaveCount(1)
    await expect(today).toHaveAttribute('data-date', vnIsoDate(Date.now()))

    // Last week (every release out): the same releases, in the same order, with the same figures.
    await econ.locator('body').press('PageUp')
    const check = async () => {
      const expected = await simulatorWeek(econ, sim)
      expect(expected.length).toBeGreaterThan(0)
      await expect
        .poll(async () => (await shownRows(econ)).map((r) => r.id), { timeout: 15_000 })
        .toEqual(expected.map((e) => e.id))
      const rows = await shownRows(econ)
      let coloured = 0
      for (const [i, e] of expected.entries()) {
        const row = rows[i]
        expect(row?.country).toBe(e.country)
        expect(row?.importance).toBe(e.importance)
        for (const f of fields) {
          const cell = row?.values.find((v) => v.field === f)
          expect(cell?.raw).toBe(e[f] ?? '')
          expect(printed(cell?.text ?? null)).toBe(e[f] === null ? null : Number(e[f]))
        }
        // Actual against consensus: green better, red worse; lower is better for claims and inflation.
        const actual = row?.values.find((v) => v.field === 'actual')
        if (e.actual !== null && e.consensus !== null) {
          const a = Number(e.actual)
          const c = Number(e.consensus)
          const lowerBetter = /jobless|cpi|unemployment/i.test(e.event)
          expect(actual?.surprise).toBe(a === c ? 'inline' : a > c !== lowerBetter ? 'better' : 'worse')
          coloured += a === c ? 0 : 1
        }
      }
      return { expected, coloured }
    }
    const lastWeek = await check()
    expect(lastWeek.coloured).toBeGreaterThan(0)
    await econ.screenshot({ path: `${shots}/research-economy-1366.png`, fullPage: true })

    // Vietnam only, then the market movers only.
    for (const code of ['US', 'EU', 'CN', 'JP', 'GB']) await econ.getByTestId(`econ-toggle-${code}`).click()
    const vietnam = lastWeek.expected.filter((e) => e.country === 'VN')
    await expect.poll(async () => (await shownRows(econ)).map((r) => r.id)).toEqual(vietnam.map((e) => e.id))
    await econ.getByTestId('econ-toggle-US').click()
    await econ.getByTestId('econ-importance').selectOption('3')
    const movers = lastWeek.expected.filter((e) => ['VN', 'US'].includes(e.country) && e.importance === 3)
    await expect.poll(async () => (await shownRows(econ)).map((r) => r.id)).toEqual(movers.map((e) => e.id))

    // Every economy and level again; two weeks on (this week and next: some releases still to come).
    for (const code of ['EU', 'CN', 'JP', 'GB']) await econ.getByTestId(`econ-toggle-${code}`).click()
    await econ.getByTestId('econ-importance').selectOption('1')
    await econ.locator('body').press('PageDown')
    await econ.locator('body').press('PageDown')
    await expect(root).toHaveAttribute('data-from', (await simulatorWeekFrom(econ)) ?? '')
    await check()
    for (const width of [1366, 1920]) {
      await econ.setViewportSize({ width, height: 1000 })
      await econ.screenshot({ path: `${shots}/research-economy-next-${width}.png`, fullPage: true })
    }
    // English and light: the release names in English.
    await bridgeCall(page, 'workspace.setUi', { locale: 'en', theme: 'light' })
    const english = (await simulatorWeek(econ, sim)).map((e) => e.event)
    await expect
      .poll(() => econ.locator('[data-testid="econ-row"] td.econ-event').allTextContents())
      .toEqual(english)
    await econ.screenshot({ path: `${shots}/research-economy-next-1920-light-en.png`, fullPage: true })
    await bridgeCall(page, 'workspace.setUi', { locale: 'vi', theme: 'dark' })
    expect(problems).toEqual([])
  })
})

const simulatorWeekFrom = (page: Page) => page.getByTestId('economic-calendar').getAttribute('data-from')
