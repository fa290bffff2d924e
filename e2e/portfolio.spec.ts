import { createHmac, randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { test, expect } from './fixtures/web-shell'
import { ownWebShell } from './support/own-web-shell'
import { control, simulatorUrl } from './cancel-support'
import { expectBoardRows } from './support/board-rows'

// Buying power and holdings start from the demo's opening state: no other spec's orders.
const shell = ownWebShell('portfolio')

interface SimHolding {
  symbol: string
  pnl_amount: number
  pnl_rate: number
  trade: number
}

/** The simulator's own portfolio, read as a tier-2 client would (signed with the demo key). */
async function simulatorPortfolio(sim: string): Promise<SimHolding[]> {
  const demo = await control<{ apiKey: string; apiSecret: string }>(sim, '/demo')
  const path = '/trading/v2/sub-accounts/100004/portfolio'
  const clock = await control<{ nowMs: number }>(sim, '/clock')
  const timestamp = String(clock.nowMs)
  const signature = createHmac('sha256', demo.apiSecret).update(`${timestamp}\nGET\n${path}\n`).digest('hex')
  const res = await fetch(`${sim}${path}`, {
    headers: {
      'X-SVC-APIKEY': demo.apiKey,
      'X-SVC-TIMESTAMP': timestamp,
      'X-SVC-NONCE': randomUUID(),
      'X-SVC-SIGNATURE': signature,
    },
  })
  // The broker's documented shape (issue 19): `data.portfolio[]`.
  const body = (await res.json()) as { data: { portfolio: SimHolding[] } }
  return body.data.portfolio
}

const num = (text: string | null | undefined): number => Number((text ?? '').replace(/[,+%]/g, ''))

/** What the panel shows, row by row, in the simulator's terms (P&L in VND and %, sellable). */
async function shownPortfolio(page: Page) {
  return page.getByTestId('holding-row').evaluateAll((trs) =>
    trs.map((tr) => {
      const cell = (id: string) => tr.querySelector(`[data-testid="${id}"]`)?.textContent ?? ''
      return {
        symbol: tr.getAttribute('data-symbol') ?? '',
        pnl: cell('holding-pnl'),
        pct: cell('holding-pnl-pct'),
        sellable: cell('holding-sellable'),
      }
    }),
  )
}

async function openPanel(page: Page, url: string): Promise<string> {
  await page.goto(url)
  // The keymap listens once the board is up.
  await expectBoardRows(page, 30)
  await page.keyboard.press('Alt+A')
  await expect(page.getByTestId('holding-row').first()).toBeVisible({ timeout: 20_000 })
  return simulatorUrl(page)
}

test('portfolio of the .4 sub-account: P&L in VND and %, and sellable, equal the simulator’s', async ({
  page,
}) => {
  const sim = await openPanel(page, shell.current.url)
  await expect(page.getByTestId('holdings-buying-power')).toHaveText('1,000,000,000')
  // Prices move with the simulator clock: stop it, so the panel and the simulator see one market.
  await control(sim, '/clock', { speed: 0 })
  try {
    await expect
      .poll(
        async () => {
          await page.getByTestId('account-holdings').locator('.account-part-bar button').click()
          const shown = (await shownPortfolio(page)).map((r) => ({
            symbol: r.symbol,
            pnl: num(r.pnl),
            pct: num(r.pct),
            sellable: num(r.sellable),
          }))
          const truth = (await simulatorPortfolio(sim)).map((h) => ({
            symbol: h.symbol,
            pnl: Math.round(h.pnl_amount),
            pct: Math.round(h.pnl_rate * 100) / 100,
            sellable: h.trade,
          }))
          return JSON.stringify(shown) === JSON.stringify(truth)
        },
        { timeout: 30_000 },
      )
      .toBe(true)
    await page.screenshot({ path: 'test-results/screenshots/portfolio.png' })
  } finally {
    await control(sim, '/clock', { speed: 1 })
  }
})

test('sell all, step 1: the panel asks "Sell all N SYMBOL?" with the sellable shares; Esc backs out, nothing sent', async ({
  page,
}) => {
  const sim = await openPanel(page, shell.current.url)
  const holding = (await simulatorPortfolio(sim)).find((h) => h.trade > 0)
  expect(holding, 'the demo user holds something sellable').toBeDefined()
  const row = page.locator(`[data-testid="holding-row"][data-symbol="${holding!.symbol}"]`)
  await row.getByTestId('sell-all').click()
  const question = page.getByTestId('sell-all-question')
  await expect(question).toContainText(holding!.symbol)
  await expect(question).toContainText(new Intl.NumberFormat('en-US').format(holding!.trade))
  await expect(page.getByTestId('sell-all-yes')).toBeFocused()
  await page.screenshot({ path: 'test-results/screenshots/portfolio-sell-all-step1.png' })
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('sell-all-confirm')).toBeHidden()
  // Backing out placed nothing: the holding is as sellable as before.
  const after = (await simulatorPortfolio(sim)).find((h) => h.symbol === holding!.symbol)
  expect(after?.trade).toBe(holding!.trade)
})
