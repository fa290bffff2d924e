import type { Page } from '@playwright/test'

/** Adds bound rows to the screener's form as a user does: field, above/below, value. */
export async function addBounds(
  page: Page,
  bounds: readonly (readonly [field: string, op: 'gt' | 'lt', value: string])[],
): Promise<void> {
  for (const [field, op, value] of bounds) {
    await page.getByTestId('sc-add-bound').click()
    const row = page.getByTestId('sc-bound').last()
    await row.locator('select').first().selectOption(field)
    await row.locator('select').nth(1).selectOption(op)
    await row.locator('input').fill(value)
  }
}
