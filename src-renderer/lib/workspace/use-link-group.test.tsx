// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { installFakeWorkstation } from '../../testing/fake-workstation'
import { useLinkGroup } from './use-link-group'

const bridge = installFakeWorkstation()

beforeEach(() => {
  bridge.reset()
  sessionStorage.clear()
})
afterEach(() => sessionStorage.clear())

describe('a window’s link colour across a restart (issue 20)', () => {
  it('starts in the colour of its saved layout, with nothing in this session yet', () => {
    const { result } = renderHook(() => useLinkGroup('w-1', 'blue'))
    expect(result.current.group).toBe('blue')
    expect(bridge.subscriptions).toEqual([{ name: 'workspace.link', params: { group: 'blue' } }])
  })

  it('keeps a new colour in the saved layout through the core', () => {
    const { result } = renderHook(() => useLinkGroup('w-1', null))
    act(() => result.current.setGroup('green'))
    act(() => result.current.setGroup(null))
    expect(bridge.callsOf('workspace.saveWindowLink')).toEqual([
      { id: 'w-1', group: 'green' },
      { id: 'w-1', group: null },
    ])
  })

  it('saves nothing for a window without a saved layout', () => {
    const { result } = renderHook(() => useLinkGroup('popup-1'))
    act(() => result.current.setGroup('red'))
    expect(bridge.callsOf('workspace.saveWindowLink')).toEqual([])
    expect(result.current.group).toBe('red')
  })
})
