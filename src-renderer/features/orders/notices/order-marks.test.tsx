// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { FollowedOutcome, OrderEvent, OrderRow } from '../../../../src-shared/bridge/contract'
import { onTicketRequest, type TicketRequest } from '../../../lib/orders/ticket-requests'
import { installFakeWorkstation } from '../../../testing/fake-workstation'
import { OrdersDock } from '../components/orders-layer'
import { defaultFilter } from '../lib/order-rules'
import { workingOrder } from '../lib/test-orders'
import { useOrdersUi } from '../orders-store'
import { useFollowedOutcomes } from './followed-outcomes-store'
import { useOrderNotices } from './order-notices-store'
import { QueryWrapper } from '../../../testing/query-wrapper'
import { realWait } from '../../../../src-shared/testing/real-wait'

const bridge = installFakeWorkstation()

const svcOrder = (over: Partial<OrderRow>): OrderRow =>
  workingOrder({
    book: 'svc',
    subAccount: 'svc',
    accountNo: '105C888888.4',
    rawStatus: 'SENT',
    amendable: true,
    priceType: 'LO',
    ...over,
  })
const first = svcOrder({ orderId: '501', symbol: 'FPT', price: 95_300, time: '10:00:03' })
const second = svcOrder({ orderId: '502', symbol: 'HPG', price: 27_150, time: '10:00:02', amendable: false })

function open(): HTMLElement {
  useOrdersUi.setState({
    books: { stock: null, derivative: null, svc: null },
    selected: new Set(),
    dialog: null,
    filter: defaultFilter,
    hint: null,
  })
  useOrderNotices.setState({ toasts: [], unread: {}, lastSeen: null })
  useFollowedOutcomes.setState({ unknown: {}, settled: [] })
  useOrdersUi.getState().show(null)
  render(<OrdersDock />, { wrapper: QueryWrapper })
  act(() => {
    for (const book of ['stock', 'derivative'] as const) {
      bridge.emit('orders.book', { book, orders: [], lastOkAt: 1, error: null })
    }
    bridge.emit('orders.book', { book: 'svc', orders: [first, second], lastOkAt: 1, error: null })
  })
  return screen.getByRole('grid', { name: 'Sổ lệnh' })
}

const line = (grid: HTMLElement, id: string) => grid.querySelector<HTMLElement>(`tr[data-order-id="${id}"]`)!

beforeEach(() => bridge.reset())
afterEach(cleanup)

