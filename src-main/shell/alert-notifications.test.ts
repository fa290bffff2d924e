import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { AlertEvent } from '../../src-shared/bridge/contract'
import type { WorkspaceSnapshot } from '../../src-shared/bridge/areas/workspace'
import type { Router } from '../core/bridge/router'
import { FakeNotification } from './testing/electron-fake'

vi.mock('electron', async () => (await import('./testing/electron-fake')).electronModule)

const { showAlertNotifications } = await import('./alert-notifications')

function fakeRouter(locale: 'en' | 'vi') {
  const emitters = new Map<string, ((e: unknown) => void)[]>()
  const router: Router = {
    call: async () => ({
      ok: true,
      value: {
        windows: [],
        openWindowIds: [],
        watchlists: [],
        persistent: true,
        ui: {
          theme: 'dark',
          locale,
          volumeUnit: 1,
          shortcuts: {},
          orderConfirm: true,
          orderConfirmAbove: null,
        },
      } satisfies WorkspaceSnapshot,
    }),
    subscribe: (name, _params, emit) => {
      emitters.set(String(name), [...(emitters.get(String(name)) ?? []), emit])
      return { ok: true, value: () => undefined }
    },
  }
  const emit = (name: string, e: unknown) => {
    for (const fn of emitters.get(name) ?? []) fn(e)
  }
  return { router, emit }
}

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
    const r = fakeRouter('en')
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
    const r = fakeRouter('vi')
    showAlertNotifications(r.router, () => undefined)
    r.emit('alerts.events', { type: 'bogus' })
    r.emit('alerts.events', fired)
    await vi.waitUntil(() => FakeNotification.shown.length === 1)
    expect(FakeNotification.shown[0]?.title).toBe('FPT: vượt lên trên 100.00')
  })
})
