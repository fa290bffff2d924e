import { describe, expect, it } from 'vitest'
import { priceClass, type PriceBand } from './price-class'

// HOSE FPT, a real day: ref 99,200, ceiling 106,100, floor 92,300, tick 100.
const fpt: PriceBand = { ref: 99_200, ceil: 106_100, floor: 92_300 }
// HOSE BID: the floor (47,250) lies in the 50 VND tick band, the ref and ceiling in the 100 band.
const bid: PriceBand = { ref: 50_800, ceil: 54_300, floor: 47_250 }

describe('priceClass', () => {
  it('is ceil exactly at the ceiling', () => {
    expect(priceClass(106_100, fpt)).toBe('ceil')
    expect(priceClass(54_300, bid)).toBe('ceil')
  })
  it('is floor exactly at the floor', () => {
    expect(priceClass(92_300, fpt)).toBe('floor')
    expect(priceClass(47_250, bid)).toBe('floor')
  })
  it('is ref exactly at the reference', () => {
    expect(priceClass(99_200, fpt)).toBe('ref')
  })
  it('is up or down one tick either side of the reference', () => {
    expect(priceClass(99_300, fpt)).toBe('up')
    expect(priceClass(99_100, fpt)).toBe('down')
  })
  it('is up or down one tick inside the limits', () => {
    expect(priceClass(106_000, fpt)).toBe('up')
    expect(priceClass(92_400, fpt)).toBe('down')
    expect(priceClass(47_300, bid)).toBe('down')
  })
  it('is none for an empty level', () => {
    expect(priceClass(0, fpt)).toBe('none')
    expect(priceClass(null, fpt)).toBe('none')
    expect(priceClass(undefined, fpt)).toBe('none')
    expect(priceClass(Number.NaN, fpt)).toBe('none')
  })
  it('reads a price outside the band as at the limit', () => {
    expect(priceClass(107_000, fpt)).toBe('ceil')
    expect(priceClass(90_000, fpt)).toBe('floor')
  })
  it('has no up or down without a reference', () => {
    expect(priceClass(99_300, { ref: 0, ceil: 0, floor: 0 })).toBe('none')
  })
})
