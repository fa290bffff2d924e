import { describe, expect, it } from 'vitest'
import type { Drawing } from '../../../../src-shared/bridge/contract'
import { levelAt, levelGrabPx, levelTicks, nextLevelId, withLevelAt } from './level-drag'

const level = (id: string, price: number): Drawing => ({ kind: 'level', id, price })
const trend: Drawing = { kind: 'trend', id: 't', from: { time: 1, price: 1 }, to: { time: 2, price: 2 } }

describe('taking hold of a level with the pointer', () => {
  const lines = [
    { id: 'a', y: 100 },
    { id: 'b', y: 108 },
    { id: 'off', y: null },
  ]
  it('takes the nearest line within reach', () => {
    expect(levelAt(lines, 103)).toBe('a')
    expect(levelAt(lines, 105)).toBe('b')
    expect(levelAt(lines, 100 - levelGrabPx)).toBe('a')
  })
  it('takes none beyond reach, nor a line off the pane', () => {
    expect(levelAt(lines, 100 - levelGrabPx - 1)).toBeNull()
    expect(levelAt(lines, 200)).toBeNull()
    expect(levelAt([{ id: 'off', y: null }], 0)).toBeNull()
  })
})

describe('the tick grid a level moves on', () => {
  it('snaps a dragged HOSE price to the step of its price band', () => {
    const hose = levelTicks('FPT', 'HOSE')
    expect(hose.snap(9_994)).toBe(9_990) // below 10,000: 10 VND
    expect(hose.snap(23_437)).toBe(23_450) // 10,000 to 49,950: 50 VND
    expect(hose.snap(95_349)).toBe(95_300) // 50,000 and up: 100 VND
  })
  it('steps one HOSE tick, with the step of the band below when stepping down across it', () => {
    const hose = levelTicks('FPT', 'HOSE')
    expect(hose.step(95_300, 1)).toBe(95_400)
    expect(hose.step(95_300, -1)).toBe(95_200)
    expect(hose.step(50_000, -1)).toBe(49_950)
    expect(hose.step(49_950, 1)).toBe(50_000)
    expect(hose.step(10_000, -1)).toBe(9_990)
  })
  it('lands an off-grid price on the grid in the direction asked, not past it', () => {
    const hose = levelTicks('FPT', 'HOSE')
    expect(hose.step(95_330, 1)).toBe(95_400)
    expect(hose.step(95_330, -1)).toBe(95_300)
    expect(hose.step(95_370, -1)).toBe(95_300)
  })
  it('steps 100 VND on HNX and UPCOM at any price', () => {
    expect(levelTicks('SHS', 'HNX').step(9_000, 1)).toBe(9_100)
    expect(levelTicks('BSR', 'UPCOM').step(23_400, -1)).toBe(23_300)
    expect(levelTicks('SHS', 'HNX').snap(9_040)).toBe(9_000)
  })
  it('steps VN30 futures by 0.1 point without binary fractions', () => {
    const f = levelTicks('VN30F2512', null)
    expect(f.step(1_234.5, 1)).toBe(1_234.6)
    expect(f.step(1_234.5, -1)).toBe(1_234.4)
    expect(f.snap(1_234.56)).toBe(1_234.6)
  })
  it('uses the finest board step (10 VND) while the exchange is unknown, and never reaches zero', () => {
    const unknown = levelTicks('FPT', null)
    expect(unknown.step(95_300, 1)).toBe(95_310)
    expect(unknown.snap(95_304)).toBe(95_300)
    expect(unknown.step(10, -1)).toBe(10)
    expect(levelTicks('FPT', 'HOSE').step(10, -1)).toBe(10)
  })
})

describe('moving and choosing levels', () => {
  const drawings = [level('low', 90_000), trend, level('high', 99_000), level('mid', 95_000)]
  it('moves the one level, keeping its id and the other lines', () => {
    const moved = withLevelAt(drawings, 'mid', 95_500)
    expect(moved).toEqual([level('low', 90_000), trend, level('high', 99_000), level('mid', 95_500)])
  })
  it('chooses levels top to bottom by price, then around', () => {
    expect(nextLevelId(drawings, null)).toBe('high')
    expect(nextLevelId(drawings, 'high')).toBe('mid')
    expect(nextLevelId(drawings, 'mid')).toBe('low')
    expect(nextLevelId(drawings, 'low')).toBe('high')
    expect(nextLevelId([trend], null)).toBeNull()
  })
})
