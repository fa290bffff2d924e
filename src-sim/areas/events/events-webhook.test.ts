import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Simulator } from '../../server'
import { getJson, postJson, startFrozen } from '../../testing/harness'

let sim: Simulator
let identityToken: string

async function authorize(query: string): Promise<{ status: number; location: string }> {
  const res = await fetch(`${sim.url}/connect/authorize?${query}`, { redirect: 'manual' })
  return { status: res.status, location: res.headers.get('location') ?? '' }
}

beforeAll(async () => {
  sim = await startFrozen({ seed: 5 })
  const { location } = await authorize(
    'response_type=token&client_id=demo&redirect_uri=http%3A%2F%2Flocalhost%2Fcb&scope=symbols-read&state=xyz',
  )
  identityToken = new URLSearchParams(location.split('#')[1]).get('access_token') ?? ''
})
afterAll(async () => {
  await sim.close()
})

const search = (query: string, token = identityToken): ReturnType<typeof getJson> =>
  getJson(`${sim.url}/events/search?${query}`, { headers: { authorization: `Bearer ${token}` } })

describe('GET /connect/authorize', () => {
  it('redirects to redirect_uri with the token in the fragment', async () => {
    const { status, location } = await authorize(
      'response_type=token&client_id=demo&redirect_uri=http%3A%2F%2Flocalhost%2Fcb&scope=symbols-read%20openid&state=s1',
    )
    expect(status).toBe(302)
    expect(location.startsWith('http://localhost/cb#')).toBe(true)
    const f = new URLSearchParams(location.split('#')[1])
    expect(f.get('access_token')?.split('.')).toHaveLength(3)
    expect(f.get('token_type')).toBe('Bearer')
    expect(Number(f.get('expires_in'))).toBeGreaterThan(0)
    expect(f.get('state')).toBe('s1')
  })

  it('reports errors in the fragment, or 400 without a usable redirect_uri', async () => {
    const wrongType = await authorize(
      'response_type=code&client_id=demo&redirect_uri=http%3A%2F%2Fx%2Fcb&state=a',
    )
    expect(new URLSearchParams(wrongType.location.split('#')[1]).get('error')).toBe(
      'unsupported_response_type',
    )
    const badScope = await authorize(
      'response_type=token&client_id=demo&redirect_uri=http%3A%2F%2Fx%2Fcb&scope=admin',
    )
    expect(new URLSearchParams(badScope.location.split('#')[1]).get('error')).toBe('invalid_scope')
    const noRedirect = await getJson(`${sim.url}/connect/authorize?response_type=token&client_id=demo`)
    expect(noRedirect.status).toBe(400)
    expect(noRedirect.body).toMatchObject({ error: 'invalid_request' })
  })
})

describe('GET /events/search', () => {
  it('needs a bearer with scope symbols-read', async () => {
    expect((await getJson(`${sim.url}/events/search`)).status).toBe(401)
    expect((await search('', 'garbage')).status).toBe(401)
    const demo = (await getJson(`${sim.url}/__sim/demo`)).body as { apiKey: string; apiSecret: string }
    const groupB = (
      (await postJson(`${sim.url}/api/v3/auth/token`, { apiKey: demo.apiKey, apiSecret: demo.apiSecret }))
        .body as {
        accessToken: string
      }
    ).accessToken
    expect((await search('', groupB)).status).toBe(401)
  })

  it('returns a top-level array of event records, with the defaults limit 20 and today', async () => {
    const wide = await search('startDate=2025-01-01&endDate=2027-12-31')
    expect(wide.status).toBe(200)
    const events = wide.body as Record<string, unknown>[]
    expect(events).toHaveLength(20)
    for (const e of events) {
      expect(e).toEqual({
        eventID: expect.any(Number),
        symbol: expect.any(String),
        name: expect.any(String),
        title: expect.any(String),
        recordDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/),
        registrationDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        executionDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        type: expect.any(Number),
      })
      expect([1, 2, 3]).toContain(e.type)
    }
    const dates = events.map((e) => String(e.registrationDate))
    expect([...dates].sort()).toEqual(dates)
    const today = (await search('')).body as { registrationDate: string }[]
    expect(today.every((e) => e.registrationDate.startsWith('2026-03-02'))).toBe(true)
  })

  it('filters by symbol and type, sorts by the chosen date and pages with offset and limit', async () => {
    const all = (await search('startDate=2025-01-01&endDate=2027-12-31&limit=500&orderBy=2')).body as {
      symbol: string
      type: number
      recordDate: string
    }[]
    const symbol = all[0]?.symbol ?? 'FPT'
    const mine = (await search(`symbol=${symbol}&startDate=2025-01-01&endDate=2027-12-31&limit=500`))
      .body as { symbol: string }[]
    expect(mine.length).toBeGreaterThan(0)
    expect(mine.every((e) => e.symbol === symbol)).toBe(true)
    const cash = (await search('type=1&startDate=2025-01-01&endDate=2027-12-31&limit=500')).body as {
      type: number
    }[]
    expect(cash.every((e) => e.type === 1)).toBe(true)
    expect(all.map((e) => e.recordDate)).toEqual([...all.map((e) => e.recordDate)].sort())
    const page = (await search('startDate=2025-01-01&endDate=2027-12-31&limit=5&offset=5&orderBy=2')).body
    expect(page).toEqual(all.slice(5, 10))
  })

  it.each([
    'orderBy=4',
    'type=9',
    'limit=0',
    'limit=501',
    'offset=-1',
    'startDate=02/03/2026',
    'foo=1',
    'startDate=2026-03-05&endDate=2026-03-01',
  ])('rejects %s with 400', async (query) => {
    const res = await search(query)
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ error: 'INVALID_QUERY', message: expect.any(String) })
  })
})

