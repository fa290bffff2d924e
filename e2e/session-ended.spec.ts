import { expect, startWebShellProcess, test } from './fixtures/web-shell'

/**
 * Issue 11 item 2: a window whose web shell is gone says so and says how to get back, instead of
 * retrying for ever and then showing a bare "Unauthorized".
 */
test.describe('a window whose workstation stopped or restarted', () => {
  test('says the app stopped and how to reopen it, once the shell shuts down', async ({ page }) => {
    const shell = await startWebShellProcess()
    try {
      await page.goto(shell.url)
      await expect(page.getByTestId('connection-state')).toHaveAttribute('data-phase', 'open', {
        timeout: 15_000,
      })
      await expect(page.getByTestId('session-ended')).toHaveCount(0)
    } finally {
      await shell.stop()
    }
    const notice = page.getByTestId('session-ended')
    await expect(notice).toBeVisible({ timeout: 10_000 })
    await expect(notice).toHaveAttribute('data-reason', 'stopped')
    await expect(notice).toContainText('npm start')
    await expect(page.getByRole('alertdialog')).toBeVisible()
    await expect(page.getByTestId('connection-state')).toHaveAttribute('data-phase', 'ended')
    // Nothing on the page still claims to be reconnecting (the UI starts in Vietnamese).
    await expect(page.locator('body')).not.toContainText(/reconnecting|đang thử lại/i)
  })

  test('a page loaded without a live session explains the restart instead of "Unauthorized"', async ({
    browser,
  }) => {
    const shell = await startWebShellProcess()
    try {
      // A fresh browser holds no session of this launch, as a window of the previous launch would not.
      const context = await browser.newContext()
      const page = await context.newPage()
      const response = await page.goto(`${shell.origin}/?window=main`)
      expect(response?.status()).toBe(401)
      await expect(page.locator('[data-notice="session-ended"]')).toBeVisible()
      await expect(page.locator('h1')).toContainText('restarted')
      await expect(page.locator('body')).toContainText('npm start')
      await expect(page.locator('body')).not.toHaveText(/^\s*Unauthorized\s*$/)
      // A launch link works once; a second use says so.
      const link = shell.url
      await page.goto(link)
      await expect(page.getByTestId('connection-state')).toHaveAttribute('data-phase', 'open', {
        timeout: 15_000,
      })
      const other = await browser.newContext()
      const second = await other.newPage()
      expect((await second.goto(link))?.status()).toBe(410)
      await expect(second.locator('[data-notice="link-spent"]')).toContainText('already used')
      await Promise.all([context.close(), other.close()])
    } finally {
      await shell.stop()
    }
  })
})
