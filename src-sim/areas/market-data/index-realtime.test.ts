import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  indexRealtimeSpecSchema,
  type IndexRealtimeEntrySpec,
} from '../../../src-shared/schemas/index-realtime'
import { tickerCommonsSpecSchema } from '../../../src-shared/schemas/ticker-commons'
import { demoIdentity } from '../../state/accounts/demo-identity'
import type { Simulator } from '../../server'
import { getJson, postJson, startFrozen } from '../../testing/harness'
import { simControlFetch } from '../../kit/control/control-client'

const key = { 'X-SVC-APIKEY': demoIdentity.apiKey }
const minute = 60_000

async function indices(sim: Simulator, query: string): Promise<IndexRealtimeEntrySpec[]> {
  const res = await getJson(`${sim.url}/market/index-realtime?${query}`, { headers: key })
  expect(res.status).toBe(200)
  return indexRealtimeSpecSchema.parse(res.body).result
}

async function one(sim: Simulator, code: string): Promise<IndexRealtimeEntrySpec> {
  const [entry] = await indices(sim, `index=${code}`)
  if (entry === undefined) throw new Error(`no ${code} in the answer`)
  return entry
}

const advance = (sim: Simulator, ms: number) => postJson(`${sim.url}/__sim/clock`, { advanceMs: ms })

describe('GET /market/index-realtime', () => {
  let sim: Simulator
  beforeAll(async () => {
    sim = await startFrozen({ seed: 5 })
  })
  afterAll(async () => {
    await sim.close()
  })
  afterEach(async () => {
    await simControlFetch(sim.url, '/faults', { method: 'DELETE' })
  })

  it('answers the success envelope with one entry per known code, in the order asked', async () => {
    const res = await getJson(`${sim.url}/market/index-realtime?index=VNINDEX,HNX30`, { headers: key })
    expect(res.status).toBe(200)
    const body = indexRealtimeSpecSchema.parse(res.body)
    expect(body).toMatchObject({ status: 200, error_code: '0', message: 'success' })
    expect(body.result.map((e) => e.index)).toEqual(['VNINDEX', 'HNX30'])
    const [vnindex, hnx30] = body.result
    // KRX (HOSE) indices carry the breadth series, HNX ones do not.
    expect(vnindex?.advancesArr).toBeDefined()
    expect(vnindex?.floors?.length).toBe(vnindex?.times?.length)
    expect(hnx30?.advancesArr).toBeUndefined()
    expect(hnx30?.values?.length).toBeGreaterThan(0)
  })

  it('starts near the realistic levels and keeps change, percent and series consistent', async () => {
    const levels = { VNINDEX: 1_850, VN30: 2_078, HNXINDEX: 255, HNX30: 556, UPCOMINDEX: 127 }
    const entries = await indices(sim, 'index=VNINDEX,VN30,HNXINDEX,HNX30,UPCOMINDEX')
    expect(entries).toHaveLength(5)
    const now = Date.parse('2026-03-02T10:00:00+07:00')
    for (const e of entries) {
      const base = levels[e.index as keyof typeof levels]
      expect(e.reference, e.index).toBeCloseTo(base, 1)
      expect(Math.abs(e.indexValue / base - 1), e.index).toBeLessThan(0.07)
      expect(e.change).toBeCloseTo(e.indexValue - e.reference, 2)
      expect(e.changePercent).toBeCloseTo((e.change / e.reference) * 100, 1)
      expect(e.sessionInExchange).toBe('continuous')
      const times = e.times ?? []
      expect(e.values).toHaveLength(times.length)
      expect(e.volumes).toHaveLength(times.length)
      expect(times.length).toBeGreaterThan(1)
      for (let i = 1; i < times.length; i++) expect((times[i] ?? 0) - (times[i - 1] ?? 0)).toBe(minute)
      expect(times.at(-1)).toBe(now)
      // The morning series ends where the live level is, and its volume is the morning's total.
      expect(e.values?.at(-1)).toBeCloseTo(e.indexValue, 2)
      expect((e.volumes ?? []).reduce((a, b) => a + b, 0)).toBe(e.allQuantity)
    }
  })

  it('skips unknown codes, answers duplicates once and reads codes case-insensitively', async () => {
    expect((await indices(sim, 'index=vn30,%20FOO%20,VN30')).map((e) => e.index)).toEqual(['VN30'])
    expect(await indices(sim, 'index=FOO')).toEqual([])
  })

  it('leaves out breadth and series in lite mode', async () => {
    const [entry] = await indices(sim, 'index=VN30&mode=lite')
    expect(entry).toBeDefined()
    expect(entry?.values).toBeUndefined()
    expect(entry?.advances).toBeUndefined()
    expect(entry?.indexValue).toBeGreaterThan(0)
  })

  it('refuses a missing or empty index, an unknown parameter and a bad mode with 400', async () => {
    for (const query of ['', 'index=', 'index=%20,', 'index=VN30&foo=1', 'index=VN30&mode=x']) {
      const res = await getJson(`${sim.url}/market/index-realtime?${query}`, { headers: key })
      expect(res.status, query).toBe(400)
      expect(res.body).toMatchObject({ error_code: 'INVALID_PARAMETER', message: expect.any(String) })
    }
  })

  it('needs a known API key in X-SVC-APIKEY: 401 with the FHSC error body otherwise', async () => {
    const missing = await getJson(`${sim.url}/market/index-realtime?index=VN30`)
    expect(missing.status).toBe(401)
    expect(missing.body).toEqual({ error_code: 'API_KEY_REQUIRED', message: expect.any(String) })
    const unknown = await getJson(`${sim.url}/market/index-realtime?index=VN30`, {
      headers: { 'X-SVC-APIKEY': 'not-a-key' },
    })
    expect(unknown.status).toBe(401)
    expect(unknown.body).toEqual({ error_code: 'INVALID_API_KEY', message: expect.any(String) })
    // A bearer token is not a tier-1 credential.
    const bearer = await getJson(`${sim.url}/market/index-realtime?index=VN30`, {
      headers: { authorization: 'Bearer x' },
    })
    expect(bearer.status).toBe(401)
  })

  it('answers unknown /market routes and injected faults with the group E error body', async () => {
    const missing = await getJson(`${sim.url}/market/nothing-here`, { headers: key })
    expect(missing.status).toBe(404)
    expect(missing.body).toEqual({ error_code: 'NOT_FOUND', message: expect.any(String) })
    await postJson(`${sim.url}/__sim/faults`, { errorRate: 1 })
    const failed = await getJson(`${sim.url}/market/index-realtime?index=VN30`, { headers: key })
    expect([500, 503]).toContain(failed.status)
    expect(failed.body).toEqual({ error_code: expect.any(String), message: expect.any(String) })
    await postJson(`${sim.url}/__sim/faults`, { malformedRate: 1 })
    const malformed = await getJson(`${sim.url}/market/index-realtime?index=VN30`, { headers: key })
    expect(malformed.status).toBe(200)
    expect(typeof malformed.body).toBe('string')
  })
})

