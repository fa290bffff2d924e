import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tickerCommonsSchema } from '../../../src-shared/schemas/ticker-commons'
import { startSimulator, type Simulator } from '../../../src-sim/server'
import { CoreError } from '../errors/to-bridge-error'
import { createHttpClient } from '../http/http-client'
import { TokenManager } from './token-manager'
import { simControlFetch } from '../../../src-sim/kit/control/control-client'
import { ManualClock } from '../testing/manual-clock'

// A broker whose clock is an hour ahead of ours: expiries and resets arrive on its clock. Its clock
// stands still (speed 0), so what it announces is exact and only the offset is estimated here.
let sim: Simulator
const HOUR = 3_600_000

async function control(path: string, body: object): Promise<void> {
  const response = await simControlFetch(sim.url, path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`control ${path}: ${response.status}`)
}

beforeAll(async () => {
  sim = await startSimulator({ seed: 8, speed: 0, startTime: '2026-03-02T10:00:00.250+07:00' })
  await control('/clock', { advanceMs: HOUR })
})
afterAll(async () => {
  await sim.close()
})

describe('a broker clock an hour off', () => {
  it('shows the token valid for its real 8 hours, not 9', async () => {
    const key = sim.context.world.keys.demo
    // The core's clock is wherever the test puts it: only the broker's offset from it matters.
    const clock = new ManualClock()
    const tokens = new TokenManager({
      http: createHttpClient({ baseUrl: sim.url, clock }),
      credentials: async () => ({ apiKey: key.apiKey, apiSecret: key.apiSecret }),
      clock,
    })
    const status = await tokens.start()
    tokens.stop()
    if (status.token.state !== 'query') throw new Error(`no query token: ${JSON.stringify(status)}`)
    // One whole-second Date header places the broker's clock within half a second.
    expect(Math.abs(status.token.until - (clock.now() + 8 * HOUR))).toBeLessThanOrEqual(500)
  })

  it('waits for a rate-limit reset in its own seconds, not an hour', async () => {
    await control('/faults', { rateLimitRate: 1, rateLimitResetSeconds: 2 })
    const clock = new ManualClock()
    const http = createHttpClient({ baseUrl: sim.url, clock })
    // The 429 itself carries the broker's Date header, read before the reset is converted.
    const failure = await http
      .request({ path: '/tartarus/v1/tickerCommons', schema: tickerCommonsSchema, query: { tickers: 'FPT' } })
      .catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(CoreError)
    const retryAt = (failure as CoreError).detail.retryAt!
    // The reset is the start of the second 2 s after the broker's frozen 10:00:00.250, so 1.75 s
    // away on its clock; the whole-second Date header places that clock within half a second.
    expect(retryAt - clock.now()).toBeGreaterThanOrEqual(1_750 - 500)
    expect(retryAt - clock.now()).toBeLessThanOrEqual(1_750 + 500)
  })
})
