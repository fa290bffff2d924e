import { systemClock } from '../clock/clock'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { SecondFactorStatus } from '../../../src-shared/bridge/contract'
import { startSimulator, type Simulator } from '../../../src-sim/server'
import type { CallContext } from '../bridge/router'
import { createHttpClient } from '../http/http-client'
import { control } from '../testing/sim-test-kit'
import { memorySessionStore } from './session-store'
import { createGroupEArea } from '../app/group-e-area'
import { realWait } from '../../../src-shared/testing/real-wait'

const ctx: CallContext = { origin: 'web', clientId: 'stream-test' }
let sim: Simulator | undefined
afterEach(async () => {
  await sim?.close()
  sim = undefined
})

describe('auth.secondFactor.changes against the simulator (real sockets)', () => {
  it('pushes the status at once, each step, and the end of the broker’s day without being asked', async () => {
    sim = await startSimulator({ seed: 9, speed: 1, startTime: Date.now() })
    const s = sim
    const demo = await control<{ apiKey: string; apiSecret: string }>(s, '/demo')
    const area = createGroupEArea({
      clock: systemClock,
      api: createHttpClient({ baseUrl: s.url }),
      credentials: () => Promise.resolve(demo),
      settings: { deviceId: () => 'stream-test' },
      sessionStore: memorySessionStore(),
      apiKeyHeader: () => Promise.resolve({ 'X-SVC-APIKEY': demo.apiKey }),
      // The ticket's quotes are not read here.
      quote: () => Promise.resolve(undefined),
    })
    const seen: SecondFactorStatus[] = []
    const stop = area.streams['auth.secondFactor.changes']({}, (e) => seen.push(e), ctx)
    try {
      await vi.waitUntil(() => seen.length > 0, realWait)
      expect(seen[0]?.state).toBe('none')

      await area.calls['auth.secondFactor.request']({}, ctx)
      const outbox = await control<{ channel: string; code: string }[]>(s, '/outbox')
      const code = outbox.filter((m) => m.channel === 'email').at(-1)?.code ?? ''
      await area.calls['auth.secondFactor.verify']({ code }, ctx)
      expect(seen.map((e) => e.state)).toEqual(['none', 'code-sent', 'active'])
      const active = seen.at(-1)!
      expect(active.sessionEndsOnBrokerClock).not.toBeNull()

      // The broker's clock passes 23:59:59 +07:00; any answer's Date header tells the core.
      const { nowMs } = await control<{ nowMs: number }>(s, '/clock')
      await control(s, '/clock', { advanceMs: active.sessionEndsOnBrokerClock! - nowMs + 2_000 })
      await area.calls['account.portfolio']({}, ctx)
      await vi.waitUntil(() => seen.at(-1)?.state === 'expired', realWait)
      expect(seen.at(-1)?.sessionExpiresAt).toBeNull()
    } finally {
      stop()
    }
    // Stopped: no more events, and the local check no longer runs.
    const count = seen.length
    await area.calls['auth.secondFactor.request']({}, ctx)
    expect(seen).toHaveLength(count)
  })
})