describe('index-realtime quota', () => {
  it('counts against the key’s per-minute quota with group B calls, then answers 429', async () => {
    const sim = await startFrozen({ quotas: { Pro: 3 } })
    try {
      const token = await postJson(`${sim.url}/api/v3/auth/token`, {
        apiKey: demoIdentity.apiKey,
        apiSecret: demoIdentity.apiSecret,
      })
      expect(token.status).toBe(200)
      const first = await getJson(`${sim.url}/market/index-realtime?index=VN30`, { headers: key })
      expect(first.status).toBe(200)
      expect(first.headers.get('x-ratelimit-remaining')).toBe('1')
      expect((await getJson(`${sim.url}/market/index-realtime?index=VN30`, { headers: key })).status).toBe(
        200,
      )
      const over = await getJson(`${sim.url}/market/index-realtime?index=VN30`, { headers: key })
      expect(over.status).toBe(429)
      expect(over.body).toEqual({ error_code: 'RATE_LIMIT_EXCEEDED', message: expect.any(String) })
      const reset = Number(over.headers.get('x-ratelimit-reset'))
      expect(reset * 1000).toBeGreaterThan(Date.parse('2026-03-02T10:00:00+07:00'))
      // A new window on the simulator clock lets the key in again.
      await advance(sim, minute)
      expect((await getJson(`${sim.url}/market/index-realtime?index=VN30`, { headers: key })).status).toBe(
        200,
      )
    } finally {
      await sim.close()
    }
  })
})

