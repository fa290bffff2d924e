import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { WindowLayout } from '../../../src-shared/schemas/settings'
import { createSettingsStore, type SettingsNotice } from './settings-store'

let dir: string
let notices: SettingsNotice[]

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'settings-futures-'))
  notices = []
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

const open = () => createSettingsStore({ cwd: dir, onNotice: (n) => notices.push(n) })

const window = (id: string, source: WindowLayout['board']['source']): WindowLayout => ({
  id,
  kind: 'board',
  bounds: { x: 0, y: 0, width: 1200, height: 800 },
  board: { source, columns: { hidden: ['foreignRoom'], order: [] }, sort: null },
})

describe('a board window on the VN30 futures', () => {
  it('is saved and read back by a new store', () => {
    open().saveWindow(window('fut', { kind: 'futures' }))
    expect(open().getWindows()).toEqual([window('fut', { kind: 'futures' })])
    expect(notices).toEqual([])
  })

  it('leaves a file written before futures boards existed loading as it was', async () => {
    const before = [window('a', { kind: 'basket', code: 2 }), window('b', { kind: 'watchlist', id: 'w1' })]
    await writeFile(join(dir, 'settings.json'), JSON.stringify({ version: 2, windows: before }))
    expect(open().getWindows()).toEqual(before)
    expect(notices).toEqual([])
  })

  it('still refuses a source kind it does not know', () => {
    // What a settings file from a release with more board kinds could hold.
    const text = JSON.stringify(window('x', { kind: 'futures' })).replace('"futures"', '"options"')
    expect(() => open().saveWindow(JSON.parse(text) as WindowLayout)).toThrow(/window layout/)
  })
})
