// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { IndexBar as IndexBarData } from '../../../../src-shared/bridge/contract'
import { installFakeWorkstation } from '../../../testing/fake-workstation'
import { IndexBar } from './index-bar'

const bridge = installFakeWorkstation()

const bar: IndexBarData = {
  at: 1,
  cadenceMs: 10_000,
  exchange: { state: 'available', error: null, retryAt: null },
  tiles: [
    {
      code: 'VNINDEX',
      source: 'exchange',
      value: 1854.4,
      change: 12.5,
      changePercent: 0.68,
      volume: 812_345_600,
      tradedValue: 21_650_000_000_000,
      advancing: 210,
      declining: 150,
      unchanged: 60,
      ceiling: 5,
      floor: 2,
      members: 400,
      at: 1,
    },
  ],
}

beforeEach(() => bridge.reset())
afterEach(cleanup)

describe('index bar (happy-dom, Vietnamese UI)', () => {
  it('keeps every index’s tile and says how old a frozen figure is (issue 20)', () => {
    vi.useFakeTimers({ now: Date.parse('2026-03-02T10:00:00+07:00') })
    try {
      const now = Date.now()
      render(<IndexBar />)
      act(() =>
        bridge.emit('workspace.indexBar', { ...bar, at: now, tiles: [{ ...bar.tiles[0]!, at: now }] }),
      )
      act(() => void vi.advanceTimersByTime(1_000))
      const tile = screen.getByTestId('index-VNINDEX')
      expect(tile.dataset.fresh).toBe('live')
      expect(screen.queryByTestId('index-stale-mark')).toBeNull()
      // The other four have no figure yet, but keep their places.
      expect(screen.getByTestId('index-UPCOMINDEX').textContent).toContain('—')
      expect(screen.getByTestId('index-source').dataset.fresh).toBe('stale')

      // No news for 25 s (a 429 storm): the same figure, now stale with its age.
      act(() => void vi.advanceTimersByTime(24_000))
      expect(tile.dataset.fresh).toBe('stale')
      expect(screen.getByTestId('index-stale-mark').textContent).toBe('cũ · dữ liệu 25 giây trước')
      expect(tile.textContent).toContain('1,854.40')
    } finally {
      vi.useRealTimers()
    }
  })

  it('shows a derived tile without a level as a dash, never a figure near 100', () => {
    render(<IndexBar />)
    const derived = {
      ...bar.tiles[0]!,
      source: 'derived' as const,
      value: null,
      change: null,
      changePercent: null,
    }
    act(() => bridge.emit('workspace.indexBar', { ...bar, tiles: [derived] }))
    const tile = screen.getByTestId('index-VNINDEX')
    expect(tile.querySelector('.tile-value')?.textContent).toBe('—')
    expect(tile.dataset.source).toBe('derived')
  })

  it('prints the level by the market convention the board uses', () => {
    render(<IndexBar />)
    act(() => bridge.emit('workspace.indexBar', bar))
    const tile = screen.getByTestId('index-VNINDEX')
    expect(tile.textContent).toContain('1,854.40')
    expect(tile.textContent).toContain('+12.50 (+0.68%)')
    expect(tile.textContent).toContain('812,345,600')
    expect(tile.textContent).toContain('21,650.00')
  })

  it('replaces old levels with the reason when the stream ends, and subscribes again on Retry', async () => {
    const user = userEvent.setup()
    render(<IndexBar />)
    act(() => bridge.emit('workspace.indexBar', bar))
    act(() => bridge.end('workspace.indexBar', { kind: 'internal', code: 'unexpected', message: 'boom' }))
    expect(screen.queryByTestId('index-VNINDEX')).toBeNull()
    const ended = screen.getByTestId('stream-ended')
    expect(ended.textContent).toContain(
      'Dữ liệu chỉ số đã ngừng cập nhật: Ứng dụng gặp lỗi nội bộ; xem nhật ký.',
    )
    expect(bridge.openCount('workspace.indexBar')).toBe(0)

    await user.click(screen.getByRole('button', { name: 'Thử lại' }))
    expect(bridge.openCount('workspace.indexBar')).toBe(1)
    expect(screen.getByText('Đang chờ dữ liệu chỉ số…')).toBeTruthy()
    act(() => bridge.emit('workspace.indexBar', bar))
    expect(screen.getByTestId('index-VNINDEX')).toBeTruthy()
  })

  it('unsubscribes when it goes', () => {
    const view = render(<IndexBar />)
    expect(bridge.openCount('workspace.indexBar')).toBe(1)
    view.unmount()
    expect(bridge.openCount('workspace.indexBar')).toBe(0)
  })
})
