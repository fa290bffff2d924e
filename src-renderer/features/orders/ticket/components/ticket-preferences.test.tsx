// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { GuardStatus, PersonChannel } from '../../../../../src-shared/bridge/contract'
import { bridgeError } from '../../../../../src-shared/bridge/errors'
import { vnTime } from '../../../../../src-shared/market/vietnam-calendar'
import { setLocale } from '../../../../i18n/strings'
import { deferred, installFakeWorkstation } from '../../../../testing/fake-workstation'
import { QueryWrapper } from '../../../../testing/query-wrapper'
import { TicketPreferences } from './ticket-preferences'

/**
 * The ticket's guard settings follow the channel the core names: the PIN fields only where the PIN
 * is the channel (web shell), none where the main process's dialog asks (Electron); a lowered limit
 * goes to the core without a PIN, a raised one with the PIN typed, and a locked PIN says when it
 * unlocks. The core is the fake bridge: what is under test is what the page sends and shows.
 */
const bridge = installFakeWorkstation()

const status = (channel: PersonChannel, pinSet: boolean): GuardStatus => ({
  limits: {
    maxOrderValue: 2_000_000_000,
    maxOrderQuantity: 100_000,
    maxOrdersPerMinute: 30,
    maxDailyValue: 20_000_000_000,
  },
  confirmEvery: true,
  confirmAbove: null,
  usedToday: 1_234_500_000,
  sentLastMinute: 0,
  channel,
  pinSet,
  profileId: 'demo',
  at: 1,
})

function open(channel: PersonChannel, pinSet: boolean) {
  render(<TicketPreferences />, { wrapper: QueryWrapper })
  act(() => bridge.emit('orders.guardChanges', status(channel, pinSet)))
  return userEvent.setup()
}

beforeEach(() => {
  bridge.reset()
  setLocale('vi')
})
afterEach(cleanup)

