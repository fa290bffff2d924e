import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Simulator } from '../../server'
import { getJson, postJson, startFrozen } from '../../testing/harness'
import { lastEmailedCode, openOtpSession, signedCall } from './testing/signed-call'

const requestPath = '/auth/v1/openapi/2fa/request'
const verifyPath = '/auth/v1/openapi/2fa/verify'

const requestTicket = (sim: Simulator) =>
  signedCall(sim, { method: 'POST', path: requestPath, body: { channel: 'EMAIL' } })

const verify = (sim: Simulator, ticketId: string, code: string) =>
  signedCall(sim, { method: 'POST', path: verifyPath, body: { ticket_id: ticketId, otp_code: code } })

const ticketOf = (res: { body: Record<string, unknown> }) => (res.body as { ticket_id: string }).ticket_id

/** A place call that needs only the session to pass: the order is then judged on its merits. */
const placeWith = (sim: Simulator, token: string | undefined) =>
  signedCall(sim, {
    method: 'POST',
    path: '/trading/oa/sub-accounts/100004/orders',
    body: {
      sub_account: '105C888888.4',
      side: 'BUY',
      symbol: 'FPT',
      quantity: 100,
      type: 'MARKET',
      market_price: 'ATC',
      limit_price: null,
    },
    headers: { 'device-id': 'test-device', ...(token === undefined ? {} : { 'X-SVC-2FA-TOKEN': token }) },
  })

describe('second factor (api-facts §5.4)', () => {
  let sim: Simulator
  beforeAll(async () => {
    // 10:00 on a Monday, Vietnam time; the clock moves only when a test moves it.
    sim = await startFrozen()
  })
  afterAll(() => sim.close())

  it('e-mails a code to the simulated phone and answers with a masked destination and a ticket', async () => {
    const res = await requestTicket(sim)
    expect(res.status).toBe(200)
    // At the top level, as the official CLI reads it (api-facts §5.4).
    expect(res.body).toEqual({
      ticket_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      masked_destination: 'd***@example.vn',
      expires_at_epoch: Math.floor(sim.context.world.clock.now() / 1000) + 300,
    })
    const outbox = (await getJson(`${sim.url}/__sim/outbox`)).body as { channel: string; code: string }[]
    expect(outbox.at(-1)).toMatchObject({
      channel: 'email',
      destination: 'demo@example.vn',
      code: expect.stringMatching(/^\d{6}$/),
    })
  })

  it('refuses any channel but EMAIL', async () => {
    const res = await signedCall(sim, { method: 'POST', path: requestPath, body: { channel: 'SMS' } })
    expect(res.status).toBe(400)
  })

  it('issues a session JWT that expires at 23:59:59 +07:00 of the day', async () => {
    const ticket = ticketOf(await requestTicket(sim))
    const res = await verify(sim, ticket, lastEmailedCode(sim))
    expect(res.status).toBe(200)
    const result = res.body as { session_token: string; expires_at: string; expires_at_epoch: number }
    expect(result.session_token.split('.')).toHaveLength(3)
    expect(result.expires_at).toBe('2026-03-02T23:59:59.000+07:00')
    expect(result.expires_at_epoch).toBe(Date.parse('2026-03-02T23:59:59+07:00') / 1000)
    // A used ticket cannot be verified twice.
    const again = await verify(sim, ticket, lastEmailedCode(sim))
    expect(again.body.error_code).toBe('OTP_INVALID')
  })

  it('locks a ticket after 3 wrong codes, even for the right one', async () => {
    const ticket = ticketOf(await requestTicket(sim))
    const right = lastEmailedCode(sim)
    const wrong = right === '000000' ? '111111' : '000000'
    const first = await verify(sim, ticket, wrong)
    expect(first).toEqual({
      status: 400,
      body: { error_code: 'OTP_INVALID', message: 'wrong code; 2 attempts left' },
    })
    const second = await verify(sim, ticket, wrong)
    expect(second.body.message).toBe('wrong code; 1 attempt left')
    const third = await verify(sim, ticket, wrong)
    expect(third.status).toBe(423)
    expect(third.body.error_code).toBe('OTP_LOCKED')
    const late = await verify(sim, ticket, right)
    expect(late.body.error_code).toBe('OTP_LOCKED')
  })

  it('lets a ticket live 5 minutes on the simulator clock', async () => {
    const ticket = ticketOf(await requestTicket(sim))
    const code = lastEmailedCode(sim)
    sim.context.world.clock.advance(5 * 60_000 + 1)
    const res = await verify(sim, ticket, code)
    expect(res.status).toBe(400)
    expect(res.body.error_code).toBe('OTP_INVALID')
    expect(res.body.message).toMatch(/expired/)
  })

  it('allows 5 requests per API key per Vietnam day, then 429, and 5 again the next day', async () => {
    // Four were made above; the fifth is still allowed.
    expect((await requestTicket(sim)).status).toBe(200)
    const sixth = await requestTicket(sim)
    expect(sixth.status).toBe(429)
    expect(sixth.body.error_code).toBe('OTP_RATE_LIMIT_EXCEEDED')
    sim.context.world.clock.advance(14 * 3_600_000) // past midnight +07:00
    expect((await requestTicket(sim)).status).toBe(200)
  })
})

