import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { WindowLayout } from '../../src-shared/schemas/settings'
import type { Router } from '../core/bridge/router'
import { electronFake, FakeBrowserWindow, FakeWebContents } from './testing/electron-fake'
import type { WindowOpenRequest } from './window-open-request'

vi.mock('electron', async () => (await import('./testing/electron-fake')).electronModule)

const { hardenApp } = await import('./hardening')
const { windowHostFor } = await import('./window-host')
const { isAppWindowContents, MAX_APP_WINDOWS, openAppWindowCount } = await import('./app-window')

const saved: WindowLayout = {
  id: 'w-saved',
  kind: 'board',
  bounds: { x: 100, y: 80, width: 1200, height: 700 },
  board: { source: { kind: 'basket', code: 2 }, columns: { hidden: [], order: [] }, sort: null },
}
const routerCalls: { name: unknown; input: unknown }[] = []
const router: Router = {
  call: async (name, input) => {
    routerCalls.push({ name, input })
    return name === 'workspace.get' ? { ok: true, value: { windows: [saved] } } : { ok: true, value: {} }
  },
  subscribe: () => ({ ok: true, value: () => undefined }),
}
const logs: string[] = []
const host = windowHostFor(router, (line) => logs.push(line))

/** Every window-open request a page makes goes through the handler the shell installs. */
const requests: WindowOpenRequest[] = []
hardenApp((request) => {
  requests.push(request)
  void host.openRequested(request)
})
function pageAsks(url: string, frameName = '', features = ''): unknown {
  const contents = new FakeWebContents()
  electronFake.app.emit('web-contents-created', {}, contents)
  return contents.windowOpenHandler?.({ url, frameName, features })
}
const lastWindow = (): FakeBrowserWindow => FakeBrowserWindow.created.at(-1)!

beforeEach(() => {
  for (const win of FakeBrowserWindow.created) win.close()
  FakeBrowserWindow.created.length = 0
  requests.length = 0
  routerCalls.length = 0
  logs.length = 0
})

describe('window.open of a page of the app', () => {
  it('opens the chart (Shift+C) as a hardened window of the app that the bridge trusts', () => {
    const answer = pageAsks(
      'app://workstation/index.html?view=chart&symbol=FPT&link=red',
      'chart-FPT',
      'popup,width=1100,height=640',
    )
    // Chromium opens nothing itself: the shell's window host does.
    expect(answer).toEqual({ action: 'deny' })
    const win = lastWindow()
    expect(win.loadURL).toHaveBeenCalledWith('app://workstation/index.html?view=chart&symbol=FPT&link=red')
    expect(win.options).toMatchObject({ width: 1100, height: 640, show: false })
    expect(win.options.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
    })
    expect(isAppWindowContents(win.webContents.id)).toBe(true)
  })

  it('opens the blotter and the account windows, one window per name', () => {
    pageAsks('app://workstation/index.html?view=blotter', 'blotter', 'popup,width=1000,height=520')
    pageAsks('app://workstation/index.html?view=account', 'account', 'popup,width=720,height=900')
    expect(FakeBrowserWindow.created).toHaveLength(2)

    const blotter = FakeBrowserWindow.created[0]!
    blotter.minimized = true
    pageAsks('app://workstation/index.html?view=blotter&symbol=VNM', 'blotter', 'popup,width=1000,height=520')
    // Like a browser's named target: the same window, now on the new address, brought forward.
    expect(FakeBrowserWindow.created).toHaveLength(2)
    expect(blotter.loadURL).toHaveBeenLastCalledWith('app://workstation/index.html?view=blotter&symbol=VNM')
    expect(blotter.restore).toHaveBeenCalled()
    expect(blotter.focus).toHaveBeenCalled()
  })

  it('opens a saved board asked for by id with its saved bounds, once', async () => {
    pageAsks('app://workstation/index.html?window=w-saved', 'board-w-saved')
    await vi.waitUntil(() => FakeBrowserWindow.created.length === 1)
    expect(lastWindow().options).toMatchObject(saved.bounds)
    expect(lastWindow().loadURL).toHaveBeenCalledWith('app://workstation/index.html?window=w-saved')

    await host.openRequested({ kind: 'saved', windowId: 'w-saved' })
    expect(FakeBrowserWindow.created).toHaveLength(1)
    await host.openRequested({ kind: 'saved', windowId: 'w-gone' })
    expect(FakeBrowserWindow.created).toHaveLength(1)
    expect(logs).toContain('window: no saved window w-gone to open')
  })

  const refused = [
    'https://evil.example/index.html?view=chart',
    'app://elsewhere/index.html?view=chart',
    'app://workstation/other.html?view=chart',
    'app://workstation/index.html?view=chart&window=w-saved',
    'app://workstation/index.html?view=Chart!',
    'app://workstation/index.html?window=../../x',
    'app://workstation/index.html',
    'file:///etc/passwd',
    'not a url',
  ]
  for (const url of refused) {
    it(`refuses ${url}`, () => {
      expect(pageAsks(url, 'x', 'popup')).toEqual({ action: 'deny' })
      expect(requests).toEqual([])
      expect(FakeBrowserWindow.created).toHaveLength(0)
    })
  }

  it('clamps the size a page asks for', () => {
    pageAsks('app://workstation/index.html?view=chart', 'c', 'width=99999,height=1')
    expect(lastWindow().options).toMatchObject({ width: 8192, height: 320 })
  })

  it('stops at the most windows the app allows', () => {
    for (let i = 0; i <= MAX_APP_WINDOWS; i++)
      pageAsks(`app://workstation/index.html?view=chart&n=${i}`, `c${i}`)
    expect(openAppWindowCount()).toBe(MAX_APP_WINDOWS)
    expect(logs.some((line) => line.includes('refused a window'))).toBe(true)
  })
})

describe("the core's window host", () => {
  it('opens the board workspace.createWindow saved, and tells the core when the user closes it', () => {
    host.open({ ...saved, id: 'w-new' })
    const win = lastWindow()
    expect(win.loadURL).toHaveBeenCalledWith('app://workstation/index.html?window=w-new')
    expect(isAppWindowContents(win.webContents.id)).toBe(true)
    win.close()
    expect(routerCalls).toContainEqual({ name: 'workspace.forgetWindow', input: { id: 'w-new' } })
    expect(isAppWindowContents(win.webContents.id)).toBe(false)
  })
})
