import { systemClock } from '../clock/clock'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { CoreError } from '../errors/to-bridge-error'
import { createSettingsStore, type SettingsStore } from '../settings/settings-store'
import { workspaceFileHandlers } from './workspace-file'

const dirs: string[] = []
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true })
})

async function store(): Promise<SettingsStore> {
  const cwd = await mkdtemp(join(tmpdir(), 'ws-file-'))
  dirs.push(cwd)
  return createSettingsStore({ cwd, onNotice: () => undefined })
}

const ctx = { origin: 'web', clientId: 't' } as const
const watchlist = (id: string, name: string) => ({ id, name, symbols: ['FPT', 'VNM'] })

async function exported(settings: SettingsStore): Promise<string> {
  return (await workspaceFileHandlers(settings, systemClock)['app.exportWorkspace']({}, ctx)).text
}

function refusal(run: () => unknown): string {
  try {
    run()
  } catch (error) {
    return (error as CoreError).detail.code
  }
  return 'accepted'
}

describe('workspace export and import', () => {
  it('exports watchlists, windows, screens and UI (key bindings), and imports them elsewhere', async () => {
    const from = await store()
    from.saveWatchlist(watchlist('wl-1', 'Ngân hàng'))
    from.setUi({ locale: 'en', shortcuts: { 'board.buy': 'F9' } })
    const text = await exported(from)
    const to = await store()
    const counts = await workspaceFileHandlers(to, systemClock)['app.importWorkspace']({ text }, ctx)
    expect(counts).toMatchObject({ watchlists: 1 })
    expect(to.getWatchlists()).toEqual(from.getWatchlists())
    expect(to.getUi()).toEqual(from.getUi())
  })

  it('never carries a profile, an account or a secret', async () => {
    const from = await store()
    from.saveProfile({
      id: 'broker',
      name: 'Broker',
      kind: 'live',
      baseUrl: 'https://api.example.vn',
      authUrl: 'https://auth.example.vn',
      apiUrl: 'https://api.example.vn',
      identityUrl: 'https://id.example.vn',
      tier: 'pro',
      accounts: { custodyCode: '105C123456', normal: '1234561', margin: '1234566', derivative: '1234568' },
    })
    const text = await exported(from)
    for (const word of ['broker', '105C123456', '1234561', 'example.vn', 'profiles', 'deviceId']) {
      expect(text).not.toContain(word)
    }
  })

  it('refuses a bad file with a clear reason and overwrites nothing', async () => {
    const settings = await store()
    settings.saveWatchlist(watchlist('wl-1', 'Mine'))
    const before = await readFile(settings.path, 'utf8')
    const good = JSON.parse(await exported(settings)) as { workspace: Record<string, unknown> }
    const handlers = workspaceFileHandlers(settings, systemClock)
    const bad = [
      'not json {',
      JSON.stringify({ format: 'something-else', version: 1 }),
      // A file that would bring a profile (or anything unknown) along is refused whole.
      JSON.stringify({ ...good, workspace: { ...good.workspace, profiles: [{ apiSecret: 'x' }] } }),
      JSON.stringify({
        ...good,
        workspace: { ...good.workspace, watchlists: [watchlist('a', 'A'), watchlist('a', 'B')] },
      }),
    ]
    for (const text of bad) {
      expect(refusal(() => handlers['app.importWorkspace']({ text }, ctx))).toBe('bad-workspace-file')
    }
    expect(await readFile(settings.path, 'utf8')).toBe(before)
    expect(settings.getWatchlists()).toEqual([expect.objectContaining({ id: 'wl-1', name: 'Mine' })])
  })
})
