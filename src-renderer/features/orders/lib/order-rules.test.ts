import { describe, expect, it } from 'vitest'
import { canSelect, filterRows, groupForCancel, pruneSelection, rowKey, toggle } from './order-rules'
import { workingOrder } from './test-orders'

const row = workingOrder

describe('order-state rules in the blotter', () => {
  it('lets only orders the broker can still cancel be selected', () => {
    expect(canSelect(row({}))).toBe(true)
    expect(canSelect(row({ state: 'partly-matched', remaining: 200 }))).toBe(true)
    expect(canSelect(row({ state: 'matched', cancellable: false, remaining: 0 }))).toBe(false)
    expect(canSelect(row({ state: 'cancelled', cancellable: false, remaining: 0 }))).toBe(false)
    // A stale flag with nothing left is not offered either.
    expect(canSelect(row({ cancellable: true, remaining: 0 }))).toBe(false)
    expect(toggle(new Set(), row({ state: 'matched', cancellable: false })).size).toBe(0)
  })

  it('drops from the selection what matched or was cancelled meanwhile', () => {
    const a = row({ orderId: 'a' })
    const b = row({ orderId: 'b' })
    const selected = new Set([rowKey(a), rowKey(b)])
    const after = pruneSelection(selected, [a, { ...b, state: 'matched', cancellable: false, remaining: 0 }])
    expect([...after]).toEqual([rowKey(a)])
  })

  it('filters by symbol, side and status group', () => {
    const rows = [
      row({ orderId: '1' }),
      row({ orderId: '2', side: 'S' }),
      row({ orderId: '3', symbol: 'FPT' }),
      row({ orderId: '4', state: 'cancelled', cancellable: false }),
    ]
    expect(filterRows(rows, { symbol: 'HPG', side: null, status: 'working' }).map((r) => r.orderId)).toEqual([
      '1',
      '2',
    ])
    expect(filterRows(rows, { symbol: 'HPG', side: 'S', status: 'working' }).map((r) => r.orderId)).toEqual([
      '2',
    ])
    expect(filterRows(rows, { symbol: null, side: null, status: 'all' })).toHaveLength(4)
  })

  it('groups a selection into one call per stock sub-account and one for derivatives', () => {
    const groups = groupForCancel([
      row({ orderId: '1' }),
      row({ orderId: '2', subAccount: 'margin' }),
      row({ orderId: '3', book: 'derivative', subAccount: 'derivative' }),
      row({ orderId: '4', state: 'matched', cancellable: false }),
    ])
    expect(groups.normal.map((r) => r.orderId)).toEqual(['1'])
    expect(groups.margin.map((r) => r.orderId)).toEqual(['2'])
    expect(groups.derivative.map((r) => r.orderId)).toEqual(['3'])
  })
})
