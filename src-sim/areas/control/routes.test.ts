import http from 'node:http'
import os from 'node:os'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Simulator } from '../../server'
import { getJson, postJson, startFrozen } from '../../testing/harness'
import { isLoopback } from './loopback'
import { SIM_CONTROL_HEADER, simControlFetch } from '../../kit/control/control-client'

let sim: Simulator
const board = (): string => `${sim.url}/tartarus/v1/tickerCommons?index=2`

beforeAll(async () => {
  sim = await startFrozen({ seed: 11 })
})
afterAll(async () => {
  await sim.close()
})
afterEach(async () => {
  await simControlFetch(sim.url, '/faults', { method: 'DELETE' })
})

describe('GET /__sim/demo', () => {
  it('gives the demo credentials and account numbers', async () => {
    const res = await getJson(`${sim.url}/__sim/demo`)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      apiKey: expect.any(String),
      apiSecret: expect.any(String),
      tier: 'Pro',
      custodyCode: expect.stringMatching(/^105C\d{6}$/),
      accounts: { normal: expect.any(String), margin: expect.any(String), derivative: expect.any(String) },
      pin: expect.any(String),
    })
  })

  it('switches the demo key to app approval, so the approval flow can be tried', async () => {
    const set = await postJson(`${sim.url}/__sim/demo`, { secondFactor: 'app' })
    expect(set.status).toBe(200)
    expect(set.body).toMatchObject({ secondFactor: 'app' })
    const demo = (await getJson(`${sim.url}/__sim/demo`)).body as { apiKey: string; apiSecret: string }
    const otp = await postJson(`${sim.url}/api/v3/auth/requestOtp`, {
      apiKey: demo.apiKey,
      apiSecret: demo.apiSecret,
    })
    expect(otp.body).toMatchObject({ transactionId: expect.stringMatching(/^[0-9a-f-]{36}$/) })
    expect((await postJson(`${sim.url}/__sim/demo`, { secondFactor: 'fax' })).status).toBe(400)
    await postJson(`${sim.url}/__sim/demo`, { secondFactor: 'sms' })
  })

  it('does not exist when control is off', async () => {
    const s = await startFrozen({ control: false })
    try {
      expect((await getJson(`${s.url}/__sim/demo`)).status).toBe(404)
      expect((await getJson(`${s.url}/tartarus/v1/tickerCommons?index=2`)).status).toBe(200)
    } finally {
      await s.close()
    }
  })
})

