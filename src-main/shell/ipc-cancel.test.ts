import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Result } from '../../src-shared/bridge/errors'
import type { Router } from '../core/bridge/router'
import { electronFake, frame, type FakeBrowserWindow, type FakeWebContents } from './testing/electron-fake'
import { limitBuyIntent } from '../../src-shared/testing/order-intent'

vi.mock('electron', async () => (await import('./testing/electron-fake')).electronModule)

const { exposeRouterOverIpc } = await import('./ipc-bridge')
const { openAppWindow } = await import('./app-window')

const { ipcMain } = electronFake
const home = 'app://workstation/index.html'

/** Calls that reached the router, each answered when the test says. */
const running: { name: unknown; signal: AbortSignal | undefined; answer: (r: Result<unknown>) => void }[] = []
const router: Router = {
  call: (name, _input, _ctx, signal) =>
    new Promise((answer) => {
      running.push({ name, signal, answer })
    }),
  subscribe: () => ({ ok: true, value: () => undefined }),
}

beforeAll(() => exposeRouterOverIpc(router))
beforeEach(() => {
  running.length = 0
})

const appWindow = () => openAppWindow({ query: '' }) as unknown as FakeBrowserWindow
const event = (sender: FakeWebContents, senderFrame: ReturnType<typeof frame> = frame(home)) => ({
  sender,
  senderFrame,
})
const intent = limitBuyIntent('ipc-cancel-0001')
/** A cancellable read that `win`'s page invokes with call id `id`. */
const readEvents = (win: FakeBrowserWindow, id: number) =>
  ipcMain.invoke('bridge:call:research.stockEvents', event(win.webContents), { symbol: 'FPT' }, id)

describe('cancelling a read over IPC', () => {
  it('aborts the read on bridge:cancel and answers the invoke at once as cancelled', async () => {
    const win = appWindow()
    const read = readEvents(win, 1)
    await vi.waitFor(() => expect(running).toHaveLength(1))
    expect(running[0]?.signal?.aborted).toBe(false)
    ipcMain.emit('bridge:cancel', event(win.webContents), 1)
    expect(running[0]?.signal?.aborted).toBe(true)
    expect(await read).toMatchObject({ ok: false, error: { code: 'cancelled' } })
    // The router's late answer goes nowhere.
    running[0]?.answer({ ok: true, value: [] })
  })

  it('never gives orders.place a signal, and a cancel of its id changes nothing', async () => {
    const win = appWindow()
    const place = ipcMain.invoke('bridge:call:orders.place', event(win.webContents), intent, 2)
    await vi.waitFor(() => expect(running).toHaveLength(1))
    expect(running[0]?.signal).toBeUndefined()
    ipcMain.emit('bridge:cancel', event(win.webContents), 2)
    running[0]?.answer({ ok: true, value: 'placed' })
    expect(await place).toEqual({ ok: true, value: 'placed' })
  })

  it('lets only the window that asked cancel, from its main frame', async () => {
    const win = appWindow()
    const other = appWindow()
    const read = readEvents(win, 3)
    await vi.waitFor(() => expect(running).toHaveLength(1))
    ipcMain.emit('bridge:cancel', event(other.webContents), 3)
    ipcMain.emit('bridge:cancel', event(win.webContents, frame(home, frame(home))), 3)
    ipcMain.emit('bridge:cancel', event(win.webContents), 'three')
    ipcMain.emit('bridge:cancel', event(win.webContents), 99)
    expect(running[0]?.signal?.aborted).toBe(false)
    running[0]?.answer({ ok: true, value: [] })
    expect(await read).toEqual({ ok: true, value: [] })
  })

  it("drops a page's reads when it navigates away or its window closes", async () => {
    const win = appWindow()
    const first = readEvents(win, 4)
    await vi.waitFor(() => expect(running).toHaveLength(1))
    win.webContents.emit('did-start-navigation', { isMainFrame: true, isSameDocument: false })
    expect(running[0]?.signal?.aborted).toBe(true)
    expect(await first).toMatchObject({ ok: false, error: { code: 'cancelled' } })
    const second = readEvents(win, 1)
    await vi.waitFor(() => expect(running).toHaveLength(2))
    win.close()
    expect(running[1]?.signal?.aborted).toBe(true)
    expect(await second).toMatchObject({ ok: false, error: { code: 'cancelled' } })
  })
})
