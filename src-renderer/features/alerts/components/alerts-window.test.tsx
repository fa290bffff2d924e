// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Alert, AlertFiring, AlertsOverview } from '../../../../src-shared/bridge/contract'
import { storedAlert } from '../testing/stored-alert'
import { vnTime } from '../../../../src-shared/market/vietnam-calendar'
import { setLocale } from '../../../i18n/strings'
import { installFakeWorkstation } from '../../../testing/fake-workstation'
import { QueryWrapper } from '../../../testing/query-wrapper'
import { AlertsWindow } from './alerts-window'

/**
 * The alerts list reads like the app's other lists: headed columns, each state in its colour, the
 * history's times on the Vietnam clock with the value right-aligned, and the keyboard (↑/↓, then
 * E, P, Del on the row under the cursor) doing what the buttons do. The core is the fake bridge.
 */
const bridge = installFakeWorkstation()

const alert = (id: string, symbol: string, over: Partial<Alert> = {}): Alert =>
  storedAlert({ id, target: { kind: 'symbol', symbol }, ...over })

const overview: AlertsOverview = {
  alerts: [alert('a-1', 'FPT'), alert('a-2', 'HPG', { paused: true })],
  states: [
    { id: 'a-1', state: 'stale', lastDataAt: 1 },
    { id: 'a-2', state: 'paused', lastDataAt: 1 },
  ],
  feeds: { requestsPerMinute: 12, demandMs: 5_000, cadences: {} },
  sound: true,
}

// 10:20:05 in Vietnam: 03:20:05 UTC, whatever the machine's zone.
const firing: AlertFiring = {
  id: 'f-1',
  alertId: 'a-1',
  symbol: 'FPT',
  condition: { kind: 'volume-above', volume: 1_000_000 },
  value: 1_234_500,
  at: vnTime(2026, 3, 2, 10, 20, 5),
}

const ok = { ok: true as const, value: { ok: true as const } }

beforeEach(() => {
  bridge.reset()
  setLocale('vi')
  bridge.answer('alerts.history', async () => ({ ok: true, value: [firing] }))
  bridge.answer('alerts.pause', async () => ok)
  bridge.answer('alerts.remove', async () => ok)
})
afterEach(cleanup)

function open() {
  render(<AlertsWindow params={new URLSearchParams()} />, { wrapper: QueryWrapper })
  act(() => bridge.emit('alerts.events', { type: 'overview', overview }))
  return userEvent.setup()
}

describe('alerts window (happy-dom)', () => {
  it('heads its columns, colours each state and says the history on the Vietnam clock', async () => {
    open()
    const [fpt, hpg] = screen.getAllByTestId('alert-row') as [HTMLElement, HTMLElement]
    expect(within(fpt).getByTestId('alert-state').className).toBe('tone-warn')
    expect(within(hpg).getByTestId('alert-state').className).toBe('tone-over')
    expect(screen.getByText('Nguồn giá của cảnh báo: 12 yêu cầu/phút')).toBeTruthy()
    expect(screen.getByTestId('alerts-keys').textContent).toContain('↑↓ di chuyển')
    const row = await screen.findByTestId('alert-firing')
    const cells = [...row.querySelectorAll('td')].map((td) => td.textContent)
    expect(cells[0]).toBe('10:20:05')
    expect(cells[3]).toBe('1,234,500')
    expect(row.querySelectorAll('td')[3]?.className).toBe('num')
  })

  it('↑/↓ move the cursor; P, Del and E work the row under it', async () => {
    const user = open()
    const grid = screen.getByTestId('alerts-grid')
    grid.focus()
    await user.keyboard('{ArrowDown}')
    expect(grid.getAttribute('aria-activedescendant')).toBe('alert-a-1')
    await user.keyboard('{ArrowDown}{ArrowDown}')
    // Held at the last row.
    expect(grid.getAttribute('aria-activedescendant')).toBe('alert-a-2')
    expect(screen.getAllByTestId('alert-row')[1]?.className).toBe('is-current')
    await user.keyboard('p')
    expect(bridge.callsOf('alerts.pause')).toEqual([{ id: 'a-2', paused: false }])
    await user.keyboard('{ArrowUp}{Delete}')
    expect(bridge.callsOf('alerts.remove')).toEqual([{ id: 'a-1' }])
    await user.keyboard('e')
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Mã').value).toBe('FPT'))
  })

  it('keys typed in the form are not the list’s', async () => {
    const user = open()
    const grid = screen.getByTestId('alerts-grid')
    grid.focus()
    await user.keyboard('{ArrowDown}')
    await user.click(screen.getByLabelText('Mã'))
    await user.keyboard('p')
    expect(bridge.callsOf('alerts.pause')).toEqual([])
  })
})
