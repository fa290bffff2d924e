import { expect, test } from './fixtures/web-shell'

test.describe('index bar in the web shell', () => {
  test('shows the exchange levels of the five indices with their intraday lines', async ({
    page,
    webShell,
  }) => {
    const cspViolations: string[] = []
    page.on('console', (msg) => {
      if (/Content Security Policy|Refused to/.test(msg.text())) cspViolations.push(msg.text())
    })
    await page.goto(webShell.url)

    const bar = page.getByTestId('index-bar')
    // The embedded simulator serves group E, so every tile comes from its index-realtime data.
    for (const code of ['VNINDEX', 'VN30', 'HNXINDEX', 'HNX30', 'UPCOMINDEX']) {
      await expect(bar.getByTestId(`index-${code}`)).toHaveAttribute('data-source', 'exchange', {
        timeout: 15_000,
      })
    }
    await expect(page.getByTestId('index-source')).toHaveAttribute('data-state', 'available')
    await expect(bar.getByTestId('index-derived-mark')).toHaveCount(0)

    // VNINDEX at its realistic level (about 1,850 points), not a derived price index near 100.
    const value = await bar.getByTestId('index-VNINDEX').locator('.tile-value').innerText()
    // Two decimals in either UI language ("1.852,53" or "1,852.53"): the digits alone are hundredths.
    expect(Number(value.replace(/\D/g, '')) / 100).toBeGreaterThan(1_500)

    // The morning's series is there from the start: a line of several points and a dashed reference.
    const spark = bar.getByTestId('index-VNINDEX').getByTestId('index-spark')
    await expect(spark).toBeVisible()
    const points = await spark.locator('polyline').getAttribute('points')
    expect(points?.trim().split(' ').length).toBeGreaterThan(5)
    await expect(spark.locator('line')).toHaveAttribute('stroke-dasharray', '2 2')
    // Coloured by the sign of the change, through a class: no inline style for the CSP to refuse.
    await expect(spark.locator('polyline')).toHaveClass(/spark-(up|down|ref)/)

    await bar.screenshot({ path: 'test-results/screenshots/index-bar.png' })
    expect(cspViolations).toEqual([])
  })
})
