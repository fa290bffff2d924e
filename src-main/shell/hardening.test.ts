import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { WindowOpenRequest } from './window-open-request'
import { electronFake, FakeWebContents } from './testing/electron-fake'

vi.mock('electron', async () => (await import('./testing/electron-fake')).electronModule)

const { hardenApp, hardenSession, urlForLog } = await import('./hardening')

const logged: string[] = []
const opened: WindowOpenRequest[] = []
const home = 'app://workstation/index.html'

beforeAll(() => {
  hardenApp(
    (request) => opened.push(request),
    (line) => logged.push(line),
  )
  hardenSession((line) => logged.push(line))
})
beforeEach(() => {
  logged.length = 0
  opened.length = 0
})

/** A web contents as Electron creates it: the app's hardening attaches itself. */
function created(): FakeWebContents {
  const contents = new FakeWebContents()
  electronFake.app.emit('web-contents-created', {}, contents)
  return contents
}

const navEvent = () => ({ preventDefault: vi.fn() })

describe('the hardening of every web contents', () => {
  it('hands a window.open of our own page to the app and denies Chromium its own window', () => {
    const contents = created()
    const answer = contents.windowOpenHandler?.({
      url: `${home}?view=chart&symbol=FPT`,
      frameName: 'chart-FPT',
      features: 'width=900,height=600',
    })
    expect(answer).toEqual({ action: 'deny' })
    expect(opened).toMatchObject([{ kind: 'view', name: 'chart-FPT' }])
    expect(logged).toEqual([])
  })

  it('refuses and logs a window.open of another site, without its query', () => {
    const contents = created()
    const answer = contents.windowOpenHandler?.({
      url: 'https://evil.example/steal?token=abc123',
      frameName: '',
      features: '',
    })
    expect(answer).toEqual({ action: 'deny' })
    expect(opened).toEqual([])
    expect(logged).toEqual([
      `security: refused window.open of https://evil.example/steal (contents ${contents.id})`,
    ])
    expect(logged.join('')).not.toContain('abc123')
  })

  it('lets a navigation inside the app happen, blocks and logs one away from it', () => {
    const contents = created()
    const inside = navEvent()
    contents.emit('will-navigate', inside, `${home}?window=w1`)
    expect(inside.preventDefault).not.toHaveBeenCalled()
    const away = navEvent()
    contents.emit('will-navigate', away, 'https://evil.example/?q=1')
    expect(away.preventDefault).toHaveBeenCalledTimes(1)
    expect(logged).toEqual([
      `security: blocked a navigation to https://evil.example/ (contents ${contents.id})`,
    ])
  })

  it('blocks and logs a redirect away from the app', () => {
    const contents = created()
    const redirect = navEvent()
    contents.emit('will-redirect', redirect, 'http://127.0.0.1:9/x')
    expect(redirect.preventDefault).toHaveBeenCalledTimes(1)
    expect(logged).toEqual([`security: blocked a redirect to http://127.0.0.1:9/x (contents ${contents.id})`])
  })

  it('refuses and logs every webview, even one of our own pages', () => {
    const contents = created()
    const attach = navEvent()
    contents.emit('will-attach-webview', attach, {}, { src: home })
    expect(attach.preventDefault).toHaveBeenCalledTimes(1)
    expect(logged).toEqual([
      `security: refused a webview of app://workstation/index.html (contents ${contents.id})`,
    ])
  })

  it('refuses every permission and logs the request', () => {
    const [[requestHandler]] = electronFake.session.defaultSession.setPermissionRequestHandler.mock.calls as [
      [(contents: { id: number }, permission: string, callback: (granted: boolean) => void) => void],
    ]
    const callback = vi.fn()
    requestHandler({ id: 42 }, 'media', callback)
    expect(callback).toHaveBeenCalledWith(false)
    expect(logged).toEqual(["security: refused the permission 'media' (contents 42)"])
    const [[checkHandler]] = electronFake.session.defaultSession.setPermissionCheckHandler.mock.calls as [
      [() => boolean],
    ]
    expect(checkHandler()).toBe(false)
  })

  it('logs where a refused URL pointed, never its query or fragment', () => {
    expect(urlForLog('https://a.example/p?apiKey=k#f')).toBe('https://a.example/p')
    expect(urlForLog('not a url')).toBe('(not a URL)')
    expect(urlForLog('data:text/html,<script>secret</script>')).toBe('data:…')
  })
})
