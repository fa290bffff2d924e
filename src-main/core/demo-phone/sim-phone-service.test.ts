import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { PhoneInbox } from '../../../src-shared/bridge/contract'
import type { Simulator } from '../../../src-sim/server'
import { CoreError } from '../errors/to-bridge-error'
import { createSimPhoneService } from './sim-phone-service'
import { control, demoKit, startFrozenNow, simWait, type DemoKit } from '../testing/sim-test-kit'

let sim: Simulator
let kit: DemoKit

beforeAll(async () => {
  sim = await startFrozenNow(41)
  kit = await demoKit(sim)
})
afterAll(async () => {
  kit.tokens.stop()
  await sim.close()
})

const phone = () =>
  createSimPhoneService({ simulatorUrl: sim.url, apiKey: async () => kit.apiKey, cadenceMs: 50 })

describe('simulated phone against the simulator', () => {
  it('shows the OTP the broker sent for the demo key, and nothing of other keys', async () => {
    const other = await control<{ apiKey: string; apiSecret: string }>(sim, '/keys', { tier: 'Pro' })
    await fetch(`${sim.url}/api/v3/auth/requestOtp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ apiKey: other.apiKey, apiSecret: other.apiSecret }),
    })
    const inboxes: PhoneInbox[] = []
    const stop = phone().subscribe((i) => inboxes.push(i))
    await kit.tokens.requestTrading()
    await vi.waitUntil(() => (inboxes.at(-1)?.messages.length ?? 0) > 0, simWait)
    stop()
    const outbox = await control<{ apiKey: string; code: string }[]>(sim, '/outbox')
    const mine = outbox.filter((m) => m.apiKey === kit.apiKey)
    expect(inboxes.at(-1)!.messages.map((m) => m.code)).toEqual(mine.map((m) => m.code).reverse())
    expect(inboxes.at(-1)!.available).toBe(true)
  })

  it('approves an app approval; a late answer is explained', async () => {
    const key = await control<{ apiKey: string; apiSecret: string }>(sim, '/keys', {
      tier: 'Pro',
      secondFactor: 'app',
    })
    const asked = await fetch(`${sim.url}/api/v3/auth/requestOtp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ apiKey: key.apiKey, apiSecret: key.apiSecret }),
    })
    const { transactionId } = (await asked.json()) as { transactionId: string }
    const service = createSimPhoneService({ simulatorUrl: sim.url, apiKey: async () => key.apiKey })
    expect(await service.decide(transactionId, true)).toMatchObject({ status: 'approved' })
    const again = await service.decide(transactionId, false).catch((e: unknown) => e)
    expect((again as CoreError).detail.code).toBe('already-decided')
  })

  it('does not exist outside the demo profile', async () => {
    const service = createSimPhoneService({ simulatorUrl: null, apiKey: async () => undefined })
    const seen: PhoneInbox[] = []
    service.subscribe((i) => seen.push(i))
    expect(seen).toEqual([{ available: false, messages: [], approvals: [], error: null }])
    const failure = await service
      .decide('00000000-0000-4000-8000-000000000000', true)
      .catch((e: unknown) => e)
    expect((failure as CoreError).detail.code).toBe('demo-only')
  })
})
