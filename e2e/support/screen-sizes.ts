import type { Page } from '@playwright/test'

/** The screens traders use most, from a 14-inch laptop to a desktop monitor (issue 15). */
export const screenSizes = [
  { width: 1366, height: 768 },
  { width: 1680, height: 1050 },
  { width: 1920, height: 1080 },
] as const

export type ScreenSize = (typeof screenSizes)[number]

/** Where a screenshot of `name` at one size is kept, to be looked at. */
export const screenshotPath = (name: string, size: ScreenSize): string =>
  `test-results/screenshots/${name}-${size.width}x${size.height}.png`

/**
 * Runs `check` at every size, then keeps a screenshot: what is asserted is what the picture shows.
 */
export async function atEverySize(
  page: Page,
  name: string,
  check: (size: ScreenSize) => Promise<void>,
): Promise<void> {
  for (const size of screenSizes) {
    await page.setViewportSize(size)
    await check(size)
    await page.screenshot({ path: screenshotPath(name, size) })
  }
}
