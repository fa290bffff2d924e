import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { ExposedWorkstation, StreamListener } from '../src-shared/bridge/api'
import type { OrderIntent } from '../src-shared/bridge/contract'

vi.mock('electron', async () => (await import('../src-main/shell/testing/electron-fake')).electronModule)

/** The one Electron fake: its ipcRenderer (what a sandboxed preload reaches) and its ipcMain. */
const { electronFake: electron } = await import('../src-main/shell/testing/electron-fake')
electron.ipcMain.handle('bridge:call:app.info', (_event, input) => ({
  ok: true,
  value: { channel: 'bridge:call:app.info', input },
}))

/** The main side of a read, answered when a test says. */
let answerRead: (value: unknown) => void = () => undefined
electron.ipcMain.handle(
  'bridge:call:research.stockEvents',
  () =>
    new Promise((resolve) => {
      answerRead = resolve
    }),
)
electron.ipcMain.handle('bridge:call:orders.place', () => ({ ok: true, value: 'placed' }))

await import('./index')
const [exposedName, exposed] = electron.contextBridge.exposeInMainWorld.mock.calls[0] as [
  string,
  ExposedWorkstation,
]

function listener(): StreamListener<'workspace.changes'> & { events: unknown[]; errors: unknown[] } {
  const events: unknown[] = []
  const errors: unknown[] = []
  return { events, errors, event: (e) => events.push(e), error: (e) => errors.push(e) }
}

beforeEach(() => {
  electron.ipcRenderer.send.mockClear()
  electron.ipcRenderer.invoke.mockClear()
})

describe('the preload', () => {
  it('exposes window.workstation with call and subscribe only: no ipcRenderer, no channels', () => {
    expect(electron.contextBridge.exposeInMainWorld).toHaveBeenCalledTimes(1)
    expect(exposedName).toBe('workstation')
    expect(Object.keys(exposed).sort()).toEqual(['call', 'subscribe'])
    expect(typeof exposed.call).toBe('function')
    expect(typeof exposed.subscribe).toBe('function')
    expect(Object.values(exposed)).not.toContain(electron.ipcRenderer)
    expect(Object.getPrototypeOf(exposed)).toBe(Object.prototype)
  })

  it('sends a declared call on its own channel and returns the answer', async () => {
    const answer = await exposed.call('app.info', {})
    expect(electron.ipcRenderer.invoke).toHaveBeenCalledWith('bridge:call:app.info', {})
    expect(answer).toEqual({ ok: true, value: { channel: 'bridge:call:app.info', input: {} } })
  })

  it('refuses an undeclared call without touching IPC', async () => {
    const answer = await (exposed.call as (name: string, input: unknown) => Promise<unknown>)('app.quit', {})
    expect(answer).toMatchObject({ ok: false, error: { kind: 'validation', code: 'unknown-call' } })
    expect(electron.ipcRenderer.invoke).not.toHaveBeenCalled()
  })

  it('subscribes with a fresh id, delivers only its events, ends on bridge:end, and unsubscribes once', () => {
    const a = listener()
    const b = listener()
    const stopA = exposed.subscribe('workspace.changes', { windowId: null }, a)
    exposed.subscribe('workspace.changes', { windowId: 'w-1' }, b)
    const [[channelA, idA, paramsA], [, idB]] = electron.ipcRenderer.send.mock.calls as [
      [string, number, unknown],
      [string, number, unknown],
    ]
    expect(channelA).toBe('bridge:sub:workspace.changes')
    expect(paramsA).toEqual({ windowId: null })
    expect(idA).not.toBe(idB)

    electron.ipcRenderer.emit('bridge:event', {}, idA, { n: 1 })
    expect(a.events).toEqual([{ n: 1 }])
    expect(b.events).toEqual([])

    stopA()
    stopA()
    expect(electron.ipcRenderer.send).toHaveBeenLastCalledWith('bridge:unsub', idA)
    expect(electron.ipcRenderer.send.mock.calls.filter(([c]) => c === 'bridge:unsub')).toHaveLength(1)
    electron.ipcRenderer.emit('bridge:event', {}, idA, { n: 2 })
    expect(a.events).toEqual([{ n: 1 }])

    electron.ipcRenderer.emit('bridge:end', {}, idB, { kind: 'forbidden', code: 'untrusted-sender' })
    expect(b.errors).toEqual([{ kind: 'forbidden', code: 'untrusted-sender' }])
    electron.ipcRenderer.emit('bridge:event', {}, idB, { n: 3 })
    expect(b.events).toEqual([])
  })

  it('refuses an undeclared stream without touching IPC', () => {
    const l = listener()
    ;(exposed.subscribe as (name: string, params: unknown, l: unknown) => () => void)('app.secrets', {}, l)
    expect(l.errors).toMatchObject([{ kind: 'validation', code: 'unknown-stream' }])
    expect(electron.ipcRenderer.send).not.toHaveBeenCalled()
  })

  it('gives a cancellable read an id and its cancel; the cancel sends bridge:cancel until it is answered', async () => {
    let cancel: () => void = () => undefined
    const read = exposed.call('research.stockEvents', { symbol: 'FPT' }, (c) => {
      cancel = c
    })
    const [channel, input, readId] = electron.ipcRenderer.invoke.mock.calls[0] as [string, unknown, number]
    expect([channel, input]).toEqual(['bridge:call:research.stockEvents', { symbol: 'FPT' }])
    expect(Number.isSafeInteger(readId)).toBe(true)
    cancel()
    expect(electron.ipcRenderer.send).toHaveBeenCalledWith('bridge:cancel', readId)
    answerRead({ ok: false, error: { kind: 'network', code: 'cancelled', message: 'cancelled' } })
    await read
    electron.ipcRenderer.send.mockClear()
    cancel()
    expect(electron.ipcRenderer.send).not.toHaveBeenCalled()
  })

  it('sends orders.place without an id and never hands out a cancel for it', async () => {
    const onCancel = vi.fn()
    const intent: OrderIntent = {
      intentId: 'preload-0001',
      side: 'BUY',
      type: 'LO',
      symbol: 'FPT',
      quantity: 100,
      price: 1,
    }
    const answer = await exposed.call('orders.place', intent, onCancel)
    expect(electron.ipcRenderer.invoke).toHaveBeenCalledWith('bridge:call:orders.place', intent)
    expect(onCancel).not.toHaveBeenCalled()
    expect(answer).toEqual({ ok: true, value: 'placed' })
  })
})
