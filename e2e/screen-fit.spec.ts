import type { Page } from '@playwright/test'
import { expect, test } from './fixtures/web-shell'
import { atEverySize, screenSizes, screenshotPath } from './support/screen-sizes'
import { expectBoardRows } from './support/board-rows'

/** How far each of `selector`'s elements reaches past the right edge of `container` (pixels). */
const overhang = (page: Page, container: string, selector: string) =>
  page.evaluate(
    ([c, s]) => {
      const box = document.querySelector(c)?.getBoundingClientRect()
      if (!box) return [`no ${c}`]
      return [...document.querySelectorAll(`${c} ${s}`)]
        .map((el) => ({ text: el.textContent, right: el.getBoundingClientRect().right }))
        .filter((el) => el.right > box.right + 0.5)
        .map((el) => `"${el.text}" ${Math.round(el.right - box.right)} px past`)
    },
    [container, selector] as const,
  )

/** How many rows the visible children of `selector` sit on: a child starts a row below the last one. */
const rowsOf = (page: Page, selector: string) =>
  page.evaluate((s) => {
    const el = document.querySelector(s)
    if (!el) return -1
    const boxes = [...el.children]
      .map((c) => c.getBoundingClientRect())
      .filter((r) => r.width > 0 && r.height > 0)
      .sort((a, b) => a.top - b.top)
    let rows = 0
    let bottom = -Infinity
    for (const r of boxes) {
      if (r.top >= bottom - 2) rows += 1
      bottom = Math.max(bottom, r.bottom)
    }
    return rows
  }, selector)

test.describe('the screen as a trader reads it (issue 20 point 10)', () => {
  test('the header, the index bar and the account dock fit at 1366, 1680 and 1920 wide', async ({
    page,
    webShell,
  }) => {
    await page.goto(webShell.url)
    await expectBoardRows(page, 30)
    await expect(page.getByTestId('index-UPCOMINDEX').locator('.tile-breadth')).toBeVisible({
      timeout: 15_000,
    })
    // The board (VN30, on HOSE) says HOSE's session as the header does: one source (issue 20 point 3).
    const headerHose = page.getByTestId('session-HOSE').locator('strong')
    await expect(page.getByTestId('board-session')).toContainText(`HOSE ${await headerHose.innerText()}`)
    await page.keyboard.press('Alt+A')
    await expect(page.getByTestId('account-dock')).toBeVisible()
    await expect(page.getByTestId('position-row').first()).toBeVisible({ timeout: 15_000 })

    await atEverySize(page, 'screen-fit', async (size) => {
      const at = `at ${size.width}×${size.height}`
      // Every heading and figure of the derivative positions lies inside the dock ("Đáo hạn" was cut,
      // "Lãi/lỗ %" hidden).
      expect
        .soft(
          await overhang(page, '[data-testid="account-dock"]', '[data-testid="account-positions"] th'),
          at,
        )
        .toEqual([])
      expect
        .soft(await overhang(page, '[data-testid="account-dock"]', '[data-testid="position-row"] td'), at)
        .toEqual([])
      // UPCOMINDEX's heading (code, level, change) stays on one line.
      expect.soft(await rowsOf(page, '[data-testid="index-UPCOMINDEX"] .tile-head'), at).toBe(1)
      // The header takes one row from a 14-inch laptop up, and what says whether the figures can be
      // trusted (feed, connection, sessions, second factor, profile) is whole inside it.
      expect.soft(await rowsOf(page, '[data-testid="app-header"]'), at).toBe(1)
      for (const status of [
        'feed-state',
        'market-status',
        'connection-state',
        'second-factor-chip',
        'profile',
      ]) {
        const badge = page.getByTestId('app-header').getByTestId(status)
        if ((await badge.count()) > 0)
          await expect.soft(badge, `${status} ${at}`).toBeInViewport({ ratio: 1 })
      }
    })

    // English words are longer ("Continuous", "Connected"): one row still at the narrowest size.
    const narrowest = screenSizes[0]
    await page.setViewportSize(narrowest)
    await page.getByTestId('locale').selectOption('en')
    await expect(page.getByTestId('session-HOSE')).toContainText('HOSE')
    await expect(page.getByTestId('connection-state')).toHaveText(/Connected/)
    expect.soft(await rowsOf(page, '[data-testid="app-header"]'), 'in English').toBe(1)
    await expect.soft(page.getByTestId('app-header').getByTestId('profile')).toBeInViewport({ ratio: 1 })
    await page.screenshot({ path: screenshotPath('screen-fit-en', narrowest) })
    await page.getByTestId('locale').selectOption('vi')
    await expect(page.getByTestId('connection-state')).not.toHaveText(/Connected/)
  })
})
