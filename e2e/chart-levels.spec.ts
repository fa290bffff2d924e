import type { Locator, Page } from '@playwright/test'
import { tickSize, tickUp } from '../src-shared/market/price-rules'
import { bridgeCall, control, simulatorUrl } from './cancel-support'
import { expect, test } from './fixtures/web-shell'
import { drawnText, recordCanvasText } from './support/canvas-text'
import { ownWebShell } from './support/own-web-shell'

/**
 * A level drawn on a chart is dragged with the mouse and stepped with the keys, on FPT's exchange
 * tick (HOSE); it is read back from the settings file when the window opens again, and an alert set
 * on it follows it. The chart's time axis speaks Vietnamese: the text the chart draws on its canvas is
 * recorded (the DOM holds none of it) and must hold no English month name. The symbol-detail
 * window's chart keeps its studies when the window opens again, and a press on a level in another
 * chart of the window makes that chart the active one. A shell of its own: the prices it prints and
 * the lines it draws must not reach other specs.
 */
const shell = ownWebShell('chart-levels')
test.use({ viewport: { width: 1366, height: 768 } })

interface Drawing {
  kind: string
  id: string
  price: number
}
interface Band {
  price: number
  ceiling: number
  floor: number
}
interface Overview {
  states: { id: string; state: string }[]
}

const levelsOf = async (page: Page): Promise<Drawing[]> =>
  (await bridgeCall<{ drawings: Drawing[] }>(page, 'chart.drawings', { symbol: 'FPT' })).drawings.filter(
    (d) => d.kind === 'level',
  )
const onlyLevel = async (page: Page): Promise<Drawing> => {
  const levels = await levelsOf(page)
  if (levels.length !== 1 || levels[0] === undefined) throw new Error(`${String(levels.length)} levels`)
  return levels[0]
}

const englishMonth = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*/i

async function openChart(page: Page): Promise<Locator> {
  await page.goto(`${shell.current.url}&view=chart&symbol=FPT`)
  const chart = page.getByTestId('candle-chart')
  await expect.poll(async () => Number(await chart.getAttribute('data-candles'))).toBeGreaterThan(1)
  return chart
}

/** The y (page pixels) where the pointer shows a level can be taken: scanned down the candles' pane. */
async function levelY(page: Page, chart: Locator, x: number): Promise<number> {
  const box = await chart.boundingBox()
  if (box === null) throw new Error('no chart box')
  const grabbable = async (y: number) => {
    await page.mouse.move(x, y)
    return (await chart.evaluate((el) => el.style.cursor)) === 'ns-resize'
  }
  for (let y = box.y + 4; y < box.y + box.height * 0.75; y += 2) {
    if (!(await grabbable(y))) continue
    let end = y
    while (await grabbable(end + 1)) end += 1
    const middle = Math.round((y + end) / 2)
    await page.mouse.move(x, middle)
    return middle
  }
  throw new Error('no level line under the pointer anywhere on the pane')
}

