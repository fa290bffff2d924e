import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { OrderEvent } from '../../src-shared/bridge/contract'
import { FakeNotification } from './testing/electron-fake'
import { scriptedRouter } from './testing/scripted-router'

vi.mock('electron', async () => (await import('./testing/electron-fake')).electronModule)

const { showOrderNotifications } = await import('./order-notifications')

const event = (over: Partial<OrderEvent> = {}): OrderEvent => ({
  kind: 'filled',
  order: {
    book: 'svc',
    subAccount: 'svc',
    accountNo: '105C888888.4',
    orderId: '9001',
    symbol: 'FPT',
    side: 'B',
    price: 95_300,
    quantity: 100,
    matched: 100,
    remaining: 0,
    state: 'matched',
    rawStatus: 'MATCHED_ALL',
    cancellable: false,
    time: '10:00:00',
  },
  newlyMatched: 100,
  at: 1,
  ...over,
})

beforeEach(() => {
  FakeNotification.shown.length = 0
  FakeNotification.supported = true
})

describe('desktop notifications of order events (mocked electron)', () => {
  it('shows a fill and a rejection in the user’s language', async () => {
    const r = scriptedRouter('en')
    showOrderNotifications(r.router, () => undefined)
    r.emit('orders.events', event())
    r.emit(
      'orders.events',
      event({
        kind: 'rejected',
        order: { ...event().order, orderId: '9002', feedback: 'price out of band' },
      }),
    )
    await vi.waitUntil(() => FakeNotification.shown.length === 2)
    expect(FakeNotification.shown).toEqual([
      { title: 'Filled: FPT', body: 'Buy FPT 100/100 @ 95,300 · #9001' },
      { title: 'Rejected: FPT', body: 'Buy FPT 100 @ 95,300 · #9002 · price out of band' },
    ])
  })

  it('in Vietnamese too; nothing when the system has no notifications or the event is malformed', async () => {
    const r = scriptedRouter('vi')
    showOrderNotifications(r.router, () => undefined)
    r.emit('orders.events', { kind: 'filled' })
    FakeNotification.supported = false
    r.emit('orders.events', event())
    FakeNotification.supported = true
    r.emit('orders.events', event({ kind: 'partly-filled' }))
    await vi.waitUntil(() => FakeNotification.shown.length === 1)
    expect(FakeNotification.shown[0]?.title).toBe('Khớp một phần: FPT')
  })

  it('takes the stream again after a profile switch, and stops both when asked', () => {
    const r = scriptedRouter('en')
    const stop = showOrderNotifications(r.router, () => undefined)
    expect(r.emitters.get('orders.events')).toHaveLength(1)
    r.emit('app.events', { type: 'profile-changed', profileId: 'live-1' })
    expect(r.emitters.get('orders.events')).toHaveLength(2)
    expect(r.emitters.get('orders.outcomes')).toHaveLength(2)
    expect(r.stops).toEqual(['orders.events', 'orders.outcomes'])
    stop()
    expect(r.stops).toEqual([
      'orders.events',
      'orders.outcomes',
      'orders.events',
      'orders.outcomes',
      'app.events',
    ])
  })

  it('tells the trader what the book proved about an outcome that was unknown, and not while unknown', async () => {
    const r = scriptedRouter('vi')
    showOrderNotifications(r.router, () => undefined)
    const unknown = {
      operation: 'place',
      ref: 'ticket-0001',
      orderId: null,
      symbol: 'FPT',
      side: 'BUY',
      quantity: 100,
      phase: 'unknown',
      outcome: {
        outcome: 'unknown',
        orderId: null,
        status: null,
        code: 'timeout',
        message: 'No answer.',
        retryAt: null,
        fromBook: false,
      },
      since: 1,
      followUntil: 60_001,
      at: 1,
    }
    r.emit('orders.outcomes', unknown)
    r.emit('orders.outcomes', {
      ...unknown,
      phase: 'settled',
      outcome: { ...unknown.outcome, outcome: 'placed', orderId: '7009', status: 'SENT', fromBook: true },
      at: 7_001,
    })
    await vi.waitUntil(() => FakeNotification.shown.length === 1)
    expect(FakeNotification.shown).toEqual([{ title: 'Lệnh đã được đặt', body: 'Mua 100 FPT · #7009' }])
  })
})
