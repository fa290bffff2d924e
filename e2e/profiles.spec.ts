import { test, expect } from './fixtures/web-shell'
import { ownWebShell } from './support/own-web-shell'
import { control, simulatorUrl } from './cancel-support'

/**
 * The profiles window: a live profile pointed at the embedded simulator with the demo key, tested
 * (every check ok), its key and secret never shown back; the demo profile not editable. A shell with
 * its own data folder, so the profile saved here stays out of every other spec's settings.
 */
const shell = ownWebShell('profiles')

interface Demo {
  apiKey: string
  apiSecret: string
  custodyCode: string
  accounts: { normal: string; margin: string; derivative: string }
}

test('add a live profile at the simulator with the demo key: test connection all ok, the secret never shown back, demo not editable', async ({
  page,
}) => {
  await page.goto(shell.current.url)
  const sim = await simulatorUrl(page)
  const demo = await control<Demo>(sim, '/demo')
  await page.goto(`${shell.current.origin}/?view=profiles`)
  await expect(page.getByTestId('profiles-window')).toBeVisible({ timeout: 20_000 })

  const demoRow = page.locator('[data-testid="profile-row"][data-kind="demo"]')
  await expect(demoRow.getByTestId('profile-demo-locked')).toBeVisible()
  await expect(demoRow.getByTestId('profile-edit')).toHaveCount(0)
  await expect(demoRow.getByTestId('profile-remove')).toHaveCount(0)

  await page.getByTestId('profile-add').click()
  await page.getByTestId('profile-name').fill('Simulator as a broker')
  await page.getByTestId('profile-baseUrl').fill(sim)
  await page.getByRole('button', { name: /base URL|địa chỉ gốc cho cả bốn/i }).click()
  await expect(page.getByTestId('profile-apiUrl')).toHaveValue(sim)
  await page.getByTestId('profile-tier').selectOption('pro')
  await page.getByTestId('profile-custodyCode').fill(demo.custodyCode)
  await page.getByTestId('profile-normal').fill(demo.accounts.normal)
  await page.getByTestId('profile-margin').fill(demo.accounts.margin)
  await page.getByTestId('profile-derivative').fill(demo.accounts.derivative)
  await page.getByTestId('profile-apiKey').fill(demo.apiKey)
  await page.getByTestId('profile-apiSecret').fill(demo.apiSecret)
  await page.getByTestId('profile-save').click()
  await expect(page.getByTestId('profile-form')).toBeHidden()

  const live = page.locator('[data-testid="profile-row"][data-kind="live"]')
  await expect(live).toHaveCount(1)
  await live.getByTestId('profile-test').click()
  const checks = live.getByTestId('connection-checks')
  await expect(checks.locator('li')).toHaveCount(3, { timeout: 20_000 })
  for (const id of ['tier1', 'tier2', 'groupA']) {
    await expect(checks.getByTestId(`check-${id}`)).toHaveAttribute('data-ok', 'true')
  }
  await page.screenshot({ path: 'test-results/screenshots/profiles-test-connection.png' })

  // Edit again: the key and secret fields start empty and say only that something is stored.
  await live.getByTestId('profile-edit').click()
  await expect(page.getByTestId('profile-apiKey')).toHaveValue('')
  await expect(page.getByTestId('profile-apiSecret')).toHaveValue('')
  await expect(page.getByTestId('profile-apiSecret')).toHaveAttribute('type', 'password')
  // Moving the profile to another address warns, before saving, that its secret will be forgotten.
  await page.getByTestId('profile-baseUrl').fill('http://127.0.0.1:9')
  await expect(page.getByTestId('profile-url-warning')).toBeVisible()
  await page.screenshot({ path: 'test-results/screenshots/profiles-edit-warning.png' })
  const html = await page.content()
  expect(html).not.toContain(demo.apiSecret)
  expect(html).not.toContain(demo.apiKey)
})
