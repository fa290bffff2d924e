import { describe, expect, it } from 'vitest'
import type { CancelResult } from '../../../../src-shared/bridge/contract'
import { ManualClock } from '../../testing/manual-clock'
import { svcRow } from '../../testing/order-rows'
import { CancelReconciler } from './cancel-reconciler'
import { followWindowMs } from './follow-window'

/**
 * A group A cancel's lost answer is followed in the window group E uses (follow-window.ts): a minute,
 * or three of the cancel call's own timeouts if longer. A book that still shows the order working
 * proves "still working" only in a read begun after that window. The rows are fed as the service's
 * read wrapper feeds them; nothing is read or sent here.
 */
const stockRow = svcRow({ book: 'stock', subAccount: 'normal', orderId: '8001' })
const lost: CancelResult = {
  book: 'stock',
  orderId: '8001',
  outcome: 'unknown',
  code: 'no-answer',
  message: 'no answer',
}

function reconcilerFor(requestTimeoutMs: number | undefined, clock: ManualClock) {
  return new CancelReconciler({
    read: () => Promise.resolve(),
    onChange: () => undefined,
    clock,
    ...(requestTimeoutMs === undefined ? {} : { requestTimeoutMs }),
  })
}

describe('group A cancel reconciler: the follow window of group E', () => {
  it.each([
    { requestTimeoutMs: undefined, windowMs: 60_000 },
    { requestTimeoutMs: 8_000, windowMs: 60_000 },
    { requestTimeoutMs: 30_000, windowMs: 90_000 },
  ])(
    'with a $requestTimeoutMs ms cancel call, "still working" only after $windowMs ms',
    ({ requestTimeoutMs, windowMs }) => {
      expect(followWindowMs(requestTimeoutMs ?? 0)).toBe(windowMs)
      const clock = new ManualClock(1_000_000)
      const reconciler = reconcilerFor(requestTimeoutMs, clock)
      const since = clock.now()
      reconciler.track([lost])

      // A read begun just inside the window proves nothing: the cancel may still land.
      reconciler.observe('stock', [stockRow], since + windowMs - 1)
      expect(reconciler.pending().map((p) => p.orderId)).toEqual(['8001'])
      expect(reconciler.reconciled()).toEqual([])

      // A read begun once the window is over settles it.
      reconciler.observe('stock', [stockRow], since + windowMs)
      expect(reconciler.pending()).toEqual([])
      expect(reconciler.reconciled().map((r) => r.outcome)).toEqual(['still-working'])
      reconciler.stop()
    },
  )

  it('settles at once when the book shows the cancel, whatever the window', () => {
    const clock = new ManualClock(1_000_000)
    const reconciler = reconcilerFor(30_000, clock)
    reconciler.track([lost])
    reconciler.observe('stock', [{ ...stockRow, state: 'cancelled' }], clock.now() + 1)
    expect(reconciler.reconciled().map((r) => r.outcome)).toEqual(['cancelled'])
    reconciler.stop()
  })
})
