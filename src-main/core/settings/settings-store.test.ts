import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { LiveProfile, WindowLayout } from '../../../src-shared/schemas/settings'
import { demoProfile } from '../profiles/profile'
import { createSettingsStore, type SettingsNotice, type SettingsStore } from './settings-store'
import { SettingsValidationError } from './settings-error'
import { ManualClock } from '../testing/manual-clock'

let dir: string
let notices: SettingsNotice[]
const fixedNow = new Date('2024-05-01T10:20:30.123Z')
const backupName = 'settings.json.corrupt-2024-05-01T10-20-30-123Z'

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'settings-test-'))
  notices = []
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

const open = (cwd = dir) =>
  createSettingsStore({ cwd, onNotice: (n) => notices.push(n), clock: new ManualClock(fixedNow.getTime()) })
const settingsPath = () => join(dir, 'settings.json')
const readJson = async (): Promise<Record<string, unknown>> =>
  JSON.parse(await readFile(settingsPath(), 'utf8')) as Record<string, unknown>

const live: LiveProfile = {
  id: 'ssi-live',
  name: 'SSI live',
  kind: 'live',
  baseUrl: 'https://fc-data.example.vn',
  authUrl: 'https://auth.example.vn',
  apiUrl: 'https://api.example.vn',
  identityUrl: 'https://id.example.vn',
  tier: 'pro',
  accounts: null,
}

const boardWindow: WindowLayout = {
  id: 'win-1',
  kind: 'board',
  bounds: { x: -1280, y: 0, width: 1200, height: 800 },
  board: {
    source: { kind: 'basket', code: 2 },
    columns: { hidden: ['room'], order: ['symbol', 'matchPrice'] },
    sort: { colId: 'changePercent', dir: 'desc' },
  },
}

describe('settings store on a fresh directory', () => {
  it('starts from defaults without a notice and writes nothing until a change', async () => {
    const store = open()
    expect(store.persistent).toBe(true)
    expect(store.getDocument()).toEqual({
      version: 2,
      activeProfileId: 'demo',
      profiles: [],
      windows: [],
      watchlists: [],
      screens: [],
      charts: [],
      drawings: [],
      alerts: { list: [], history: [], sound: true },
      stops: { list: [] },
      ui: {
        theme: 'dark',
        locale: 'vi',
        volumeUnit: 10,
        shortcuts: {},
        orderConfirm: true,
        orderConfirmAbove: null,
      },
      tradingLimits: {
        maxOrderValue: 2_000_000_000,
        maxOrderQuantity: 100_000,
        maxOrdersPerMinute: 30,
        maxDailyValue: 20_000_000_000,
      },
    })
    expect(notices).toEqual([])
    await expect(stat(settingsPath())).rejects.toMatchObject({ code: 'ENOENT' })
  })

  it('saves every section, owner-only, and reads it back in a new store', async () => {
    const store = open()
    store.saveProfile(live)
    store.setActiveProfileId('ssi-live')
    store.saveWindow(boardWindow)
    store.saveWatchlist({ id: 'banks', name: ' Banks ', symbols: ['VCB', 'TCB'] })
    expect(store.setUi({ theme: 'light' })).toEqual({
      theme: 'light',
      locale: 'vi',
      volumeUnit: 10,
      shortcuts: {},
      orderConfirm: true,
      orderConfirmAbove: null,
    })

    if (process.platform !== 'win32') expect((await stat(settingsPath())).mode & 0o777).toBe(0o600)
    const reopened = open()
    expect(reopened.getProfiles()).toEqual([live])
    expect(reopened.getActiveProfileId()).toBe('ssi-live')
    expect(reopened.getWindows()).toEqual([boardWindow])
    // The name was trimmed by the schema before it was stored.
    expect(reopened.getWatchlists()).toEqual([{ id: 'banks', name: 'Banks', symbols: ['VCB', 'TCB'] }])
    expect(reopened.getUi().theme).toBe('light')
    expect(notices).toEqual([])
  })

  it('replaces an entry with the same id instead of adding a second one', () => {
    const store = open()
    store.saveProfile(live)
    store.saveProfile({ ...live, name: 'SSI renamed', tier: 'enterprise' })
    expect(store.getProfiles()).toEqual([{ ...live, name: 'SSI renamed', tier: 'enterprise' }])
  })

  it('resolves the active profile, falling back to demo', () => {
    const store = open()
    const demo = demoProfile('http://127.0.0.1:4567')
    expect(store.resolveActiveProfile(demo)).toBe(demo)
    store.saveProfile(live)
    store.setActiveProfileId('ssi-live')
    expect(store.resolveActiveProfile(demo)).toEqual(live)
    store.removeProfile('ssi-live')
    expect(store.getActiveProfileId()).toBe('demo')
    expect(store.resolveActiveProfile(demo)).toBe(demo)
  })

  it('hands out copies, so a caller cannot change the store behind its schema', () => {
    const store = open()
    store.saveWatchlist({ id: 'banks', name: 'Banks', symbols: ['VCB'] })
    store.getWatchlists()[0]!.symbols.push('not a symbol')
    store.getDocument().ui.theme = 'light'
    expect(store.getWatchlists()[0]!.symbols).toEqual(['VCB'])
    expect(store.getUi().theme).toBe('dark')
  })
})

