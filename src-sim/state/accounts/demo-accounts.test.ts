import { describe, expect, it } from 'vitest'
import { vnMidnight } from '../../../src-shared/market/vietnam-calendar'
import { MarketEngine } from '../market/engine'
import { DemoAccounts } from './demo-accounts'

/** Every time the seeded day's orders carry: placed and cancelled. */
function seededTimes(startMs: number): number[] {
  const accounts = new DemoAccounts(new MarketEngine({ seed: 3, startMs, mode: 'demo' }), startMs)
  const orders = [...accounts.normal.orders, ...accounts.margin.orders, ...accounts.derivative.orders]
  return orders.flatMap((o) => (o.cancelledMs === undefined ? [o.placedMs] : [o.placedMs, o.cancelledMs]))
}

describe('the demo day’s seeded orders', () => {
  it('were placed over the half hour before the start, in the day’s order', () => {
    const start = Date.parse('2026-11-20T03:00:00Z') // 10:00 in Vietnam
    const times = seededTimes(start)
    expect(times.length).toBeGreaterThan(10)
    expect(Math.min(...times)).toBe(start - 30 * 60_000)
    expect(Math.max(...times)).toBeLessThan(start)
  })

  it('never come from before the Vietnam midnight that starts the day, just after it', () => {
    // 00:05 in Vietnam: a half hour back would be yesterday, and a book lists orders by time of day.
    const start = Date.parse('2026-11-26T17:05:00Z')
    const times = seededTimes(start)
    expect(Math.min(...times)).toBeGreaterThanOrEqual(vnMidnight(start))
    expect(Math.max(...times)).toBeLessThanOrEqual(start)
  })
})
