import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { MarketStatus, TicketContext } from '../../../src-shared/bridge/contract'
import { startSimulator, type Simulator } from '../../../src-sim/server'
import { startLiveProfile, type LiveKit } from '../testing/live-profile-kit'
import { simWait } from '../testing/sim-test-kit'
import { ManualClock } from '../testing/manual-clock'

/**
 * Issue 20 point 3: on a live profile the header said "continuous" all day while the ticket knew the
 * real session. The broker's clock is at 14:50 on a Monday (HOSE's put-through quarter hour); this
 * machine's clock reads a Sunday. Header and ticket say the broker's session, and the ticket takes
 * no LO.
 */
describe('sessions on a live profile', () => {
  let sim: Simulator
  let kit: LiveKit

  beforeAll(async () => {
    sim = await startSimulator({ clock: 'real', startTime: '2026-03-02T14:50:00+07:00', speed: 0, seed: 5 })
    kit = await startLiveProfile(
      { url: sim.url },
      { clock: new ManualClock(Date.parse('2026-03-08T11:00:00+07:00')) },
    )
  })
  afterAll(async () => {
    await kit.close()
    await sim.close()
  })

  it('the header and the ticket read one session, on the broker’s clock', async () => {
    const ticket = await kit.call<TicketContext>('orders.ticketContext', {
      symbol: 'FPT',
      side: 'BUY',
      price: null,
    })
    expect(ticket).toMatchObject({ ok: true, value: { exchange: 'HOSE', session: 'CA', allowedTypes: [] } })

    const seen: MarketStatus[] = []
    const started = kit.workstation.router.subscribe(
      'workspace.market',
      {},
      (event) => seen.push(event as MarketStatus),
      { origin: 'web', clientId: 'sessions-test' },
    )
    if (!started.ok) throw new Error('no market stream')
    try {
      await vi.waitUntil(() => seen.length > 0, simWait)
      expect(seen.at(-1)?.sessionSource).toBe('clock')
      expect(seen.at(-1)?.sessions).toEqual({
        HOSE: 'put-through',
        HNX: 'plo',
        UPCOM: 'continuous',
        DERIVATIVES: 'closed',
      })
    } finally {
      started.value()
    }
  })
})
