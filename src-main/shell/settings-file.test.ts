import { mkdtemp, readFile, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { createSettingsStore } from '../core/settings/settings-store'
import { electronFake } from './testing/electron-fake'

vi.mock('electron', async () => (await import('./testing/electron-fake')).electronModule)

const { electronSettingsFile } = await import('./settings-file')

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'electron-settings-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

it('writes settings.json through electron-store, owner-only, readable by the core alone later', async () => {
  const notices: unknown[] = []
  const store = createSettingsStore({
    cwd: dir,
    onNotice: (n) => notices.push(n),
    openFile: electronSettingsFile,
  })
  store.saveWatchlist({ id: 'wl-1', name: 'Banks', symbols: ['VCB', 'TCB'] })

  const path = join(dir, 'settings.json')
  expect(store.path).toBe(path)
  expect((await stat(path)).mode & 0o777).toBe(0o600)
  expect(JSON.parse(await readFile(path, 'utf8'))).toMatchObject({
    watchlists: [{ id: 'wl-1', name: 'Banks', symbols: ['VCB', 'TCB'] }],
  })
  // The web shell's conf reads what Electron's electron-store wrote.
  const again = createSettingsStore({ cwd: dir, onNotice: (n) => notices.push(n) })
  expect(again.getWatchlists()).toEqual([{ id: 'wl-1', name: 'Banks', symbols: ['VCB', 'TCB'] }])
  expect(notices).toEqual([])
})

it('leaves no IPC channel of its own for pages to reach', () => {
  createSettingsStore({ cwd: dir, onNotice: () => undefined, openFile: electronSettingsFile })
  expect(electronFake.ipcMain.eventNames()).not.toContain('electron-store-get-data')
})
