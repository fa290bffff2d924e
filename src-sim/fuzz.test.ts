import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Prng } from './state/market/prng'
import type { Simulator } from './server'
import { getJson, postJson, startFrozen } from './testing/harness'

let sim: Simulator
let trading: string

beforeAll(async () => {
  sim = await startFrozen({ seed: 9, quotas: { Pro: 1_000_000 } })
  const demo = (await getJson(`${sim.url}/__sim/demo`)).body as { apiKey: string; apiSecret: string }
  const creds = { apiKey: demo.apiKey, apiSecret: demo.apiSecret }
  await postJson(`${sim.url}/api/v3/auth/requestOtp`, creds)
  const code = ((await getJson(`${sim.url}/__sim/outbox`)).body as { code: string }[]).at(-1)?.code
  trading = (
    (await postJson(`${sim.url}/api/v3/auth/token`, { ...creds, otp: code })).body as { accessToken: string }
  ).accessToken
})
afterAll(async () => {
  await sim.close()
})

const targets: [string, string][] = [
  ['POST', '/api/v3/auth/token'],
  ['POST', '/api/v3/auth/requestOtp'],
  ['POST', '/api/v3/auth/refresh'],
  ['PUT', '/akhlys/v1/accounts/0001888881/cancel-orders'],
  ['POST', '/akhlys/v1/accounts/0001888881/orders'],
  ['POST', '/khronos/v1/order/cancel'],
  ['POST', '/khronos/v1/order/place'],
  ['POST', '/brokers/X/webhook'],
  ['GET', '/tartarus/v1/tickerCommons'],
  ['GET', '/aion/v1/accounts/0001888881/cashInvestments'],
  ['GET', '/aion/v1/accounts/0001888881/matching-details'],
  ['GET', '/khronos/v1/order/in-day'],
  ['GET', '/events/search'],
  ['GET', '/nyx/v1/intraday/FPT/bsa-month'],
  ['GET', '/hydros/v1/account/0001888882/risk'],
]

function junkValue(rng: Prng, depth = 0): unknown {
  switch (rng.int(0, 8)) {
    case 0:
      return null
    case 1:
      return rng.int(-1e9, 1e9)
    case 2:
      return rng.next() * 1e6
    case 3:
      return 'x'.repeat(rng.int(0, 50))
    case 4:
      return rng.chance(0.5)
    case 5:
      return depth > 2 ? [] : Array.from({ length: rng.int(0, 30) }, () => junkValue(rng, depth + 1))
    case 6:
      return depth > 2
        ? {}
        : { orderID: junkValue(rng, depth + 1), [String(rng.int(0, 9))]: junkValue(rng, depth + 1) }
    case 7:
      return 'FPT'
    default:
      return { orderID: String(rng.int(0, 100)) }
  }
}

const fields = [
  'apiKey',
  'apiSecret',
  'otp',
  'transactionId',
  'refreshToken',
  'ordersList',
  'accountId',
  'orderNo',
  'pin',
  'type',
  'data',
  'symbol',
  'price',
  'quantity',
  'execType',
  'side',
  'volume',
  'subAccountId',
  'priceType',
]
const queryKeys = [
  'tickers',
  'index',
  'pageSize',
  'pageIndex',
  'accountId',
  'symbol',
  'orderBy',
  'limit',
  'offset',
  'startDate',
  'type',
  'timeWindow',
]

function junkBody(rng: Prng): string {
  switch (rng.int(0, 5)) {
    case 0:
      return '{"broken": '
    case 1:
      return 'not json at all'
    case 2:
      return JSON.stringify(junkValue(rng))
    case 3:
      return JSON.stringify({
        ordersList: Array.from({ length: rng.int(0, 60) }, (_, i) => ({ orderID: String(i) })),
      })
    case 4:
      return 'x'.repeat(rng.chance(0.2) ? 70_000 : 100)
    default:
      return JSON.stringify(
        Object.fromEntries(fields.filter(() => rng.chance(0.3)).map((f) => [f, junkValue(rng)])),
      )
  }
}

function junkQuery(rng: Prng): string {
  const params = new URLSearchParams()
  for (const k of queryKeys) if (rng.chance(0.2)) params.append(k, String(junkValue(rng)).slice(0, 80))
  return params.toString()
}

describe('fuzz', () => {
  it('answers thousands of malformed requests with a 4xx JSON body and never fails', async () => {
    const rng = new Prng(1234)
    const seen = new Map<number, number>()
    for (let i = 0; i < 2_000; i++) {
      const [method, path] = rng.pick(targets)
      const headers: Record<string, string> = {}
      if (rng.chance(0.7)) headers.authorization = rng.chance(0.8) ? `Bearer ${trading}` : 'Bearer x.y.z'
      if (method !== 'GET') headers['content-type'] = rng.chance(0.9) ? 'application/json' : 'text/plain'
      const res = await fetch(`${sim.url}${path}?${junkQuery(rng)}`, {
        method,
        headers,
        ...(method === 'GET' ? {} : { body: junkBody(rng) }),
      })
      const text = await res.text()
      seen.set(res.status, (seen.get(res.status) ?? 0) + 1)
      expect(res.status, `${method} ${path}: ${text.slice(0, 200)}`).toBeLessThan(500)
      expect(() => JSON.parse(text) as unknown, `${method} ${path} body`).not.toThrow()
    }
    expect([...seen.keys()].some((s) => s >= 400)).toBe(true)
    expect((await getJson(`${sim.url}/tartarus/v1/tickerCommons?index=2`)).status).toBe(200)
  }, 120_000)
})
