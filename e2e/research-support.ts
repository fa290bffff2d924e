import type { BrowserContext, Page } from '@playwright/test'
import { control } from './cancel-support'
import { expect } from './fixtures/web-shell'

/** The board at the shell's link, once its rows are in (the keymap listens from then on). */
export { openBoard } from './support/board-rows'

/**
 * Reads the embedded simulator's group E market data directly, as any tier-1 client would (the demo
 * key): what the research windows must show, asked of the source instead of the app.
 */
export async function simMarket<T>(sim: string, path: string): Promise<T> {
  const demo = await control<{ apiKey: string }>(sim, '/demo')
  const res = await fetch(`${sim}${path}`, { headers: { 'X-SVC-APIKEY': demo.apiKey } })
  if (!res.ok) throw new Error(`${path}: ${String(res.status)} ${await res.text()}`)
  return ((await res.json()) as { data: T }).data
}

/** Collects page errors, CSP refusals and console errors of each page watched. */
export function problemWatcher(): { watch: (p: Page) => void; problems: string[] } {
  const problems: string[] = []
  return {
    problems,
    watch: (p) => {
      p.on('console', (msg) => {
        if (/Content Security Policy|Refused to/.test(msg.text()) || msg.type() === 'error')
          problems.push(msg.text())
      })
      p.on('pageerror', (err) => problems.push(err.message))
    },
  }
}

/** The window a palette command opens, found by typing `words` (Ctrl+K, words, Enter). */
export async function openFromPalette(page: Page, context: BrowserContext, words: string): Promise<Page> {
  const popup = context.waitForEvent('page')
  await page.keyboard.press('Control+k')
  await page.keyboard.type(words)
  await page.keyboard.press('Enter')
  return popup
}

/** The symbol of the board row that has the keyboard focus. */
export const focusedSymbol = (page: Page): Promise<string | null> =>
  page.evaluate(() => document.activeElement?.closest('.ag-row[row-id]')?.getAttribute('row-id') ?? null)

/**
 * Links the board to the red colour group, moves into the grid and down one row by keyboard, and
 * presses a row key (Shift+C chart, Shift+D detail, Shift+N news): the row's symbol and the window
 * it opened.
 */
export async function windowFromLinkedRow(
  page: Page,
  context: BrowserContext,
  key: string,
): Promise<{ symbol: string; opened: Page }> {
  await page.getByTestId('link-group').selectOption('red')
  await page.keyboard.press('Alt+B')
  await page.keyboard.press('ArrowDown')
  const symbol = await focusedSymbol(page)
  expect(symbol).toMatch(/^[A-Z0-9]{3}$/)
  const popup = context.waitForEvent('page')
  await page.keyboard.press(key)
  return { symbol: symbol ?? '', opened: await popup }
}
