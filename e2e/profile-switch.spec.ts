import { test, expect } from './fixtures/web-shell'
import { ownWebShell } from './support/own-web-shell'
import { bridgeCall, control, focusBoardRow, simulatorUrl } from './cancel-support'
import { expectBoardRows, openBoard } from './support/board-rows'

/**
 * Issue 23, point 5: "switch to this profile" to a live profile reaches every open window at once.
 * Two board windows and the profiles window are open on the demo; the switch is made in the profiles
 * window; every window then shows the live profile before an order can be sent, the ticket names the
 * profile it sends to, and an order still naming the demo is refused by the core.
 */
const shell = ownWebShell('profile-switch')

interface Demo {
  apiKey: string
  apiSecret: string
  custodyCode: string
  accounts: { normal: string; margin: string; derivative: string }
}

const liveId = 'e2e-live'

test('switch to a live profile: every open window shows it before an order can be sent', async ({ page }) => {
  await openBoard(page, shell.current.url)
  await bridgeCall(page, 'workspace.setUi', { locale: 'en' })
  const sim = await simulatorUrl(page)
  const demo = await control<Demo>(sim, '/demo')
  // The simulator plays the live broker, with the demo key (as the profiles spec does).
  await bridgeCall(page, 'profiles.save', {
    profile: {
      id: liveId,
      name: 'Simulated broker',
      kind: 'live',
      baseUrl: sim,
      authUrl: sim,
      apiUrl: sim,
      identityUrl: sim,
      tier: 'pro',
      accounts: { custodyCode: demo.custodyCode, ...demo.accounts },
    },
    credentials: { apiKey: demo.apiKey, apiSecret: demo.apiSecret },
  })

  const second = await page.context().newPage()
  await openBoard(second, `${shell.current.origin}/`)
  const profiles = await page.context().newPage()
  await profiles.goto(`${shell.current.origin}/?view=profiles`)
  await expect(profiles.getByTestId('profiles-window')).toBeVisible({ timeout: 20_000 })
  for (const window of [page, second]) {
    await expect(window.getByTestId('profile')).toHaveAttribute('data-profile-kind', 'demo')
  }

  await profiles
    .locator(`[data-testid="profile-row"][data-profile-id="${liveId}"]`)
    .getByTestId('profile-activate')
    .click()

  // Every window follows by itself: no F5.
  for (const window of [page, second]) {
    await expect(window.getByTestId('profile')).toHaveAttribute('data-profile-kind', 'live', {
      timeout: 20_000,
    })
  }
  await expect(profiles.locator(`[data-testid="profile-row"][data-profile-id="${liveId}"]`)).toHaveClass(
    /active/,
    { timeout: 20_000 },
  )

  // The ticket of either window names the live profile before anything is sent.
  await expectBoardRows(second, 30)
  await focusBoardRow(second, 'FPT')
  await second.keyboard.press('F1')
  const ticket = second.getByTestId('order-ticket')
  await expect(ticket).toBeVisible()
  const named = ticket.getByTestId('ticket-profile')
  await expect(named).toHaveAttribute('data-profile-id', liveId)
  await expect(named).toHaveAttribute('data-can-send', 'true')
  await expect(named).toContainText('LIVE')
  await second.screenshot({ path: 'test-results/screenshots/profile-switch-ticket.png' })

  // A window that had not followed would name the demo: the core refuses that order, sends nothing.
  const stale = bridgeCall(second, 'orders.place', {
    intentId: 'e2e-stale-window-0001',
    side: 'BUY',
    symbol: 'FPT',
    quantity: 100,
    type: 'LO',
    price: 10_000,
    profileId: 'demo',
  })
  await expect(stale).rejects.toThrow(/guard-profile-mismatch/)
})
