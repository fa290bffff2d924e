import { describe, expect, it } from 'vitest'
import { derivativesPhaseAt, sessionMarketOfBoard, sessionPhaseAt } from './sessions'

const vn = (iso: string): number => Date.parse(`${iso}+07:00`)

describe('derivatives timetable (vn-market.md §2)', () => {
  it('opens with an ATO at 08:45, before the cash market', () => {
    expect(derivativesPhaseAt(vn('2026-04-14T08:44:59'))).toBe('pre-open')
    expect(derivativesPhaseAt(vn('2026-04-14T08:45:00'))).toBe('ato')
    expect(sessionPhaseAt('HOSE', vn('2026-04-14T08:50:00'))).toBe('pre-open')
    expect(derivativesPhaseAt(vn('2026-04-14T09:00:00'))).toBe('continuous')
  })

  it('breaks at noon and closes after the ATC at 14:45', () => {
    expect(derivativesPhaseAt(vn('2026-04-14T11:30:00'))).toBe('break')
    expect(derivativesPhaseAt(vn('2026-04-14T13:00:00'))).toBe('continuous')
    expect(derivativesPhaseAt(vn('2026-04-14T14:30:00'))).toBe('atc')
    expect(derivativesPhaseAt(vn('2026-04-14T14:45:00'))).toBe('closed')
    expect(sessionPhaseAt('HNX', vn('2026-04-14T14:50:00'))).toBe('plo')
  })

  it('is closed at weekends', () => {
    expect(derivativesPhaseAt(vn('2026-04-18T10:00:00'))).toBe('closed')
  })
})

describe('whose session a board shows', () => {
  it('maps baskets to their exchange, futures to the derivatives market, mixed lists to none', () => {
    expect(sessionMarketOfBoard({ kind: 'basket', code: 2 })).toBe('HOSE')
    expect(sessionMarketOfBoard({ kind: 'basket', code: 4 })).toBe('HNX')
    expect(sessionMarketOfBoard({ kind: 'basket', code: 5 })).toBe('UPCOM')
    expect(sessionMarketOfBoard({ kind: 'futures' })).toBe('DERIVATIVES')
    expect(sessionMarketOfBoard({ kind: 'tickers' })).toBeNull()
  })
})
