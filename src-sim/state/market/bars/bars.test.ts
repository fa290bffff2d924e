import { describe, expect, it } from 'vitest'
import { MarketEngine } from '../engine'
import { dailyBars } from './daily-bars'

const start = Date.parse('2026-11-20T03:00:00Z') // Friday 10:00 in Vietnam
const engineAt = (seed = 7): MarketEngine => new MarketEngine({ seed, startMs: start, mode: 'demo' })

describe('intraday candles', () => {
  it('add up to the day volume and end at the last match', () => {
    const engine = engineAt()
    engine.syncTo(start + 5 * 60_000)
    const traded = engine.all().filter((t) => t.totalVol > 0)
    expect(traded.length).toBeGreaterThan(100)
    for (const t of traded.slice(0, 200)) {
      const bars = engine.bars.range(t.symbol, 0, Number.MAX_SAFE_INTEGER, 1)
      expect(bars.reduce((sum, b) => sum + b.v, 0)).toBe(t.totalVol)
      expect(bars.at(-1)?.c).toBe(t.matchPrice)
      for (const b of bars) {
        expect(b.h).toBeGreaterThanOrEqual(Math.max(b.o, b.c))
        expect(b.l).toBeLessThanOrEqual(Math.min(b.o, b.c))
        expect(b.l).toBeGreaterThanOrEqual(t.floor)
        expect(b.h).toBeLessThanOrEqual(t.ceiling)
      }
      const times = bars.map((b) => b.t)
      expect([...times].sort((a, b) => a - b)).toEqual(times)
    }
  })

  it('draw the morning before the start the same way for the same seed', () => {
    const a = engineAt(11)
    const b = engineAt(11)
    const symbol = a.all().find((t) => t.totalVol > 0)?.symbol ?? ''
    expect(a.bars.range(symbol, 0, start, 1)).toEqual(b.bars.range(symbol, 0, start, 1))
    expect(a.bars.range(symbol, 0, start, 1).length).toBeGreaterThan(0)
  })

  it('merge into wider candles without losing volume', () => {
    const engine = engineAt()
    engine.syncTo(start + 20 * 60_000)
    const t = engine.all().find((x) => x.liquidity === 'high' && x.totalVol > 0)
    if (!t) throw new Error('no liquid ticker')
    const one = engine.bars.range(t.symbol, 0, Number.MAX_SAFE_INTEGER, 1)
    const five = engine.bars.range(t.symbol, 0, Number.MAX_SAFE_INTEGER, 5)
    expect(five.length).toBeLessThan(one.length)
    expect(five.every((b) => b.t % 300_000 === 0)).toBe(true)
    expect(five.reduce((s, b) => s + b.v, 0)).toBe(one.reduce((s, b) => s + b.v, 0))
    expect(Math.max(...five.map((b) => b.h))).toBe(Math.max(...one.map((b) => b.h)))
  })
})

describe('daily candles', () => {
  it('end at yesterday = the reference, skip weekends and do not depend on the range asked', () => {
    const engine = engineAt()
    const t = engine.all()[0]
    if (!t) throw new Error('no ticker')
    const all = dailyBars(t, 7, start, start - 60 * 86_400_000, start - 86_400_000)
    expect(all.at(-1)?.c).toBe(t.ref)
    for (const b of all) {
      const weekday = new Date(b.t + 7 * 3_600_000).getUTCDay()
      expect([0, 6]).not.toContain(weekday)
    }
    const part = dailyBars(t, 7, start, start - 20 * 86_400_000, start - 86_400_000)
    expect(all.slice(-part.length)).toEqual(part)
  })
})
