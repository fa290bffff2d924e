import type { Page } from '@playwright/test'
import { test, expect } from './fixtures/web-shell'
import { ownWebShell } from './support/own-web-shell'
import { control, simulatorUrl } from './cancel-support'
import { vnDayNumber, vnDayStart } from '../src-shared/market/vietnam-calendar'
import { expectBoardRows } from './support/board-rows'

/**
 * The daily second factor of group E orders, order-less: the header's chip, the dialog, the code
 * from the simulated phone's outbox, wrong codes counted down, the session's expiry in the header,
 * then the simulator's day ending (its clock moved past 23:59:59 +07:00) and the app asking again.
 * A shell of its own (own data folder): moving the simulator's clock would upset other specs.
 */
test.describe.configure({ mode: 'serial' })

const shell = ownWebShell('second-factor')

interface Outbox {
  channel: string
  code: string
  apiKey: string
}

async function emailCodes(sim: string): Promise<string[]> {
  const demo = await control<{ apiKey: string }>(sim, '/demo')
  const outbox = await control<Outbox[]>(sim, '/outbox')
  return outbox.filter((m) => m.channel === 'email' && m.apiKey === demo.apiKey).map((m) => m.code)
}

async function openBoard(page: Page): Promise<string> {
  await page.goto(shell.current.url)
  await expectBoardRows(page, 30, 30_000)
  return simulatorUrl(page)
}

const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

/** 23:59:59.999 +07:00 of the simulator day that `nowMs` is in. */
function endOfVietnamDay(nowMs: number): number {
  return vnDayStart(vnDayNumber(nowMs) + 1) - 1
}

test('send code, two wrong codes counted down, the right one: the header shows the expiry; the day ends and the app asks again', async ({
  page,
}) => {
  const sim = await openBoard(page)
  const chip = page.getByTestId('second-factor-chip')
  await expect(chip).not.toHaveAttribute('data-state', 'active', { timeout: 15_000 })
  await expect(chip).not.toHaveText(/…/)

  await chip.click()
  const dialog = page.getByTestId('second-factor-dialog')
  await expect(dialog).toBeVisible()
  await expect(dialog).toHaveAttribute('data-state', 'none')
  // Opening the dialog spends nothing of the 5-a-day allowance: only the button does.
  expect(await emailCodes(sim)).toEqual([])

  await page.getByTestId('second-factor-send').click()
  await expect(dialog).toHaveAttribute('data-state', 'code-sent')
  await expect(page.getByTestId('second-factor-sent')).toContainText(/\*\*\*@/)
  await expect(page.getByTestId('second-factor-countdown')).toContainText(/[45]:\d\d/)
  await expect(page.getByTestId('second-factor-attempts')).toContainText('3')
  const codes = await emailCodes(sim)
  expect(codes).toHaveLength(1)
  const code = codes[0]!

  const input = page.getByTestId('second-factor-code')
  for (const left of ['2', '1']) {
    await input.fill(wrongCodeFor(code))
    await input.press('Enter')
    await expect(page.getByTestId('second-factor-attempts')).toContainText(left)
    await expect(page.getByTestId('second-factor-error')).toBeVisible()
  }
  await page.screenshot({ path: 'test-results/screenshots/second-factor-one-try-left.png' })
  await input.fill(code)
  await input.press('Enter')
  await expect(dialog).toBeHidden({ timeout: 10_000 })
  await expect(chip).toHaveAttribute('data-state', 'active')
  await expect(chip).toContainText('23:59:59')
  // Still one code spent: the verify asked for none.
  expect(await emailCodes(sim)).toHaveLength(1)
  await page.screenshot({ path: 'test-results/screenshots/second-factor-active.png' })

  // The broker's day ends: the session's JWT dies at 23:59:59 +07:00 on the simulator's clock.
  const { nowMs } = await control<{ nowMs: number }>(sim, '/clock')
  await control(sim, '/clock', { advanceMs: endOfVietnamDay(nowMs) - nowMs + 2_000 })
  await expect(chip).not.toHaveAttribute('data-state', 'active', { timeout: 20_000 })
  await expect(chip).not.toContainText('23:59:59')
  await chip.click()
  await expect(dialog).toHaveAttribute('data-state', 'expired')
  await expect(page.getByTestId('second-factor-send')).toBeEnabled()
  await page.screenshot({ path: 'test-results/screenshots/second-factor-ended.png' })
})
