import { describe, expect, it } from 'vitest'
import { deriveIndexTile } from './derive-index'

describe('derived index tile', () => {
  const row = (matchPrice: number, refPrice = 10_000, totalVol = 100, totalVal = 1_000_000) => ({
    matchPrice,
    refPrice,
    ceilPrice: 10_700,
    floorPrice: 9_300,
    totalVol,
    totalVal,
  })
  it('counts breadth with ceiling and floor, sums volume and value, and rebases the level to 100', () => {
    const tile = deriveIndexTile('VN30', [
      row(10_700),
      row(10_100),
      row(10_000),
      row(0),
      row(9_300),
      row(9_900),
    ])
    expect(tile).toMatchObject({
      source: 'derived',
      advancing: 2,
      ceiling: 1,
      declining: 2,
      floor: 1,
      unchanged: 2,
      members: 6,
      volume: 600,
      tradedValue: 6_000_000,
    })
    // Σ last = 10700+10100+10000+10000+9300+9900 = 60000 = Σ ref: the level is exactly 100.
    expect(tile.value).toBeCloseTo(100, 10)
    expect(tile.change).toBeCloseTo(0, 10)
  })
  it('moves with the members and is empty-safe', () => {
    expect(deriveIndexTile('VNINDEX', [row(11_000)]).changePercent).toBeCloseTo(10, 10)
    expect(deriveIndexTile('HNX30', [])).toMatchObject({ value: 0, change: 0, members: 0 })
  })
})
