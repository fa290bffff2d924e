// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useToastQueue } from './use-toast-queue'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('a window’s toasts', () => {
  it('drops the oldest after the delay, one at a time, until none is left', () => {
    const { result } = renderHook(() => useToastQueue<string>(1_000))
    act(() => result.current[1](['a', 'b']))
    act(() => {
      vi.advanceTimersByTime(999)
    })
    expect(result.current[0]).toEqual(['a', 'b'])
    act(() => {
      vi.advanceTimersByTime(1)
    })
    expect(result.current[0]).toEqual(['b'])
    act(() => {
      vi.advanceTimersByTime(1_000)
    })
    expect(result.current[0]).toEqual([])
  })
})
