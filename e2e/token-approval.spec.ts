import type { Page } from '@playwright/test'
import { test, expect } from './fixtures/web-shell'
import { bridgeCall, control, simulatorUrl } from './cancel-support'
import { openBoard } from './support/board-rows'

/**
 * The app-approval second factor (SmartOTP) from the trading-token dialog, with the demo's
 * simulated phone standing in for the broker's mobile app. The demo key is switched to app approval
 * for these tests and back to SMS afterwards, since the shell is shared with other specs.
 */
test.describe.configure({ mode: 'serial' })

async function openWithAppApproval(page: Page, url: string): Promise<string> {
  await openBoard(page, url)
  const sim = await simulatorUrl(page)
  // Start from a query token whatever an earlier spec left behind.
  await bridgeCall(page, 'auth.cancelTrading', {})
  await control(sim, '/demo', { secondFactor: 'app' })
  await page.keyboard.press('Alt+T')
  const dialog = page.getByTestId('token-dialog')
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(dialog).toHaveAttribute('data-state', 'approval-pending')
  await expect(page.getByTestId('token-countdown')).toContainText(/\b([12]\d|30)\b/)
  return sim
}

test('an app approval counts down, and the token becomes a trading token once approved on the phone', async ({
  page,
  webShell,
}) => {
  const sim = await openWithAppApproval(page, webShell.url)
  try {
    const pending = page.locator('[data-testid="sim-phone-approval"][data-status="pending"]')
    await expect(pending).toHaveCount(1)
    await page.screenshot({ path: 'test-results/screenshots/token-approval-pending.png' })
    await pending.locator('button.primary').click()
    await expect(page.getByTestId('token-dialog')).toBeHidden({ timeout: 10_000 })
    const status = await bridgeCall<{ token: { state: string } }>(page, 'auth.status', {})
    expect(status.token.state).toBe('trading')
  } finally {
    await control(sim, '/demo', { secondFactor: 'sms' })
  }
})

test('an app approval left unanswered expires on the simulator clock, and the dialog says so', async ({
  page,
  webShell,
}) => {
  const sim = await openWithAppApproval(page, webShell.url)
  try {
    await control(sim, '/clock', { advanceMs: 31_000 })
    const error = page.getByTestId('token-error')
    await expect(error).toHaveAttribute('data-code', 'approval-expired', { timeout: 10_000 })
    await expect(page.getByTestId('token-dialog')).not.toHaveAttribute('data-state', 'trading')
    await page.screenshot({ path: 'test-results/screenshots/token-approval-expired.png' })
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('token-dialog')).toBeHidden()
    const status = await bridgeCall<{ token: { state: string } }>(page, 'auth.status', {})
    expect(status.token.state).not.toBe('trading')
  } finally {
    await control(sim, '/demo', { secondFactor: 'sms' })
  }
})
