// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import i18next from 'i18next'
import type { StopsOverview } from '../../../../src-shared/bridge/contract'
import { installFakeWorkstation } from '../../../testing/fake-workstation'
import { QueryWrapper } from '../../../testing/query-wrapper'
import { armedStop } from '../../../../src-shared/testing/armed-stop'
import { StopsWindow } from './stops-window'
import { StopsArmedChip } from './stops-armed-chip'
import { useShownProfile } from '../../../lib/profile/shown-profile'
import { StopPrompts } from './stop-prompts'

const bridge = installFakeWorkstation()

const base = armedStop

const overview: StopsOverview = {
  stops: [
    base,
    {
      ...base,
      id: 'stop-2',
      symbol: 'HPG',
      trigger: { direction: 'at-or-above', price: 30_000 },
      state: 'needs-confirmation',
      askReason: 'after-gap',
      triggerPrice: 30_500,
    },
  ],
  live: [{ id: 'stop-1', data: 'stale', lastPrice: 93_000, lastDataAt: 1 }],
  armed: 1,
}

function renderWith(node: React.ReactNode) {
  return render(node, { wrapper: QueryWrapper })
}

beforeAll(async () => {
  await i18next.changeLanguage('vi')
})
beforeEach(() => {
  bridge.reset()
  useShownProfile.setState({ shown: { id: 'demo', name: 'Demo', kind: 'demo' }, leaving: false })
})
afterEach(cleanup)

