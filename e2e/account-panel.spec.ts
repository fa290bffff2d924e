import { test, expect } from './fixtures/web-shell'
import { control, simulatorUrl } from './cancel-support'
import { openBoard } from './support/board-rows'

test('account & risk panel: four parts beside the board; a failing part says why and the rest stay', async ({
  page,
  webShell,
}) => {
  await openBoard(page, webShell.url)
  await page.keyboard.press('Alt+A')
  const panel = page.getByTestId('account-dock')
  await expect(panel).toBeVisible()
  await expect(page.getByTestId('risk-rtt')).toHaveText(/\d+\.\d\d%/)
  await expect(page.getByTestId('risk-status')).toHaveAttribute('data-band', /safe|warning|call|force-sell/)
  await expect(page.getByTestId('cash-balance').first()).toHaveText(/\d/)
  await expect(page.getByTestId('position-row').first()).toBeVisible()
  await expect(page.getByTestId('match-row').first()).toBeVisible()
  await expect(page.getByTestId('account-risk-updated')).toContainText(/\d\d:\d\d:\d\d/)
  await page.screenshot({ path: 'test-results/screenshots/account-panel.png' })

  // Filters of matched trades: a side shows only that side.
  await page.getByTestId('matches-side').selectOption('S')
  await expect(page.locator('[data-testid="match-row"] td:nth-child(3)').first()).toHaveText(/Bán|Sell/)

  // The broker fails: refreshing the risk part shows its error, the cash part keeps its data.
  const sim = await simulatorUrl(page)
  await control(sim, '/faults', { errorRate: 1 })
  try {
    await page.getByTestId('account-risk').getByRole('button').click()
    await expect(page.getByTestId('account-risk-error')).toBeVisible({ timeout: 20_000 })
    await expect(page.getByTestId('account-risk-error')).toHaveAttribute('data-kind', 'server')
    await expect(page.getByTestId('cash-balance').first()).toHaveText(/\d/)
    await page.screenshot({ path: 'test-results/screenshots/account-panel-part-failed.png' })
  } finally {
    await control(sim, '/faults', undefined, 'DELETE')
  }
})
