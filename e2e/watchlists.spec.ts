import { test, expect } from './fixtures/web-shell'
import { atEverySize } from './support/screen-sizes'

test.describe('watchlists say what they did', () => {
  test('symbols are checked as typed, refused in words, deletion confirmed, and the window lands well', async ({
    page,
    webShell,
  }) => {
    await page.goto(webShell.url)
    await expect.poll(() => page.locator('.ag-row[row-id]').count(), { timeout: 20_000 }).toBeGreaterThan(20)
    const switcher = page.getByTestId('board-switcher')

    await page.getByTestId('new-watchlist').click()
    const dialog = page.getByTestId('watchlist-dialog')
    const check = dialog.getByTestId('watchlist-check')
    const save = dialog.getByRole('button', { name: /Lưu|Save/ })
    await dialog.getByRole('textbox', { name: /Tên|Name/ }).fill('Thử')

    // A malformed entry is named, in words, and not saved.
    await dialog.locator('textarea').fill('FPT, VNM, F@@?')
    await expect(check).toContainText(/F@@\?/)
    await expect(check).toContainText(/Không phải mã|Not a symbol/)
    await save.click()
    await expect(dialog.getByRole('alert')).toContainText('F@@?')
    await expect(dialog).toBeVisible()

    // A well-formed code the market does not list is flagged as typed, and refused.
    await dialog.locator('textarea').fill('FPT, VNM, ZZZ, HPG')
    await expect(check).toContainText(/ZZZ/, { timeout: 10_000 })
    await expect(check).toContainText(/Không có trên thị trường|Not on the market/)
    await atEverySize(page, 'watchlist-unknown-symbol', async () => {
      await expect(check).toBeVisible()
    })
    await save.click()
    await expect(dialog.getByRole('alert')).toContainText('ZZZ')
    await expect(dialog).toBeVisible()

    // All known: saved, and the board shows every one of them.
    await dialog.locator('textarea').fill('FPT VNM HPG')
    await expect(check).toContainText(/^3 /, { timeout: 10_000 })
    await save.click()
    await expect(dialog).toHaveCount(0)
    await expect(switcher).toHaveValue(/^watchlist:/)
    await expect.poll(() => page.locator('.ag-row[row-id]').count(), { timeout: 15_000 }).toBe(3)
    const key = await switcher.inputValue()
    const id = key.slice('watchlist:'.length)

    // Deleting asks first; until confirmed the list stays.
    await page.getByTestId('edit-watchlist').click()
    await dialog.getByRole('button', { name: /^(Xoá|Delete)$/ }).click()
    await expect(dialog.getByRole('alert')).toContainText(/Xoá hẳn|Delete this watchlist/)
    await atEverySize(page, 'watchlist-confirm-delete', async () => {
      await expect(dialog.getByTestId('watchlist-delete-confirm')).toBeVisible()
    })
    await expect(page.locator(`[data-testid="board-switcher"] option[value="${key}"]`)).toHaveCount(1)
    await dialog.getByTestId('watchlist-delete-confirm').click()
    await expect(dialog).toHaveCount(0)

    // Gone from the switcher; the window shows another board, and its title no internal id.
    await expect(page.locator(`[data-testid="board-switcher"] option[value="${key}"]`)).toHaveCount(0)
    await expect(switcher).not.toHaveValue(key)
    expect(await page.title()).not.toContain(id)
    await expect.poll(() => page.locator('.ag-row[row-id]').count(), { timeout: 15_000 }).toBeGreaterThan(0)
  })
})