describe('ticket settings: the guards', () => {
  it('groups the limits and what was sent today as the rest of the app does, and takes a grouped limit', async () => {
    bridge.answer('orders.setGuards', async () => ({ ok: true, value: status('native-dialog', false) }))
    const user = open('native-dialog', false)
    const field = screen.getByTestId<HTMLInputElement>('ticket-pref-limit-maxOrderValue')
    expect(field.value).toBe('2,000,000,000')
    expect(screen.getByTestId<HTMLInputElement>('ticket-pref-limit-maxOrderQuantity').value).toBe('100,000')
    expect(screen.getByTestId('ticket-guard-used').textContent).toBe(
      'Đã gửi hôm nay: 1,234,500,000 đ · trong phút qua: 0 lệnh',
    )
    await user.clear(field)
    await user.type(field, '1,500,000,000{Enter}')
    await user.clear(screen.getByTestId('ticket-pref-limit-maxDailyValue'))
    await user.type(screen.getByTestId('ticket-pref-limit-maxDailyValue'), '9.000.000.000{Enter}')
    expect(bridge.callsOf('orders.setGuards')).toEqual([
      { limits: { maxOrderValue: 1_500_000_000 } },
      { limits: { maxDailyValue: 9_000_000_000 } },
    ])
  })

  it('says "saved" only once the core answered, and a refusal replaces it', async () => {
    const answers = [deferred<{ ok: true; value: GuardStatus }>()]
    bridge.answer('orders.setGuards', () => answers[0]!.promise)
    const user = open('native-dialog', false)
    const field = screen.getByTestId('ticket-pref-limit-maxOrdersPerMinute')
    await user.clear(field)
    await user.type(field, '20{Enter}')
    expect(
      screen
        .getByTestId('ticket-pref-limit-maxOrdersPerMinute')
        .closest('details')
        ?.getAttribute('aria-busy'),
    ).toBe('true')
    expect(screen.queryByTestId('ticket-pref-saved')).toBeNull()
    act(() => answers[0]!.resolve({ ok: true, value: status('native-dialog', false) }))
    await waitFor(() => expect(screen.getByTestId('ticket-pref-saved').textContent).toBe('Đã lưu.'))
    bridge.answer('orders.setGuards', async () => ({
      ok: false,
      error: bridgeError('forbidden', 'guard-pin-wrong', 'wrong'),
    }))
    await user.clear(field)
    await user.type(field, '10{Enter}')
    await waitFor(() => expect(screen.getByTestId('ticket-pref-refused')).toBeTruthy())
    expect(screen.queryByTestId('ticket-pref-saved')).toBeNull()
  })

  it('Electron: the dialog asks, so no PIN field shows; a lowered limit goes without a PIN', async () => {
    bridge.answer('orders.setGuards', async () => ({ ok: true, value: status('native-dialog', false) }))
    const user = open('native-dialog', false)
    expect(screen.getByTestId('ticket-guard-note').textContent).toContain('hộp thoại riêng')
    expect(screen.queryByTestId('ticket-pref-pin')).toBeNull()
    expect(screen.queryByTestId('ticket-pin-form')).toBeNull()

    const field = screen.getByTestId('ticket-pref-limit-maxOrderQuantity')
    await user.clear(field)
    await user.type(field, '500{Enter}')
    expect(bridge.callsOf('orders.setGuards')).toEqual([{ limits: { maxOrderQuantity: 500 } }])
  })

  it('web shell without a PIN: the setup-code form, and no field to loosen with', () => {
    open('trading-pin', false)
    expect(screen.getByTestId('ticket-pin-form').getAttribute('data-pin-set')).toBe('false')
    expect(screen.getByTestId('ticket-pin-setup')).toBeTruthy()
    expect(screen.queryByTestId('ticket-pref-pin')).toBeNull()
  })

  it('web shell: a raise carries the PIN typed, and a locked PIN says when it unlocks', async () => {
    const until = vnTime(2026, 3, 2, 10, 20, 0)
    bridge.answer('orders.setGuards', async () => ({
      ok: false,
      error: bridgeError('forbidden', 'guard-pin-locked', 'locked', { retryAt: until }),
    }))
    const user = open('trading-pin', true)
    await user.type(screen.getByTestId('ticket-pref-pin'), '730514')
    const field = screen.getByTestId('ticket-pref-limit-maxOrdersPerMinute')
    await user.clear(field)
    await user.type(field, '60{Enter}')
    expect(bridge.callsOf('orders.setGuards')).toEqual([
      { limits: { maxOrdersPerMinute: 60 }, pin: '730514' },
    ])
    await waitFor(() =>
      expect(screen.getByTestId('ticket-pref-refused').textContent).toBe(
        'Nhập sai mã PIN giao dịch quá nhiều lần: hãy thử lại sau. Mở khóa lúc 10:20:00 (giờ Việt Nam).',
      ),
    )
    // The page keeps no PIN once the core has it.
    expect(screen.getByTestId<HTMLInputElement>('ticket-pref-pin').value).toBe('')
  })

  it('web shell: "Quên mã PIN?" sends the terminal code, not a PIN, and shows a refusal in words', async () => {
    // The first answer waits for the test, so the form is seen busy in between.
    const first = deferred<null>()
    let answers = 0
    bridge.answer('orders.setTradingPin', async () =>
      ++answers === 1
        ? first.promise.then(() => ({
            ok: false as const,
            error: bridgeError('forbidden', 'guard-setup-code-wrong', 'wrong'),
          }))
        : { ok: true, value: status('trading-pin', true) },
    )
    const user = open('trading-pin', true)
    const form = screen.getByTestId('ticket-pin-form')
    expect(screen.getByTestId('ticket-pin-current')).toBeTruthy()
    await user.click(screen.getByTestId('ticket-pin-forgot'))
    expect(form.getAttribute('data-resetting')).toBe('true')
    expect(form.textContent).toContain('Đặt lại mã PIN giao dịch đã quên')
    expect(screen.queryByTestId('ticket-pin-current')).toBeNull()

    const resetWith = async (code: string) => {
      await user.type(screen.getByTestId('ticket-pin-setup'), code)
      await user.type(screen.getByTestId('ticket-pin-next'), '246810')
      await user.type(screen.getByTestId('ticket-pin-repeat'), '246810{Enter}')
    }
    await resetWith('11112222')
    // Busy while the core has not answered: the form takes no second submit.
    expect(form.querySelector('fieldset')?.disabled).toBe(true)
    expect(screen.queryByTestId('ticket-pin-message')).toBeNull()
    act(() => first.resolve(null))
    await waitFor(() =>
      expect(screen.getByTestId('ticket-pin-message').textContent).toBe(
        'Mã thiết lập không đúng: mã PIN không thay đổi.',
      ),
    )
    expect(screen.getByTestId('ticket-pin-message').getAttribute('data-ok')).toBe('false')
    expect(form.querySelector('fieldset')?.disabled).toBe(false)
    // Refused: still resetting, every field cleared.
    expect(form.getAttribute('data-resetting')).toBe('true')
    expect(screen.getByTestId<HTMLInputElement>('ticket-pin-setup').value).toBe('')
    await resetWith('33334444')
    await waitFor(() =>
      expect(screen.getByTestId('ticket-pin-message').textContent).toBe(
        'Đã đặt lại mã PIN giao dịch. Các giới hạn giữ nguyên.',
      ),
    )
    expect(bridge.callsOf('orders.setTradingPin')).toEqual([
      { next: '246810', setupCode: '11112222' },
      { next: '246810', setupCode: '33334444' },
    ])
    expect(screen.getByTestId('ticket-pin-message').getAttribute('data-ok')).toBe('true')
    // Done: back to changing the PIN with the current one.
    expect(form.getAttribute('data-resetting')).toBe('false')
    expect(screen.getByTestId('ticket-pin-current')).toBeTruthy()
  })
})
