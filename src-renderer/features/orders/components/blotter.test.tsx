// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { act, cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { OrderRow } from '../../../../src-shared/bridge/contract'
import { installFakeWorkstation } from '../../../testing/fake-workstation'
import { defaultFilter } from '../lib/order-rules'
import { workingOrder } from '../lib/test-orders'
import { useOrdersUi } from '../orders-store'
import { OrdersDock } from './orders-layer'
import { QueryWrapper } from '../../../testing/query-wrapper'

const bridge = installFakeWorkstation()

const base = workingOrder({ accountNo: '0001234567', symbol: 'FPT', price: 95_300 })
const orders: OrderRow[] = [
  { ...base, orderId: '1', symbol: 'FPT', time: '10:00:03' },
  { ...base, orderId: '2', symbol: 'HPG', side: 'S', price: 27_150, time: '10:00:02' },
  {
    ...base,
    orderId: '3',
    symbol: 'VNM',
    state: 'matched',
    matched: 1_000,
    remaining: 0,
    cancellable: false,
  },
]

function openBlotter() {
  useOrdersUi.setState({
    books: { stock: null, derivative: null, svc: null },
    selected: new Set(),
    dialog: null,
    filter: defaultFilter,
  })
  useOrdersUi.getState().show(null)
  render(<OrdersDock />, { wrapper: QueryWrapper })
  act(() => {
    bridge.emit('orders.book', {
      book: 'stock',
      orders,
      lastOkAt: Date.UTC(2026, 0, 12, 3, 0, 0),
      error: null,
    })
    bridge.emit('orders.book', {
      book: 'derivative',
      orders: [],
      lastOkAt: Date.UTC(2026, 0, 12, 3, 0, 0),
      error: null,
    })
  })
  return screen.getByRole('grid', { name: 'Sổ lệnh' })
}

const lines = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('row')
    .filter((r) => r.dataset.orderId !== undefined)

beforeEach(() => bridge.reset())
afterEach(cleanup)

describe('blotter (happy-dom, Vietnamese UI)', () => {
  it('reads the books through one stream and shows the working orders in board units', () => {
    expect(screen.queryByTestId('blotter')).toBeNull()
    const grid = openBlotter()
    expect(bridge.openCount('orders.book')).toBe(1)
    // "Working and filled today" is the default filter: the matched order is shown (a fill is never
    // hidden), after the working ones, and cannot be selected.
    expect(lines(grid).map((r) => r.dataset.orderId)).toEqual(['1', '2', '3'])
    expect(lines(grid)[2]!.dataset.state).toBe('matched')
    const hpg = lines(grid)[1]!
    expect(within(hpg).getByText('Bán')).toBeTruthy()
    expect(within(hpg).getByText('27.15')).toBeTruthy()
    expect(within(hpg).getByText('Chờ khớp')).toBeTruthy()
    expect(screen.getByTestId('blotter-updated').textContent).toBe(' cập nhật 10:00:00')
  })

  it('moves and selects from the keyboard, then opens the cancel dialog for the selection', async () => {
    const user = userEvent.setup()
    const grid = openBlotter()
    grid.focus()
    await user.keyboard('{ArrowDown}[Space]')
    expect(lines(grid).map((r) => r.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false'])
    expect(screen.getByText('Đã chọn 1')).toBeTruthy()
    await user.keyboard('{Delete}')
    const dialog = screen.getByRole('dialog', { name: 'Hủy 1 lệnh' })
    expect(within(dialog).getByText('HPG')).toBeTruthy()
    expect(within(dialog).queryByText('FPT')).toBeNull()
    // Opening the dialog sends nothing: the trader confirms first.
    expect(bridge.callsOf('orders.cancelStock')).toHaveLength(0)
  })

  it('with nothing selected, the cancel key cancels the order under the cursor', async () => {
    const user = userEvent.setup()
    const grid = openBlotter()
    grid.focus()
    await user.keyboard('{Delete}')
    const dialog = screen.getByRole('dialog', { name: 'Hủy 1 lệnh' })
    expect(within(dialog).getByText('FPT')).toBeTruthy()
  })

  it('says the book is old, in Vietnamese, when its stream ends', () => {
    openBlotter()
    act(() => bridge.end('orders.book', { kind: 'network', code: 'unreachable', message: 'fetch failed' }))
    const updated = screen.getByTestId('blotter-updated')
    expect(updated.textContent).toContain(
      'Sổ lệnh chưa cập nhật: Không kết nối được tới công ty chứng khoán.',
    )
    expect(updated.getAttribute('title')).toBe('fetch failed')
    // The rows stay, marked old, rather than vanishing.
    expect(lines(screen.getByRole('grid'))).toHaveLength(3)
  })
})
