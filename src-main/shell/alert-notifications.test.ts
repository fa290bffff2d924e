import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { AlertEvent } from '../../src-shared/bridge/contract'
import { FakeNotification } from './testing/electron-fake'
import { scriptedRouter } from './testing/scripted-router'

vi.mock('electron', async () => (await import('./testing/electron-fake')).electronModule)

const { showAlertNotifications } = await import('./alert-notifications')

const fired: AlertEvent = {
  type: 'fired',
  firing: {
    id: 'a-FPT-1',
    alertId: 'a',
    symbol: 'FPT',
    condition: { kind: 'crosses', direction: 'above', price: 100_000 },
    value: 100_100,
    at: 1,
  },
}

beforeEach(() => {
  FakeNotification.shown.length = 0
  FakeNotification.supported = true
})

describe('desktop notifications of price alerts (mocked electron)', () => {
  it('shows a firing and stale data in the user’s language, nothing for an overview', async () => {
    const r = scriptedRouter('en')
    showAlertNotifications(r.router, () => undefined)
    r.emit('alerts.events', fired)
    r.emit('alerts.events', { type: 'stale', alertIds: ['a'], symbols: ['FPT'] })
    await vi.waitUntil(() => FakeNotification.shown.length === 2)
    expect(FakeNotification.shown).toEqual([
      { title: 'FPT: crossed above 100.00', body: '100.10' },
      { title: 'Alerts cannot fire: no new prices', body: 'FPT' },
    ])
  })

  it('in Vietnamese too', async () => {
    const r = scriptedRouter('vi')
    showAlertNotifications(r.router, () => undefined)
    r.emit('alerts.events', { type: 'bogus' })
    r.emit('alerts.events', fired)
    await vi.waitUntil(() => FakeNotification.shown.length === 1)
    expect(FakeNotification.shown[0]?.title).toBe('FPT: vượt lên trên 100.00')
  })
})
