// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import i18next from 'i18next'
import type { StopDraft } from '../../../../src-shared/bridge/contract'
import { useShownProfile } from '../../../lib/profile/shown-profile'
import { installFakeWorkstation } from '../../../testing/fake-workstation'
import { HoldingBracket } from './holding-bracket'

const bridge = installFakeWorkstation()

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <HoldingBracket symbol="FPT" sellable={1_500} onClose={() => undefined} />
    </QueryClientProvider>,
  )
}

beforeAll(async () => {
  await i18next.changeLanguage('en')
})
beforeEach(() => {
  bridge.reset()
  useShownProfile.setState({ shown: { id: 'demo', name: 'Demo', kind: 'demo' }, leaving: false })
})
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
})
