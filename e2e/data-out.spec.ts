import { readFile } from 'node:fs/promises'
import { strFromU8, unzipSync } from 'fflate'
import { test, expect } from './fixtures/web-shell'

/** The web shell: the palette's exports and "Report a problem" download files the user keeps. */
test.describe('data out of the web shell', () => {
  test('Export to CSV downloads the board with a BOM, headers in the UI language and raw numbers; Report a problem downloads a zip', async ({
    page,
    webShell,
  }) => {
    await page.goto(webShell.url)
    await expect.poll(() => page.locator('.ag-row[row-id]').count(), { timeout: 20_000 }).toBeGreaterThan(20)
    const palette = page.getByTestId('command-palette')

    await page.keyboard.press('Control+K')
    const csvDownload = page.waitForEvent('download')
    await palette.locator('[data-command-id="cmd:export.csv"]').click()
    const csv = await csvDownload
    expect(csv.suggestedFilename()).toMatch(/^board-\d{4}-\d{2}-\d{2}\.csv$/)
    const bytes = await readFile(await csv.path())
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const lines = bytes.toString('utf8').slice(1).split('\r\n')
    const header = (lines[0] ?? '').split(',')
    // As many data lines as the board has symbols, and no thousands separator inside a number.
    expect(lines.filter((l) => l !== '').length).toBeGreaterThan(20)
    const shownHeader = await page.locator('.ag-header-cell-text').first().textContent()
    expect(header).toContain(shownHeader?.trim() ?? '')
    for (const line of lines.slice(1, 5)) expect(line).not.toMatch(/\d\.\d{3}\.\d{3}|\d,\d{3},\d{3}/)

    await page.keyboard.press('Control+K')
    const zipDownload = page.waitForEvent('download')
    await palette.locator('[data-command-id="cmd:app.reportProblem"]').click()
    const zip = await zipDownload
    expect(zip.suggestedFilename()).toMatch(/^workstation-problem-.*\.zip$/)
    const entries = unzipSync(new Uint8Array(await readFile(await zip.path())))
    expect(Object.keys(entries)).toEqual(expect.arrayContaining(['about.json', 'settings.json']))
    expect(JSON.parse(strFromU8(entries['about.json'] ?? new Uint8Array()))).toMatchObject({ shell: 'web' })
  })
})
