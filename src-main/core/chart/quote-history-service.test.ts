import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { demoIdentity } from '../../../src-sim/state/accounts/demo-identity'
import { startSimulator, type Simulator } from '../../../src-sim/server'
import { createHttpClient } from '../http/http-client'
import { createQuoteHistoryService } from './quote-history-service'
import { simControlFetch } from '../../../src-sim/kit/control/control-client'

let sim: Simulator
beforeAll(async () => {
  sim = await startSimulator({ seed: 4 })
})
afterAll(async () => {
  await sim.close()
})
afterEach(async () => {
  await simControlFetch(sim.url, '/faults', { method: 'DELETE' })
})

const service = (apiKey: string | null) =>
  createQuoteHistoryService({
    api: createHttpClient({ baseUrl: sim.url }),
    apiKeyHeader: () => Promise.resolve(apiKey === null ? null : { 'X-SVC-APIKEY': apiKey }),
  })

const faults = (body: object) =>
  simControlFetch(sim.url, '/faults', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

describe('quote history against the simulator', () => {
  it('reads daily candles, oldest first, in the unit the broker names', async () => {
    const history = await service(demoIdentity.apiKey).history('FPT', '1D')
    expect(history.currency).toBe('VND')
    expect(history.candles.length).toBeGreaterThan(200)
    const times = history.candles.map((c) => c.time)
    expect([...times].sort((a, b) => a - b)).toEqual(times)
    for (const c of history.candles) expect(c.high).toBeGreaterThanOrEqual(c.low)
  })

  it('serves a second read from its cache while the broker is failing', async () => {
    const history = service(demoIdentity.apiKey)
    const first = await history.history('VNM', '5')
    await faults({ errorRate: 1 })
    const second = await history.history('VNM', '5')
    expect(second).toEqual(first)
    // A width not read before does go to the broker, and fails in words.
    await expect(history.history('VNM', '15')).rejects.toMatchObject({ detail: { kind: 'server' } })
  })

  it('says the key is refused when the broker does not know it', async () => {
    await expect(service('not-a-key').history('FPT', '1D')).rejects.toMatchObject({
      detail: { kind: 'auth', status: 401 },
    })
  })

  it('says a symbol without history is not found', async () => {
    await expect(service(demoIdentity.apiKey).history('VN30F2612', '1D')).rejects.toMatchObject({
      detail: { status: 404 },
    })
  })
})
