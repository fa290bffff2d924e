import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FakeBrowserWindow } from './testing/electron-fake'

vi.mock('electron', async () => (await import('./testing/electron-fake')).electronModule)

const { openAppWindow, isAppWindowContents, openAppWindowCount } = await import('./app-window')
const { keepSpareWindow, discardSpareWindow, SPARE_URL, becomeWindowScript } = await import('./spare-window')

const chartQuery = '?view=chart&symbol=FPT&link=red'
const lastWindow = (): FakeBrowserWindow => FakeBrowserWindow.created.at(-1)!

beforeEach(() => {
  vi.useFakeTimers()
  for (const win of FakeBrowserWindow.created) win.close()
  FakeBrowserWindow.created.length = 0
})
afterEach(() => {
  discardSpareWindow()
  vi.useRealTimers()
})

/** A spare made and its page drawn, as Electron reports it. */
function readySpare(): FakeBrowserWindow {
  keepSpareWindow()
  const spare = lastWindow()
  spare.emit('ready-to-show')
  return spare
}

describe('the spare window', () => {
  it('is a hidden, hardened window with the app loaded that the bridge does not trust yet', () => {
    keepSpareWindow()
    const spare = lastWindow()
    expect(spare.loadURL).toHaveBeenCalledWith(SPARE_URL)
    expect(spare.options).toMatchObject({ show: false })
    expect(spare.options.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
    })
    expect(spare.show).not.toHaveBeenCalled()
    expect(isAppWindowContents(spare.webContents.id)).toBe(false)
    expect(openAppWindowCount()).toBe(0)
    keepSpareWindow()
    expect(FakeBrowserWindow.created).toHaveLength(1)
  })

  it('becomes the next window: no page load, its query handed to the page, shown once rendered', async () => {
    const spare = readySpare()
    const opened = openAppWindow({
      query: chartQuery,
      name: 'chart-FPT',
      bounds: { width: 1100, height: 640 },
    })
    expect(opened).toBe(spare)
    expect(FakeBrowserWindow.created).toHaveLength(1)
    expect(spare.loadURL).toHaveBeenCalledTimes(1)
    expect(spare.webContents.executeJavaScript).toHaveBeenCalledWith(becomeWindowScript(chartQuery))
    expect(spare.setSize).toHaveBeenCalledWith(1100, 640)
    expect(spare.center).toHaveBeenCalled()
    expect(isAppWindowContents(spare.webContents.id)).toBe(true)
    await vi.waitFor(() => expect(spare.show).toHaveBeenCalled())

    // A new spare follows, a moment later so it does not load beside the window's first frame.
    expect(FakeBrowserWindow.created).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(FakeBrowserWindow.created).toHaveLength(2)
    expect(lastWindow().loadURL).toHaveBeenCalledWith(SPARE_URL)
  })

  it('takes saved bounds as they are', () => {
    const spare = readySpare()
    openAppWindow({ query: '?window=w1', bounds: { x: 40, y: 30, width: 1200, height: 700 } })
    expect(spare.setBounds).toHaveBeenCalledWith({ x: 40, y: 30, width: 1200, height: 700 })
  })

  it('is not taken before its page has drawn: the window opens the ordinary way', () => {
    keepSpareWindow()
    const spare = lastWindow()
    const opened = openAppWindow({ query: chartQuery })
    expect(opened).not.toBe(spare)
    expect(lastWindow().loadURL).toHaveBeenCalledWith(`app://workstation/index.html${chartQuery}`)
  })

  it('loads the query itself when its page cannot take it', async () => {
    const spare = readySpare()
    spare.webContents.executeJavaScript.mockRejectedValueOnce(new Error('page gone'))
    openAppWindow({ query: chartQuery })
    await vi.waitFor(() =>
      expect(spare.loadURL).toHaveBeenLastCalledWith(`app://workstation/index.html${chartQuery}`),
    )
    expect(spare.show).not.toHaveBeenCalled()
    spare.emit('ready-to-show')
    expect(spare.show).toHaveBeenCalled()
  })

  it('does not keep the app running once its last window is closed', () => {
    const first = openAppWindow({ query: '' })!
    const spare = readySpare()
    expect(spare).not.toBe(first)
    first.close()
    expect(spare.isDestroyed()).toBe(true)
  })

  it('writes the query as a string literal, never as code', () => {
    expect(becomeWindowScript('?x=");alert(1);("')).toBe('window.__becomeWindow("?x=\\");alert(1);(\\"")')
  })
})
