import { createHmac, randomUUID } from 'node:crypto'
import { test, expect } from './fixtures/web-shell'
import { control, simulatorUrl } from './cancel-support'

/** The simulator's own portfolio, read as a tier-2 client would (signed with the demo key). */
async function simulatorPortfolio(sim: string): Promise<{ symbol: string; pnl: number }[]> {
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
  const body = (await res.json()) as { result: { items: { symbol: string; pnl: number }[] } }
  return body.result.items.map((h) => ({ symbol: h.symbol, pnl: h.pnl }))
}

test('holdings of the .4 sub-account in the account panel: P&L equals the simulator’s', async ({
  page,
  webShell,
}) => {
  await page.goto(webShell.url)
  // The keymap listens once the board is up.
  await expect
    .poll(() => page.locator('.ag-row[row-id]').count(), { timeout: 20_000 })
    .toBeGreaterThanOrEqual(30)
  await page.keyboard.press('Alt+A')
  const rows = page.getByTestId('holding-row')
  await expect(rows.first()).toBeVisible({ timeout: 20_000 })
  await expect(page.getByTestId('holdings-buying-power')).toHaveText('1,000,000,000')
  const sim = await simulatorUrl(page)
  // Prices move with the simulator clock: stop it, so the panel and the simulator see one market.
  await control(sim, '/clock', { speed: 0 })
  try {
    await expect
      .poll(
        async () => {
          await page.getByTestId('account-holdings').getByRole('button').click()
          const shown = await rows.evaluateAll((trs) =>
            trs.map((tr) => ({
              symbol: tr.getAttribute('data-symbol') ?? '',
              pnl: Number(
                (tr.querySelector('[data-testid="holding-pnl"]')?.textContent ?? '').replace(/[,+]/g, ''),
              ),
            })),
          )
          return JSON.stringify(shown) === JSON.stringify(await simulatorPortfolio(sim))
        },
        { timeout: 30_000 },
      )
      .toBe(true)
    await page.screenshot({ path: 'test-results/screenshots/holdings.png' })
  } finally {
    await control(sim, '/clock', { speed: 1 })
  }
})
