import { describe, expect, it } from 'vitest'
import { bandOfStatus, gaugeScale, riskBand } from './risk-gauge'

const policy = { initialMargin: 100, maintenanceMargin: 85, liquidationMargin: 80 }

describe('risk gauge', () => {
  it('puts each threshold in the band it opens (inclusive at the ratio)', () => {
    expect(riskBand(150, policy)).toBe('safe')
    expect(riskBand(100, policy)).toBe('safe')
    expect(riskBand(99.99, policy)).toBe('warning')
    expect(riskBand(85, policy)).toBe('warning')
    expect(riskBand(84.99, policy)).toBe('call')
    expect(riskBand(80, policy)).toBe('call')
    expect(riskBand(79.99, policy)).toBe('force-sell')
    expect(riskBand(0, policy)).toBe('force-sell')
  })

  it('colours by the broker’s status code, and by the ratio when the code is unknown', () => {
    expect(bandOfStatus('SAFE', 50, policy)).toBe('safe')
    expect(bandOfStatus('FORCE_SELL', 120, policy)).toBe('force-sell')
    expect(bandOfStatus('call', 120, policy)).toBe('call')
    expect(bandOfStatus('XYZ', 82, policy)).toBe('call')
  })

  it('places thresholds in order on the bar and pins an unbounded Rtt to its end', () => {
    const s = gaugeScale(90, policy)
    expect(s.liquidation).toBeLessThan(s.maintenance)
    expect(s.maintenance).toBeLessThan(s.initial)
    expect(s.initial).toBeCloseTo(66.67, 1)
    expect(s.rtt).toBeGreaterThan(s.maintenance)
    expect(s.rtt).toBeLessThan(s.initial)
    expect(s.offScale).toBe(false)
    const free = gaugeScale(999.99, policy)
    expect(free.rtt).toBe(100)
    expect(free.offScale).toBe(true)
    expect(gaugeScale(-5, policy).rtt).toBe(0)
  })
})
