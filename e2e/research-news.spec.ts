import type { Locator } from '@playwright/test'
import { bridgeCall, control, simulatorUrl } from './cancel-support'
import { expect, test } from './fixtures/web-shell'
import { focusedSymbol, openBoard, problemWatcher, simMarket, windowFromLinkedRow } from './research-support'

const shots = 'test-results/screenshots'

interface SimNews {
  items: { id: string; topic: string; symbols: string[]; title: string; title_en: string }[]
  total: number
}

const shownIds = (items: Locator) => items.evaluateAll((lis) => lis.map((li) => li.getAttribute('data-id')))

test.describe('news window', () => {
  test('opens from a board row on its symbol, follows the linked board, filters by topic and symbol as the simulator answers, and opens an item', async ({
    page,
    context,
    webShell,
  }) => {
    const { watch, problems } = problemWatcher()
    watch(page)
    await openBoard(page, webShell.url)
    const sim = await simulatorUrl(page)
    // News appear as the simulated clock passes their time: stop it, so the window and the
    // simulator see one feed.
    await control(sim, '/clock', { speed: 0 })
    try {
      // Shift+N on the row: the news of that symbol, in the board's colour group.
      const { symbol: first, opened: news } = await windowFromLinkedRow(page, context, 'Shift+N')
      watch(news)
      await news.setViewportSize({ width: 1366, height: 900 })
      const root = news.getByTestId('news-window')
      const items = news.getByTestId('news-item')
      await expect(root).toHaveAttribute('data-symbol', first)
      await expect(news.getByTestId('news-link')).toHaveValue('red')
      const ofSymbol = async (symbol: string) =>
        (await simMarket<SimNews>(sim, `/market/market-news?topic=stock&symbol=${symbol}`)).items.map(
          (i) => i.id,
        )
      await expect.poll(() => shownIds(items), { timeout: 15_000 }).toEqual(await ofSymbol(first))

      // Another row on the linked board: the news follow it.
      await page.keyboard.press('ArrowDown')
      const second = await focusedSymbol(page)
      expect(second).not.toBe(first)
      await expect(root).toHaveAttribute('data-symbol', second ?? '', { timeout: 10_000 })
      await expect.poll(() => shownIds(items), { timeout: 15_000 }).toEqual(await ofSymbol(second ?? ''))

      // Every topic, newest first, as the simulator pages them; then one topic, and one more page.
      await news.getByRole('button', { name: /Bỏ lọc|Clear/ }).click()
      const all = await simMarket<SimNews>(sim, '/market/market-news')
      await expect.poll(() => shownIds(items), { timeout: 15_000 }).toEqual(all.items.map((i) => i.id))
      await expect(root).toHaveAttribute('data-total', String(all.total))
      await news.getByTestId('news-topic').selectOption('banking')
      const banking = await simMarket<SimNews>(sim, '/market/market-news?topic=banking')
      await expect.poll(() => shownIds(items), { timeout: 15_000 }).toEqual(banking.items.map((i) => i.id))
      expect(await items.evaluateAll((lis) => lis.map((li) => li.getAttribute('data-topic')))).toEqual(
        banking.items.map(() => 'banking'),
      )
      await news.getByTestId('news-more').click()
      const banking2 = await simMarket<SimNews>(sim, '/market/market-news?topic=banking&page=2')
      await expect
        .poll(() => shownIds(items), { timeout: 15_000 })
        .toEqual([...banking.items, ...banking2.items].map((i) => i.id))

      await news.screenshot({ path: `${shots}/research-news-topic-1366.png` })

      // "/" to the symbol filter: a symbol with stock news, typed, Enter.
      const stock = await simMarket<SimNews>(sim, '/market/market-news?topic=stock')
      const symbol = stock.items[0]?.symbols[0] ?? ''
      expect(symbol).toMatch(/^[A-Z0-9]{3}$/)
      await news.locator('body').press('/')
      await expect(news.getByTestId('news-symbol')).toBeFocused()
      await news.keyboard.type(symbol)
      await news.keyboard.press('Enter')
      await expect(root).toHaveAttribute('data-symbol', symbol)
      await expect(news.getByTestId('news-topic')).toHaveValue('stock')
      const expected = await ofSymbol(symbol)
      expect(expected.length).toBeGreaterThan(0)
      await expect.poll(() => shownIds(items), { timeout: 15_000 }).toEqual(expected)
      const symbolsShown = await items.evaluateAll((lis) => lis.map((li) => li.getAttribute('data-symbols')))
      expect(symbolsShown).toEqual(expected.map(() => symbol))

      // ↓ and Enter open the first item in the reading pane, through the item endpoint.
      await news.keyboard.press('ArrowDown')
      await news.keyboard.press('Enter')
      const reader = news.getByTestId('news-reader')
      await expect(reader).toHaveAttribute('data-id', expected[0] ?? '', { timeout: 10_000 })
      const item = await simMarket<{ title: string; title_en: string; content: string }>(
        sim,
        `/market/market-news/${expected[0] ?? ''}`,
      )
      await expect(news.getByTestId('news-title')).toHaveText(item.title)
      await expect(news.getByTestId('news-text')).toContainText(item.content.split('\n')[0] ?? '-')
      await news.screenshot({ path: `${shots}/research-news-1366.png` })

      // In English and light: the English headline where the item has one.
      await bridgeCall(page, 'workspace.setUi', { locale: 'en', theme: 'light' })
      await expect(news.getByTestId('news-title')).toHaveText(item.title_en, { timeout: 10_000 })
      await news.setViewportSize({ width: 1920, height: 1080 })
      await news.screenshot({ path: `${shots}/research-news-1920-light-en.png` })
      await bridgeCall(page, 'workspace.setUi', { locale: 'vi', theme: 'dark' })
      await news.screenshot({ path: `${shots}/research-news-1920.png` })
    } finally {
      await control(sim, '/clock', { speed: 1 })
    }
    expect(problems).toEqual([])
  })
})
