import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { _electron as electron, expect, test } from '@playwright/test'
import { findElectronBinary } from '../scripts/lib/electron-binary.mjs'
import { expectBoardRows } from './support/board-rows'

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
      await expectBoardRows(window, 30)
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

test.describe('Electron windows', () => {
  test('a window opened from the menu comes back where it was after a restart', async () => {
    test.skip(
      !electronBinary.found,
      electronBinary.found ? '' : `no Electron binary: ${electronBinary.reason}`,
    )
    if (!electronBinary.found) return
    const dataDir = await mkdtemp(join(tmpdir(), 'ws-electron-'))
    const launch = () =>
      electron.launch({
        executablePath: electronBinary.binary,
        args: [root],
        cwd: root,
        env: { ...process.env, WORKSTATION_DATA_DIR: dataDir },
      })
    const bounds = { x: 40, y: 60, width: 900, height: 600 }
    const first = await launch()
    try {
      await first.firstWindow()
      await first.evaluate(({ Menu }) => {
        Menu.getApplicationMenu()?.getMenuItemById('new-board-window')?.click()
      })
      await expect.poll(() => first.windows().length, { timeout: 10_000 }).toBe(2)
      await first.evaluate(({ BrowserWindow }, b) => {
        const newest = BrowserWindow.getAllWindows().at(-1)
        newest?.setBounds(b)
      }, bounds)
      // The shell saves bounds a moment after the last move (debounced); wait until the core has
      // written them to disk, not for a guessed time.
      await expect
        .poll(async () => {
          const text = await readFile(join(dataDir, 'settings.json'), 'utf8').catch(() => '{}')
          // Compact and in one key order, whatever spacing and order the file has.
          const flat = JSON.stringify(JSON.parse(text), (_key, value: unknown) =>
            value !== null && typeof value === 'object' && !Array.isArray(value)
              ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
              : value,
          )
          return flat.includes(
            JSON.stringify({ height: bounds.height, width: bounds.width, x: bounds.x, y: bounds.y }),
          )
        })
        .toBe(true)
    } finally {
      await first.close()
    }
    const second = await launch()
    try {
      await expect.poll(() => second.windows().length, { timeout: 10_000 }).toBe(2)
      const restored = await second.evaluate(({ BrowserWindow }) =>
        BrowserWindow.getAllWindows().map((w) => w.getBounds()),
      )
      expect(restored).toContainEqual(bounds)
    } finally {
      await second.close()
      await rm(dataDir, { recursive: true, force: true })
    }
  })
})