describe('index levels over the simulated market', () => {
  it('agree with the basket’s ticker records on breadth and totals', async () => {
    const sim = await startFrozen({ seed: 8 })
    try {
      const rows = tickerCommonsSpecSchema.parse(
        (await getJson(`${sim.url}/tartarus/v1/tickerCommons?index=1`)).body,
      ).data
      const vnindex = await one(sim, 'VNINDEX')
      const last = (r: (typeof rows)[number]) => (r.matchPrice > 0 ? r.matchPrice : r.refPrice)
      expect(vnindex.advances).toBe(rows.filter((r) => last(r) > r.refPrice).length)
      expect(vnindex.declines).toBe(rows.filter((r) => last(r) < r.refPrice).length)
      expect(vnindex.nochanges).toBe(rows.filter((r) => last(r) === r.refPrice).length)
      expect(vnindex.ceiling).toBe(rows.filter((r) => r.matchPrice > 0 && r.matchPrice >= r.ceilPrice).length)
      expect(vnindex.allQuantity).toBe(rows.reduce((s, r) => s + r.totalVol, 0))
      expect(vnindex.allValue).toBe(rows.reduce((s, r) => s + r.totalVal, 0))
    } finally {
      await sim.close()
    }
  })

  it('moves in the direction of its members', async () => {
    const sim = await startFrozen({ seed: 8 })
    try {
      const members = sim.context.world.market.basket(2)
      for (const t of members) t.matchPrice = t.ceiling
      const up = await one(sim, 'VN30')
      expect(up.advances).toBe(30)
      expect(up.ceiling).toBe(30)
      // Every member at +7 % less its tick rounding: the index is up by nearly as much.
      expect(up.changePercent).toBeGreaterThan(6.5)
      expect(up.changePercent).toBeLessThanOrEqual(7)
      for (const t of members) t.matchPrice = t.floor
      const down = await one(sim, 'VN30')
      expect(down.declines).toBe(30)
      expect(down.changePercent).toBeLessThan(-6.5)
      expect(down.reference).toBe(up.reference)
    } finally {
      await sim.close()
    }
  })
})

// Each test starts a simulator of its own and moves its market minute by minute through up to
// fourteen simulated hours: under a second on a quiet machine, past the 20-s default at a load of 30
// on two cores.
describe('the intraday series', { timeout: 90_000 }, () => {
  it('grows by one point per simulated minute and carries the minute’s volume', async () => {
    const sim = await startFrozen({ seed: 3 })
    try {
      const before = await one(sim, 'VN30')
      const n = before.times?.length ?? 0
      await advance(sim, 5 * minute)
      const after = await one(sim, 'VN30')
      expect(after.times).toHaveLength(n + 5)
      expect(after.times?.at(-1)).toBe((before.times?.at(-1) ?? 0) + 5 * minute)
      expect(after.times?.slice(0, n)).toEqual(before.times)
      expect(after.values?.at(-1)).toBeCloseTo(after.indexValue, 2)
      // The clock stopped on a minute: the points' volumes add up to the day's total exactly.
      expect((after.volumes ?? []).reduce((a, b) => a + b, 0)).toBe(after.allQuantity)
      expect(after.allQuantity).toBeGreaterThan(before.allQuantity)

      // A jump longer than the engine's ten-minute catch-up: the skipped minutes are flat and empty.
      await advance(sim, 30 * minute)
      const jumped = await one(sim, 'VN30')
      expect(jumped.times).toHaveLength(n + 35)
      const skipped = (jumped.volumes ?? []).slice(n + 5, n + 5 + 19)
      expect(skipped.every((v) => v === 0)).toBe(true)
      expect(new Set((jumped.values ?? []).slice(n + 4, n + 5 + 19)).size).toBe(1)
    } finally {
      await sim.close()
    }
  })

  it('skips the lunch break on the real clock', async () => {
    const sim = await startFrozen({ clock: 'real', startTime: '2026-03-02T11:25:00+07:00' })
    try {
      const before = await one(sim, 'VNINDEX')
      await advance(sim, 100 * minute)
      const after = await one(sim, 'VNINDEX')
      const added = (after.times ?? []).slice(before.times?.length ?? 0)
      const at = (h: number, m: number) =>
        Date.parse(`2026-03-02T${h}:${String(m).padStart(2, '0')}:00+07:00`)
      expect(added).toEqual([
        ...[26, 27, 28, 29].map((m) => at(11, m)),
        ...[0, 1, 2, 3, 4, 5].map((m) => at(13, m)),
      ])
      expect(after.sessionInExchange).toBe('continuous')
    } finally {
      await sim.close()
    }
  })

  it('starts again on a new day, from the previous close', async () => {
    const sim = await startFrozen({ seed: 4 })
    try {
      await advance(sim, 14 * 60 * minute - 10 * minute)
      const evening = await one(sim, 'VNINDEX')
      await advance(sim, 20 * minute)
      const morning = await one(sim, 'VNINDEX')
      const midnight = Date.parse('2026-03-03T00:00:00+07:00')
      expect(morning.times?.[0]).toBe(midnight)
      expect(morning.times).toHaveLength(11)
      expect(morning.reference).toBeCloseTo(evening.indexValue, 0)
      expect(morning.allQuantity).toBe((morning.volumes ?? []).reduce((a, b) => a + b, 0))
    } finally {
      await sim.close()
    }
  })
})
