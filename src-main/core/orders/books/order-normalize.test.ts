import { describe, expect, it } from 'vitest'
import { derivativeOrderSchema, stockOrderSchema } from '../../../../src-shared/schemas/orders'
import { derivativeOrderState, derivativeRow, stockOrderState, stockRow } from './order-normalize'

describe('order-state rules', () => {
  it('maps TCBS stock codes', () => {
    expect(stockOrderState('2', 0, 100)).toBe('working')
    expect(stockOrderState('4', 100, 100)).toBe('partly-matched')
    expect(stockOrderState('4', 200, 0)).toBe('matched')
    expect(stockOrderState('12', 200, 0)).toBe('matched')
    expect(stockOrderState('3', 0, 0)).toBe('cancelled')
    expect(stockOrderState('C', 0, 100)).toBe('cancel-pending')
    expect(stockOrderState('0', 0, 0)).toBe('rejected')
    expect(stockOrderState('5', 0, 0)).toBe('expired')
    expect(stockOrderState('zz', 0, 0)).toBe('other')
  })

  it('maps derivative letters', () => {
    expect(derivativeOrderState('P', 0, 2)).toBe('working')
    expect(derivativeOrderState('PM', 1, 2)).toBe('partly-matched')
    expect(derivativeOrderState('PM', 2, 2)).toBe('matched')
    expect(derivativeOrderState('PW', 0, 2)).toBe('cancel-pending')
    expect(derivativeOrderState('C', 0, 2)).toBe('cancelled')
  })

  it('offers a cancel only when the broker’s flag and the state agree', () => {
    const base = {
      orderID: '1',
      symbol: 'FPT',
      execType: 'NB',
      orderQtty: 100,
      remainQtty: 100,
      limitPrice: 95_000,
    }
    const stale = stockRow(stockOrderSchema.parse({ ...base, orStatus: '3', isCancel: 'Y' }), 'normal', 'x')
    expect(stale.cancellable).toBe(false)
    const flagged = stockRow(stockOrderSchema.parse({ ...base, orStatus: '2', isCancel: 'N' }), 'normal', 'x')
    expect(flagged.cancellable).toBe(false)
    const ok = stockRow(stockOrderSchema.parse({ ...base, orStatus: '2', isCancel: 'Y' }), 'normal', 'x')
    expect(ok).toMatchObject({ cancellable: true, side: 'B', price: 95_000, remaining: 100 })
  })

  it('reads a derivative price from display text when no number is given', () => {
    const row = derivativeRow(
      derivativeOrderSchema.parse({
        orderNo: 7,
        symbol: 'VN30F1M',
        side: 'S',
        volume: 2,
        showPrice: 'MTL (1198.5)',
        status: 'P',
        isCancel: '1',
      }),
      'acc',
    )
    expect(row).toMatchObject({ price: 1198.5, side: 'S', remaining: 2, cancellable: true, orderId: '7' })
  })
})
