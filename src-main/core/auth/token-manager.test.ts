import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { simWait } from '../testing/sim-test-kit'
import type { AuthStatus } from '../../../src-shared/bridge/contract'
import { startSimulator, type Simulator } from '../../../src-sim/server'
import { createHttpClient } from '../http/http-client'
import { TokenManager, type ApiCredentials } from './token-manager'
import { simControlFetch } from '../../../src-sim/kit/control/control-client'
import { ManualClock } from '../testing/manual-clock'

let sim: Simulator
const managers: TokenManager[] = []

beforeAll(async () => {
  sim = await startSimulator({ seed: 3 })
})
afterEach(() => {
  for (const m of managers.splice(0)) m.stop()
})
afterAll(async () => {
  await sim.close()
})

async function control<T>(path: string, body?: object): Promise<T> {
  const response = await simControlFetch(sim.url, path, {
    method: body ? 'POST' : 'GET',
    ...(body ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {}),
  })
  if (!response.ok) throw new Error(`control ${path}: ${response.status}`)
  return (await response.json()) as T
}

const demoCredentials = async (): Promise<ApiCredentials> => {
  const demo = await control<{ apiKey: string; apiSecret: string }>('/demo')
  return { apiKey: demo.apiKey, apiSecret: demo.apiSecret }
}

function manager(
  credentials: ApiCredentials,
  extra: Partial<ConstructorParameters<typeof TokenManager>[0]> = {},
) {
  const m = new TokenManager({
    http: createHttpClient({ baseUrl: sim.url, ...(extra.clock ? { clock: extra.clock } : {}) }),
    credentials: async () => credentials,
    approvalPollMs: 150,
    ...extra,
  })
  managers.push(m)
  return m
}

const latestCode = async (apiKey: string) => {
  const outbox = await control<{ apiKey: string; code: string }[]>('/outbox')
  return outbox.filter((m) => m.apiKey === apiKey).at(-1)?.code
}

describe('token manager against the simulator', () => {
  it('gets a query token at start and uses it as a bearer', async () => {
    const m = manager(await demoCredentials())
    const status = await m.start()
    expect(status.token.state).toBe('query')
    expect(await m.bearer('query')).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/)
    await expect(m.bearer('trading')).rejects.toMatchObject({ detail: { kind: 'otp-required' } })
  })

  it('reports wrong credentials as an auth error, without throwing', async () => {
    const m = manager({ apiKey: 'nope', apiSecret: 'wrong' })
    const status = await m.start()
    expect(status.token.state).toBe('none')
    expect(status.lastError).toMatchObject({ kind: 'auth', status: 401 })
  })

  it('turns an SMS OTP into a trading token; a wrong code is explained and changes nothing', async () => {
    const creds = await demoCredentials()
    const m = manager(creds)
    await m.start()
    const asked = await m.requestTrading()
    expect(asked.token.state).toBe('otp-required')
    const code = await latestCode(creds.apiKey)
    expect(code).toMatch(/^\d{6}$/)

    const wrong = await m.submitOtp(code === '000000' ? '111111' : '000000')
    expect(wrong.token.state).toBe('otp-required')
    expect(wrong.lastError).toMatchObject({ code: 'otp-invalid' })

    const right = await m.submitOtp(code!)
    expect(right.token.state).toBe('trading')
    expect(right.lastError).toBeNull()
    expect(await m.bearer('trading')).toMatch(/^Bearer /)
  })

  describe('app approval', () => {
    let appKey: ApiCredentials
    beforeAll(async () => {
      const key = await control<ApiCredentials>('/keys', { tier: 'Pro', secondFactor: 'app' })
      appKey = { apiKey: key.apiKey, apiSecret: key.apiSecret }
    })

    const pendingId = async () => {
      const approvals =
        await control<{ transactionId: string; apiKey: string; status: string }[]>('/approvals')
      return approvals.filter((a) => a.apiKey === appKey.apiKey && a.status === 'pending').at(-1)
        ?.transactionId
    }

    it('counts down, then becomes a trading token once approved', async () => {
      const clock = new ManualClock(Date.parse('2026-03-02T10:00:00+07:00'))
      const m = manager(appKey, { clock })
      await m.start()
      const statuses: AuthStatus[] = []
      m.onChange((s) => statuses.push(s))
      const asked = await m.requestTrading()
      expect(asked.token.state).toBe('approval-pending')
      if (asked.token.state !== 'approval-pending') return
      // The spec's 30-second window, from the moment of asking on the core's clock.
      expect(asked.token.deadline - clock.now()).toBe(30_000)
      const id = await pendingId()
      expect(id).toBeDefined()
      await control(`/approvals/${id}`, { approve: true })
      // The approval is polled on the core's clock: each look moves it one poll on.
      await vi.waitUntil(async () => {
        await clock.advance(150)
        return m.status().token.state === 'trading'
      }, simWait)
      expect(statuses.at(-1)?.lastError).toBeNull()
    })

    it('says so when the approval is rejected', async () => {
      const m = manager(appKey)
      await m.start()
      await m.requestTrading()
      await control(`/approvals/${await pendingId()}`, { approve: false })
      await vi.waitUntil(() => m.status().lastError?.code === 'approval-rejected', simWait)
      expect(m.status().token.state).toBe('query')
    })

    it('says so when the approval expires on the simulator clock', async () => {
      const m = manager(appKey)
      await m.start()
      await m.requestTrading()
      await control('/clock', { advanceMs: 31_000 })
      await vi.waitUntil(() => m.status().lastError?.code === 'approval-expired', simWait)
      expect(m.status().token.state).not.toBe('trading')
    })
  })

  it('renews the query token before it expires', async () => {
    const clock = new ManualClock()
    const m = manager(await demoCredentials(), { clock, renewAheadMs: 60_000, checkEveryMs: 3_600_000 })
    const first = await m.start()
    if (first.token.state !== 'query') throw new Error('no query token')
    const bearerBefore = await m.bearer('query')
    // The core's clock runs to a second before the renewal is due (a minute before the expiry)...
    await clock.advance(first.token.until - clock.now() - 60_000 - 1_000)
    expect(await m.bearer('query')).toBe(bearerBefore)
    // ...then past it: the renewal goes out over the socket, and a new token replaces the old one.
    await clock.advance(2_000)
    await vi.waitUntil(async () => (await m.bearer('query')) !== bearerBefore, simWait)
    const renewed = m.status().token
    expect(renewed.state).toBe('query')
  })
})
