import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CallContext, Router } from '../core/bridge/router'
import { electronFake, frame, type FakeBrowserWindow, type FakeWebContents } from './testing/electron-fake'

vi.mock('electron', async () => (await import('./testing/electron-fake')).electronModule)

const { exposeRouterOverIpc } = await import('./ipc-bridge')
const { openAppWindow } = await import('./app-window')

const { ipcMain } = electronFake
const home = 'app://workstation/index.html'

/** The router's side: what reached it, and the stop function of every subscription it started. */
const calls: { name: unknown; input: unknown; ctx: CallContext }[] = []
const stops: ReturnType<typeof vi.fn>[] = []
const router: Router = {
  call: async (name, input, ctx) => {
    calls.push({ name, input, ctx })
    return { ok: true, value: { echoed: input } }
  },
  subscribe: (_name, _params, emit) => {
    const stop = vi.fn()
    stops.push(stop)
    emit({ first: true })
    return { ok: true, value: stop }
  },
}

const logged: string[] = []
beforeAll(() => exposeRouterOverIpc(router, (line) => logged.push(line)))
beforeEach(() => {
  calls.length = 0
  logged.length = 0
  stops.length = 0
})

function appWindow(): FakeBrowserWindow {
  return openAppWindow({ query: '' }) as unknown as FakeBrowserWindow
}

const event = (sender: FakeWebContents, senderFrame: ReturnType<typeof frame> | null) => ({
  sender,
  senderFrame,
})

describe('bridge calls over IPC', () => {
  it('registers one handler per declared call and nothing else', async () => {
    const { contract } = await import('../../src-shared/bridge/contract')
    expect([...ipcMain.handlers.keys()].sort()).toEqual(
      Object.keys(contract.calls)
        .map((name) => `bridge:call:${name}`)
        .sort(),
    )
  })

  it('serves the main frame of an app window on the app origin', async () => {
    const win = appWindow()
    const answer = await ipcMain.invoke('bridge:call:workspace.get', event(win.webContents, frame(home)), {})
    expect(answer).toEqual({ ok: true, value: { echoed: {} } })
    expect(logged).toEqual([])
    expect(calls).toEqual([
      { name: 'workspace.get', input: {}, ctx: { origin: 'electron', clientId: `wc-${win.webContents.id}` } },
    ])
  })

  const refusals: [string, (win: FakeBrowserWindow) => ReturnType<typeof event>][] = [
    ['a child frame of an app window', (win) => event(win.webContents, frame(home, frame(home)))],
    ['another origin in an app window', (win) => event(win.webContents, frame('https://evil.example/'))],
    ['a file:// page in an app window', (win) => event(win.webContents, frame('file:///tmp/x.html'))],
    ['a frame that is gone', (win) => event(win.webContents, null)],
    [
      'a web contents that is no window of the app',
      () => event(new electronFake.BrowserWindow({}).webContents, frame(home)),
    ],
  ]
  for (const [who, make] of refusals) {
    it(`refuses ${who}`, async () => {
      const answer = await ipcMain.invoke('bridge:call:workspace.get', make(appWindow()), {})
      expect(answer).toMatchObject({ ok: false, error: { kind: 'forbidden', code: 'untrusted-sender' } })
      expect(calls).toEqual([])
      expect(logged).toEqual([
        expect.stringMatching(/^security: refused IPC 'bridge:call:workspace\.get' from contents \d+/),
      ])
    })
  }

  it('refuses a window after it closed', async () => {
    const win = appWindow()
    win.close()
    const answer = await ipcMain.invoke('bridge:call:workspace.get', event(win.webContents, frame(home)), {})
    expect(answer).toMatchObject({ ok: false, error: { code: 'untrusted-sender' } })
  })
})

describe('bridge streams over IPC', () => {
  it('subscribes a trusted sender and delivers events under its id', () => {
    const win = appWindow()
    ipcMain.emit('bridge:sub:workspace.changes', event(win.webContents, frame(home)), 7, { windowId: null })
    expect(stops).toHaveLength(1)
    expect(win.webContents.send).toHaveBeenCalledWith('bridge:event', 7, { first: true })
  })

  it('ends the subscription of an untrusted sender without starting it', () => {
    const win = appWindow()
    const child = event(win.webContents, frame(home, frame(home)))
    ipcMain.emit('bridge:sub:workspace.changes', child, 3, { windowId: null })
    expect(stops).toHaveLength(0)
    expect(win.webContents.send).toHaveBeenCalledWith(
      'bridge:end',
      3,
      expect.objectContaining({ code: 'untrusted-sender' }),
    )
  })

  it('lets only the main frame unsubscribe: a child frame of the same window cannot stop its feeds', () => {
    const win = appWindow()
    ipcMain.emit('bridge:sub:workspace.changes', event(win.webContents, frame(home)), 1, { windowId: null })
    ipcMain.emit('bridge:unsub', event(win.webContents, frame(home, frame(home))), 1)
    ipcMain.emit('bridge:unsub', event(win.webContents, frame('https://evil.example/')), 1)
    expect(stops[0]).not.toHaveBeenCalled()
    ipcMain.emit('bridge:unsub', event(win.webContents, frame(home)), 1)
    expect(stops[0]).toHaveBeenCalledTimes(1)
  })

  it("stops a page's subscriptions when it navigates away, reloads or its process dies", () => {
    const win = appWindow()
    const sub = (id: number) =>
      ipcMain.emit('bridge:sub:workspace.changes', event(win.webContents, frame(home)), id, {
        windowId: null,
      })
    sub(1)
    win.webContents.emit('did-start-navigation', { isMainFrame: true, isSameDocument: true })
    win.webContents.emit('did-start-navigation', { isMainFrame: false, isSameDocument: false })
    expect(stops[0]).not.toHaveBeenCalled()
    win.webContents.emit('did-start-navigation', { isMainFrame: true, isSameDocument: false })
    expect(stops[0]).toHaveBeenCalledTimes(1)

    sub(1)
    win.webContents.emit('render-process-gone', {}, { reason: 'crashed', exitCode: 1 })
    expect(stops[1]).toHaveBeenCalledTimes(1)

    sub(2)
    win.close()
    expect(stops[2]).toHaveBeenCalledTimes(1)
  })
})
