import { describe, expect, it } from 'vitest'
import type { OrderRow } from '../../../../src-shared/bridge/contract'
import { svcRow } from '../../testing/order-rows'
import { orderEvents } from './order-events'

const row = svcRow
const kinds = (before: OrderRow[] | null, after: OrderRow[]) =>
  orderEvents(before, after, 1).map((e) => [e.order.orderId, e.kind, e.newlyMatched])

describe('order events from two reads of a book', () => {
  it('the first read is not news, whatever it shows', () => {
    expect(
      kinds(null, [row({ state: 'matched', matched: 1_000 }), row({ orderId: '2', state: 'rejected' })]),
    ).toEqual([])
  })

  it('a partial fill, then the rest, then nothing more when nothing moved', () => {
    const working = row({})
    const part = row({ state: 'partly-matched', matched: 300, remaining: 700 })
    const full = row({ state: 'matched', matched: 1_000, remaining: 0 })
    expect(kinds([working], [part])).toEqual([['1', 'partly-filled', 300]])
    expect(kinds([part], [full])).toEqual([['1', 'filled', 700]])
    expect(kinds([full], [full])).toEqual([])
  })

  it('a fill and a cancel of the rest in one interval are two events; a rejection is one', () => {
    const rest = row({ state: 'cancelled', matched: 400, remaining: 0 })
    expect(kinds([row({})], [rest])).toEqual([
      ['1', 'partly-filled', 400],
      ['1', 'cancelled', 0],
    ])
    expect(kinds([row({})], [row({ state: 'rejected', remaining: 0 })])).toEqual([['1', 'rejected', 0]])
  })

  it('an order placed and settled between two reads is news; one still working is not', () => {
    expect(
      kinds(
        [],
        [
          row({ orderId: '7', state: 'matched', matched: 1_000, remaining: 0 }),
          row({ orderId: '8' }),
          row({ orderId: '9', state: 'rejected' }),
        ],
      ),
    ).toEqual([
      ['7', 'filled', 1_000],
      ['9', 'rejected', 0],
    ])
  })

  it('keys by book: a stock order with the same number is another order', () => {
    expect(kinds([row({ book: 'stock' })], [row({ book: 'stock' }), row({})])).toEqual([])
  })
})
