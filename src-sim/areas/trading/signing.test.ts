import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Simulator } from '../../server'
import { postJson, startFrozen } from '../../testing/harness'
import { signedCall } from './testing/signed-call'

let sim: Simulator
beforeAll(async () => {
  sim = await startFrozen()
})
afterAll(() => sim.close())

const me = '/users/v1/users/me'

describe('tier-2 signature check (api-facts §5.2)', () => {
  it('accepts a request signed as the official clients sign', async () => {
    const res = await signedCall(sim, { path: me })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ error_code: '0', message: 'success', data: { user_id: 880001 } })
  })

  it('signs the query as sent', async () => {
    const res = await signedCall(sim, {
      path: '/trading/v2/accounts/100004/available-trade?orderSide=SELL&symbol=FPT&quotePrice=0',
    })
    expect(res.status).toBe(200)
    expect((res.body.result as { trade: number }).trade).toBe(1000)
  })

  it('refuses a wrong signature with 401 {error_code, message}', async () => {
    const res = await signedCall(sim, { path: me, apiSecret: 'not-the-secret' })
    expect(res.status).toBe(401)
    expect(res.body).toEqual({ error_code: 'INVALID_SIGNATURE', message: expect.any(String) })
  })

  it('refuses an upper-case hex signature (lowercase hex only)', async () => {
    const res = await signedCall(sim, { path: me, upperCaseSignature: true })
    expect(res.status).toBe(401)
    expect(res.body.error_code).toBe('INVALID_SIGNATURE')
  })

  it('refuses a signature made for another path or query', async () => {
    const moved = await signedCall(sim, { path: '/users/v1/users/880001/sub-accounts', signedPath: me })
    expect(moved.status).toBe(401)
    expect(moved.body.error_code).toBe('INVALID_SIGNATURE')
    const query = '/trading/v2/accounts/100004/available-trade?orderSide=SELL&symbol=FPT'
    const requery = await signedCall(sim, {
      path: `${query}&quotePrice=1`,
      signedPath: `${query}&quotePrice=0`,
    })
    expect(requery.body.error_code).toBe('INVALID_SIGNATURE')
  })

  it('refuses a timestamp more than 5 minutes off, either way', async () => {
    const now = sim.context.world.clock.now()
    const late = await signedCall(sim, { path: me, timestamp: now - 5 * 60_000 - 1 })
    expect(late.status).toBe(401)
    expect(late.body.error_code).toBe('TIMESTAMP_EXPIRED')
    const early = await signedCall(sim, { path: me, timestamp: now + 5 * 60_000 + 1 })
    expect(early.body.error_code).toBe('TIMESTAMP_EXPIRED')
    const edge = await signedCall(sim, { path: me, timestamp: now - 5 * 60_000 })
    expect(edge.status).toBe(200)
  })

  it('refuses a nonce reused within the window, and forgets it after', async () => {
    const first = await signedCall(sim, { path: me, nonce: 'nonce-reuse-1' })
    expect(first.status).toBe(200)
    const again = await signedCall(sim, { path: me, nonce: 'nonce-reuse-1' })
    expect(again.status).toBe(401)
    expect(again.body.error_code).toBe('NONCE_REUSED')
    sim.context.world.clock.advance(5 * 60_000 + 1)
    const later = await signedCall(sim, { path: me, nonce: 'nonce-reuse-1' })
    expect(later.status).toBe(200)
  })

  it('does not use up the nonce of a request refused for its signature', async () => {
    const bad = await signedCall(sim, { path: me, nonce: 'nonce-kept', apiSecret: 'wrong' })
    expect(bad.body.error_code).toBe('INVALID_SIGNATURE')
    expect((await signedCall(sim, { path: me, nonce: 'nonce-kept' })).status).toBe(200)
  })

  it('requires the body hash when there is a body, and checks it against the bytes sent', async () => {
    const path = '/auth/v1/openapi/2fa/request'
    const missing = await signedCall(sim, {
      method: 'POST',
      path,
      body: { channel: 'EMAIL' },
      override: { 'X-SVC-BODYHASH': undefined },
    })
    expect(missing.status).toBe(401)
    expect(missing.body.error_code).toBe('BODY_HASH_REQUIRED')
    const changed = await signedCall(sim, {
      method: 'POST',
      path,
      body: { channel: 'EMAIL' },
      sentBody: '{"channel": "EMAIL"}',
    })
    expect(changed.status).toBe(401)
    expect(changed.body.error_code).toBe('BODY_HASH_MISMATCH')
    const wrong = await signedCall(sim, {
      method: 'POST',
      path,
      body: { channel: 'EMAIL' },
      override: { 'X-SVC-BODYHASH': '0'.repeat(64) },
    })
    expect(wrong.body.error_code).toBe('BODY_HASH_MISMATCH')
  })

  it('refuses a missing signature and an unknown key', async () => {
    const unsigned = await signedCall(sim, { path: me, override: { 'X-SVC-SIGNATURE': undefined } })
    expect(unsigned.status).toBe(401)
    expect(unsigned.body.error_code).toBe('SIGNATURE_REQUIRED')
    const unknown = await signedCall(sim, { path: me, apiKey: 'nobody' })
    expect(unknown.status).toBe(401)
    expect(unknown.body.error_code).toBe('INVALID_API_KEY')
  })

  it('takes the API key alone on tier-1 paths', async () => {
    const res = await fetch(`${sim.url}/trading/market/session?exchange=HOSE`, {
      headers: { 'X-SVC-APIKEY': 'sim-demo-key-0001' },
    })
    expect(res.status).toBe(200)
    const body = (await res.json()) as {
      result: { exchange_session: string; available_order_types: string[] }
    }
    expect(body.result.exchange_session).toBe('PROGRESS')
    expect(body.result.available_order_types).toEqual(['LO', 'MP', 'MTL', 'ATC'])
  })

  it('declares the tiers in the OpenAPI document (x-svc-signing)', async () => {
    const doc = (await (await fetch(`${sim.url}/openapi.json`)).json()) as Record<string, unknown>
    const signing = doc['x-svc-signing'] as { algorithm: string; apiKeyOnly: string[]; twoFactor: string[] }
    expect(signing.algorithm).toBe('HMAC-SHA256')
    expect(signing.apiKeyOnly).toContain('/trading/market/**')
    expect(signing.twoFactor).toEqual([
      'POST /trading/oa/sub-accounts/{subAccountId}/orders',
      'PUT /trading/oa/sub-accounts/{subAccountId}/orders/{orderId}',
      'DELETE /trading/oa/sub-accounts/{subAccountId}/orders/{orderId}',
    ])
  })
})

describe('the clock never goes backwards', () => {
  it('accepts a client signing with its own clock after POST /__sim/reset', async () => {
    const own = await startFrozen()
    try {
      // An hour after launch: a client's own clock reads the same moment, well past the 5-minute window.
      await postJson(`${own.url}/__sim/clock`, { advanceMs: 3_600_000 })
      const clientNow = own.context.world.clock.now()
      const reset = await postJson(`${own.url}/__sim/reset`, {})
      expect(reset.status).toBe(200)
      expect(own.context.world.clock.now()).toBeGreaterThanOrEqual(clientNow)
      const res = await signedCall(own, { path: me, timestamp: clientNow })
      expect(res.status).toBe(200)
    } finally {
      await own.close()
    }
  })
})
