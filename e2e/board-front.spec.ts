import { test, expect } from './fixtures/web-shell'
import { expectBoardRows } from './support/board-rows'

/** A board event as it crosses the socket (the parts this spec reads). */
interface WireDelta {
  readonly t: 'event'
  readonly id: number
  readonly event: {
    readonly type: string
    readonly at: number
    readonly front?: boolean
    readonly changes: readonly { readonly symbol: string }[]
  }
}

/**
 * The rows on screen first (issue 24, point 4), in the built page over the web shell: the board
 * tells the core which rows it draws, and then gets their changes in a front delta ahead of each
 * full one. A short window draws a third of VN30, so most polls change rows it does not draw.
 */
test('a short board tells the core its rows and gets their changes ahead of the full delta', async ({
  page,
  webShell,
}) => {
  await page.setViewportSize({ width: 1600, height: 520 })
  const sent: string[] = []
  const received: string[] = []
  page.on('websocket', (ws) => {
    ws.on('framesent', (f) => {
      if (typeof f.payload === 'string') sent.push(f.payload)
    })
    ws.on('framereceived', (f) => {
      if (typeof f.payload === 'string') received.push(f.payload)
    })
  })
  await page.goto(webShell.url)
  await expectBoardRows(page, 30, 15_000)

  // Each row's cells may sit in more than one container (the pinned symbol column): one per id.
  const drawn = async () =>
    [
      ...new Set(
        await page
          .locator('.ag-row[row-id]')
          .evaluateAll((rows) => rows.map((r) => r.getAttribute('row-id') ?? '')),
      ),
    ].sort()
  const reports = () =>
    sent
      .map((text) => JSON.parse(text) as { t: string; name?: string; input?: { symbols: string[] } })
      .filter((m) => m.t === 'call' && m.name === 'board.viewRows')
  // The rows it draws, once they are drawn (a report is sent only when they change).
  await expect
    .poll(async () => {
      const last = reports().at(-1)?.input?.symbols.slice().sort()
      return last !== undefined && JSON.stringify(last) === JSON.stringify(await drawn())
    })
    .toBe(true)
  const view = new Set(reports().at(-1)?.input?.symbols)
  expect(view.size).toBeGreaterThan(0)
  expect(view.size).toBeLessThan(30)

  const deltas = (): WireDelta[] =>
    received.filter((text) => text.includes('"type":"delta"')).map((text) => JSON.parse(text) as WireDelta)
  await expect
    .poll(() => deltas().filter((d) => d.event.front === true).length, { timeout: 15_000 })
    .toBeGreaterThan(1)
  const all = deltas()
  for (const [i, d] of all.entries()) {
    if (d.event.front !== true) continue
    // Only rows of a view it told; the full delta of the same poll right after it on its stream.
    const next = all.slice(i + 1).find((n) => n.id === d.id)
    if (next === undefined) continue
    expect(next.event.front).toBeUndefined()
    expect(next.event.at).toBe(d.event.at)
    const fullSymbols = new Set(next.event.changes.map((c) => c.symbol))
    for (const change of d.event.changes) expect(fullSymbols.has(change.symbol)).toBe(true)
    expect(d.event.changes.length).toBeLessThan(next.event.changes.length)
  }
})
