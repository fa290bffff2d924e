import { describe, expect, it } from 'vitest'
import { startSimulator } from '../../../src-sim/server'
import { RateBudget } from '../http/rate-budget'
import { MarketStatusService } from './market-status'
import { ManualClock } from '../testing/manual-clock'

const budget = () => new RateBudget({ quotaPerMinute: 300 })

describe('market status', () => {
  it('gives the derivatives market its own timetable on Vietnam time', async () => {
    // 08:50 in Vietnam: the futures are in their opening auction, the stock exchanges not yet open.
    const clock = new ManualClock(Date.parse('2026-03-02T08:50:00+07:00'))
    const status = await new MarketStatusService({
      profileKind: 'live',
      simulatorUrl: null,
      budget: budget(),
      clock,
    }).compute()
    expect(status.sessionSource).toBe('clock')
    expect(status.sessions).toEqual({
      HOSE: 'pre-open',
      HNX: 'pre-open',
      UPCOM: 'pre-open',
      DERIVATIVES: 'ato',
    })
  })

  it('takes the sessions from the simulator clock in the demo profile', async () => {
    // The simulator's real-clock mode at 14:40: stocks in ATC on HOSE, futures in their closing auction.
    const sim = await startSimulator({ clock: 'real', startTime: '2026-03-02T14:40:00+07:00', speed: 0 })
    try {
      const status = await new MarketStatusService({
        profileKind: 'demo',
        simulatorUrl: sim.url,
        budget: budget(),
      }).compute()
      expect(status.sessionSource).toBe('simulator')
      expect(status.sessions).toEqual({ HOSE: 'atc', HNX: 'atc', UPCOM: 'continuous', DERIVATIVES: 'atc' })
    } finally {
      await sim.close()
    }
  })
})
