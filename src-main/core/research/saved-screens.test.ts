import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { CallContext } from '../bridge/router'
import { createSettingsStore } from '../settings/settings-store'
import { savedScreenHandlers } from './saved-screens'

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'screens-test-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

const open = () => createSettingsStore({ cwd: dir, onNotice: () => undefined })
const ctx: CallContext = { origin: 'web', clientId: 'test' }
const cheap = { exchange: 'HOSE' as const, bounds: { pe: { lt: 12 }, roe: { gt: 15 } }, sort: '-roe' }

describe('saved screens', () => {
  it('are written to the settings file and read back by the next launch; the same id replaces one', async () => {
    const handlers = savedScreenHandlers(open())
    const saved = await handlers['research.saveScreen']({ name: ' Rẻ ', filters: cheap }, ctx)
    expect(saved).toMatchObject({ name: 'Rẻ', filters: cheap })
    await handlers['research.saveScreen'](
      { id: saved.id, name: 'Rẻ hơn', filters: { ...cheap, window: '1M' } },
      ctx,
    )

    const again = savedScreenHandlers(open())
    expect(await again['research.screens']({}, ctx)).toEqual([
      { id: saved.id, name: 'Rẻ hơn', filters: { ...cheap, window: '1M' } },
    ])
    const onDisk = JSON.parse(await readFile(join(dir, 'settings.json'), 'utf8')) as { version: number }
    expect(onDisk.version).toBe(2)

    await again['research.deleteScreen']({ id: saved.id }, ctx)
    expect(await savedScreenHandlers(open())['research.screens']({}, ctx)).toEqual([])
  })

  it('a settings file written before screens existed loads with none (no migration)', async () => {
    await writeFile(join(dir, 'settings.json'), JSON.stringify({ version: 2, watchlists: [] }))
    expect(await savedScreenHandlers(open())['research.screens']({}, ctx)).toEqual([])
  })

  it('refuses a window and a date together, or an empty name, in words, and keeps what was saved', async () => {
    const handlers = savedScreenHandlers(open())
    await handlers['research.saveScreen']({ name: 'Giữ', filters: cheap }, ctx)
    expect(() =>
      handlers['research.saveScreen'](
        { name: 'Sai', filters: { ...cheap, window: '1W', date: '2026-03-02' } },
        ctx,
      ),
    ).toThrow(/window and date are mutually exclusive/)
    expect(() => handlers['research.saveScreen']({ name: '  ', filters: cheap }, ctx)).toThrow(
      /name cannot be empty/,
    )
    expect((await handlers['research.screens']({}, ctx)).map((s) => s.name)).toEqual(['Giữ'])
  })
})