describe('settings store rejects invalid changes', () => {
  async function expectRejected(change: (store: SettingsStore) => unknown, pattern: RegExp) {
    const store = open()
    store.saveProfile(live)
    const before = await readFile(settingsPath(), 'utf8')
    const docBefore = store.getDocument()
    let thrown: unknown
    try {
      change(store)
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(SettingsValidationError)
    expect((thrown as Error).message).toMatch(pattern)
    // Nothing written, nothing changed in memory.
    expect(await readFile(settingsPath(), 'utf8')).toBe(before)
    expect(store.getDocument()).toEqual(docBefore)
  }

  it('a profile whose address is not http(s)', async () => {
    await expectRejected(
      (store) => store.saveProfile({ ...live, id: 'other', authUrl: 'ftp://auth.example.vn' }),
      /^Invalid profile: authUrl: must be an http:\/\/ or https:\/\/ URL$/,
    )
  })

  it('a profile address carrying a password', async () => {
    await expectRejected(
      (store) => store.saveProfile({ ...live, baseUrl: 'https://user:hunter2@example.vn' }),
      /baseUrl: must not contain a user name or password/,
    )
  })

  it('a profile that claims the demo id', async () => {
    await expectRejected((store) => store.saveProfile({ ...live, id: 'demo' }), /id: "demo" is reserved/)
  })

  it('an unknown active profile', async () => {
    await expectRejected(
      (store) => store.setActiveProfileId('nope'),
      /activeProfileId: no profile has the id "nope"/,
    )
  })

  it('two windows with the same id', async () => {
    await expectRejected(
      (store) => store.setWindows([boardWindow, boardWindow]),
      /windows: id "win-1" is used twice/,
    )
  })

  it('a window on an unknown basket, and a watchlist with a bad symbol', async () => {
    const bad = { ...boardWindow, board: { ...boardWindow.board, source: { kind: 'basket', code: 99 } } }
    await expectRejected(
      (store) => store.saveWindow(bad as unknown as WindowLayout),
      /board\.source\.code: basket code/,
    )
    await expectRejected(
      (store) => store.saveWatchlist({ id: 'w', name: 'W', symbols: ['vcb'] }),
      /symbols\.0: a symbol is 3 to 12 capital letters/,
    )
  })

  it('a volume unit that is not 1, 10 or 100', async () => {
    await expectRejected(
      (store) => store.setUi({ volumeUnit: 1000 as unknown as 10 }),
      /^Invalid UI settings: volumeUnit: volume unit must be 1, 10 or 100$/,
    )
  })
})

describe('settings store keeps the order ticket confirmations', () => {
  it('saves the confirmation step and the value limit, and refuses a limit that is not a sum of VND', async () => {
    const store = open()
    expect(store.setUi({ orderConfirm: false, orderConfirmAbove: 500_000_000 })).toMatchObject({
      orderConfirm: false,
      orderConfirmAbove: 500_000_000,
    })
    expect(open().getUi()).toMatchObject({ orderConfirm: false, orderConfirmAbove: 500_000_000 })
    expect(() => store.setUi({ orderConfirmAbove: -5 })).toThrow(
      /orderConfirmAbove: the value limit is above 0 VND/,
    )
    expect(open().getUi().orderConfirmAbove).toBe(500_000_000)
    expect(store.setUi({ orderConfirmAbove: null }).orderConfirmAbove).toBeNull()
  })
})

describe('settings store keeps rebound shortcuts', () => {
  it('saves them with the UI settings, reads them back, and loads a file written before they existed', async () => {
    await writeFile(settingsPath(), JSON.stringify({ version: 2, ui: { theme: 'light' } }))
    const store = open()
    expect(notices).toEqual([])
    expect(store.getUi().shortcuts).toEqual({})
    const saved = store.setUi({ shortcuts: { 'orders.cancelSelected': 'Alt+X' } })
    expect(saved).toEqual({
      theme: 'light',
      locale: 'vi',
      volumeUnit: 10,
      shortcuts: { 'orders.cancelSelected': 'Alt+X' },
      orderConfirm: true,
      orderConfirmAbove: null,
    })
    expect(open().getUi().shortcuts).toEqual({ 'orders.cancelSelected': 'Alt+X' })
    // Restoring the default is an empty map, not a missing field.
    expect(store.setUi({ shortcuts: {} }).shortcuts).toEqual({})
    expect(open().getUi().shortcuts).toEqual({})
  })

  it('refuses one key for two commands, a malformed key and a malformed command id', async () => {
    const store = open()
    store.setUi({ shortcuts: { 'orders.cancelSelected': 'Alt+X' } })
    const rejected = (shortcuts: Record<string, string>, pattern: RegExp) => {
      expect(() => store.setUi({ shortcuts })).toThrow(pattern)
      expect(store.getUi().shortcuts).toEqual({ 'orders.cancelSelected': 'Alt+X' })
    }
    rejected(
      { 'orders.cancelSelected': 'Alt+X', 'board.focus': 'Alt+X' },
      /^Invalid UI settings: shortcuts: Alt\+X is already bound to orders\.cancelSelected$/,
    )
    rejected({ 'orders.cancelSelected': 'x+alt' }, /shortcuts\.orders\.cancelSelected: a key is like/)
    rejected({ 'Orders cancel': 'Alt+X' }, /a command id is like/)
    rejected({ 'orders.cancelSelected': 'Shift+Alt+X' }, /modifiers first/)
    expect((await readJson())['ui']).toMatchObject({ shortcuts: { 'orders.cancelSelected': 'Alt+X' } })
  })
})

describe('settings store survives a damaged file', () => {
  async function expectReset(reason: RegExp, original: Buffer | null) {
    const store = open()
    expect(notices).toHaveLength(1)
    const notice = notices[0]!
    expect(notice.kind).toBe('settings-reset')
    expect(notice.backupPath).toBe(join(dir, backupName))
    expect(notice.message).toMatch(reason)
    expect(notice.message).toContain(backupName)
    // The old file is kept byte for byte.
    if (original !== null) expect(await readFile(join(dir, backupName))).toEqual(original)
    // Defaults, and the store works and writes a fresh file.
    expect(store.persistent).toBe(true)
    expect(store.getProfiles()).toEqual([])
    store.setUi({ locale: 'en' })
    expect(((await readJson())['ui'] as Record<string, unknown>)['locale']).toBe('en')
    expect(notices).toHaveLength(1)
  }

  it('moves aside a file that is not JSON', async () => {
    const bytes = Buffer.from('{"version": 2, "ui": {"theme": "da')
    await writeFile(settingsPath(), bytes)
    await expectReset(/not valid JSON/, bytes)
  })

  it('moves aside an empty file (a write cut short)', async () => {
    await writeFile(settingsPath(), '')
    await expectReset(/not valid JSON/, Buffer.alloc(0))
  })

  it('moves aside valid JSON of the wrong shape', async () => {
    const bytes = Buffer.from(JSON.stringify({ version: 2, ui: { theme: 'purple' }, profiles: 'none' }))
    await writeFile(settingsPath(), bytes)
    await expectReset(/does not match the settings schema \(profiles: .*ui\.theme: /, bytes)
  })

  it('moves aside JSON that is not an object', async () => {
    const bytes = Buffer.from('[1, 2, 3]')
    await writeFile(settingsPath(), bytes)
    await expectReset(/does not hold a JSON object/, bytes)
  })

  // No release wrote a format before version 2, so an older or missing version is not migrated.
  it('moves aside a file with no version', async () => {
    const bytes = Buffer.from(JSON.stringify({ theme: 'light', layouts: [] }))
    await writeFile(settingsPath(), bytes)
    await expectReset(/unknown settings version \(none\)/, bytes)
  })

  it('moves aside a file of a version that is not a whole number', async () => {
    const bytes = Buffer.from(JSON.stringify({ version: '2', ui: {} }))
    await writeFile(settingsPath(), bytes)
    await expectReset(/unknown settings version "2"/, bytes)
  })

  it('moves aside a file from a newer version instead of guessing', async () => {
    const bytes = Buffer.from(JSON.stringify({ version: 3, ui: { theme: 'dark' } }))
    await writeFile(settingsPath(), bytes)
    await expectReset(/newer version of the app \(settings version 3\)/, bytes)
  })

  it('moves aside something that cannot be read as a file (a directory in its place)', async () => {
    await mkdir(settingsPath())
    await writeFile(join(settingsPath(), 'inside'), 'kept')
    await expectReset(/cannot be read \(EISDIR\)/, null)
    expect(await readFile(join(dir, backupName, 'inside'), 'utf8')).toBe('kept')
  })

  it.skipIf(process.platform === 'win32' || process.getuid?.() === 0)(
    'moves aside a file without read permission (skipped as root, who can read any file, and on Windows)',
    async () => {
      await writeFile(settingsPath(), '{}', { mode: 0o000 })
      await expectReset(/cannot be read \(EACCES\)/, null)
    },
  )

  it('never overwrites an earlier backup from the same instant', async () => {
    await writeFile(join(dir, backupName), 'earlier backup')
    await writeFile(settingsPath(), 'garbage')
    open()
    expect(notices[0]?.backupPath).toBe(join(dir, `${backupName}-1`))
    expect(await readFile(join(dir, backupName), 'utf8')).toBe('earlier backup')
    expect(await readFile(join(dir, `${backupName}-1`), 'utf8')).toBe('garbage')
  })

  it('runs in memory for the session when the file can neither be read nor moved', async () => {
    // A regular file where the settings directory should be: nothing under it can be read or renamed.
    const notADir = join(dir, 'not-a-dir')
    await writeFile(notADir, 'x')
    const store = open(notADir)
    expect(notices).toEqual([
      expect.objectContaining({ kind: 'settings-reset', backupPath: null }) as unknown,
    ])
    expect(notices[0]?.message).toMatch(/cannot be read \(ENOTDIR\).*session only/)
    expect(store.persistent).toBe(false)
    expect(store.setUi({ theme: 'light' }).theme).toBe('light')
    expect(store.getUi().theme).toBe('light')
    expect(await readFile(notADir, 'utf8')).toBe('x')
    expect(await readdir(dir)).toEqual(['not-a-dir'])
  })
})
