// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import i18next from 'i18next'
import type { ConnectionCheck, ProfileList } from '../../../../src-shared/bridge/contract'
import type { BridgeError, Result } from '../../../../src-shared/bridge/errors'
import { errorWords } from '../../../i18n/error-words'
import { deferred, installFakeWorkstation } from '../../../testing/fake-workstation'
import { ProfilesWindow } from './profiles-window'

const bridge = installFakeWorkstation()

const list: ProfileList = {
  activeId: 'demo',
  profiles: [
    {
      id: 'demo',
      name: 'Demo (simulator)',
      kind: 'demo',
      baseUrl: 'http://127.0.0.1:5000',
      authUrl: 'http://127.0.0.1:5000',
      apiUrl: 'http://127.0.0.1:5000',
      identityUrl: 'http://127.0.0.1:5000',
      tier: 'free',
      credentials: { hasKey: true, keyHint: null },
      hasAccounts: true,
    },
    {
      id: 'live-1',
      name: 'My broker',
      kind: 'live',
      baseUrl: 'https://api.broker.vn',
      authUrl: 'https://auth.broker.vn',
      apiUrl: 'https://open.broker.vn',
      identityUrl: 'https://id.broker.vn',
      tier: 'pro',
      credentials: { hasKey: true, keyHint: 'a1b2' },
      hasAccounts: false,
      accounts: null,
    },
  ],
}

function renderWindow() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <ProfilesWindow />
    </QueryClientProvider>,
  )
}

const row = async (id: string) =>
  (await screen.findAllByTestId('profile-row')).find((r) => r.dataset.profileId === id)!

beforeAll(async () => {
  await i18next.changeLanguage('en')
})
beforeEach(() => {
  bridge.reset()
  bridge.answer('profiles.list', () => Promise.resolve({ ok: true, value: list }))
  bridge.answer('profiles.save', () => Promise.resolve({ ok: true, value: list }))
})
afterEach(cleanup)

describe('profiles window (happy-dom)', () => {
  it('the demo profile offers no edit or remove; a live one says "stored", never its key', async () => {
    renderWindow()
    const demo = await row('demo')
    expect(within(demo).queryByTestId('profile-edit')).toBeNull()
    expect(within(demo).queryByTestId('profile-remove')).toBeNull()
    expect(within(demo).getByTestId('profile-demo-locked')).toBeTruthy()
    const live = await row('live-1')
    expect(within(live).getByTestId('profile-credentials').textContent).toContain('key and secret stored')
    expect(live.textContent).not.toContain('a1b2')
  })

  it('edit: empty secret fields, a warning before saving when the addresses move, and the key asked again', async () => {
    renderWindow()
    await userEvent.click(within(await row('live-1')).getByTestId('profile-edit'))
    const key = screen.getByTestId<HTMLInputElement>('profile-apiKey')
    expect(key.value).toBe('')
    expect(key.type).toBe('password')
    expect(key.placeholder).toBe('stored (type to replace)')
    expect(screen.queryByTestId('profile-url-warning')).toBeNull()
    const base = screen.getByTestId('profile-baseUrl')
    await userEvent.clear(base)
    await userEvent.type(base, 'https://other.broker.vn')
    expect(screen.getByTestId('profile-url-warning').textContent).toContain('will be forgotten')
    await userEvent.click(screen.getByTestId('profile-save'))
    expect(screen.getByTestId('profile-apiKey-issue').textContent).toBe(
      'A new profile needs its API key and secret.',
    )
    expect(bridge.callsOf('profiles.save')).toEqual([])
    await userEvent.type(key, 'k-123')
    await userEvent.type(screen.getByTestId('profile-apiSecret'), 's-456')
    await userEvent.click(screen.getByTestId('profile-save'))
    const [saved] = bridge.callsOf('profiles.save') as {
      profile: { id: string; baseUrl: string; tier: string }
      credentials?: unknown
    }[]
    expect(saved?.profile).toMatchObject({ id: 'live-1', baseUrl: 'https://other.broker.vn', tier: 'pro' })
    expect(saved?.credentials).toEqual({ apiKey: 'k-123', apiSecret: 's-456' })
  })

  it('a new profile with a bad address is refused by field, in words, before anything is sent', async () => {
    renderWindow()
    await userEvent.click(await screen.findByTestId('profile-add'))
    await userEvent.type(screen.getByTestId('profile-name'), 'Broker')
    await userEvent.type(screen.getByTestId('profile-apiKey'), 'k')
    await userEvent.type(screen.getByTestId('profile-apiSecret'), 's')
    await userEvent.clear(screen.getByTestId('profile-baseUrl'))
    await userEvent.type(screen.getByTestId('profile-baseUrl'), 'ftp://x')
    await userEvent.click(screen.getByTestId('profile-save'))
    expect(screen.getByTestId('profile-baseUrl-issue').textContent).toContain('http')
    expect(bridge.callsOf('profiles.save')).toEqual([])
  })

  it('test, switch and remove are writes: one at a time, each sent once, a refusal in words, the list read again', async () => {
    const tested = deferred<Result<{ checks: ConnectionCheck[] }>>()
    bridge.answer('profiles.testConnection', () => tested.promise)
    const refusal: BridgeError = { kind: 'network', code: 'ECONNREFUSED', message: 'connect ECONNREFUSED' }
    let removals = 0
    bridge.answer('profiles.remove', async () => {
      removals += 1
      return removals === 1 ? { ok: false, error: refusal } : { ok: true, value: list }
    })
    const user = userEvent.setup()
    renderWindow()
    const live = await row('live-1')
    const test = within(live).getByTestId<HTMLButtonElement>('profile-test')
    await user.click(test)
    expect(test.textContent).toBe('Testing…')
    // While one action runs the others wait: a second press sends nothing.
    expect(within(live).getByTestId<HTMLButtonElement>('profile-activate').disabled).toBe(true)
    await user.click(test)
    expect(bridge.callsOf('profiles.testConnection')).toEqual([{ id: 'live-1' }])
    await act(async () =>
      tested.resolve({
        ok: true,
        value: { checks: [{ id: 'groupA', ok: true, message: 'token and quote ok' }] },
      }),
    )
    // Said in the UI's words; the core's own sentence only as the tooltip.
    const check = await within(live).findByTestId('check-groupA')
    expect(check.textContent).toContain('works')
    expect(check.getAttribute('title')).toBe('token and quote ok')

    const listReads = bridge.callsOf('profiles.list').length
    await user.click(within(live).getByTestId('profile-remove'))
    await user.click(within(live).getByTestId('profile-remove-yes'))
    expect((await within(live).findByRole('alert')).textContent).toBe(errorWords(refusal))
    // The refusal leaves the question open; asked again, the removal goes and the list is read again.
    await user.click(within(live).getByTestId('profile-remove-yes'))
    await waitFor(() => expect(bridge.callsOf('profiles.list').length).toBeGreaterThan(listReads))
    expect(bridge.callsOf('profiles.remove')).toEqual([{ id: 'live-1' }, { id: 'live-1' }])
  })
})
