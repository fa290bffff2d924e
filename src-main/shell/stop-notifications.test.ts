import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Stop, StopEvent } from '../../src-shared/bridge/contract'
import { armedStop } from '../../src-shared/testing/armed-stop'
import { FakeNotification } from './testing/electron-fake'
import { scriptedRouter } from './testing/scripted-router'

vi.mock('electron', async () => (await import('./testing/electron-fake')).electronModule)

const { showStopNotifications } = await import('./stop-notifications')

const stop: Stop = {
  ...armedStop,
  state: 'sending',
  triggerPrice: 92_400,
  triggeredAt: 2,
  sendingAt: 2,
  updatedAt: 2,
}

beforeEach(() => {
  FakeNotification.shown.length = 0
  FakeNotification.supported = true
})

describe('desktop notifications of stop orders (mocked electron)', () => {
  it('one per trigger: the order’s word (not the moment of sending), and a stop that asks', async () => {
    const r = scriptedRouter('vi')
    showStopNotifications(r.router, () => undefined)
    const events: StopEvent[] = [
      { type: 'triggered', stop },
      {
        type: 'outcome',
        stop: {
          ...stop,
          state: 'sent',
          outcome: {
            outcome: 'placed',
            orderId: '42',
            status: 'SENT',
            code: 'SENT',
            message: '',
            retryAt: null,
            fromBook: false,
          },
        },
      },
      { type: 'triggered', stop: { ...stop, id: 'stop-2', symbol: 'HPG', state: 'needs-second-factor' } },
    ]
    for (const e of events) r.emit('stops.events', e)
    await vi.waitUntil(() => FakeNotification.shown.length === 2)
    expect(FakeNotification.shown).toEqual([
      { title: 'Lệnh dừng FPT: đã gửi lệnh', body: 'SELL 1000 · 42. Chỉ gửi khi ứng dụng đang chạy.' },
      {
        title: 'Lệnh dừng HPG: cần xác thực hai lớp để gửi',
        body: 'SELL 1000. Chỉ gửi khi ứng dụng đang chạy.',
      },
    ])
  })
})
