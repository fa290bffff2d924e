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
  it('counts breadth with ceiling and floor, sums volume and value, at the exchange’s reference', () => {
    const tile = deriveIndexTile(
      'VN30',
      [row(10_700), row(10_100), row(10_000), row(0), row(9_300), row(9_900)],
      2_086.4,
      5,
    )
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
      at: 5,
    })
    // Σ last = 10700+10100+10000+10000+9300+9900 = 60000 = Σ ref: the level stays at the reference.
    expect(tile.value).toBeCloseTo(2_086.4, 10)
    expect(tile.change).toBeCloseTo(0, 10)
  })

  it('moves the exchange’s reference level as the members move (issue 20: not a level near 100)', () => {
    const tile = deriveIndexTile('VNINDEX', [row(11_000)], 1_850, 1)
    expect(tile.changePercent).toBeCloseTo(10, 10)
    expect(tile.value).toBeCloseTo(2_035, 10)
    expect(tile.change).toBeCloseTo(185, 10)
  })

  it('shows no level without the exchange’s reference, and is empty-safe', () => {
    const tile = deriveIndexTile('VN30', [row(10_100)], null, 1)
    expect(tile).toMatchObject({ value: null, change: null, changePercent: null, advancing: 1, members: 1 })
    expect(deriveIndexTile('HNX30', [], 1_000, 1)).toMatchObject({ value: null, change: null, members: 0 })
  })
})