describe('faults', () => {
  it('adds latency to brokerage routes but not to /__sim', async () => {
    // A minute of latency: the board's answer is still held when the control API's has come back,
    // whatever the machine's speed; the board's request is then given up.
    await postJson(`${sim.url}/__sim/faults`, { latencyMs: 60_000 })
    const gaveUp = new AbortController()
    let boardSettled = false
    const held = getJson(board(), { signal: gaveUp.signal }).finally(() => {
      boardSettled = true
    })
    expect((await getJson(`${sim.url}/__sim/clock`)).status).toBe(200)
    expect(boardSettled).toBe(false)
    gaveUp.abort()
    await expect(held).rejects.toThrow()
  })

  it('answers 500 or 503 with a JSON error body at error rate 1, and /__sim keeps working', async () => {
    const set = await postJson(`${sim.url}/__sim/faults`, { errorRate: 1 })
    expect(set.body).toEqual({ errorRate: 1 })
    const statuses = new Set<number>()
    for (let i = 0; i < 20; i++) {
      const res = await getJson(board())
      statuses.add(res.status)
      expect(res.body).toMatchObject({ error: expect.any(String), message: expect.any(String) })
    }
    expect([...statuses].sort()).toEqual([500, 503])
    expect((await getJson(`${sim.url}/__sim/demo`)).status).toBe(200)
  })

  it('sends 200 with a body that is not JSON at malformed rate 1', async () => {
    await postJson(`${sim.url}/__sim/faults`, { malformedRate: 1 })
    const res = await fetch(board())
    expect(res.status).toBe(200)
    const text = await res.text()
    expect(text.startsWith('{"data":[')).toBe(true)
    expect(() => JSON.parse(text) as unknown).toThrow()
  })

  it('drops the connection at drop rate 1', async () => {
    await postJson(`${sim.url}/__sim/faults`, { dropRate: 1 })
    await expect(fetch(board())).rejects.toThrow()
    await simControlFetch(sim.url, '/faults', { method: 'DELETE' })
    expect((await getJson(board())).status).toBe(200)
  })

  it('storms 429s with a reset moment in Unix seconds', async () => {
    await postJson(`${sim.url}/__sim/faults`, { rateLimitRate: 1, rateLimitResetSeconds: 7 })
    const clock = (await getJson(`${sim.url}/__sim/clock`)).body as { nowMs: number }
    const res = await getJson(board())
    expect(res.status).toBe(429)
    expect(res.body).toEqual({ error_code: 'RATE_LIMIT_EXCEEDED', message: expect.any(String) })
    expect(Number(res.headers.get('x-ratelimit-reset'))).toBe(Math.floor(clock.nowMs / 1000) + 7)
  })

  it('applies a partial rate to roughly that share of requests', async () => {
    await postJson(`${sim.url}/__sim/faults`, { errorRate: 0.5 })
    let failed = 0
    for (let i = 0; i < 100; i++) if ((await fetch(board())).status >= 500) failed++
    expect(failed).toBeGreaterThan(25)
    expect(failed).toBeLessThan(75)
  })

  it('clears every fault on DELETE and rejects bad configurations', async () => {
    await postJson(`${sim.url}/__sim/faults`, { errorRate: 1 })
    const cleared = await getJson(`${sim.url}/__sim/faults`, { method: 'DELETE' })
    expect(cleared.body).toEqual({})
    expect((await getJson(board())).status).toBe(200)
    for (const bad of [{ errorRate: 2 }, { latencyMs: -1 }, { nope: 1 }]) {
      const res = await postJson(`${sim.url}/__sim/faults`, bad)
      expect(res.status).toBe(400)
      expect(res.body).toMatchObject({ error: 'INVALID_REQUEST' })
    }
  })
})

describe('clock, reset and storm', () => {
  it('advances the clock and sets the speed', async () => {
    const before = (await getJson(`${sim.url}/__sim/clock`)).body as { nowMs: number; speed: number }
    expect(before.speed).toBe(0)
    const after = (await postJson(`${sim.url}/__sim/clock`, { advanceMs: 90_000 })).body as { nowMs: number }
    expect(after.nowMs - before.nowMs).toBe(90_000)
    const fast = (await postJson(`${sim.url}/__sim/clock`, { speed: 10 })).body as { speed: number }
    expect(fast.speed).toBe(10)
    await postJson(`${sim.url}/__sim/clock`, { speed: 0 })
    expect((await postJson(`${sim.url}/__sim/clock`, {})).status).toBe(400)
    expect((await postJson(`${sim.url}/__sim/clock`, { advanceMs: -5 })).status).toBe(400)
  })

  it('resets to the seed initial state, at the moment the clock had reached', async () => {
    await postJson(`${sim.url}/__sim/clock`, { advanceMs: 120_000 })
    const reached = ((await getJson(`${sim.url}/__sim/clock`)).body as { nowMs: number }).nowMs
    // A world launched at that moment: the reset one must equal it (the clock does not go back).
    const fresh = await startFrozen({ seed: 11, startTime: reached })
    try {
      const initial = await (await fetch(`${fresh.url}/tartarus/v1/tickerCommons?index=1`)).text()
      await postJson(`${sim.url}/__sim/clock`, { advanceMs: 120_000 })
      const moved = await (await fetch(`${sim.url}/tartarus/v1/tickerCommons?index=1`)).text()
      expect(moved).not.toBe(initial)
      const bare = await simControlFetch(sim.url, '/reset', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
      })
      expect(bare.status).toBe(200)
      expect(await (await fetch(`${sim.url}/tartarus/v1/tickerCommons?index=1`)).text()).toBe(initial)
    } finally {
      await fresh.close()
    }
  })

  it('storm mode updates many more rows per second', async () => {
    const changedRows = async (): Promise<number> => {
      const read = async (): Promise<{ symbol: string; totalVol: number }[]> =>
        (
          (await getJson(`${sim.url}/tartarus/v1/tickerCommons?index=5`)).body as {
            data: { symbol: string; totalVol: number }[]
          }
        ).data
      const a = await read()
      await postJson(`${sim.url}/__sim/clock`, { advanceMs: 1_000 })
      const b = await read()
      return b.filter((r, i) => r.totalVol !== a[i]?.totalVol).length
    }
    const calm = await changedRows()
    const storm = await postJson(`${sim.url}/__sim/storm`, { updatesPerSecond: 20_000 })
    expect(storm.body).toEqual({ updatesPerSecond: 20_000 })
    const stormy = await changedRows()
    expect(stormy).toBeGreaterThan(calm + 200)
    await postJson(`${sim.url}/__sim/storm`, { updatesPerSecond: 0 })
    expect((await postJson(`${sim.url}/__sim/storm`, { updatesPerSecond: -1 })).status).toBe(400)
  })
})

