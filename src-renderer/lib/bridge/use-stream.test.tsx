// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, renderHook } from '@testing-library/react'
import type { LinkEvent } from '../../../src-shared/bridge/contract'
import { FakeWorkstation } from '../../testing/fake-workstation'
import { useStream } from './use-stream'

const api = new FakeWorkstation()
const link = (symbol: string): LinkEvent => ({ group: 'red', symbol, fromWindowId: null, at: 1 })

beforeEach(() => api.reset())
afterEach(cleanup)

describe('useStream', () => {
  it('follows the params: the old subscription stops and the new one starts from "waiting"', () => {
    const { result, rerender } = renderHook(
      ({ group }: { group: 'red' | 'blue' }) => useStream('workspace.link', { group }, { api }),
      { initialProps: { group: 'red' } },
    )
    expect(result.current.status).toBe('waiting')
    act(() => api.emit('workspace.link', link('FPT')))
    expect(result.current).toMatchObject({ status: 'open', latest: { symbol: 'FPT' } })

    // An equal params object built again is not a new subscription.
    rerender({ group: 'red' })
    expect(api.subscriptions).toHaveLength(1)

    rerender({ group: 'blue' })
    expect(api.subscriptions.map((s) => s.params)).toEqual([{ group: 'red' }, { group: 'blue' }])
    expect(api.openCount('workspace.link')).toBe(1)
    expect(result.current).toMatchObject({ status: 'waiting', latest: null })
  })

  it('reports an end with its error, and resubscribes on request', () => {
    const { result } = renderHook(() => useStream('workspace.link', { group: 'red' }, { api }))
    const error = { kind: 'server', code: 'stream-ended', message: 'gone' } as const
    act(() => api.end('workspace.link', error))
    expect(result.current).toMatchObject({ status: 'ended', error })
    act(() => result.current.resubscribe())
    expect(result.current).toMatchObject({ status: 'waiting', error: null })
    expect(api.openCount('workspace.link')).toBe(1)
  })

  it('does not subscribe while disabled, and unsubscribes on unmount', () => {
    const { result, rerender, unmount } = renderHook(
      ({ enabled }: { enabled: boolean }) => useStream('workspace.link', { group: 'red' }, { api, enabled }),
      { initialProps: { enabled: false } },
    )
    expect(result.current.status).toBe('off')
    expect(api.subscriptions).toHaveLength(0)
    rerender({ enabled: true })
    expect(api.openCount('workspace.link')).toBe(1)
    unmount()
    expect(api.openCount('workspace.link')).toBe(0)
  })

  it('hands each event to onEvent, in order, without keeping it as state', () => {
    const seen = vi.fn<(symbol: string) => void>()
    const { result } = renderHook(() =>
      useStream('workspace.link', { group: 'red' }, { api, onEvent: (e) => seen(e.symbol) }),
    )
    act(() => {
      api.emit('workspace.link', link('FPT'))
      api.emit('workspace.link', link('HPG'))
    })
    expect(seen.mock.calls).toEqual([['FPT'], ['HPG']])
    expect(result.current).toMatchObject({ status: 'open', latest: null })
  })
})
