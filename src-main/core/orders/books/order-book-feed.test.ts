import { describe, expect, it, vi } from 'vitest'
import type { OrderBookEvent, OrderEvent, OrderRow } from '../../../../src-shared/bridge/contract'
import { bridgeError } from '../../../../src-shared/bridge/errors'
import { CoreError } from '../../errors/to-bridge-error'
import { ManualClock } from '../../testing/manual-clock'
import { svcRow } from '../../testing/order-rows'
import { OrderBookFeed } from './order-book-feed'

const row = svcRow()

describe('order book feed: what it sends', () => {
  it('sends every good read, unchanged rows too, so the blotter’s "updated" time is true; a repeated failure once', async () => {
    const clock = new ManualClock(1_000)
    let fail = false
    const feed = new OrderBookFeed({
      read: {
        svc: async () => {
          if (fail) throw new CoreError(bridgeError('network', 'unreachable', 'down'))
          return [row]
        },
      },
      cadenceMs: 3_600_000,
      clock,
    })
    const sent: OrderBookEvent[] = []
    const stop = feed.subscribe((e) => sent.push(e))
    try {
      // Subscribing reads once; this waits for it (and reads again).
      await feed.refresh('svc')
      const before = sent.length
      clock.jump(2_000)
      await feed.refresh('svc')
      expect(sent).toHaveLength(before + 1)
      expect(sent.at(-1)).toMatchObject({ orders: [row], lastOkAt: 3_000, error: null })

      fail = true
      clock.jump(2_000)
      await feed.refresh('svc')
      clock.jump(2_000)
      await feed.refresh('svc')
      const failures = sent.slice(before + 1)
      expect(failures).toHaveLength(1)
      expect(failures[0]).toMatchObject({ lastOkAt: 3_000, orders: [row], error: { code: 'unreachable' } })
    } finally {
      stop()
      feed.stop()
    }
  })
})

describe('order book feed: watching with no blotter open (issue 20)', () => {
  it('an order the app placed is news even if it filled before the first read, and a fill later is too', async () => {
    const clock = new ManualClock(1_000)
    let rows: OrderRow[] = []
    let reads = 0
    const feed = new OrderBookFeed({
      read: {
        svc: async () => {
          reads++
          return rows
        },
      },
      unattendedCadenceMs: 5_000,
      clock,
    })
    const events: OrderEvent[] = []
    feed.onOrderEvent((e) => events.push(e))
    try {
      // Placed and filled at once, before the app ever read the book: still news.
      rows = [svcRow({ orderId: '7', state: 'matched', matched: 1_000, remaining: 0 })]
      feed.changed('svc', '7')
      await vi.waitUntil(() => events.length === 1)
      expect(events[0]).toMatchObject({ kind: 'filled', order: { orderId: '7' } })
      // Nothing works any more: no blotter, nothing to watch, no more reads.
      const afterFill = reads
      await clock.advance(60_000)
      expect(reads).toBe(afterFill)

      // A resting order: watched every 5 s with no blotter open, and its fill is news.
      rows = [...rows, svcRow({ orderId: '8' })]
      feed.changed('svc', '8')
      await vi.waitUntil(() => feed.current('svc')?.length === 2)
      expect(events).toHaveLength(1)
      rows = [rows[0]!, svcRow({ orderId: '8', state: 'matched', matched: 1_000, remaining: 0 })]
      await clock.advance(5_000)
      await vi.waitUntil(() => events.length === 2)
      expect(events[1]).toMatchObject({ kind: 'filled', order: { orderId: '8' }, newlyMatched: 1_000 })
      // Filled: the watch ends.
      const settled = reads
      await clock.advance(60_000)
      expect(reads).toBe(settled)
    } finally {
      feed.stop()
    }
  })

  it('keeps reading while an outcome elsewhere is unknown, and stops when it is settled', async () => {
    const clock = new ManualClock(1_000)
    let unknown = true
    let reads = 0
    const feed = new OrderBookFeed({
      read: {
        svc: async () => {
          reads++
          return []
        },
      },
      watch: () => unknown,
      clock,
    })
    try {
      feed.watchNow()
      await vi.waitUntil(() => reads === 1)
      await clock.advance(10_000)
      await vi.waitUntil(() => reads === 2)
      unknown = false
      await clock.advance(10_000)
      const last = reads
      await clock.advance(60_000)
      expect(reads).toBe(last)
    } finally {
      feed.stop()
    }
  })
})
