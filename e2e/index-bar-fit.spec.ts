import { expect, test } from './fixtures/web-shell'
import { atEverySize } from './support/screen-sizes'

const codes = ['VNINDEX', 'VN30', 'HNXINDEX', 'HNX30', 'UPCOMINDEX']

test.describe('the index bar fits the screen', () => {
  test('every figure of the five indices is on screen, uncut, at 1366, 1680 and 1920 wide', async ({
    page,
    webShell,
  }) => {
    await page.goto(webShell.url)
    const bar = page.getByTestId('index-bar')
    for (const code of codes)
      await expect(bar.getByTestId(`index-${code}`).locator('.tile-breadth')).toBeVisible({ timeout: 15_000 })

    await atEverySize(page, 'index-bar-fit', async (size) => {
      // Each figure (a text-bearing leaf) lies wholly inside its tile and inside the window.
      const cut = await page.evaluate((list) => {
        const problems: string[] = []
        for (const code of list) {
          const tile = document.querySelector(`[data-testid="index-${code}"]`)
          const text = tile?.querySelector('.tile-text')
          if (!tile || !text) {
            problems.push(`${code}: no tile`)
            continue
          }
          const box = text.getBoundingClientRect()
          const leaves = [...text.querySelectorAll('span')].filter((s) => s.children.length === 0)
          for (const leaf of leaves) {
            const r = leaf.getBoundingClientRect()
            const inside =
              r.width > 0 &&
              r.left >= box.left - 0.5 &&
              r.right <= box.right + 0.5 &&
              r.top >= box.top - 0.5 &&
              r.bottom <= box.bottom + 0.5 &&
              r.right <= window.innerWidth
            if (!inside) problems.push(`${code}: "${leaf.textContent}" cut`)
          }
          const spark = tile.querySelector('[data-testid="index-spark"]')
          const s = spark?.getBoundingClientRect()
          if (!s || s.width < 30 || s.right > tile.getBoundingClientRect().right + 0.5)
            problems.push(`${code}: intraday line missing or cut`)
        }
        return problems
      }, codes)
      expect(cut, `at ${size.width}×${size.height}`).toEqual([])
      // The bar stays a bar: at most about four lines of text, so the board keeps the screen.
      const height = await bar.evaluate((b) => b.getBoundingClientRect().height)
      expect(height).toBeLessThan(70)
    })

    // A hover reads the whole tile in words.
    await expect(bar.getByTestId('index-VNINDEX')).toHaveAttribute(
      'title',
      /VNINDEX .*\n.*\n▲\d+ \(\d+\) ■\d+ ▼\d+/,
    )
  })
})
