// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import i18next from 'i18next'
import type { Stop } from '../../../../src-shared/bridge/contract'
import { installFakeWorkstation } from '../../../testing/fake-workstation'
import { setConfirmThreshold } from '../../../testing/confirm-threshold'
import { QueryWrapper } from '../../../testing/query-wrapper'
import { armedStop } from '../../../../src-shared/testing/armed-stop'
import { StopEditForm } from './stop-edit-form'

const bridge = installFakeWorkstation()

const stop = armedStop
const market: Stop = { ...stop, id: 'stop-2', order: { ...stop.order, kind: 'market', price: null } }

/** The large-order threshold the guards show every window: 1,000 shares at 92.00 stay under it. */
const threshold = 100_000_000

function renderForm(shown: Stop, onClose = vi.fn()) {
  render(<StopEditForm stop={shown} profileId="demo" onClose={onClose} />, { wrapper: QueryWrapper })
  return onClose
}

beforeAll(async () => {
  await i18next.changeLanguage('en')
})
beforeEach(() => {
  bridge.reset()
  setConfirmThreshold(threshold)
})
afterEach(cleanup)

describe('the stop Edit form’s large-order step (happy-dom)', () => {
  it('a change above the threshold asks first: Esc goes back to the values, Enter confirms and saves it confirmed', async () => {
    const user = userEvent.setup()
    bridge.answer('stops.modify', (change) =>
      Promise.resolve({
        ok: true,
        value: { ...stop, confirmed: true, order: { ...stop.order, quantity: change.quantity } },
      }),
    )
    const onClose = renderForm(stop)
    const quantity = screen.getByTestId('stop-edit-quantity')
    await user.clear(quantity)
    await user.type(quantity, '2000{Enter}')
    // 2,000 × 92,000 is above the threshold: nothing sent yet, the step says what it confirms.
    expect(bridge.callsOf('stops.modify')).toEqual([])
    expect(screen.getByTestId('stop-edit-large').textContent).toContain(
      'Large order: SELL 2,000 FPT @ 92.00 is above your confirmation threshold',
    )
    await user.keyboard('{Escape}')
    expect(screen.queryByTestId('stop-edit-large')).toBeNull()
    expect(screen.getByTestId('stop-edit')).toBeTruthy()
    expect(onClose).not.toHaveBeenCalled()

    await user.type(quantity, '{Enter}')
    expect(screen.getByTestId('stop-edit-large')).toBeTruthy()
    await user.keyboard('{Enter}')
    expect(bridge.callsOf('stops.modify')).toEqual([
      { id: 'stop-1', profileId: 'demo', level: 92_500, quantity: 2_000, price: 92_000, confirmed: true },
    ])
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled())
  })

  it('a change under the threshold, or within a confirmation still valid, saves at once without one', async () => {
    const user = userEvent.setup()
    bridge.answer('stops.modify', () => Promise.resolve({ ok: true, value: stop }))
    renderForm({ ...stop, confirmed: true, order: { ...stop.order, quantity: 3_000 } })
    const quantity = screen.getByTestId('stop-edit-quantity')
    await user.clear(quantity)
    await user.type(quantity, '2000{Enter}')
    expect(screen.queryByTestId('stop-edit-large')).toBeNull()
    expect(bridge.callsOf('stops.modify')).toEqual([
      { id: 'stop-1', profileId: 'demo', level: 92_500, quantity: 2_000, price: 92_000 },
    ])
  })

  it('a market stop the core refuses for want of the confirmation asks, and Enter sends it confirmed', async () => {
    const user = userEvent.setup()
    bridge.answer('stops.modify', (change) =>
      Promise.resolve(
        change.confirmed === true
          ? { ok: true, value: market }
          : {
              ok: false,
              error: { kind: 'forbidden', code: 'guard-confirm-required', message: 'confirm it first' },
            },
      ),
    )
    const onClose = renderForm(market)
    const quantity = screen.getByTestId('stop-edit-quantity')
    await user.clear(quantity)
    await user.type(quantity, '5000{Enter}')
    expect(await screen.findByTestId('stop-edit-large')).toBeTruthy()
    expect(screen.getByTestId('stop-edit-large').textContent).toContain('SELL 5,000 FPT @ market')
    // The refusal is the step, not an error line under it.
    expect(screen.queryByTestId('stop-edit-error')).toBeNull()
    await user.keyboard('{Enter}')
    expect(bridge.callsOf('stops.modify').at(-1)).toEqual({
      id: 'stop-2',
      profileId: 'demo',
      level: 92_500,
      quantity: 5_000,
      price: null,
      confirmed: true,
    })
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled())
  })
})
