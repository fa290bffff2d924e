// @vitest-environment happy-dom
import { StrictMode } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { CancelReport, OrderRow } from '../../../../src-shared/bridge/contract'
import type { Result } from '../../../../src-shared/bridge/errors'
import { deferred, installFakeWorkstation } from '../../../testing/fake-workstation'
import { workingOrder } from '../lib/test-orders'
import { useOrdersUi } from '../orders-store'
import { CancelDialog } from './cancel-dialog'
import { QueryWrapper } from '../../../testing/query-wrapper'

const bridge = installFakeWorkstation()

const order = workingOrder({ accountNo: '0001234567', orderId: '81001', symbol: 'FPT', price: 95_300 })

const cancelled: Result<CancelReport> = {
  ok: true,
  value: {
    at: 1,
    results: [{ book: 'stock', orderId: '81001', outcome: 'cancelled', code: '0', message: 'ok' }],
  },
}

const future: OrderRow = {
  ...order,
  book: 'derivative',
  subAccount: 'derivative',
  orderId: 'D77',
  symbol: 'VN30F2612',
  price: 1_198.4,
  quantity: 2,
  remaining: 2,
}

function openDialog(keys = ['stock:81001']) {
  useOrdersUi.setState({
    books: {
      stock: { book: 'stock', orders: [order], lastOkAt: 1, error: null },
      derivative: { book: 'derivative', orders: [future], lastOkAt: 1, error: null },
      svc: null,
    },
    dialog: keys,
  })
  return render(
    <StrictMode>
      <CancelDialog keys={keys} />
    </StrictMode>,
    { wrapper: QueryWrapper },
  )
}

beforeEach(() => bridge.reset())
afterEach(cleanup)

describe('cancel dialog (happy-dom, Vietnamese UI)', () => {
  it('shows exactly the order it will cancel, in the board units', () => {
    openDialog()
    const dialog = screen.getByRole('dialog', { name: 'Hủy 1 lệnh' })
    const row = within(dialog).getByText('FPT').closest('tr')!
    expect(within(row).getByText('Mua')).toBeTruthy()
    expect(within(row).getByText('95.30')).toBeTruthy()
    expect(within(row).getByText('1,000')).toBeTruthy()
  })

  it('sends the cancel once however often Enter is pressed or the dialog re-renders', async () => {
    const answer = deferred<Result<CancelReport>>()
    bridge.answer('orders.cancelStock', () => answer.promise)
    const user = userEvent.setup()
    const view = openDialog()

    await user.keyboard('{Enter}{Enter}')
    await user.click(screen.getByRole('button', { name: 'Hủy lệnh (Enter)' }))
    view.rerender(
      <StrictMode>
        <CancelDialog keys={['stock:81001']} />
      </StrictMode>,
    )
    await user.keyboard('{Enter}')

    expect(screen.getByTestId('cancel-status').textContent).toBe('Đang gửi lệnh hủy…')
    expect(bridge.callsOf('orders.cancelStock')).toEqual([{ subAccount: 'normal', orderIds: ['81001'] }])

    await act(async () => answer.resolve(cancelled))
    expect(within(screen.getByRole('dialog')).getByText('Đã hủy')).toBeTruthy()
    await user.keyboard('{Enter}')
    expect(bridge.callsOf('orders.cancelStock')).toHaveLength(1)
  })

  it('sends a derivative cancel with its PIN once, and clears the PIN from the field', async () => {
    const answer = deferred<Result<CancelReport>>()
    bridge.answer('orders.cancelDerivative', () => answer.promise)
    const user = userEvent.setup()
    openDialog(['derivative:D77'])
    const pin = screen.getByLabelText(/Mã PIN phái sinh/)
    expect(screen.getByText('1,198.4')).toBeTruthy()
    await user.type(pin, '123456')
    await user.keyboard('{Enter}{Enter}')
    await user.keyboard('{Enter}')
    expect(bridge.callsOf('orders.cancelDerivative')).toEqual([{ orderIds: ['D77'], pin: '123456' }])
    expect((pin as HTMLInputElement).value).toBe('')
    await act(async () =>
      answer.resolve({
        ok: true,
        value: {
          at: 1,
          results: [{ book: 'derivative', orderId: 'D77', outcome: 'cancelled', code: '0', message: 'ok' }],
        },
      }),
    )
    expect(bridge.callsOf('orders.cancelDerivative')).toHaveLength(1)
  })

  it('says so when the token status stream ends while it waits for a token, and retries', async () => {
    let refused = true
    bridge.answer('orders.cancelStock', async () =>
      refused
        ? {
            ok: false,
            error: { kind: 'otp-required', code: 'otp-required', message: 'trading token needed' },
          }
        : cancelled,
    )
    const user = userEvent.setup()
    openDialog()
    await user.keyboard('{Enter}')
    expect(await screen.findByText(/Cần token giao dịch để hủy lệnh/)).toBeTruthy()

    act(() => bridge.end('auth.status', { kind: 'server', code: 'stream-ended', message: 'gone' }))
    const status = screen.getByTestId('cancel-status')
    expect(status.textContent).toContain('Không đọc được trạng thái token giao dịch')
    expect(status.textContent).toContain('Lệnh hủy chưa được gửi')
    expect(bridge.callsOf('orders.cancelStock')).toHaveLength(1)

    await user.click(within(status).getByRole('button', { name: 'Thử lại' }))
    expect(bridge.openCount('auth.status')).toBe(1)
    expect(screen.getByTestId('cancel-status').textContent).toContain('Cần token giao dịch')

    refused = false
    act(() =>
      bridge.emit('auth.status', {
        token: { state: 'trading', until: Date.now() + 60_000 },
        lastError: null,
      }),
    )
    expect(await within(screen.getByRole('dialog')).findByText('Đã hủy')).toBeTruthy()
    // Refused once, sent once when the token came: two calls, never a third.
    expect(bridge.callsOf('orders.cancelStock')).toHaveLength(2)
  })

  it('words a refusal from the core in the user’s language, not the core’s English', async () => {
    bridge.answer('orders.cancelStock', async () => ({
      ok: false,
      error: { kind: 'server', code: 'http-503', message: 'Service Unavailable' },
    }))
    const user = userEvent.setup()
    openDialog()
    await user.keyboard('{Enter}')
    const error = await screen.findByText(/Hủy lệnh thất bại/)
    expect(error.textContent).toBe('Hủy lệnh thất bại: Máy chủ của công ty chứng khoán bị lỗi.')
    expect(error.getAttribute('title')).toBe('Service Unavailable')
  })

  it('counts the rate limit down, then says it is sending rather than "0 s"', async () => {
    bridge.answer('orders.cancelStock', () => new Promise(() => undefined))
    const user = userEvent.setup()
    openDialog()
    await user.keyboard('{Enter}')
    const waiting = (retryAt: number) =>
      act(() => {
        bridge.emit('orders.cancelActivity', {
          active: [{ book: 'stock', orderId: '81001', phase: 'rate-limited', retryAt }],
          reconciled: [],
        })
      })
    waiting(Date.now() + 30_000)
    await waitFor(() => expect(screen.getByTestId('cancel-status').textContent).toMatch(/(29|30) giây/))
    // The moment has passed and the core has not said more yet: no "0 s" standing on screen.
    waiting(Date.now() - 10_000)
    await waitFor(() => expect(screen.getByTestId('cancel-status').textContent).toBe('Đang gửi lệnh hủy…'))
    expect(bridge.callsOf('orders.cancelStock')).toHaveLength(1)
  })
})
