// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import i18next from 'i18next'
import type { StopDraft } from '../../../../src-shared/bridge/contract'
import { useShownProfile } from '../../../lib/profile/shown-profile'
import { installFakeWorkstation } from '../../../testing/fake-workstation'
import { setConfirmThreshold } from '../../../testing/confirm-threshold'
import { QueryWrapper } from '../../../testing/query-wrapper'
import { HoldingBracket } from './holding-bracket'

const bridge = installFakeWorkstation()

/** The large-order threshold: 1,500 FPT at a 105.50 take-profit are under it, at 150.00 above. */
const threshold = 200_000_000

type BracketInput = { takeProfit: StopDraft; stopLoss: StopDraft }

function renderForm() {
  return render(<HoldingBracket symbol="FPT" sellable={1_500} onClose={() => undefined} />, {
    wrapper: QueryWrapper,
  })
}

beforeAll(async () => {
  await i18next.changeLanguage('en')
})
beforeEach(() => {
  bridge.reset()
  useShownProfile.setState({ shown: { id: 'demo', name: 'Demo', kind: 'demo' }, leaving: false })
  setConfirmThreshold(threshold)
})

async function fill(tp: string, sl: string, quantity: string) {
  const user = userEvent.setup()
  await user.type(screen.getByTestId('bracket-tp'), tp)
  await user.type(screen.getByTestId('bracket-sl'), sl)
  await user.clear(screen.getByTestId('bracket-quantity'))
  await user.type(screen.getByTestId('bracket-quantity'), quantity)
  return user
}
afterEach(cleanup)

describe('a holding’s take-profit / stop-loss (happy-dom)', () => {
  it('sets two linked stops: a limit sale at the take-profit, the session’s market type at the stop-loss', async () => {
    bridge.answer('stops.createBracket', () => Promise.resolve({ ok: true, value: [] }))
    renderForm()
    expect(screen.getByTestId('holding-bracket').textContent).toContain(
      'Sent only while the workstation is running.',
    )
    await userEvent.type(screen.getByTestId('bracket-tp'), '105.5')
    await userEvent.type(screen.getByTestId('bracket-sl'), '90')
    await userEvent.click(screen.getByRole('button', { name: 'Set' }))
    const [input] = bridge.callsOf('stops.createBracket') as { takeProfit: StopDraft; stopLoss: StopDraft }[]
    expect(input?.takeProfit).toMatchObject({
      symbol: 'FPT',
      profileId: 'demo',
      trigger: { direction: 'at-or-above', price: 105_500 },
      order: { side: 'SELL', quantity: 1_500, kind: 'limit', price: 105_500 },
    })
    expect(input?.stopLoss).toMatchObject({
      trigger: { direction: 'at-or-below', price: 90_000 },
      order: { side: 'SELL', quantity: 1_500, kind: 'market', price: null },
    })
    expect(input?.takeProfit.intentId).not.toBe(input?.stopLoss.intentId)
  })

  it('refuses a take-profit below the stop-loss or more than the sellable shares, sending nothing', async () => {
    renderForm()
    await userEvent.type(screen.getByTestId('bracket-tp'), '90')
    await userEvent.type(screen.getByTestId('bracket-sl'), '95')
    const set = screen.getByRole<HTMLButtonElement>('button', { name: 'Set' })
    expect(set.disabled).toBe(true)
    await userEvent.clear(screen.getByTestId('bracket-tp'))
    await userEvent.type(screen.getByTestId('bracket-tp'), '100')
    await userEvent.clear(screen.getByTestId('bracket-quantity'))
    await userEvent.type(screen.getByTestId('bracket-quantity'), '2000')
    expect(set.disabled).toBe(true)
    expect(bridge.callsOf('stops.createBracket')).toEqual([])
  })

  it('under the threshold sets at once, with no step and no confirmation', async () => {
    bridge.answer('stops.createBracket', () => Promise.resolve({ ok: true, value: [] }))
    renderForm()
    const user = await fill('105.5', '90', '900')
    await user.keyboard('{Enter}')
    expect(screen.queryByTestId('bracket-large')).toBeNull()
    const [input] = bridge.callsOf('stops.createBracket') as BracketInput[]
    expect(input?.takeProfit.confirmed).toBeUndefined()
    expect(input?.stopLoss.confirmed).toBeUndefined()
  })

  it('above the threshold asks first: Esc goes back sending nothing, Enter sets both stops confirmed', async () => {
    bridge.answer('stops.createBracket', () => Promise.resolve({ ok: true, value: [] }))
    renderForm()
    const user = await fill('150', '90', '1500')
    await user.keyboard('{Enter}')
    // 1,500 × 150,000 is above the threshold: nothing sent yet, the step says what it confirms.
    expect(screen.getByTestId('bracket-large').textContent).toContain(
      'Large order: selling 1,500 FPT (take-profit 150.00, stop-loss 90.00 at market)',
    )
    expect(bridge.callsOf('stops.createBracket')).toEqual([])
    await user.keyboard('{Escape}')
    expect(screen.queryByTestId('bracket-large')).toBeNull()
    expect(bridge.callsOf('stops.createBracket')).toEqual([])

    await user.keyboard('{Enter}')
    expect(screen.getByTestId('bracket-large')).toBeTruthy()
    await user.keyboard('{Enter}')
    const calls = bridge.callsOf('stops.createBracket') as BracketInput[]
    expect(calls).toHaveLength(1)
    expect(calls[0]?.takeProfit).toMatchObject({
      confirmed: true,
      order: { quantity: 1_500, price: 150_000 },
    })
    expect(calls[0]?.stopLoss).toMatchObject({ confirmed: true, order: { quantity: 1_500, kind: 'market' } })
    expect(await screen.findByTestId('bracket-done')).toBeTruthy()
  })

  it('the core’s refusal for want of the confirmation brings the step, and Enter sets it confirmed', async () => {
    bridge.answer('stops.createBracket', (input) =>
      Promise.resolve(
        input.stopLoss.confirmed === true
          ? { ok: true, value: [] }
          : {
              ok: false,
              error: { kind: 'forbidden', code: 'guard-confirm-required', message: 'confirm it first' },
            },
      ),
    )
    renderForm()
    // Under the threshold at the take-profit: only the core, reading the ceiling, knows the market sale's bound.
    const user = await fill('105.5', '90', '900')
    await user.keyboard('{Enter}')
    expect(await screen.findByTestId('bracket-large')).toBeTruthy()
    // The refusal is the step, not an error line under it.
    expect(screen.queryByTestId('bracket-error')).toBeNull()
    await user.keyboard('{Enter}')
    const calls = bridge.callsOf('stops.createBracket') as BracketInput[]
    expect(calls).toHaveLength(2)
    expect(calls[1]?.takeProfit.confirmed).toBe(true)
    expect(calls[1]?.stopLoss.confirmed).toBe(true)
    expect(await screen.findByTestId('bracket-done')).toBeTruthy()
  })
})
