import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AuthStatus, BoardEvent, FeedStatus, ProfileList } from '../../../src-shared/bridge/contract'
import { liveProfileAt, startLiveProfile, type DemoState, type LiveKit } from '../testing/live-profile-kit'
import { realWait } from '../../../src-shared/testing/real-wait'

/**
 * Issue 11, the canary-secret test: a broker (or a server posing as one) that echoes the request
 * into its error bodies, that redirects to another server, and a profile whose base URL is changed.
 * The canary key and secret never reach a bridge answer, a stream event, a log line or a file in
 * clear, and never reach the other server.
 */
const canary: DemoState = {
  apiKey: 'CANARYKEY-7f3a9c51e2',
  apiSecret: 'CANARYSECRET-94be0d2a6c71',
  custodyCode: '105C000001',
  accounts: { normal: '0001001', margin: '0001006', derivative: '0001008' },
}

interface Recorded {
  method: string
  path: string
  headers: IncomingMessage['headers']
  body: string
}

/** A real HTTP server on loopback whose every answer comes from `answer`; it records what it got. */
async function hostile(answer: (req: Recorded, res: ServerResponse) => void): Promise<{
  url: string
  seen: Recorded[]
  close(): Promise<void>
}> {
  const seen: Recorded[] = []
  const server: Server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      const recorded = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body }
      seen.push(recorded)
      answer(recorded, res)
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections()
        server.close(() => r())
      }),
  }
}

/** Everything a request carried, sent back as the broker's error words. */
function echo(status: number) {
  return (req: Recorded, res: ServerResponse) => {
    res.writeHead(status, { 'content-type': 'application/json' })
    res.end(
      JSON.stringify({
        code: 'ECHO',
        message: `refused ${req.method} ${req.path} auth=${req.headers.authorization ?? ''} key=${String(req.headers['x-svc-apikey'] ?? '')} body=${req.body}`,
      }),
    )
  }
}

const servers: { close(): Promise<void> }[] = []
let kit: LiveKit | undefined

afterEach(async () => {
  await kit?.close()
  kit = undefined
  for (const s of servers.splice(0)) await s.close()
})

async function expectNoCanary(live: LiveKit, events: string[]): Promise<void> {
  for (const text of [...live.answers, ...events, ...live.logLines]) {
    expect(text).not.toContain(canary.apiSecret)
    expect(text).not.toContain(canary.apiKey)
  }
  const entries = await readdir(live.dataDir, { withFileTypes: true, recursive: true })
  for (const entry of entries.filter((e) => e.isFile())) {
    const bytes = await readFile(join(entry.parentPath, entry.name))
    expect(bytes.includes(Buffer.from(canary.apiSecret)), entry.name).toBe(false)
  }
}

describe('the canary secret never leaves', () => {
  it('when the broker echoes the request (key, secret, bearer) into its error bodies', async () => {
    // Its OTP request "succeeds" with a message that echoes the request; everything else is a 401.
    const broker = await hostile((req, res) => {
      if (!req.path.endsWith('/requestOtp')) {
        echo(401)(req, res)
        return
      }
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ message: `Code sent for ${req.body}` }))
    })
    servers.push(broker)
    kit = await startLiveProfile(broker, { demo: canary })
    const live = kit
    const events: string[] = []
    const ctx = { origin: 'web' as const, clientId: 'screen' }
    live.workstation.router.subscribe('auth.status', {}, (e) => events.push(JSON.stringify(e)), ctx)
    live.workstation.router.subscribe(
      'board.deltas',
      { kind: 'basket', code: 2 },
      (e) => events.push(JSON.stringify(e)),
      ctx,
    )
    // The token request echoed the key and secret; the board's request echoed the key.
    await vi.waitUntil(() => live.auth().lastError !== null, realWait)
    await vi.waitUntil(
      () => events.some((e) => (JSON.parse(e) as BoardEvent).type === 'status' && e.includes('stale')),
      realWait,
    )
    expect(broker.seen.some((r) => r.body.includes(canary.apiSecret))).toBe(true)
    const status = await live.call<AuthStatus>('auth.status', {})
    // Our words and the broker's code, never its text.
    expect(status).toMatchObject({ ok: true, value: { lastError: { kind: 'auth', code: 'ECHO' } } })
    if (status.ok) expect(status.value.lastError?.message).not.toContain('refused')
    await live.call('account.cash', { subAccount: 'normal' })
    const asked = await live.call<AuthStatus>('auth.requestTrading', {})
    expect(asked).toMatchObject({ ok: true, value: { token: { state: 'otp-required' } } })
    expect(JSON.stringify(asked)).toContain('[redacted]')
    await expectNoCanary(live, events)
  })

  it('when the broker redirects to another server: the redirect is refused, nothing reaches that server', async () => {
    const elsewhere = await hostile(echo(200))
    servers.push(elsewhere)
    const broker = await hostile((req, res) => {
      res.writeHead(307, { location: `${elsewhere.url}${req.path}` })
      res.end()
    })
    servers.push(broker)
    kit = await startLiveProfile(broker, { demo: canary })
    const live = kit
    await vi.waitUntil(() => live.auth().lastError !== null, realWait)
    expect(live.auth().lastError).toMatchObject({ kind: 'bad-response', code: 'cross-origin-redirect' })
    const statuses: FeedStatus[] = []
    live.workstation.router.subscribe(
      'board.deltas',
      { kind: 'basket', code: 2 },
      (e) => {
        const event = e as BoardEvent
        if (event.type === 'status') statuses.push(event.status)
      },
      { origin: 'web', clientId: 'screen' },
    )
    await vi.waitUntil(() => statuses.some((s) => s.state === 'stale'), realWait)
    expect(broker.seen.length).toBeGreaterThan(0)
    expect(elsewhere.seen).toEqual([])
    await expectNoCanary(live, [])
  })

  it('when a base URL changes: the stored key and secret are dropped, and plain http elsewhere is refused', async () => {
    const broker = await hostile(echo(401))
    const other = await hostile(echo(401))
    servers.push(broker, other)
    kit = await startLiveProfile(broker, { demo: canary })
    const live = kit
    const profile = liveProfileAt(broker.url, { custodyCode: canary.custodyCode, ...canary.accounts })
    expect(live.workstation.vault.status('broker').hasKey).toBe(true)

    // A non-loopback host over plain http is refused, and nothing is saved.
    const insecure = await live.call('profiles.save', {
      profile: { ...profile, authUrl: 'http://broker.example.com' },
    })
    expect(insecure).toMatchObject({ ok: false, error: { kind: 'validation', code: 'insecure-url' } })
    expect(live.workstation.settings.getProfile('broker')?.authUrl).toBe(broker.url)
    expect(live.workstation.vault.status('broker').hasKey).toBe(true)

    // Pointing the profile at another server takes no credential along.
    const moved = await live.call<ProfileList>('profiles.save', {
      profile: { ...profile, authUrl: other.url },
    })
    expect(moved.ok).toBe(true)
    expect(live.workstation.vault.status('broker').hasKey).toBe(false)
    const activated = await live.call('profiles.activate', { id: 'broker' })
    expect(activated).toMatchObject({ ok: false, error: { code: 'no-credentials' } })
    expect(other.seen.filter((r) => r.body.includes(canary.apiSecret))).toEqual([])
    await expectNoCanary(live, [])
  })
})
