import { expect, type Page } from '@playwright/test'

/**
 * Waits until the board of `page` holds at least `min` rows and has drawn its first one. The count
 * is the board's own (its status line's `data-rows`), not the rows in the DOM: the grid draws only
 * the rows in view plus two (`rowBuffer`), so a short window draws fewer than it holds.
 */
export async function expectBoardRows(page: Page, min: number, timeout = 20_000): Promise<void> {
  await expect
    .poll(async () => Number(await page.getByTestId('board-status').first().getAttribute('data-rows')), {
      timeout,
    })
    .toBeGreaterThanOrEqual(min)
  await expect(page.locator('.ag-row[row-id]').first()).toBeVisible({ timeout })
}

/** Opens the shell's board and waits for its rows. */
export async function openBoard(page: Page, url: string): Promise<void> {
  await page.goto(url)
  await expectBoardRows(page, 30)
}
