// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, renderHook } from '@testing-library/react'
import { useSettled } from './use-settled'

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('useSettled', () => {
  it('gives a value once it has stayed its time, never one passed on the way', () => {
    const seen: string[] = []
    const { result, rerender } = renderHook(({ value }) => useSettled(value, 200), {
      initialProps: { value: 'FPT' },
    })
    const record = () => seen.push(result.current)
    record()
    // A held arrow key on a linked board: a row every 33 ms.
    for (const value of ['VNM', 'HPG', 'MWG']) {
      rerender({ value })
      act(() => {
        vi.advanceTimersByTime(33)
      })
      record()
    }
    act(() => {
      vi.advanceTimersByTime(166)
    })
    record()
    act(() => {
      vi.advanceTimersByTime(1)
    })
    record()
    expect(seen).toEqual(['FPT', 'FPT', 'FPT', 'FPT', 'FPT', 'MWG'])
  })

  it('stays on a value that comes back before its time is up', () => {
    const { result, rerender } = renderHook(({ value }) => useSettled(value, 200), {
      initialProps: { value: 'FPT' },
    })
    rerender({ value: 'VNM' })
    act(() => {
      vi.advanceTimersByTime(100)
    })
    rerender({ value: 'FPT' })
    act(() => {
      vi.advanceTimersByTime(500)
    })
    expect(result.current).toBe('FPT')
  })
})
