// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import i18next from 'i18next'
import type { SecondFactorStatus } from '../../../../src-shared/bridge/contract'
import { askSecondFactor } from '../../../lib/auth/second-factor-prompt'
import { installFakeWorkstation } from '../../../testing/fake-workstation'
import { useSecondFactorUi } from '../second-factor-store'
import { SecondFactorChip } from './second-factor-chip'
import { SecondFactorHost } from './second-factor-host'
import { realWait } from '../../../../src-shared/testing/real-wait'

const bridge = installFakeWorkstation()

const none: SecondFactorStatus = {
  state: 'none',
  maskedDestination: null,
  ticketExpiresAt: null,
  attemptsLeft: null,
  sessionExpiresAt: null,
  message: null,
}
const emit = (status: Partial<SecondFactorStatus>) =>
  act(() => bridge.emit('auth.secondFactor.changes', { ...none, ...status }))

beforeAll(async () => {
  await i18next.changeLanguage('en')
})
beforeEach(() => {
  bridge.reset()
  useSecondFactorUi.getState().hide()
})
afterEach(cleanup)

describe('second-factor dialog (happy-dom)', () => {
  it('opens on the ticket’s ask with its reason, and spends no code until the user asks', async () => {
    render(<SecondFactorHost />)
    expect(screen.queryByTestId('second-factor-dialog')).toBeNull()
    let heard = false
    act(() => {
      heard = askSecondFactor({ reason: 'Buy 100 FPT needs today’s session.' })
    })
    expect(heard).toBe(true)
    expect(screen.getByTestId('second-factor-reason').textContent).toContain('Buy 100 FPT')
    emit({})
    expect(bridge.callsOf('auth.secondFactor.request')).toHaveLength(0)
    await userEvent.click(screen.getByTestId('second-factor-send'))
    expect(bridge.callsOf('auth.secondFactor.request')).toHaveLength(1)
  })

  it('masked e-mail, tries left, the code’s countdown; Enter sends the 6 digits once', async () => {
    // The clock stands still (timers still run): the countdown reads 5:00 however slow the machine.
    vi.useFakeTimers({ toFake: ['Date'] })
    onTestFinished(() => {
      vi.useRealTimers()
    })
    render(<SecondFactorHost />)
    act(() => useSecondFactorUi.getState().show(null))
    emit({
      state: 'code-sent',
      maskedDestination: 'd***@example.vn',
      attemptsLeft: 2,
      ticketExpiresAt: Date.now() + 299_500,
      message: 'Wrong or expired code.',
      problem: { kind: 'validation', code: 'OTP_INVALID' },
    })
    expect(screen.getByTestId('second-factor-sent').textContent).toContain('d***@example.vn')
    expect(screen.getByTestId('second-factor-attempts').textContent).toBe(
      '2 tries left before the code locks. ',
    )
    await vi.waitUntil(
      () => screen.getByTestId('second-factor-countdown').textContent.includes('5:00'),
      realWait,
    )
    // A failure from before this opening is history: not shown until a step taken here fails.
    expect(screen.queryByTestId('second-factor-error')).toBeNull()
    const input = screen.getByTestId('second-factor-code')
    await userEvent.type(input, '12a345')
    expect(screen.getByTestId<HTMLButtonElement>('second-factor-confirm').disabled).toBe(true)
    await userEvent.type(input, '6{Enter}')
    expect(bridge.callsOf('auth.secondFactor.verify')).toEqual([{ code: '123456' }])
    emit({
      state: 'code-sent',
      maskedDestination: 'd***@example.vn',
      attemptsLeft: 1,
      ticketExpiresAt: Date.now() + 290_000,
      message: 'core words',
      problem: { kind: 'validation', code: 'OTP_INVALID' },
    })
    // The dictionary's words for the typed code; the core's own only as the tooltip.
    const error = await screen.findByTestId('second-factor-error')
    expect(error.textContent).toBe('Wrong or expired code.')
    expect(error.getAttribute('title')).toBe('core words')
  })

  it('three wrong codes: locked, in words, and no code field', () => {
    render(<SecondFactorHost />)
    act(() => useSecondFactorUi.getState().show(null))
    emit({ state: 'locked', maskedDestination: 'd***@example.vn', attemptsLeft: 0 })
    expect(screen.getByTestId('second-factor-dialog').dataset.state).toBe('locked')
    expect(screen.getByTestId('second-factor-error').textContent).toContain('Three wrong codes')
    expect(screen.queryByTestId('second-factor-code')).toBeNull()
    expect(screen.getByTestId('second-factor-send').textContent).toBe('Send a new code')
  })

  it('closes itself when the session becomes active', () => {
    render(<SecondFactorHost />)
    act(() => useSecondFactorUi.getState().show(null))
    emit({ state: 'code-sent', attemptsLeft: 3, ticketExpiresAt: Date.now() + 60_000 })
    expect(screen.getByTestId('second-factor-dialog')).toBeTruthy()
    emit({ state: 'active', sessionExpiresAt: Date.now() + 3_600_000 })
    expect(screen.queryByTestId('second-factor-dialog')).toBeNull()
  })

  it('gives the keyboard back to where it was (the ticket’s field) when it closes', () => {
    render(
      <>
        <input data-testid="ticket-price" />
        <SecondFactorHost />
      </>,
    )
    const field = screen.getByTestId<HTMLInputElement>('ticket-price')
    field.focus()
    act(() => {
      askSecondFactor({ reason: 'needs today’s session' })
    })
    emit({ state: 'code-sent', attemptsLeft: 3, ticketExpiresAt: Date.now() + 60_000 })
    expect(document.activeElement).not.toBe(field)
    emit({ state: 'active', sessionExpiresAt: Date.now() + 3_600_000 })
    expect(screen.queryByTestId('second-factor-dialog')).toBeNull()
    expect(document.activeElement).toBe(field)
  })
})

describe('second-factor chip (happy-dom)', () => {
  it('"until" while active, "needed" once the core says it ended; a click opens the dialog', async () => {
    render(
      <>
        <SecondFactorChip />
        <SecondFactorHost />
      </>,
    )
    const chip = screen.getByTestId('second-factor-chip')
    expect(chip.textContent).toBe('2FA …')
    // 16:59:59Z is 23:59:59 in Vietnam, whatever this machine's zone.
    const end = Date.parse('2099-01-01T16:59:59Z')
    // The end as the broker states it, though on this machine's clock it falls a moment earlier.
    emit({ state: 'active', sessionExpiresAt: end - 700, sessionEndsOnBrokerClock: end })
    expect(chip.textContent).toBe('2FA until 23:59:59')
    emit({ state: 'expired', message: 'ended' })
    expect(chip.textContent).toBe('2FA needed')
    await userEvent.click(chip)
    expect(screen.getByTestId('second-factor-dialog')).toBeTruthy()
  })
})