describe('stop orders window (happy-dom)', () => {
  it('says they are sent only while the app runs, shows a stale feed and why one asks, and sends it on the person’s word', async () => {
    bridge.answer('stops.confirm', () => Promise.resolve({ ok: true, value: overview.stops[1]! }))
    renderWith(<StopsWindow />)
    act(() => bridge.emit('stops.events', { type: 'overview', overview }))
    expect(screen.getByTestId('stops-held-here').textContent).toContain('Chỉ gửi khi ứng dụng đang chạy')
    const rows = screen.getAllByTestId('stop-row')
    // Newest first.
    const [hpg, fpt] = rows as [HTMLElement, HTMLElement]
    expect(within(fpt).getByTestId('stop-data').textContent).toContain('dữ liệu cũ: không thể kích hoạt')
    expect(within(fpt).getByText('Giá khớp ≤ 92.50')).toBeTruthy()
    expect(within(hpg).getByText(/sau một quãng gián đoạn/)).toBeTruthy()
    expect(within(hpg).getByTestId('stop-price-now').textContent).toBe('30.50')
    // Figures right-aligned, the state in its colour (list-table.css, stops.css).
    expect(within(hpg).getByTestId('stop-price-now').className).toBe('num')
    expect(hpg.querySelector('td.stop-state')?.textContent).toContain('Cần bạn xác nhận')
    expect(within(hpg).getByTestId('stop-confirm').getAttribute('title')).toBe('Gửi ngay ở giá 30.50?')
    expect(within(fpt).queryByTestId('stop-confirm')).toBeNull()
    await userEvent.click(within(hpg).getByTestId('stop-confirm'))
    expect(bridge.callsOf('stops.confirm')).toEqual([{ id: 'stop-2' }])
  })

  it('the header counts the armed stops and names the rule in its title', () => {
    renderWith(<StopsArmedChip />)
    expect(screen.queryByTestId('stops-armed')).toBeNull()
    act(() => bridge.emit('stops.events', { type: 'overview', overview }))
    const chip = screen.getByTestId('stops-armed')
    expect(chip.textContent).toBe('Lệnh dừng: 1')
    expect(chip.getAttribute('title')).toContain('Chỉ gửi khi ứng dụng đang chạy')
  })

  it('edits an armed stop from the keyboard: Enter saves the new level and order, a refusal reads as the ticket’s check', async () => {
    const user = userEvent.setup()
    let answer: 'refuse' | 'accept' = 'refuse'
    bridge.answer('stops.modify', () =>
      Promise.resolve(
        answer === 'refuse'
          ? {
              ok: false,
              error: {
                kind: 'validation',
                code: 'stop-order-check',
                message: 'refused',
                problem: { key: 'notBoardLot', values: { lot: 100 } },
              },
            }
          : { ok: true, value: { ...base, trigger: { ...base.trigger, price: 91_000 } } },
      ),
    )
    renderWith(<StopsWindow />)
    act(() => bridge.emit('stops.events', { type: 'overview', overview }))
    const [hpg, fpt] = screen.getAllByTestId('stop-row') as [HTMLElement, HTMLElement]
    // Only an armed stop offers Edit; one that asks does not.
    expect(within(hpg).queryByTestId('stop-edit-open')).toBeNull()
    within(fpt).getByTestId('stop-edit-open').focus()
    await user.keyboard('{Enter}')
    const level = screen.getByTestId('stop-edit-level')
    expect(document.activeElement).toBe(level)
    expect((level as HTMLInputElement).value).toBe('92.50')
    await user.clear(level)
    await user.type(level, '91')
    await user.clear(screen.getByTestId('stop-edit-quantity'))
    await user.type(screen.getByTestId('stop-edit-quantity'), '1050{Enter}')
    expect(bridge.callsOf('stops.modify')).toEqual([
      { id: 'stop-1', profileId: 'demo', level: 91_000, quantity: 1_050, price: 92_000 },
    ])
    expect((await screen.findByTestId('stop-edit-error')).textContent).toBe(
      'Từ 100 cổ phiếu trở lên khối lượng phải là bội số của 100.',
    )

    answer = 'accept'
    await user.clear(screen.getByTestId('stop-edit-quantity'))
    await user.type(screen.getByTestId('stop-edit-quantity'), '1000{Enter}')
    expect(bridge.callsOf('stops.modify').at(-1)).toMatchObject({ level: 91_000, quantity: 1_000 })
    await vi.waitFor(() => expect(screen.queryByTestId('stop-edit')).toBeNull())
  })

  it('Esc closes the edit form without a call', async () => {
    const user = userEvent.setup()
    renderWith(<StopsWindow />)
    act(() => bridge.emit('stops.events', { type: 'overview', overview }))
    await user.click(screen.getAllByTestId('stop-edit-open')[0]!)
    expect(screen.getByTestId('stop-edit')).toBeTruthy()
    await user.keyboard('{Escape}')
    expect(screen.queryByTestId('stop-edit')).toBeNull()
    expect(bridge.callsOf('stops.modify')).toEqual([])
  })

  it('works from the keyboard: ↑/↓/Home/End move the cursor, E edits an armed stop, Del cancels once, keys shown', async () => {
    const user = userEvent.setup()
    let release: () => void = () => undefined
    bridge.answer(
      'stops.cancel',
      (ref) =>
        new Promise((resolve) => {
          release = () => resolve({ ok: true, value: { ...base, id: ref.id, state: 'cancelled' } })
        }),
    )
    renderWith(<StopsWindow />)
    act(() => bridge.emit('stops.events', { type: 'overview', overview }))
    expect(screen.getByTestId('stops-keys').textContent).toContain('E sửa lệnh đang chờ · Del huỷ')
    const [hpg, fpt] = screen.getAllByTestId('stop-row') as [HTMLElement, HTMLElement]
    expect(within(fpt).getByTestId('stop-edit-open').textContent).toBe('SửaE')
    expect(within(fpt).getByTestId('stop-cancel').textContent).toBe('HuỷDel')
    const grid = screen.getByTestId('stops-grid')
    grid.focus()
    await user.keyboard('{ArrowDown}')
    expect(hpg.getAttribute('aria-selected')).toBe('true')
    expect(grid.getAttribute('aria-activedescendant')).toBe('stop-stop-2')
    // The stop that asks is not armed: E opens nothing on it.
    await user.keyboard('e')
    expect(screen.queryByTestId('stop-edit')).toBeNull()
    await user.keyboard('{End}')
    expect(fpt.getAttribute('aria-selected')).toBe('true')
    expect(hpg.getAttribute('aria-selected')).toBe('false')
    await user.keyboard('e')
    expect(document.activeElement).toBe(screen.getByTestId('stop-edit-level'))
    // Del in the open form is the form's, never a cancel of the row.
    screen.getByRole('button', { name: 'Đóng' }).focus()
    await user.keyboard('{Delete}')
    expect(bridge.callsOf('stops.cancel')).toEqual([])
    await user.keyboard('{Escape}')
    expect(screen.queryByTestId('stop-edit')).toBeNull()

    grid.focus()
    await user.keyboard('{Home}')
    expect(hpg.getAttribute('aria-selected')).toBe('true')
    await user.keyboard('{ArrowDown}{Delete}{Delete}')
    // A second Del while the first cancel is on its way sends nothing more.
    expect(bridge.callsOf('stops.cancel')).toEqual([{ id: 'stop-1' }])
    act(() => release())
    expect(bridge.callsOf('stops.modify')).toEqual([])
  })

  it('a stop that sent is a toast naming the symbol and its state', () => {
    renderWith(<StopPrompts />)
    act(() => bridge.emit('stops.events', { type: 'triggered', stop: { ...base, state: 'sent' } }))
    expect(screen.getByTestId('stop-toast').textContent).toContain('Lệnh dừng FPT: Đã gửi')
  })
})
