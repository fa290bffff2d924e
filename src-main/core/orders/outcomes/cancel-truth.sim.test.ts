import { describe, expect, it, vi } from 'vitest'
import type { CancelActivity, OrderRow } from '../../../../src-shared/bridge/contract'
import type { OrderService } from '../order-service'
import { orderServiceSuite } from '../../testing/order-service-suite'
import { control, requestCounts } from '../../testing/sim-test-kit'
import { realWait } from '../../../../src-shared/testing/real-wait'

/**
 * What a cancel reports is what happened at the broker, order by order, and an unknown outcome is
 * settled by the order book once the broker answers again. The simulator counts the cancels it
 * handled, so each test also proves that nothing was sent twice.
 */
const suite = orderServiceSuite(47)
const service = suite.service

async function working(s: OrderService, book: 'stock' | 'derivative'): Promise<OrderRow[]> {
  await s.feed.refresh()
  return (s.feed.current(book) ?? []).filter((o) => o.cancellable && o.subAccount !== 'margin')
}

describe('a cancel reports each order truly', () => {
  it('a wrong PIN leaves the stock cancel reported as cancelled and each derivative order as not cancelled', async () => {
    const s = service()
    const [stock] = await working(s, 'stock')
    const [first, second] = await working(s, 'derivative')
    expect(stock && first && second).toBeTruthy()
    const before = await requestCounts(suite.sim)

    // The dialog's two calls for one stock and two derivative orders, with a wrong PIN.
    const stockReport = await s.cancelStock('normal', [stock!.orderId])
    const derivativeReport = await s.cancelDerivative([first!.orderId, second!.orderId], '000000')

    expect(stockReport.results.map((r) => r.outcome)).toEqual(['cancelled'])
    expect(derivativeReport.results.map((r) => [r.orderId, r.outcome])).toEqual([
      [first!.orderId, 'wrong-pin'],
      [second!.orderId, 'not-sent'],
    ])
    expect(JSON.stringify(derivativeReport)).not.toContain('000000')

    // The broker agrees: the stock order is cancelled, both derivative orders still work; the
    // second derivative order was never sent (a second wrong PIN counts towards a lock-out).
    await s.feed.refresh()
    expect(s.feed.current('stock')?.find((o) => o.orderId === stock!.orderId)?.state).toBe('cancelled')
    for (const o of [first!, second!]) {
      expect(s.feed.current('derivative')?.find((x) => x.orderId === o.orderId)?.state).toBe('working')
    }
    const after = await requestCounts(suite.sim)
    const sent = (id: string) => (after.cancels[id] ?? 0) - (before.cancels[id] ?? 0)
    expect([sent(stock!.orderId), sent(first!.orderId), sent(second!.orderId)]).toEqual([1, 1, 0])

    // The right PIN then cancels both; the stock order is not part of that call.
    const right = await s.cancelDerivative([first!.orderId, second!.orderId], suite.kit.pin)
    expect(right.results.map((r) => r.outcome)).toEqual(['cancelled', 'cancelled'])
    const last = await requestCounts(suite.sim)
    expect((last.cancels[stock!.orderId] ?? 0) - (before.cancels[stock!.orderId] ?? 0)).toBe(1)
  })
})

describe('an unknown outcome is settled by the order book', () => {
  it('reads the book again once the broker answers and reports the cancel it confirms, sent once', async () => {
    const s = service({ recheckDelaysMs: [0], reconcileDelaysMs: [100] })
    const activity: CancelActivity[] = []
    s.onActivity((a) => activity.push(a))
    const [order] = await working(s, 'stock')
    const before = await requestCounts(suite.sim)

    // Every answer is cut in half: the broker cancels, but neither its answer nor the book can be read.
    await control(suite.sim, '/faults', { malformedRate: 1 })
    const report = await s.cancelStock('normal', [order!.orderId])
    expect(report.results[0]).toMatchObject({ orderId: order!.orderId, outcome: 'unknown' })
    await vi.waitUntil(
      () => activity.at(-1)?.active.some((a) => a.orderId === order!.orderId && a.phase === 'reconciling'),
      realWait,
    )

    // The broker answers again: the outcome on screen becomes what the book shows.
    await control(suite.sim, '/faults', undefined, 'DELETE')
    await vi.waitUntil(() => activity.at(-1)?.reconciled.some((r) => r.orderId === order!.orderId), realWait)
    const last = activity.at(-1)!
    expect(last.reconciled.find((r) => r.orderId === order!.orderId)).toMatchObject({
      outcome: 'cancelled',
      code: 'confirmed-by-book',
    })
    expect(last.active.some((a) => a.orderId === order!.orderId)).toBe(false)
    const after = await requestCounts(suite.sim)
    expect((after.cancels[order!.orderId] ?? 0) - (before.cancels[order!.orderId] ?? 0)).toBe(1)
  }, 20_000)
})
