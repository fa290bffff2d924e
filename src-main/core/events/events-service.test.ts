import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSimulator, type Simulator } from '../../../src-sim/server'
import { IdentityToken } from '../auth/identity-token'
import { TokenManager } from '../auth/token-manager'
import { CoreError } from '../errors/to-bridge-error'
import { createHttpClient } from '../http/http-client'
import { createEventsService } from './events-service'

let sim: Simulator
let service: ReturnType<typeof createEventsService>
let tokens: TokenManager

beforeAll(async () => {
  sim = await startSimulator({ seed: 4 })
  const key = sim.context.world.keys.demo
  const http = createHttpClient({ baseUrl: sim.url })
  tokens = new TokenManager({
    http,
    credentials: async () => ({ apiKey: key.apiKey, apiSecret: key.apiSecret }),
  })
  const identity = new IdentityToken({ identityUrl: sim.url })
  service = createEventsService({
    api: http,
    base: http,
    identityBearer: () => identity.bearer(),
    queryBearer: () => tokens.bearer('query'),
  })
})
afterAll(async () => {
  tokens.stop()
  await sim.close()
})

const yearRange = () => {
  const now = new Date()
  const iso = (d: Date) => d.toISOString().slice(0, 10)
  return {
    startDate: iso(new Date(now.getTime() - 200 * 86_400_000)),
    endDate: iso(new Date(now.getTime() + 200 * 86_400_000)),
  }
}

describe('events service against the simulator', () => {
  it('gets a symbols-read token by the implicit flow and searches events', async () => {
    const found = await service.search({ type: 0, orderBy: 1, offset: 0, limit: 50, ...yearRange() })
    expect(found.length).toBeGreaterThan(0)
    expect(found.length).toBeLessThanOrEqual(50)
    for (const e of found) expect([1, 2, 3]).toContain(e.type)
  })

  it('filters by type and symbol', async () => {
    const all = await service.search({ type: 0, orderBy: 1, offset: 0, limit: 500, ...yearRange() })
    const symbol = all[0]!.symbol
    const cash = await service.search({ type: 1, orderBy: 2, offset: 0, limit: 500, ...yearRange() })
    expect(cash.every((e) => e.type === 1)).toBe(true)
    const one = await service.search({ symbol, type: 0, orderBy: 1, offset: 0, limit: 500, ...yearRange() })
    expect(one.length).toBeGreaterThan(0)
    expect(one.every((e) => e.symbol === symbol || (e.title ?? '').includes(symbol))).toBe(true)
  })

  it('serves a repeated search from the cache, without a request', async () => {
    const q = { type: 0 as const, orderBy: 3 as const, offset: 0, limit: 10, ...yearRange() }
    const first = await service.search(q)
    const second = await service.search(q)
    expect(second).toBe(first)
  })

  it('reads monthly supply and demand by investor type', async () => {
    const bsa = await service.supplyDemand('FPT', 'shark')
    expect(bsa.ticker).toBe('FPT')
    expect(bsa.data.length).toBeGreaterThan(0)
    for (const row of bsa.data) {
      expect(row.bup + row.sdp).toBeCloseTo(1, 5)
      expect(row.t).toMatch(/^\d{2}\/\d{2}$/)
    }
  })

  it('says when the identity server wants a sign-in', async () => {
    const identity = new IdentityToken({ identityUrl: `${sim.url}/tartarus` })
    const failure = await identity.bearer().catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(CoreError)
    expect((failure as CoreError).detail.kind).toBe('auth')
  })
})
