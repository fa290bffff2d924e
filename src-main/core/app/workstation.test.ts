import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { simWait } from '../testing/sim-test-kit'
import type { AppEvent, AuthStatus, BoardEvent, ProfileList } from '../../../src-shared/bridge/contract'
import { startSimulator, type Simulator } from '../../../src-sim/server'
import type { CallContext } from '../bridge/router'
import { createLogger } from '../logging/logger'
import { liveProfileAt } from '../testing/live-profile-kit'
import { startWorkstation, type Workstation } from './start-workstation'
import { simControlFetch } from '../../../src-sim/kit/control/control-client'

const ctx: CallContext = { origin: 'web', clientId: 'test' }
let dataDir: string
let broker: Simulator
let workstation: Workstation
const logLines: string[] = []
const responses: string[] = []
let canary: { apiKey: string; apiSecret: string }

type Answer<T> = { ok: true; value: T } | { ok: false; error: { kind: string; code: string } }

async function call<T = unknown>(name: string, input: unknown): Promise<Answer<T>> {
  const result = await workstation.router.call(name, input, ctx)
  responses.push(JSON.stringify(result))
  return result as Answer<T>
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name))
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'workstation-'))
  // A second simulator plays the live broker; its fresh key's secret is the canary.
  broker = await startSimulator({ seed: 21 })
  const created = await simControlFetch(broker.url, '/keys', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ tier: 'Pro' }),
  })
  const key = (await created.json()) as { apiKey: string; apiSecret: string }
  canary = { apiKey: key.apiKey, apiSecret: `CANARY-${key.apiSecret}` }
  workstation = await startWorkstation({
    shell: 'web',
    version: 'test',
    dataDir,
    logger: createLogger({ destination: { write: (l: string) => void logLines.push(l) } }),
  })
})

afterAll(async () => {
  await workstation.close()
  await broker.close()
  await rm(dataDir, { recursive: true, force: true })
})

describe('workstation profiles', () => {
  it('starts on the demo profile with a query token', async () => {
    const list = await call<ProfileList>('profiles.list', {})
    expect(list).toMatchObject({ ok: true, value: { activeId: 'demo' } })
    await vi.waitUntil(() => workstation.core.tokens.status().token.state === 'query', simWait)
  })

  it('refuses a profile with a non-http URL and stores nothing', async () => {
    const result = await call('profiles.save', {
      profile: {
        id: 'bad',
        name: 'Bad',
        kind: 'live',
        baseUrl: 'file:///etc/passwd',
        authUrl: broker.url,
        apiUrl: broker.url,
        identityUrl: broker.url,
        tier: 'pro',
      },
    })
    expect(result).toMatchObject({ ok: false, error: { kind: 'validation' } })
    expect(workstation.settings.getProfiles()).toEqual([])
  })

  it('refuses credentials the vault rejects as a validation error that does not echo them', async () => {
    // The bridge's schema lets control characters through; the vault does not, and says which field.
    const result = await call('profiles.save', {
      profile: {
        id: 'ctrl',
        name: 'Control',
        kind: 'live',
        baseUrl: broker.url,
        authUrl: broker.url,
        apiUrl: broker.url,
        identityUrl: broker.url,
        tier: 'pro',
      },
      credentials: { apiKey: 'key-0001-0002', apiSecret: 'CANARY-CTRL\u0007' },
    })
    expect(result).toEqual({
      ok: false,
      error: {
        kind: 'validation',
        code: 'invalid-credentials',
        message: 'Invalid credentials: apiSecret: contains control characters',
      },
    })
    // Credentials first: the profile was not saved without them.
    expect(workstation.settings.getProfile('ctrl')).toBeUndefined()
    expect(workstation.vault.status('ctrl').hasKey).toBe(false)
  })

  it('saves a live profile with write-only credentials and switches to it', async () => {
    // The key is the real one (so the broker accepts it); the secret is wrong on purpose first.
    const saved = await call<ProfileList>('profiles.save', {
      profile: liveProfileAt(broker.url),
      credentials: canary,
    })
    expect(saved.ok).toBe(true)
    if (!saved.ok) return
    const summary = saved.value.profiles.find((p) => p.id === 'broker')
    expect(summary?.credentials.hasKey).toBe(true)
    expect(summary?.credentials.keyHint).toBe(canary.apiKey.slice(-4))

    const events: AppEvent[] = []
    const sub = workstation.router.subscribe('app.events', {}, (e) => events.push(e as AppEvent), ctx)
    const activated = await call<ProfileList>('profiles.activate', { id: 'broker' })
    expect(activated).toMatchObject({ ok: true, value: { activeId: 'broker' } })
    expect(events).toEqual([{ type: 'profile-changed', profileId: 'broker' }])
    if (sub.ok) sub.value()

    const info = await call<{ profile: { kind: string }; simulatorUrl: string | null }>('app.info', {})
    expect(info).toMatchObject({ ok: true, value: { profile: { kind: 'live' }, simulatorUrl: null } })
    // The canary secret is wrong for the broker: the token fails as an auth error, said in words.
    await vi.waitUntil(() => workstation.core.tokens.status().lastError !== null, simWait)
    const status = await call<AuthStatus>('auth.status', {})
    expect(status).toMatchObject({
      ok: true,
      value: { token: { state: 'none' }, lastError: { kind: 'auth' } },
    })

    // The board still reads the live broker's prices.
    const board: BoardEvent[] = []
    const stream = workstation.router.subscribe(
      'board.deltas',
      { kind: 'basket', code: 2 },
      (e) => board.push(e as BoardEvent),
      ctx,
    )
    await vi.waitUntil(() => board.some((e) => e.type === 'snapshot'), simWait)
    if (stream.ok) stream.value()
  })

  it('never lets the canary secret reach a bridge answer, a log line or a file in plain text', async () => {
    await call('profiles.list', {})
    for (const text of [...responses, ...logLines]) expect(text).not.toContain(canary.apiSecret)
    const files = await filesUnder(dataDir)
    expect(files.some((f) => f.endsWith('vault.bin'))).toBe(true)
    const secret = Buffer.from(canary.apiSecret, 'utf8')
    const forms = [
      secret,
      Buffer.from(canary.apiSecret, 'utf16le'),
      Buffer.from(secret.toString('base64')),
      Buffer.from(secret.toString('hex')),
    ]
    for (const file of files) {
      const bytes = await readFile(file)
      for (const form of forms) expect(bytes.includes(form), `${file} holds the secret`).toBe(false)
    }
  })

  it('goes back to the demo profile when the active live profile is removed', async () => {
    const removed = await call<ProfileList>('profiles.remove', { id: 'broker' })
    expect(removed.ok).toBe(true)
    await vi.waitUntil(() => workstation.profile.kind === 'demo', simWait)
    expect(workstation.vault.status('broker').hasKey).toBe(false)
  })
})
