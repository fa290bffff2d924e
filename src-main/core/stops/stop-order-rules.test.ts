import { describe, expect, it } from 'vitest'
import type { StopOrder } from '../../../src-shared/bridge/areas/stops'
import { stopOrderProblem, stopOrderRefusal } from './stop-order-rules'

const limit = (quantity: number, price: number): StopOrder => ({
  side: 'SELL',
  quantity,
  kind: 'limit',
  price,
})
const market = (quantity: number): StopOrder => ({ side: 'SELL', quantity, kind: 'market', price: null })

describe("a stop's order against the exchange's lot and tick", () => {
  it('takes whole lots, and odd lots as limit orders only', () => {
    expect(stopOrderProblem(limit(300, 25_050), 'HOSE')).toBeNull()
    expect(stopOrderProblem(limit(40, 25_050), 'HOSE')).toBeNull()
    expect(stopOrderProblem(market(40), 'HOSE')?.key).toBe('oddLotNotLo')
    expect(stopOrderProblem(limit(150, 25_050), 'HOSE')).toEqual({ key: 'notBoardLot', values: { lot: 100 } })
    expect(stopOrderProblem(market(600_000), 'HNX')?.key).toBe('tooLarge')
  })

  it("checks a limit price on the step of the symbol's exchange at that level, not today's band", () => {
    expect(stopOrderProblem(limit(100, 50_050), 'HOSE')).toEqual({
      key: 'offTick',
      values: { price: 50_050, exchange: 'HOSE', tick: 100 },
    })
    expect(stopOrderProblem(limit(100, 49_950), 'HOSE')).toBeNull()
    expect(stopOrderProblem(limit(100, 25_050), 'HNX')?.key).toBe('offTick')
    // Far from any band a day could have: the band is the trigger day's, not checked when set.
    expect(stopOrderProblem(limit(100, 9_990_000), 'HOSE')).toBeNull()
  })

  it('refuses with the check itself, for the windows to word as the ticket does', () => {
    const refusal = stopOrderRefusal({ key: 'notBoardLot', values: { lot: 100 } })
    expect(refusal).toMatchObject({
      kind: 'validation',
      code: 'stop-order-check',
      problem: { key: 'notBoardLot', values: { lot: 100 } },
    })
  })
})
