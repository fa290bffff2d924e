import { beforeEach, describe, expect, it, vi } from 'vitest'
import { electronFake, FakeBrowserWindow } from './testing/electron-fake'

vi.mock('electron', async () => (await import('./testing/electron-fake')).electronModule)

const { holdSingleInstance, openOnActivate, showApp } = await import('./app-lifecycle')
const { openAppWindow } = await import('./app-window')
const { recoverFromCrashes, AUTO_RELOADS_PER_MINUTE } = await import('./crash-recovery')

const { app, dialog } = electronFake

beforeEach(() => {
  for (const win of FakeBrowserWindow.created) win.close()
  FakeBrowserWindow.created.length = 0
  app.removeAllListeners()
  vi.clearAllMocks()
})

describe('one instance per data folder', () => {
  it('a second launch shows the first instance instead of starting a second writer', () => {
    const show = vi.fn()
    expect(holdSingleInstance(show)).toBe(true)
    app.emit('second-instance')
    expect(show).toHaveBeenCalledTimes(1)
  })

  it('tells the caller to quit when another instance holds the lock', () => {
    app.requestSingleInstanceLock.mockReturnValueOnce(false)
    const show = vi.fn()
    expect(holdSingleInstance(show)).toBe(false)
    expect(app.listenerCount('second-instance')).toBe(0)
  })

  it('the entry point quits before it registers anything when the lock is taken', async () => {
    app.requestSingleInstanceLock.mockReturnValueOnce(false)
    await import('./electron-main')
    expect(app.quit).toHaveBeenCalledTimes(1)
    expect(electronFake.protocol.registerSchemesAsPrivileged).not.toHaveBeenCalled()
    expect(app.listenerCount('web-contents-created')).toBe(0)
  })
})

describe('showing the app', () => {
  it('brings the last window forward, restored, rather than opening another', () => {
    openAppWindow({ query: '' })
    const last = openAppWindow({ query: '?view=account' }) as unknown as FakeBrowserWindow
    last.minimized = true
    const openWindows = vi.fn()
    showApp(openWindows)
    expect(last.restore).toHaveBeenCalled()
    expect(last.focus).toHaveBeenCalled()
    expect(openWindows).not.toHaveBeenCalled()
  })

  it('opens the saved windows when none is open', () => {
    const openWindows = vi.fn()
    showApp(openWindows)
    expect(openWindows).toHaveBeenCalledTimes(1)
  })

  it('activate opens windows only when none is open', () => {
    const openWindows = vi.fn()
    openOnActivate(openWindows)
    const win = openAppWindow({ query: '' }) as unknown as FakeBrowserWindow
    app.emit('activate')
    expect(openWindows).not.toHaveBeenCalled()
    win.close()
    app.emit('activate')
    expect(openWindows).toHaveBeenCalledTimes(1)
  })
})

describe('a page process that dies', () => {
  const gone = (win: FakeBrowserWindow, reason: string) =>
    win.webContents.emit('render-process-gone', {}, { reason, exitCode: 9 })

  /** A window under crash recovery, on a clock the test moves. */
  function watched() {
    const win = new FakeBrowserWindow({})
    const clock = { now: 0 }
    const logs: string[] = []
    recoverFromCrashes(
      win as never,
      (line) => logs.push(line),
      () => clock.now,
    )
    const dieUntilAsked = (reason: string) => {
      for (let i = 0; i < AUTO_RELOADS_PER_MINUTE; i++) gone(win, reason)
    }
    return { win, clock, logs, dieUntilAsked }
  }

  it('is reloaded by itself, and a clean exit is left alone', () => {
    const { win, logs } = watched()
    gone(win, 'clean-exit')
    expect(win.webContents.reload).not.toHaveBeenCalled()
    gone(win, 'crashed')
    expect(win.webContents.reload).toHaveBeenCalledTimes(1)
    expect(logs).toEqual(['window: page process gone (crashed, exit code 9)'])
  })

  it('asks the user after three deaths in a minute, and closes the window if told to', async () => {
    const { win, clock, dieUntilAsked } = watched()
    dieUntilAsked('oom')
    expect(win.webContents.reload).toHaveBeenCalledTimes(AUTO_RELOADS_PER_MINUTE)
    dialog.showMessageBox.mockResolvedValueOnce({ response: 1, checkboxChecked: false })
    clock.now = 30_000
    gone(win, 'oom')
    expect(dialog.showMessageBox).toHaveBeenCalledTimes(1)
    await vi.waitUntil(() => win.isDestroyed())
    expect(win.webContents.reload).toHaveBeenCalledTimes(AUTO_RELOADS_PER_MINUTE)
  })

  it('reloads by itself again once the earlier deaths are a minute old', () => {
    const { win, clock, dieUntilAsked } = watched()
    dieUntilAsked('crashed')
    clock.now = 61_000
    gone(win, 'crashed')
    expect(dialog.showMessageBox).not.toHaveBeenCalled()
    expect(win.webContents.reload).toHaveBeenCalledTimes(AUTO_RELOADS_PER_MINUTE + 1)
  })
})
