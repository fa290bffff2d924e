import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ConnectionCheck } from '../../../src-shared/bridge/contract'
import { startWorkstation, type Workstation } from '../app/start-workstation'
import type { CallContext } from '../bridge/router'
import { liveProfileAt } from '../testing/live-profile-kit'

const ctx: CallContext = { origin: 'web', clientId: 'connection-test' }

/** A port nothing listens on: taken, then given back. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise<void>((resolve) => server.close(() => resolve()))
  if (address === null || typeof address === 'string') throw new Error('no port')
  return address.port
}

describe('profiles.testConnection against the embedded simulator over real sockets', () => {
  let workstation: Workstation
  let dataDir: string

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'connection-test-'))
    workstation = await startWorkstation({ shell: 'web', version: 'test', dataDir })
  })
  afterAll(async () => {
    await workstation.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  const save = async (url: string, apiSecret: string) => {
    const { credentials, accounts } = workstation.simulator
    const saved = await workstation.router.call(
      'profiles.save',
      { profile: liveProfileAt(url, accounts), credentials: { apiKey: credentials.apiKey, apiSecret } },
      ctx,
    )
    expect(saved.ok).toBe(true)
  }
  const test = async (): Promise<Record<string, ConnectionCheck>> => {
    const answer = await workstation.router.call('profiles.testConnection', { id: 'broker' }, ctx)
    if (!answer.ok) throw new Error(JSON.stringify(answer.error))
    const { checks } = answer.value as { checks: ConnectionCheck[] }
    expect(checks.map((c) => c.id)).toEqual(['tier1', 'tier2', 'groupA'])
    return Object.fromEntries(checks.map((c) => [c.id, c]))
  }

  it('the good key: every check ok, and no secret in what comes back', async () => {
    await save(workstation.simulator.url, workstation.simulator.credentials.apiSecret)
    const checks = await test()
    expect(Object.values(checks).map((c) => [c.id, c.ok])).toEqual([
      ['tier1', true],
      ['tier2', true],
      ['groupA', true],
    ])
    expect(checks.groupA?.message).toContain(workstation.simulator.accounts.normal)
    const text = JSON.stringify(checks)
    expect(text).not.toContain(workstation.simulator.credentials.apiSecret)
    expect(text).not.toContain(workstation.simulator.credentials.apiKey)
  })

  it('a wrong secret: the key-only check passes, the signed one fails in words', async () => {
    await save(workstation.simulator.url, 'not-the-secret-0123456789')
    const checks = await test()
    expect(checks.tier1?.ok).toBe(true)
    expect(checks.tier2?.ok).toBe(false)
    expect(checks.tier2?.message).toMatch(/API secret is probably wrong/)
    expect(checks.tier2?.problem?.code).toBe('INVALID_SIGNATURE')
    expect(checks.groupA?.ok).toBe(false)
    expect(checks.groupA?.message.length).toBeGreaterThan(10)
  })

  it('an address nobody answers: every check fails, saying it could not reach the broker', async () => {
    await save(`http://127.0.0.1:${String(await closedPort())}`, workstation.simulator.credentials.apiSecret)
    const checks = await test()
    for (const check of Object.values(checks)) {
      expect(check.ok).toBe(false)
      expect(check.message).toMatch(/Cannot reach 127\.0\.0\.1/)
      expect(check.problem).toMatchObject({ kind: 'network', code: 'unreachable' })
    }
  })

  it('the demo profile is tested with the simulator’s own key', async () => {
    const answer = await workstation.router.call('profiles.testConnection', { id: 'demo' }, ctx)
    expect(answer.ok && (answer.value as { checks: ConnectionCheck[] }).checks.every((c) => c.ok)).toBe(true)
  })
})
