import { describe, expect, it } from 'vitest'
import type { OrderBookEvent } from '../../../../src-shared/bridge/contract'
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