describe('GET /openapi.json', () => {
  it('describes every brokerage path with the ticker record schema', async () => {
    const res = await getJson(`${sim.url}/openapi.json`)
    const doc = res.body as { openapi: string; paths: Record<string, unknown> }
    expect(doc.openapi).toBe('3.1.0')
    for (const path of [
      '/tartarus/v1/tickerCommons',
      '/api/v3/auth/token',
      '/events/search',
      '/brokers/{brokerId}/webhook',
    ]) {
      expect(doc.paths[path], path).toBeDefined()
    }
    expect(JSON.stringify(doc.paths['/tartarus/v1/tickerCommons'])).toContain('ceilPrice')
  })
})

/** A raw request, so a test controls Host, Origin and the path exactly as sent. */
function raw(
  url: string,
  target: string,
  options: { method?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(url)
    const req = http.request(
      {
        hostname,
        port,
        path: target,
        method: options.method ?? 'GET',
        headers: options.headers ?? {},
        agent: false,
      },
      (res) => {
        let body = ''
        res.on('data', (chunk: Buffer) => (body += chunk.toString()))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
      },
    )
    req.on('error', reject)
    req.end()
  })
}

describe('the control token, Host and Origin (issue 11 item 11)', () => {
  const token = (): Record<string, string> => ({ [SIM_CONTROL_HEADER]: sim.controlToken })

  it('answers a call without the token, or with a wrong one, 401 and does nothing', async () => {
    const before = (await getJson(`${sim.url}/__sim/clock`)).body as { nowMs: number }
    const bare = await raw(sim.url, '/__sim/clock', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    })
    expect(bare.status).toBe(401)
    expect(bare.body).toContain(SIM_CONTROL_HEADER)
    expect((await raw(sim.url, '/__sim/demo')).status).toBe(401)
    const wrong = await raw(sim.url, '/__sim/demo', { headers: { [SIM_CONTROL_HEADER]: 'x'.repeat(43) } })
    expect(wrong.status).toBe(401)
    expect(wrong.body).not.toContain('apiSecret')
    expect((await raw(sim.url, '/__sim/demo', { headers: token() })).status).toBe(200)
    const after = (await getJson(`${sim.url}/__sim/clock`)).body as { nowMs: number }
    expect(after.nowMs).toBe(before.nowMs)
  })

  it('refuses a body-less cross-origin POST /__sim/reset, even with the token, and keeps the market', async () => {
    await postJson(`${sim.url}/__sim/clock`, { advanceMs: 60_000 })
    const moved = ((await getJson(`${sim.url}/__sim/clock`)).body as { nowMs: number }).nowMs
    const page = await raw(sim.url, '/__sim/reset', {
      method: 'POST',
      headers: { Origin: 'http://evil.example' },
    })
    expect(page.status).toBe(403)
    const withToken = await raw(sim.url, '/__sim/reset', {
      method: 'POST',
      headers: { Origin: 'http://evil.example', ...token() },
    })
    expect(withToken.status).toBe(403)
    expect(((await getJson(`${sim.url}/__sim/clock`)).body as { nowMs: number }).nowMs).toBe(moved)
  })

  it('answers a foreign Host 403 (DNS rebinding), its own Host 200', async () => {
    const port = new URL(sim.url).port
    const rebound = await raw(sim.url, '/__sim/demo', {
      headers: { Host: `evil.example:${port}`, ...token() },
    })
    expect(rebound.status).toBe(403)
    expect(rebound.body).not.toContain('apiSecret')
    expect((await raw(sim.url, '/__sim/demo', { headers: { Host: `127.0.0.1:1`, ...token() } })).status).toBe(
      403,
    )
    expect(
      (await raw(sim.url, '/__sim/demo', { headers: { Host: `localhost:${port}`, ...token() } })).status,
    ).toBe(200)
    // The brokerage routes are for any client: their Host is not checked.
    expect(
      (await raw(sim.url, '/tartarus/v1/tickerCommons?index=2', { headers: { Host: 'x' } })).status,
    ).toBe(200)
  })

  it.each([
    '/%5F%5Fsim/demo',
    '/%5f%5fsim/demo',
    '//__sim/demo',
    '/./__sim/demo',
    '/x/../__sim/demo',
    '/__sim/./demo',
  ])('routes and guards %s as /__sim/demo', async (target) => {
    expect((await raw(sim.url, target)).status).toBe(401)
    const own = await raw(sim.url, target, { headers: token() })
    expect(own.status).toBe(200)
    expect(own.body).toContain('apiSecret')
  })

  it('keeps brokerage paths working after canonicalisation', async () => {
    expect((await getJson(`${sim.url}/tartarus/v1/./tickerCommons?index=2`)).status).toBe(200)
    expect((await getJson(`${sim.url}/tartarus/v1/%74ickerCommons?index=2`)).status).toBe(200)
    expect((await raw(sim.url, '/tartarus/v1/%ZZ')).status).toBeGreaterThanOrEqual(400)
  })

  it('takes the token it is given', async () => {
    const chosen = 'a-control-token-chosen-by-the-caller'
    const s = await startFrozen({ controlToken: chosen })
    try {
      expect(s.controlToken).toBe(chosen)
      expect((await raw(s.url, '/__sim/demo', { headers: { [SIM_CONTROL_HEADER]: chosen } })).status).toBe(
        200,
      )
      expect((await raw(s.url, '/__sim/demo', { headers: token() })).status).toBe(401)
    } finally {
      await s.close()
    }
  })
})