describe('the session on the order endpoints (403 OTP_SESSION_*)', () => {
  let sim: Simulator
  beforeAll(async () => {
    sim = await startFrozen({ startTime: '2026-03-02T23:50:00+07:00', clock: 'demo' })
  })
  afterAll(() => sim.close())

  it('requires a session, refuses a forged one, and one of another key', async () => {
    expect((await placeWith(sim, undefined)).body.error_code).toBe('OTP_SESSION_REQUIRED')
    const forged = await placeWith(sim, 'eyJhbGciOiJIUzI1NiJ9.e30.c2lnbmF0dXJl')
    expect(forged.status).toBe(403)
    expect(forged.body.error_code).toBe('OTP_SESSION_INVALID')
  })

  it('accepts a session until 23:59:59 +07:00, then says it expired', async () => {
    const token = await openOtpSession(sim)
    expect((await placeWith(sim, token)).status).toBe(200)
    sim.context.world.clock.advance(9 * 60_000 + 58_000) // 23:59:58
    expect((await placeWith(sim, token)).status).toBe(200)
    sim.context.world.clock.advance(2_000) // 00:00:00 the next day
    const expired = await placeWith(sim, token)
    expect(expired.status).toBe(403)
    expect(expired.body.error_code).toBe('OTP_SESSION_EXPIRED')
  })

  it('says a revoked session was revoked', async () => {
    const token = await openOtpSession(sim)
    const revoked = await signedCall(sim, {
      method: 'POST',
      path: '/auth/v1/openapi/2fa/revoke',
      body: { session_token: token },
    })
    expect(revoked.body).toEqual({ error_code: '0', message: 'success' })
    const res = await placeWith(sim, token)
    expect(res.status).toBe(403)
    expect(res.body.error_code).toBe('OTP_SESSION_REVOKED')
  })

  it('binds a session to its API key', async () => {
    const token = await openOtpSession(sim)
    const other = (await postJson(`${sim.url}/__sim/keys`, { tier: 'Pro' })).body as {
      apiKey: string
      apiSecret: string
    }
    const res = await signedCall(sim, {
      method: 'POST',
      path: '/trading/oa/sub-accounts/100004/orders',
      apiKey: other.apiKey,
      apiSecret: other.apiSecret,
      body: {
        sub_account: '105C888888.4',
        side: 'BUY',
        symbol: 'FPT',
        quantity: 100,
        type: 'LIMIT',
        limit_price: 1,
        market_price: null,
      },
      headers: { 'device-id': 'test-device', 'X-SVC-2FA-TOKEN': token },
    })
    expect(res.status).toBe(403)
    expect(res.body.error_code).toBe('OTP_SESSION_INVALID')
  })
})
