import { describe, expect, it } from 'vitest'
import { sessionPhaseAt } from './market-session'

const vn = (h: number, m: number, day = 12) => Date.UTC(2026, 0, day, h - 7, m) // 12 Jan 2026 is a Monday

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