describe('loopback only', () => {
  it('recognises loopback addresses', () => {
    expect(isLoopback('127.0.0.1')).toBe(true)
    expect(isLoopback('::1')).toBe(true)
    expect(isLoopback('::ffff:127.0.0.1')).toBe(true)
    expect(isLoopback('10.0.0.5')).toBe(false)
    expect(isLoopback('::ffff:192.168.1.2')).toBe(false)
    expect(isLoopback(undefined)).toBe(false)
  })

  const external = Object.values(os.networkInterfaces())
    .flat()
    .find((i) => i !== undefined && i.family === 'IPv4' && !i.internal)?.address

  it.runIf(external !== undefined)('refuses control calls from a non-loopback address', async () => {
    const s = await startFrozen({ host: '0.0.0.0' })
    try {
      const base = `http://${external ?? ''}:${s.port}`
      expect((await getJson(`${base}/__sim/demo`)).status).toBe(403)
      // Spelled so that a prefix check on the raw path misses it; the guard sees the decoded path.
      for (const target of ['/%5F%5Fsim/demo', '//__sim/demo', '/x/../__sim/demo']) {
        const res = await raw(base, target, { headers: { [SIM_CONTROL_HEADER]: s.controlToken } })
        expect(res.status, target).toBe(403)
        expect(res.body).not.toContain('apiSecret')
      }
      expect((await getJson(`${base}/tartarus/v1/tickerCommons?index=2`)).status).toBe(200)
    } finally {
      await s.close()
    }
  })
})
