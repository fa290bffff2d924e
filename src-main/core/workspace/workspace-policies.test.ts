import { describe, expect, it } from 'vitest'
import { cadenceFor } from './cadence-policy'
import { deriveIndexTile } from './derive-index'
import { sessionPhaseAt } from './market-session'

const vn = (h: number, m: number, day = 12) => Date.UTC(2026, 0, day, h - 7, m) // 12 Jan 2026 is a Monday

describe('cadence policy', () => {
  const now = 1_000_000_000
  it('polls a focused visible window every second, and an unknown client too', () => {
    expect(cadenceFor({ focused: true, visible: true, since: now }, now)).toBe(1_000)
    expect(cadenceFor(undefined, now)).toBe(1_000)
  })
  it('backs off an unfocused window by doubling each idle minute, up to 30 s', () => {
    const idle = (minutes: number) =>
      cadenceFor({ focused: false, visible: true, since: now - minutes * 60_000 }, now)
    expect([idle(0), idle(1), idle(2), idle(3), idle(4), idle(10)]).toEqual([
      2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ])
  })
  it('polls a hidden window every 30 s', () => {
    expect(cadenceFor({ focused: true, visible: false, since: now }, now)).toBe(30_000)
  })
})

describe('market sessions from Vietnam time', () => {
  it('follows the HOSE timetable at its edges', () => {
    expect(sessionPhaseAt('HOSE', vn(8, 59))).toBe('pre-open')
    expect(sessionPhaseAt('HOSE', vn(9, 0))).toBe('ato')
    expect(sessionPhaseAt('HOSE', vn(9, 15))).toBe('continuous')
    expect(sessionPhaseAt('HOSE', vn(11, 30))).toBe('break')
    expect(sessionPhaseAt('HOSE', vn(13, 0))).toBe('continuous')
    expect(sessionPhaseAt('HOSE', vn(14, 30))).toBe('atc')
    expect(sessionPhaseAt('HOSE', vn(14, 45))).toBe('put-through')
    expect(sessionPhaseAt('HOSE', vn(15, 0))).toBe('closed')
  })
  it('has no ATO on HNX, PLO after its ATC, and no auctions on UPCOM', () => {
    expect(sessionPhaseAt('HNX', vn(9, 5))).toBe('continuous')
    expect(sessionPhaseAt('HNX', vn(14, 50))).toBe('plo')
    expect(sessionPhaseAt('UPCOM', vn(14, 40))).toBe('continuous')
  })
  it('is closed at the weekend', () => {
    expect(sessionPhaseAt('HOSE', vn(10, 0, 17))).toBe('closed') // Saturday
  })
})

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
