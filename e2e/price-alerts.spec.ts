import { control, simulatorUrl } from './cancel-support'
import { openBoard } from './support/board-rows'
import { expect, test } from './fixtures/web-shell'
import { problemWatcher, windowFromLinkedRow } from './research-support'

interface Band {
  price: number
  ceiling: number
  floor: number
}

/**
 * A price alert set from a board row (Shift+A) fires once when the simulated price crosses its
 * level: the simulator's control API prints a match at the floor, then at the level, the ceiling
 * (`POST /__sim/price`), then down and up again.
 */
test('an alert set from a board row fires once when the price crosses', async ({
  page,
  context,
  webShell,
}) => {
  const { watch, problems } = problemWatcher()
  watch(page)
  await openBoard(page, webShell.url)
  const sim = await simulatorUrl(page)
  const { symbol, opened: alerts } = await windowFromLinkedRow(page, context, 'Shift+A')
  watch(alerts)
  const { ceiling, floor } = await control<Band>(sim, '/price', { symbol })
  // Below the level first, so the crossing is one the feed sees.
  await control(sim, '/price', { symbol, price: floor })

  const form = alerts.getByRole('form')
  await expect(form.getByLabel(/^(Symbol|Mã)$/)).toHaveValue(symbol)
  await form.getByLabel(/^(Condition|Điều kiện)$/).selectOption('crosses-above')
  await form.getByLabel(/^(Value|Giá trị)$/).fill(String(ceiling / 1000))
  await form.getByRole('button', { name: /Save|Lưu/ }).click()
  const row = alerts.getByTestId('alert-row').first()
  await expect(row).toHaveAttribute('data-state', 'armed', { timeout: 15_000 })

  await control(sim, '/price', { symbol, price: ceiling })
  await expect(page.locator('.alert-toast')).toContainText(symbol, { timeout: 10_000 })
  await expect(alerts.getByTestId('alert-firing')).toHaveCount(1)
  await expect(row).toHaveAttribute('data-state', 'done')

  // Down and up again, seen by the board: once means once.
  const last = page.locator(`.ag-row[row-id="${symbol}"] .ag-cell[col-id="matchPrice"]`).first()
  await control(sim, '/price', { symbol, price: floor })
  await expect(last).toHaveText((floor / 1000).toFixed(2), { timeout: 10_000 })
  await control(sim, '/price', { symbol, price: ceiling })
  await expect(last).toHaveText((ceiling / 1000).toFixed(2), { timeout: 10_000 })
  await expect(alerts.getByTestId('alert-firing')).toHaveCount(1)
  // The firing's time on the Vietnam clock (hh:mm:ss), its value right-aligned like every figure.
  await expect(alerts.getByTestId('alert-firing').locator('td').first()).toHaveText(/^\d\d:\d\d:\d\d$/)
  await expect(alerts.getByTestId('alert-firing').locator('td.num').last()).toHaveCSS('text-align', 'right')

  // The keyboard works the list as the buttons do: ↓ onto the row, P pauses it.
  await alerts.getByTestId('alerts-grid').focus()
  await alerts.keyboard.press('ArrowDown')
  await expect(row).toHaveClass(/is-current/)
  await expect(alerts.getByTestId('alerts-keys')).toBeVisible()
  await alerts.keyboard.press('p')
  await expect(row).toHaveAttribute('data-state', 'paused')
  await alerts.screenshot({ path: 'test-results/screenshots/price-alerts.png' })
  expect(problems).toEqual([])
})
