import { test, expect } from './fixtures/web-shell'
import { control, simulatorUrl } from './cancel-support'

/**
 * The board never says "live" on old data: with the account panel and the blotter open (their
 * queries go before board polls), a 429 storm holds every request back until the broker's reset.
 * The banner, the status line and the header must say stale, and how old the prices are, within
 * the cadence plus the margin, and count up while it lasts.
 */
test('a 429 storm with the account panel and blotter open: stale with its age, then live again', async ({
  page,
  webShell,
}) => {
  test.setTimeout(90_000)
  await page.goto(webShell.url)
  await expect
    .poll(() => page.locator('.ag-row[row-id]').count(), { timeout: 20_000 })
    .toBeGreaterThanOrEqual(30)
  await page.keyboard.press('Alt+A')
  await expect(page.getByTestId('account-dock')).toBeVisible()
  await page.keyboard.press('Alt+B')
  await page.keyboard.type('HPG')
  await page.keyboard.press('Shift+O')
  await expect(page.getByTestId('blotter')).toBeVisible()
  const status = page.getByTestId('board-status')
  await expect(status).toHaveAttribute('data-state', 'live')
  await expect(status).toContainText(/\d{2}:\d{2}:\d{2}/)

  const sim = await simulatorUrl(page)
  const banner = page.getByTestId('stale-banner')
  await control(sim, '/faults', { rateLimitRate: 1, rateLimitResetSeconds: 10 })
  try {
    // Stale at the latest when the data is older than 1 s of cadence plus 2 s of margin (sooner
    // when a board poll itself meets the 429), not after the 10-s reset.
    await expect(banner).toBeVisible({ timeout: 6_000 })
    await expect(page.getByTestId('feed-state')).toHaveAttribute('data-state', 'stale')
    await expect(status).toHaveAttribute('data-state', 'stale')
    await expect(banner).toContainText(/(data|dữ liệu) \d+ (s old|giây trước)/)
    const age = async () => Number(await banner.getAttribute('data-age-seconds'))
    const first = await age()
    // The age counts up on the renderer's own clock while nothing arrives.
    await expect.poll(age, { timeout: 5_000 }).toBeGreaterThan(first)
    await page.screenshot({ path: 'test-results/screenshots/board-stale-429-storm.png' })
  } finally {
    await control(sim, '/faults', undefined, 'DELETE')
  }
  await expect(banner).toBeHidden({ timeout: 40_000 })
  await expect(status).toHaveAttribute('data-state', 'live')
  await expect(page.getByTestId('feed-state')).toHaveAttribute('data-state', 'live')
})
