// Time from the confirming key press (Enter in the cancel dialog) to the blotter showing the order
// as cancelled, with a trading token already active: the web shell in Chromium against the embedded
// simulator, measured inside the page (keydown to the DOM change). Issue 6: aim p50/p99 < 300 ms.
// Run: npx tsx bench/cancel-latency.ts [runs]   (needs `npx electron-vite build` first)
import type { Page } from '@playwright/test'
import { SimTrader, bridgeCall, control, simulatorUrl } from '../e2e/cancel-support'
import { armKeyProbe, readKeyProbe } from './key-probe'
import { openBoardSession } from './board-session'
import { machineLine, percentile } from './machine'

const RUNS = Number(process.argv[2] ?? 50)
const SYMBOL = 'VNM'

async function tradingToken(page: Page, sim: string): Promise<void> {
  await bridgeCall(page, 'auth.requestTrading', {})
  const demo = await control<{ apiKey: string }>(sim, '/demo')
  const outbox = await control<{ apiKey: string; code: string }[]>(sim, '/outbox')
  const otp = outbox.filter((m) => m.apiKey === demo.apiKey).at(-1)?.code
  const status = await bridgeCall<{ token: { state: string } }>(page, 'auth.submitOtp', { otp })
  if (status.token.state !== 'trading') throw new Error('no trading token')
}

async function main(): Promise<void> {
  const session = await openBoardSession(SYMBOL)
  const { page } = session
  try {
    const sim = await simulatorUrl(page)
    const trader = await SimTrader.start(sim)
    await tradingToken(page, sim)
    // The blotter for the symbol, showing every status so a cancelled row stays in view.
    await page.keyboard.press('Alt+B')
    await page.keyboard.type(SYMBOL)
    await page.keyboard.press('Shift+O')
    await page.getByTestId('blotter-status').selectOption('all')
    const samples: number[] = []
    for (let run = 0; run < RUNS; run++) {
      const orderId = await trader.restingBuy(SYMBOL)
      await bridgeCall(page, 'orders.refresh', {})
      const line = page.locator(`[data-testid="blotter-grid"] tr[data-order-id="${orderId}"]`)
      await line.waitFor()
      await page.getByTestId('blotter-grid').focus()
      // Working orders are listed first, newest on top: the new order is the first row.
      for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowUp')
      await page.keyboard.press('Space')
      await page.keyboard.press('Delete')
      await page.getByTestId('cancel-dialog').waitFor()
      await armKeyProbe(
        page,
        'Enter',
        `[data-testid="blotter-grid"] tr[data-order-id="${orderId}"][data-state="cancelled"]`,
      )
      await page.keyboard.press('Enter')
      samples.push(
        await readKeyProbe(page).catch(async (err: unknown) => {
          await page.screenshot({ path: 'test-results/screenshots/bench-failure.png' })
          throw err
        }),
      )
      await page.keyboard.press('Escape')
      await page.getByTestId('cancel-dialog').waitFor({ state: 'detached' })
    }
    samples.sort((a, b) => a - b)
    const f = (n: number) => `${n.toFixed(1)} ms`
    console.log(`cancel confirm → blotter shows cancelled · ${RUNS} runs · ${machineLine()}`)
    console.log(
      `p50 ${f(percentile(samples, 50))} · p99 ${f(percentile(samples, 99))} · min ${f(samples[0]!)} · max ${f(samples.at(-1)!)}`,
    )
  } finally {
    await session.close()
  }
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
