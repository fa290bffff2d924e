import { resolve } from 'node:path'
import { _electron as electron, expect, test } from '@playwright/test'
import { findElectronBinary } from '../scripts/lib/electron-binary.mjs'

const root = resolve(import.meta.dirname, '..')
const electronBinary = findElectronBinary(root)

test.describe('Electron app', () => {
  test('opens a sandboxed board window with a live VN30 board', async () => {
    if (!electronBinary.found) console.log(`Electron e2e skipped: ${electronBinary.reason}.`)
    test.skip(
      !electronBinary.found,
      electronBinary.found ? '' : `no Electron binary: ${electronBinary.reason}`,
    )
    if (!electronBinary.found) return

    const app = await electron.launch({ executablePath: electronBinary.binary, args: [root], cwd: root })
    try {
      const window = await app.firstWindow()
      await expect
        .poll(() => window.locator('.ag-row[row-id]').count(), { timeout: 20_000 })
        .toBeGreaterThanOrEqual(30)
      // No Node in the page, and only the contract's object on window.
      expect(await window.evaluate(() => typeof (globalThis as { process?: unknown }).process)).toBe(
        'undefined',
      )
      expect(
        await window.evaluate(() => Object.keys((globalThis as { workstation?: object }).workstation ?? {})),
      ).toEqual(['call', 'subscribe'])
      expect(await window.evaluate(() => typeof (globalThis as { require?: unknown }).require)).toBe(
        'undefined',
      )
      await window.screenshot({ path: 'test-results/screenshots/electron-board.png' })
    } finally {
      await app.close()
    }
  })
})
