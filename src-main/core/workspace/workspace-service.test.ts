import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { BoardLayout } from '../../../src-shared/schemas/settings'
import { CoreError } from '../errors/to-bridge-error'
import { createSettingsStore } from '../settings/settings-store'
import { WorkspaceService } from './workspace-service'

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'workspace-test-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

const open = (notices: string[] = []) =>
  new WorkspaceService(createSettingsStore({ cwd: dir, onNotice: (n) => notices.push(n.message) }))

const hnx30: BoardLayout = {
  source: { kind: 'basket', code: 4 },
  columns: { hidden: ['foreignRoom'], order: [] },
  sort: { colId: 'changePercent', dir: 'desc' },
}

describe('workspace layouts through the settings store', () => {
  it('restores windows, boards, columns, sort and watchlists in a new process', () => {
    const ws = open()
    const a = ws.createWindow(hnx30, { x: 10, y: 20, width: 1200, height: 800 }, false).window
    const b = ws.createWindow({ ...hnx30, source: { kind: 'basket', code: 1 } }, undefined, false).window
    const list = ws.saveWatchlist({ name: 'Banks', symbols: ['VCB', 'TCB', 'VCB'] })
    ws.saveWindowBoard(b.id, { ...hnx30, source: { kind: 'watchlist', id: list.id } })
    ws.saveWindowBounds(a.id, { x: -1200, y: 0, width: 1000, height: 700 })

    const again = open().snapshot()
    expect(again.windows.map((w) => w.id)).toEqual([a.id, b.id])
    expect(again.windows[0]).toMatchObject({ bounds: { x: -1200, width: 1000 }, board: hnx30 })
    expect(again.windows[1]?.board.source).toEqual({ kind: 'watchlist', id: list.id })
    expect(again.watchlists).toEqual([{ id: list.id, name: 'Banks', symbols: ['VCB', 'TCB'] }])
  })

  it('brings a linked window back linked in a new process (issue 20)', () => {
    const ws = open()
    const a = ws.createWindow(hnx30, undefined, false).window
    const b = ws.createWindow(hnx30, undefined, false).window
    ws.saveWindowLink(a.id, 'red')
    ws.saveWindowLink(b.id, 'red')
    ws.saveWindowLink(b.id, null)
    ws.saveWindowLink('not-saved', 'blue')
    const again = open().snapshot()
    expect(again.windows.map((w) => [w.id, w.link ?? null])).toEqual([
      [a.id, 'red'],
      [b.id, null],
    ])
  })

  it('refuses a watchlist name already used, whatever its case or spacing (issue 20)', () => {
    const ws = open()
    const banks = ws.saveWatchlist({ name: 'Ngân hàng', symbols: ['VCB'] })
    const other = ws.saveWatchlist({ name: 'Thép', symbols: ['HPG'] })
    expect(() => ws.saveWatchlist({ name: '  ngân  HÀNG ', symbols: ['TCB'] })).toThrow(
      expect.objectContaining({ detail: expect.objectContaining({ code: 'watchlist-name-taken' }) }),
    )
    expect(() => ws.saveWatchlist({ id: other.id, name: 'Ngân hàng', symbols: ['HPG'] })).toThrow(CoreError)
    // Saving a watchlist under its own name again is no clash.
    ws.saveWatchlist({ id: banks.id, name: 'Ngân hàng', symbols: ['VCB', 'TCB'] })
    expect(
      open()
        .snapshot()
        .watchlists.map((w) => w.name),
    ).toEqual(['Ngân hàng', 'Thép'])
  })

  it('starts empty after a corrupted file, keeps the file aside, and saves again', async () => {
    await writeFile(join(dir, 'settings.json'), '{"version":2,"windows":[{"id":"x", truncated')
    const notices: string[] = []
    const ws = open(notices)
    expect(ws.snapshot().windows).toEqual([])
    expect(notices).toHaveLength(1)
    expect((await readdir(dir)).some((f) => f.startsWith('settings.json.corrupt-'))).toBe(true)
    const w = ws.createWindow(hnx30, undefined, false).window
    expect(
      open()
        .snapshot()
        .windows.map((x) => x.id),
    ).toEqual([w.id])
  })

  it('refuses an invalid watchlist as a validation error and changes nothing', () => {
    const ws = open()
    expect(() => ws.saveWatchlist({ name: '   ', symbols: ['VCB'] })).toThrow(CoreError)
    expect(ws.snapshot().watchlists).toEqual([])
  })

  it('saves rebound shortcuts with the UI settings, and refuses one key for two commands', () => {
    const ws = open()
    ws.setUi({ shortcuts: { 'orders.cancelSelected': 'Alt+X' } })
    expect(open().snapshot().ui.shortcuts).toEqual({ 'orders.cancelSelected': 'Alt+X' })
    expect(() =>
      ws.setUi({ shortcuts: { 'orders.cancelSelected': 'Alt+X', 'board.focus': 'Alt+X' } }),
    ).toThrow(/Alt\+X is already bound to orders\.cancelSelected/)
    expect(ws.snapshot().ui.shortcuts).toEqual({ 'orders.cancelSelected': 'Alt+X' })
  })

  it('tracks which windows are open, and asks the shell to open new ones when it can', () => {
    const ws = open()
    const opened: string[] = []
    const w = ws.createWindow(hnx30, undefined, true)
    expect(w.openedBy).toBe('renderer')
    ws.setWindowHost({ open: (layout) => opened.push(layout.id) })
    const v = ws.createWindow(hnx30, undefined, true)
    expect(v.openedBy).toBe('shell')
    expect(opened).toEqual([v.window.id])
    const release = ws.attach(w.window.id)
    expect(ws.snapshot().openWindowIds).toEqual([w.window.id])
    release()
    expect(ws.snapshot().openWindowIds).toEqual([])
  })
})