test('a level dragged with the mouse and stepped with the keys is saved, and its alert follows it', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await page.addInitScript(recordCanvasText)
  await page.goto(shell.current.url)
  await bridgeCall(page, 'workspace.setUi', { locale: 'vi' })
  const sim = await simulatorUrl(page)
  // Prices move with the simulator clock: stop it, so only the prints below cross the level.
  await control(sim, '/clock', { speed: 0 })
  try {
    const band = await control<Band>(sim, '/price', { symbol: 'FPT' })
    const chart = await openChart(page)
    // One-minute candles: enough of them that a pointer pulled sideways would scroll the chart.
    const fiveMinute = Number(await chart.getAttribute('data-candles'))
    await page.keyboard.press('1')
    await expect
      .poll(async () => Number(await chart.getAttribute('data-candles')))
      .toBeGreaterThan(fiveMinute)

    // H: a level at the last price, chosen for the keys at once.
    await page.keyboard.press('h')
    await expect(chart).toHaveAttribute('data-drawings', '1')
    const drawn = await onlyLevel(page)
    expect(drawn.price % tickSize('HOSE', drawn.price), 'a new level stands on a HOSE tick').toBe(0)
    await expect(page.getByTestId('chart-chosen-level')).toBeVisible()
    // An alert set on the line before it moves: crossing above it.
    const alertId = 'chart-level-alert'
    await bridgeCall(page, 'alerts.save', {
      id: alertId,
      target: { kind: 'symbol', symbol: 'FPT' },
      condition: { kind: 'crosses', direction: 'above', price: drawn.price, levelId: drawn.id },
      repeat: 'once',
      cooldownSec: 0,
      paused: false,
      note: '',
      firedAt: null,
    })

    // Drag the line down (and sideways) with the mouse; the chart does not scroll under it.
    const box = await chart.boundingBox()
    if (box === null) throw new Error('no chart box')
    const x = box.x + box.width * 0.45
    const y = await levelY(page, chart, x)
    const firstVisible = await chart.getAttribute('data-first-visible')
    // Far enough for a few ticks (the alert check below needs three), staying on the candles' pane.
    const down = Math.min(260, box.y + box.height * 0.7 - y)
    await page.mouse.down()
    await page.mouse.move(x - 200, y + down, { steps: 12 })
    await page.mouse.up()
    await expect.poll(async () => (await onlyLevel(page)).price).toBeLessThan(drawn.price)
    const dragged = await onlyLevel(page)
    expect(dragged.id).toBe(drawn.id)
    expect(dragged.price % tickSize('HOSE', dragged.price), 'a dragged level lands on a HOSE tick').toBe(0)
    expect(await chart.getAttribute('data-first-visible')).toBe(firstVisible)
    await expect(chart).toHaveAttribute('data-chosen-level', drawn.id)

    // ↑ moves the chosen level one HOSE tick.
    await page.mouse.move(box.x + box.width * 0.45, box.y - 40)
    await page.keyboard.press('ArrowUp')
    const stepped = tickUp('HOSE', dragged.price)
    await expect.poll(async () => (await onlyLevel(page)).price).toBe(stepped)

    for (const width of [1366, 1920]) {
      await page.setViewportSize({ width, height: width === 1366 ? 768 : 1080 })
      await expect(chart.locator('canvas').first()).toBeVisible()
      await page.screenshot({ path: `test-results/screenshots/chart-level-dragged-${String(width)}.png` })
    }
    await page.setViewportSize({ width: 1366, height: 768 })

    // Read back after the window is opened again: the settings file holds the moved level, and the
    // chart draws it.
    await openChart(page)
    await expect(chart).toHaveAttribute('data-drawings', '1')
    expect(await onlyLevel(page)).toEqual({ kind: 'level', id: drawn.id, price: stepped })

    // The alert follows the line: from the floor to one tick over the moved level, still under where
    // it was set, it fires.
    const over = tickUp('HOSE', stepped)
    expect(band.floor, 'the floor is under the moved level').toBeLessThan(stepped)
    expect(over, 'one tick over the moved level is under the level as set').toBeLessThan(drawn.price)
    await expect
      .poll(async () =>
        (await bridgeCall<Overview>(page, 'alerts.list', {})).states.find((s) => s.id === alertId),
      )
      .toMatchObject({ state: 'armed' })
    await control(sim, '/price', { symbol: 'FPT', price: band.floor })
    // The chart's live candle and the alert read one feed (the core keeps one per ticker list): once
    // the chart shows the floor, the alert has seen it too.
    await expect(chart).toHaveAttribute('data-last', String(band.floor))
    await control(sim, '/price', { symbol: 'FPT', price: over })
    await expect
      .poll(async () =>
        (await bridgeCall<{ alertId: string }[]>(page, 'alerts.history', {})).map((f) => f.alertId),
      )
      .toContain(alertId)

    // The same pull away from any line does scroll the chart: the check on the drag above can fail.
    const top = box.y + 12
    expect(Math.abs(top - y), 'the top of the pane is away from the level').toBeGreaterThan(30)
    const before = await chart.getAttribute('data-first-visible')
    await page.mouse.move(x, top)
    await page.mouse.down()
    await page.mouse.move(x - 200, top + down, { steps: 12 })
    await page.mouse.up()
    await expect.poll(() => chart.getAttribute('data-first-visible')).not.toBe(before)
    expect((await onlyLevel(page)).price).toBe(stepped)
  } finally {
    await control(sim, '/clock', { speed: 1 })
  }
})

