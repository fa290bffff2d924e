// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, render, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AppInfo } from '../../src-shared/bridge/contract'
import { profileReload, useShownProfile } from '../lib/profile/shown-profile'
import { installFakeWorkstation } from '../testing/fake-workstation'
import { ProfileFollower } from './profile-follower'

const bridge = installFakeWorkstation()

const info = (profile: AppInfo['profile']): AppInfo => ({
  version: 'test',
  shell: 'web',
  profile,
  simulatorUrl: null,
  notices: [],
})
const demo = { id: 'demo', name: 'Demo', kind: 'demo' as const }
const live = { id: 'live-1', name: 'Broker', kind: 'live' as const }

let reloads = 0
beforeEach(() => {
  bridge.reset()
  reloads = 0
  vi.spyOn(profileReload, 'reload').mockImplementation(() => {
    reloads += 1
  })
  useShownProfile.setState({ shown: null, leaving: false })
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

function mount() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <ProfileFollower />
    </QueryClientProvider>,
  )
}

describe('the profile follower (happy-dom)', () => {
  it('learns the profile, then leaves it at once when the core switches', async () => {
    let current: AppInfo['profile'] = demo
    bridge.answer('app.info', async () => ({ ok: true, value: info(current) }))
    mount()
    await waitFor(() => expect(useShownProfile.getState().shown).toEqual(demo))
    expect(bridge.openCount('app.events')).toBe(1)
    // The same profile again (the window that asked for it): nothing to follow.
    act(() => bridge.emit('app.events', { type: 'profile-changed', profileId: 'demo' }))
    expect(reloads).toBe(0)
    current = live
    act(() => bridge.emit('app.events', { type: 'profile-changed', profileId: 'live-1' }))
    expect(useShownProfile.getState().leaving).toBe(true)
    expect(reloads).toBe(1)
    // A second event while leaving reloads nothing more.
    act(() => bridge.emit('app.events', { type: 'profile-changed', profileId: 'live-1' }))
    expect(reloads).toBe(1)
  })

  it('leaves when app.info, read again at a (re)subscription, names another profile', async () => {
    // This window was loaded on the demo; the switch happened while its stream was not open.
    useShownProfile.setState({ shown: demo, leaving: false })
    bridge.answer('app.info', async () => ({ ok: true, value: info(live) }))
    mount()
    await waitFor(() => expect(reloads).toBe(1))
    expect(useShownProfile.getState()).toMatchObject({ shown: demo, leaving: true })
  })
})