describe('order notifications in the blotter (happy-dom, Vietnamese UI)', () => {
  it('a fill shows a toast and marks its row until the cursor reaches it', async () => {
    const user = userEvent.setup()
    const grid = open()
    grid.focus()
    const filled = { ...second, state: 'matched' as const, matched: 1_000, remaining: 0, cancellable: false }
    const event: OrderEvent = { kind: 'filled', order: filled, newlyMatched: 1_000, at: 5 }
    act(() => {
      bridge.emit('orders.book', { book: 'svc', orders: [first, filled], lastOkAt: 2, error: null })
      bridge.emit('orders.events', event)
    })
    const toast = screen.getByTestId('order-toast')
    expect(toast.dataset.kind).toBe('filled')
    expect(toast.textContent).toContain('Khớp hết')
    expect(toast.textContent).toContain('Mua HPG 1,000/1,000 @ 27.15 · 502')
    // The row is marked (and not the other one); the first row has the cursor.
    expect(line(grid, '502').dataset.unread).toBe('filled')
    expect(within(line(grid, '502')).getByTestId('unread-mark').textContent).toContain('mới')
    expect(line(grid, '501').dataset.unread).toBeUndefined()
    // Looking at it takes the mark away; a fill of today stays in the default view (issue 20).
    await user.keyboard('{ArrowDown}')
    expect(line(grid, '502').dataset.unread).toBeUndefined()
    await user.keyboard('{ArrowUp}')
    expect(line(grid, '502').dataset.state).toBe('matched')
    // The toast goes when dismissed.
    await user.click(within(screen.getByTestId('order-toast')).getByRole('button'))
    expect(screen.queryByTestId('order-toast')).toBeNull()
  })

  it('the modify key opens the ticket on an amendable group E order, and says why not otherwise', async () => {
    const user = userEvent.setup()
    const grid = open()
    grid.focus()
    // No ticket host in this window: said in words.
    await user.keyboard('{Shift>}M{/Shift}')
    expect(screen.getByTestId('blotter-notice').textContent).toContain('Không mở được phiếu lệnh')
    const asked: TicketRequest[] = []
    const off = onTicketRequest((r) => asked.push(r))
    try {
      await user.keyboard('{Shift>}M{/Shift}')
      expect(asked).toEqual([
        {
          kind: 'modify',
          order: { orderId: '501', symbol: 'FPT', side: 'BUY', price: 95_300, quantity: 1_000, matched: 0 },
        },
      ])
      expect(screen.queryByTestId('blotter-notice')).toBeNull()
      await user.keyboard('{ArrowDown}{Shift>}M{/Shift}')
      expect(asked).toHaveLength(1)
      expect(screen.getByTestId('blotter-notice').textContent).toContain('không cho sửa')
    } finally {
      off()
    }
  })

  it('cancels group E orders through orders.cancelSvc from the same dialog', async () => {
    const user = userEvent.setup()
    const grid = open()
    grid.focus()
    bridge.answer('orders.cancelSvc', async () => ({
      ok: true,
      value: {
        results: [
          { book: 'svc', orderId: '501', outcome: 'cancelled', code: 'CANCELLED', message: 'Cancelled.' },
        ],
        at: 1,
      },
    }))
    await user.keyboard('{Delete}')
    const dialog = screen.getByRole('dialog', { name: 'Hủy 1 lệnh' })
    await user.keyboard('{Enter}')
    await vi.waitFor(() => expect(dialog.dataset.phase).toBe('done'), realWait)
    expect(bridge.callsOf('orders.cancelSvc')).toEqual([{ orderIds: ['501'] }])
    expect(bridge.callsOf('orders.cancelStock')).toHaveLength(0)
  })

  it('marks outcomes the core follows after a lost answer, then says what the book proved', () => {
    const grid = open()
    const unknownPlace: FollowedOutcome = {
      operation: 'place',
      ref: 'ticket-0001',
      orderId: null,
      symbol: 'VNM',
      side: 'BUY',
      quantity: 300,
      phase: 'unknown',
      outcome: {
        outcome: 'unknown',
        orderId: null,
        status: null,
        code: 'timeout',
        message: 'No answer.',
        retryAt: null,
        fromBook: false,
      },
      since: 1,
      followUntil: 60_001,
      at: 1,
    }
    const unknownCancel: FollowedOutcome = {
      ...unknownPlace,
      operation: 'cancel',
      ref: '502',
      orderId: '502',
      symbol: null,
      side: null,
      quantity: null,
      outcome: { ...unknownPlace.outcome, orderId: '502' },
    }
    act(() => {
      bridge.emit('orders.outcomes', unknownPlace)
      bridge.emit('orders.outcomes', unknownCancel)
    })
    // The place has no row yet: it is listed above the rows; the cancel's row is marked.
    expect(screen.getByTestId('blotter-unknown-place').textContent).toContain('Chưa rõ kết quả')
    expect(screen.getByTestId('blotter-unknown-place').textContent).toContain('Mua 300 VNM')
    expect(line(grid, '502').dataset.outcomeUnknown).toBe('true')
    expect(line(grid, '501').dataset.outcomeUnknown).toBeUndefined()

    // The book shows the order: the mark goes and a notification says so, in Vietnamese.
    act(() =>
      bridge.emit('orders.outcomes', {
        ...unknownPlace,
        phase: 'settled',
        outcome: {
          ...unknownPlace.outcome,
          outcome: 'placed',
          orderId: '777',
          status: 'SENT',
          fromBook: true,
        },
        at: 7_000,
      }),
    )
    expect(screen.queryByTestId('blotter-unknown-place')).toBeNull()
    const toast = screen.getByTestId('order-toast')
    expect(toast.dataset.outcome).toBe('placed')
    expect(toast.textContent).toContain('Lệnh đã được đặt · Mua 300 VNM · 777')
    expect(line(grid, '502').dataset.outcomeUnknown).toBe('true')
  })
})