describe('POST /brokers/{brokerId}/webhook', () => {
  it('answers {} and stores the message for GET /__sim/webhooks', async () => {
    const res = await postJson(`${sim.url}/brokers/TCBS/webhook`, {
      type: 'order.status',
      data: { orderId: '1', status: 'MATCHED' },
    })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({})
    const stored = (await getJson(`${sim.url}/__sim/webhooks`)).body as Record<string, unknown>[]
    expect(stored.at(-1)).toMatchObject({
      brokerId: 'TCBS',
      type: 'order.status',
      data: { orderId: '1', status: 'MATCHED' },
    })
  })

  it.each([
    [{}],
    [{ type: 'x' }],
    [{ type: 1, data: {} }],
    [{ type: 'x', data: [] }],
    [{ type: 'x', data: 'y' }],
    [{ type: 'x', data: {}, z: 1 }],
    [[1]],
  ])('rejects %j with 400', async (body) => {
    const res = await postJson(`${sim.url}/brokers/TCBS/webhook`, body)
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ error: 'INVALID_REQUEST', message: expect.any(String) })
  })
})

describe('GET /nyx/v1/intraday/{ticker}/bsa-month', () => {
  it('gives a month of bup, sdp, bsr by day for each investor type', async () => {
    const demo = (await getJson(`${sim.url}/__sim/demo`)).body as { apiKey: string; apiSecret: string }
    const token = (
      (await postJson(`${sim.url}/api/v3/auth/token`, { apiKey: demo.apiKey, apiSecret: demo.apiSecret }))
        .body as {
        accessToken: string
      }
    ).accessToken
    const headers = { authorization: `Bearer ${token}` }
    for (const type of ['sheep', 'wolf', 'shark', 'all']) {
      const res = await getJson(`${sim.url}/nyx/v1/intraday/fpt/bsa-month?timeWindow=1M&type=${type}`, {
        headers,
      })
      expect(res.status).toBe(200)
      const body = res.body as {
        ticker: string
        data: { bup: number; sdp: number; bsr: number; t: string }[]
      }
      expect(body.ticker).toBe('FPT')
      expect(body.data).toHaveLength(22)
      expect(body.data.at(-1)?.t).toBe('02/03')
      for (const p of body.data) {
        expect(p.t).toMatch(/^\d{2}\/\d{2}$/)
        if (p.bup + p.sdp > 0) expect(p.bup + p.sdp).toBeCloseTo(1, 2)
        expect(p.bsr).toBeGreaterThanOrEqual(0)
      }
    }
    const all = (await getJson(`${sim.url}/nyx/v1/intraday/FPT/bsa-month`, { headers })).body as {
      data: { bup: number }[]
    }
    expect(all.data.at(-1)?.bup).toBeGreaterThan(0)
    expect((await getJson(`${sim.url}/nyx/v1/intraday/FPT/bsa-month?type=cat`, { headers })).status).toBe(400)
    expect((await getJson(`${sim.url}/nyx/v1/intraday/NOPE/bsa-month`, { headers })).status).toBe(404)
  })
})
