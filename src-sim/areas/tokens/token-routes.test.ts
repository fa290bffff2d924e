import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Simulator } from '../../server'
import { getJson, postJson, startFrozen } from '../../testing/harness'

let sim: Simulator
let demo: { apiKey: string; apiSecret: string }

beforeAll(async () => {
  sim = await startFrozen({ quotas: { Free: 5 } })
  const body = (await getJson(`${sim.url}/__sim/demo`)).body as typeof demo
  demo = { apiKey: body.apiKey, apiSecret: body.apiSecret }
})
afterAll(async () => {
  await sim.close()
})

const token = (body: unknown): ReturnType<typeof postJson> => postJson(`${sim.url}/api/v3/auth/token`, body)
const requestOtp = (body: unknown): ReturnType<typeof postJson> =>
  postJson(`${sim.url}/api/v3/auth/requestOtp`, body)
const nowSeconds = async (): Promise<number> =>
  Math.floor(((await getJson(`${sim.url}/__sim/clock`)).body as { nowMs: number }).nowMs / 1000)

interface TokenRecord {
  tokenType: string
  accessToken: string
  expiresAt: number
  refreshToken: string
  refreshExpiresAt: number
}

describe('POST /api/v3/auth/token', () => {
  it('issues a query token without OTP: a JWT record with expiry moments in Unix seconds', async () => {
    const res = await token({ apiKey: demo.apiKey, apiSecret: demo.apiSecret })
    expect(res.status).toBe(200)
    const rec = res.body as TokenRecord
    expect(Object.keys(rec).sort()).toEqual([
      'accessToken',
      'expiresAt',
      'refreshExpiresAt',
      'refreshToken',
      'tokenType',
    ])
    expect(rec.tokenType).toBe('Bearer')
    expect(rec.accessToken.split('.')).toHaveLength(3)
    expect(rec.expiresAt).toBe((await nowSeconds()) + 8 * 3600)
    expect(rec.refreshExpiresAt).toBe(rec.expiresAt + 86_400)
    expect(decodeJwt(rec.accessToken)).toMatchObject({ scope: 'query', kind: 'access', exp: rec.expiresAt })
  })

  it.each([
    [{ apiSecret: 'x' }, 400, 'apiKey is required'],
    [{ apiKey: 'k' }, 400, 'apiSecret is required'],
    [{ apiKey: 'k', apiSecret: 's', extra: 1 }, 400, 'unknown field(s): extra'],
    [{ apiKey: 5, apiSecret: 's' }, 400, 'apiKey is required'],
    [{ apiKey: 'nope', apiSecret: 's' }, 401, 'Invalid apiKey or apiSecret'],
  ])('answers %j with %i {code, msg}', async (body, status, msg) => {
    const res = await token(body)
    expect(res.status).toBe(status)
    expect(res.body).toEqual({ code: status, msg })
  })

  it('answers a wrong secret and malformed JSON with {code, msg}', async () => {
    expect((await token({ apiKey: demo.apiKey, apiSecret: 'wrong' })).body).toEqual({
      code: 401,
      msg: 'Invalid apiKey or apiSecret',
    })
    const res = await getJson(`${sim.url}/api/v3/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"apiKey": ',
    })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ code: 400, msg: 'request body is not valid JSON' })
  })
})

describe('SMS OTP', () => {
  it('sends a code to the outbox that buys one trading token', async () => {
    const res = await requestOtp({ apiKey: demo.apiKey, apiSecret: demo.apiSecret })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ code: 0, msg: expect.stringContaining('SMS') })
    const outbox = (await getJson(`${sim.url}/__sim/outbox`)).body as {
      code: string
      channel: string
      destination: string
    }[]
    const last = outbox.at(-1)
    expect(last).toMatchObject({
      channel: 'sms',
      destination: expect.stringMatching(/^\+84/),
      code: expect.stringMatching(/^\d{6}$/),
    })
    const wrong = last?.code === '000000' ? '111111' : '000000'
    expect((await token({ ...demo, otp: wrong })).body).toEqual({ code: 401, msg: 'Invalid OTP' })
    // a wrong guess does not burn the code
    const ok = await token({ ...demo, otp: last?.code })
    expect(ok.status).toBe(200)
    expect(decodeJwt((ok.body as TokenRecord).accessToken)).toMatchObject({ scope: 'trading' })
    expect((await token({ ...demo, otp: last?.code })).body).toEqual({ code: 401, msg: 'Invalid OTP' })
  })

  it('expires a code after five minutes of simulator time', async () => {
    await requestOtp(demo)
    const outbox = (await getJson(`${sim.url}/__sim/outbox`)).body as { code: string }[]
    await postJson(`${sim.url}/__sim/clock`, { advanceMs: 5 * 60_000 + 1_000 })
    expect((await token({ ...demo, otp: outbox.at(-1)?.code })).body).toEqual({
      code: 401,
      msg: 'Invalid OTP: the code expired',
    })
  })
})

describe('OTP throttle', () => {
  it('refuses a sixth code request without a verification, until a code is used', async () => {
    const key = (await postJson(`${sim.url}/__sim/keys`, { tier: 'Pro' })).body as {
      apiKey: string
      apiSecret: string
    }
    const creds = { apiKey: key.apiKey, apiSecret: key.apiSecret }
    for (let i = 0; i < 5; i++) expect((await requestOtp(creds)).status).toBe(200)
    const locked = await requestOtp(creds)
    expect(locked.status).toBe(400)
    expect(locked.body).toEqual({ code: 400, msg: expect.stringContaining('Too many OTP requests') })
    const outbox = (await getJson(`${sim.url}/__sim/outbox`)).body as { code: string; apiKey: string }[]
    const last = outbox.filter((m) => m.apiKey === key.apiKey).at(-1)
    expect((await token({ ...creds, otp: last?.code })).status).toBe(200)
    expect((await requestOtp(creds)).status).toBe(200)
  })
})

describe('app approval', () => {
  async function appKey(): Promise<{ apiKey: string; apiSecret: string }> {
    const res = await postJson(`${sim.url}/__sim/keys`, { tier: 'Enterprise', secondFactor: 'app' })
    expect(res.status).toBe(201)
    const { apiKey, apiSecret } = res.body as { apiKey: string; apiSecret: string }
    return { apiKey, apiSecret }
  }

  it('gives a transactionId that, once approved within 30 s, buys one trading token', async () => {
    const key = await appKey()
    const res = await requestOtp(key)
    const { transactionId } = res.body as { transactionId: string }
    expect(transactionId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect((await token({ ...key, transactionId })).body).toEqual({
      code: 401,
      msg: 'Invalid OTP: transactionId not approved yet in the app',
    })
    const list = (await getJson(`${sim.url}/__sim/approvals`)).body as {
      transactionId: string
      status: string
    }[]
    expect(list.find((a) => a.transactionId === transactionId)?.status).toBe('pending')
    await postJson(`${sim.url}/__sim/clock`, { advanceMs: 20_000 })
    const approved = await postJson(`${sim.url}/__sim/approvals/${transactionId}`, { approve: true })
    expect(approved.body).toMatchObject({ transactionId, status: 'approved' })
    const ok = await token({ ...key, transactionId })
    expect(ok.status).toBe(200)
    expect(decodeJwt((ok.body as TokenRecord).accessToken)).toMatchObject({ scope: 'trading' })
    expect((await token({ ...key, transactionId })).body).toEqual({
      code: 401,
      msg: 'Invalid OTP: transactionId already used',
    })
  })

  it('expires a transaction after 30 s: approval and token both refused', async () => {
    const key = await appKey()
    const { transactionId } = (await requestOtp(key)).body as { transactionId: string }
    await postJson(`${sim.url}/__sim/clock`, { advanceMs: 30_001 })
    const late = await postJson(`${sim.url}/__sim/approvals/${transactionId}`, { approve: true })
    expect(late.status).toBe(409)
    expect((await token({ ...key, transactionId })).body).toEqual({
      code: 401,
      msg: 'Invalid OTP: transactionId expired, it is valid for 30 seconds',
    })
  })

  it('refuses a rejected transaction and unknown ids', async () => {
    const key = await appKey()
    const { transactionId } = (await requestOtp(key)).body as { transactionId: string }
    await postJson(`${sim.url}/__sim/approvals/${transactionId}`, { approve: false })
    expect((await token({ ...key, transactionId })).body).toEqual({
      code: 401,
      msg: 'Invalid OTP: transactionId was rejected in the app',
    })
    expect((await postJson(`${sim.url}/__sim/approvals/nope`, { approve: true })).status).toBe(404)
    expect((await postJson(`${sim.url}/__sim/approvals/${transactionId}`, { approve: 'yes' })).status).toBe(
      400,
    )
  })
})

describe('POST /api/v3/auth/refresh', () => {
  it('exchanges a refresh token for a new record of the same scope, and refuses an access token', async () => {
    const rec = (await token(demo)).body as TokenRecord
    await postJson(`${sim.url}/__sim/clock`, { advanceMs: 2_000 })
    const res = await postJson(`${sim.url}/api/v3/auth/refresh`, { refreshToken: rec.refreshToken })
    expect(res.status).toBe(200)
    const next = res.body as TokenRecord
    expect(next.expiresAt).toBe(rec.expiresAt + 2)
    expect(decodeJwt(next.accessToken)).toMatchObject({ scope: 'query' })
    const bad = await postJson(`${sim.url}/api/v3/auth/refresh`, { refreshToken: rec.accessToken })
    expect(bad.status).toBe(401)
    expect(bad.body).toEqual({ code: 401, msg: 'Invalid or expired refreshToken' })
    expect((await postJson(`${sim.url}/api/v3/auth/refresh`, {})).body).toEqual({
      code: 400,
      msg: 'refreshToken is required',
    })
  })

  it('refuses a refresh token past its expiry on the simulator clock', async () => {
    const rec = (await token(demo)).body as TokenRecord
    await postJson(`${sim.url}/__sim/clock`, { advanceMs: (8 + 24) * 3_600_000 + 1_000 })
    expect(
      (await postJson(`${sim.url}/api/v3/auth/refresh`, { refreshToken: rec.refreshToken })).status,
    ).toBe(401)
  })
})

describe('rate limits', () => {
  it('answers 429 once a key is over its tier quota until the window resets', async () => {
    const { apiKey, apiSecret } = (await postJson(`${sim.url}/__sim/keys`, { tier: 'Free' })).body as {
      apiKey: string
      apiSecret: string
    }
    // start from a fresh minute so the whole quota is in one window
    const now = ((await getJson(`${sim.url}/__sim/clock`)).body as { nowMs: number }).nowMs
    await postJson(`${sim.url}/__sim/clock`, { advanceMs: 60_000 - (now % 60_000) })
    for (let i = 0; i < 5; i++) {
      const ok = await token({ apiKey, apiSecret })
      expect(ok.status).toBe(200)
      expect(ok.headers.get('x-ratelimit-limit')).toBe('5')
      expect(ok.headers.get('x-ratelimit-remaining')).toBe(String(4 - i))
    }
    const limited = await token({ apiKey, apiSecret })
    expect(limited.status).toBe(429)
    expect(limited.body).toEqual({ error_code: 'RATE_LIMIT_EXCEEDED', message: expect.any(String) })
    const reset = Number(limited.headers.get('x-ratelimit-reset'))
    expect(reset).toBe((await nowSeconds()) + 60)
    await postJson(`${sim.url}/__sim/clock`, { advanceMs: 59_000 })
    expect((await token({ apiKey, apiSecret })).status).toBe(429)
    await postJson(`${sim.url}/__sim/clock`, { advanceMs: 1_000 })
    expect((await token({ apiKey, apiSecret })).status).toBe(200)
    // other keys are not affected
    expect((await token(demo)).status).toBe(200)
  })
})
