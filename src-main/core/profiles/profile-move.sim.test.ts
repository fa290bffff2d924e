import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OrderOutcome } from '../../../src-shared/bridge/contract'
import { startSimulator, type Simulator } from '../../../src-sim/server'
import { controlAt, requestCounts } from '../testing/sim-test-kit'
import { liveProfileAt, startLiveProfile, type LiveKit } from '../testing/live-profile-kit'

/**
 * A profile pointed elsewhere does not carry the day's second factor with it (issue 23, point 7):
 * saving the live profile with another key, or another address and made-up keys, drops its stored
 * second-factor session, and neither the session token nor an order reaches the new address.
 */
let broker: Simulator
let elsewhere: Simulator
let kit: LiveKit

beforeAll(async () => {
  ;[broker, elsewhere] = await Promise.all([startSimulator({ seed: 31 }), startSimulator({ seed: 32 })])
  kit = await startLiveProfile(broker)
})
afterAll(async () => {
  await kit.close()
  await Promise.all([broker.close(), elsewhere.close()])
})

async function confirmSecondFactor(): Promise<void> {
  const requested = await kit.call('auth.secondFactor.request', {})
  expect(requested.ok).toBe(true)
  const outbox = await controlAt<{ code: string }[]>(broker, '/outbox')
  const verified = await kit.call<{ state: string }>('auth.secondFactor.verify', {
    code: outbox.at(-1)?.code ?? '',
  })
  expect(verified).toMatchObject({ ok: true, value: { state: 'active' } })
  expect(kit.workstation.vault.getSession('broker')).not.toBeNull()
}

const madeUp = { apiKey: 'made-up-key-0001', apiSecret: 'made-up-secret-0001' }

describe('saving a profile with another key or address', () => {
  it('drops the second-factor session on a new key at the same address', async () => {
    await confirmSecondFactor()
    const profile = kit.workstation.settings.getProfile('broker')
    const saved = await kit.call('profiles.save', { profile, credentials: madeUp })
    expect(saved.ok).toBe(true)
    expect(kit.workstation.vault.getSession('broker')).toBeNull()
    // The running core was rebuilt: it holds no session in memory either.
    const status = await kit.call<{ state: string }>('auth.secondFactor.status', {})
    expect(status).toMatchObject({ ok: true, value: { state: 'none' } })
  })

  it('sends neither the session token nor an order to a new address', async () => {
    // The real key again, and a session for the day.
    const demo = await controlAt<{ apiKey: string; apiSecret: string }>(broker, '/demo')
    const profile = kit.workstation.settings.getProfile('broker')
    const restored = await kit.call('profiles.save', {
      profile,
      credentials: { apiKey: demo.apiKey, apiSecret: demo.apiSecret },
    })
    expect(restored.ok).toBe(true)
    await confirmSecondFactor()

    const moved = liveProfileAt(elsewhere.url, profile?.accounts ?? null)
    expect((await kit.call('profiles.save', { profile: moved, credentials: madeUp })).ok).toBe(true)
    expect(kit.workstation.vault.getSession('broker')).toBeNull()
    const placed = await kit.call<OrderOutcome>('orders.place', {
      intentId: 'moved-profile-0001',
      side: 'BUY',
      symbol: 'FPT',
      quantity: 100,
      type: 'LO',
      price: 50_000,
    })
    expect(placed).toMatchObject({ ok: true, value: { outcome: 'session-required' } })
    await kit.call('auth.secondFactor.revoke', {})
    const reached = (await requestCounts(elsewhere)).routes
    expect(reached['POST /trading/oa/sub-accounts/:subAccountId/orders'] ?? 0).toBe(0)
    expect(reached['POST /auth/v1/openapi/2fa/revoke'] ?? 0).toBe(0)
  })
})