test('the time axis and the crosshair speak Vietnamese, never English month names', async ({ page }) => {
  await page.addInitScript(recordCanvasText)
  await page.goto(shell.current.url)
  await bridgeCall(page, 'workspace.setUi', { locale: 'vi' })
  const chart = await openChart(page)
  // Daily candles: a year of months on the axis.
  await page.keyboard.press('5')
  await expect.poll(async () => Number(await chart.getAttribute('data-candles'))).toBeGreaterThan(200)
  const box = await chart.boundingBox()
  if (box === null) throw new Error('no chart box')
  await page.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.3)
  await expect
    .poll(async () => (await drawnText(page)).filter((t) => /^\d{2}\/\d{4}$/.test(t)))
    .not.toEqual([])
  await expect
    .poll(async () => (await drawnText(page)).filter((t) => /^\d{2}\/\d{2}\/\d{4}$/.test(t)), {
      message: 'the crosshair shows the day as dd/MM/yyyy',
    })
    .not.toEqual([])
  expect((await drawnText(page)).filter((t) => englishMonth.test(t))).toEqual([])
  await page.screenshot({ path: 'test-results/screenshots/chart-axis-vi-1366.png' })
})

test('the detail window’s chart keeps its studies when opened again', async ({ page }) => {
  await page.goto(`${shell.current.url}&view=detail&symbol=FPT`)
  const chart = page.getByTestId('rd-chart').getByTestId('candle-chart')
  await expect.poll(async () => Number(await chart.getAttribute('data-candles'))).toBeGreaterThan(1)
  await expect(chart).toHaveAttribute('data-studies', 'volume')
  await page.getByTestId('rd-chart').getByTestId('chart-studies-button').click()
  await page.getByTestId('chart-study-menu').locator('[data-study="rsi"]').press('Enter')
  await expect(chart).toHaveAttribute('data-studies', 'volume rsi')
  await page.keyboard.press('Escape')
  await page.goto(`${shell.current.url}&view=detail&symbol=FPT`)
  await expect.poll(async () => Number(await chart.getAttribute('data-candles'))).toBeGreaterThan(1)
  await expect(chart).toHaveAttribute('data-studies', 'volume rsi')
})

test('a press on a level in another chart of the window makes it the one the keys go to', async ({
  page,
}) => {
  await page.goto(`${shell.current.url}&view=chart&symbol=FPT`)
  const cells = page.getByTestId('chart-cell')
  await expect(cells).toHaveCount(1)
  await page.keyboard.press('l')
  await expect(cells).toHaveCount(2)
  await expect(cells.nth(0)).toHaveAttribute('aria-current', 'true')
  // A level drawn in the first chart shows in the second (both FPT); a press on its line there.
  const second = cells.nth(1).getByTestId('candle-chart')
  await expect.poll(async () => Number(await second.getAttribute('data-candles'))).toBeGreaterThan(1)
  const levels = (await levelsOf(page)).length
  await page.keyboard.press('h')
  await expect(second).toHaveAttribute('data-drawings', String(levels + 1))
  const box = await second.boundingBox()
  if (box === null) throw new Error('no chart box')
  const x = box.x + box.width / 2
  await levelY(page, second, x)
  await page.mouse.down()
  await page.mouse.up()
  await expect(cells.nth(1)).toHaveAttribute('aria-current', 'true')
})
