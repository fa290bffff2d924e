import { describe, expect, it } from 'vitest'
import { exchangeNamed, isOnTick, priceLimits, snapToTick, tickDown, tickSize, tickUp } from './price-rules'

describe('price rules', () => {
  it('uses the HOSE tick bands and 100 VND elsewhere', () => {
    expect(tickSize('HOSE', 9_990)).toBe(10)
    expect(tickSize('HOSE', 10_000)).toBe(50)
    expect(tickSize('HOSE', 49_950)).toBe(50)
    expect(tickSize('HOSE', 50_000)).toBe(100)
    expect(tickSize('HNX', 5_000)).toBe(100)
    expect(tickSize('UPCOM', 150_000)).toBe(100)
  })

  it('steps across band boundaries onto valid ticks', () => {
    expect(tickUp('HOSE', 9_990)).toBe(10_000)
    expect(tickDown('HOSE', 10_000)).toBe(9_990)
    expect(tickDown('HOSE', 50_000)).toBe(49_950)
    expect(tickUp('HOSE', 49_950)).toBe(50_000)
    expect(isOnTick('HOSE', 10_010)).toBe(false)
    expect(isOnTick('HOSE', 47_250)).toBe(true)
    expect(snapToTick('HOSE', 47_244)).toBe(47_250)
  })

  it('matches published ceilings and floors (vn-market.md §1.2)', () => {
    expect(priceLimits('HOSE', 50_800)).toEqual({ ceiling: 54_300, floor: 47_250 })
    expect(priceLimits('HOSE', 28_300)).toEqual({ ceiling: 30_250, floor: 26_350 })
    expect(priceLimits('HOSE', 59_700)).toEqual({ ceiling: 63_800, floor: 55_600 })
    expect(priceLimits('HOSE', 99_200)).toEqual({ ceiling: 106_100, floor: 92_300 })
    expect(priceLimits('UPCOM', 5_800)).toEqual({ ceiling: 6_600, floor: 5_000 })
  })

  it('moves a limit one tick off the reference when rounding lands on it', () => {
    expect(priceLimits('HNX', 500)).toEqual({ ceiling: 600, floor: 400 })
  })

  it('reads the exchange a listing names, HSX as HOSE, anything else as none', () => {
    expect(['hose', 'HSX', 'HNX', 'UPCOM', 'OTC', '', null].map(exchangeNamed)).toEqual([
      'HOSE',
      'HOSE',
      'HNX',
      'UPCOM',
      null,
      null,
      null,
    ])
  })
})
