import { EventEmitter } from 'node:events'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { MenuItemConstructorOptions } from 'electron'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Router } from '../core/bridge/router'
import { MenuCommandBus } from '../core/app/menu-commands'
import { electronFake, FakeBrowserWindow } from './testing/electron-fake'

vi.mock('electron', async () => (await import('./testing/electron-fake')).electronModule)

const { appMenuTemplate, windowCommandIds } = await import('./app-menu')
const { helpActions, aboutText } = await import('./help-actions')
const { startCrashReporting, logMainProcessErrors } = await import('./crash-reporting')
const { watchUnresponsive } = await import('./crash-recovery')
const { openAppWindow } = await import('./app-window')

const actions = () => ({
  newBoardWindow: vi.fn(),
  inFocusedWindow: vi.fn(),
  about: vi.fn(),
  openLogsFolder: vi.fn(),
  reportProblem: vi.fn(),
  checkForUpdates: vi.fn(),
})

const items = (menu: MenuItemConstructorOptions): MenuItemConstructorOptions[] =>
  Array.isArray(menu.submenu) ? menu.submenu : []
const click = (item: MenuItemConstructorOptions | undefined) => (item?.click as (() => void) | undefined)?.()

describe('the application menu', () => {
  it('on macOS starts with the app menu: About, Hide, Quit with ⌘Q', () => {
    const a = actions()
    const [first] = appMenuTemplate('darwin', 'VN Trading Workstation', a)
    expect(first?.label).toBe('VN Trading Workstation')
    const sub = items(first ?? {})
    expect(sub.map((i) => i.role ?? i.id).filter(Boolean)).toEqual(
      expect.arrayContaining(['about', 'hide', 'hideOthers', 'quit']),
    )
    expect(sub.find((i) => i.role === 'quit')?.accelerator).toBe('Command+Q')
    click(sub.find((i) => i.id === 'about'))
    expect(a.about).toHaveBeenCalledTimes(1)
  })

  for (const platform of ['darwin', 'win32', 'linux'] as const) {
    it(`has a Help menu on ${platform}: shortcuts, About, logs folder, report a problem`, () => {
      const a = actions()
      const menu = appMenuTemplate(platform, 'VN Trading Workstation', a)
      const help = menu.find((m) => m.role === 'help')
      const ids = [...items(help ?? {}), ...menu.flatMap(items)].map((i) => i.id)
      expect(ids).toEqual(expect.arrayContaining(['shortcuts', 'about', 'open-logs', 'report-problem']))
      for (const id of ['shortcuts', 'open-logs', 'report-problem'])
        click(items(help ?? {}).find((i) => i.id === id))
      expect(a.inFocusedWindow).toHaveBeenCalledWith(windowCommandIds.shortcuts)
      expect(a.openLogsFolder).toHaveBeenCalledTimes(1)
      expect(a.reportProblem).toHaveBeenCalledTimes(1)
    })
  }

  it('has no app menu off macOS, and Quit in File there', () => {
    const menu = appMenuTemplate('win32', 'VN Trading Workstation', actions())
    expect(menu[0]?.label).toBe('File')
    expect(items(menu[0] ?? {}).some((i) => i.role === 'quit')).toBe(true)
  })

  it("File's export items run the window's own palette commands", () => {
    const a = actions()
    const file = appMenuTemplate('linux', 'X', a).find((m) => m.label === 'File')
    for (const id of ['export-csv', 'export-workspace', 'import-workspace'])
      click(items(file ?? {}).find((i) => i.id === id))
    expect(a.inFocusedWindow.mock.calls).toEqual([['export.csv'], ['workspace.export'], ['workspace.import']])
  })
})

describe('the Help actions', () => {
  const dirs: string[] = []
  afterEach(async () => {
    for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true })
  })

  const zip = Buffer.from('PK\u0003\u0004 a zip')
  const router: Router = {
    call: async (name) =>
      name === 'app.problemReport'
        ? { ok: true, value: { fileName: 'report.zip', zipBase64: zip.toString('base64') } }
        : { ok: false, error: { kind: 'internal', code: 'x', message: 'x' } },
    subscribe: () => ({ ok: true, value: () => undefined }),
  }

  it('Report a problem writes the zip where the user picks', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ws-report-'))
    dirs.push(dir)
    const target = join(dir, 'picked.zip')
    electronFake.dialog.showSaveDialog.mockResolvedValueOnce({ canceled: false, filePath: target })
    const written = await helpActions(router, new MenuCommandBus(), () => undefined).reportProblem()
    expect(written).toBe(target)
    expect(await readFile(target)).toEqual(zip)
  })

  it('Report a problem writes nothing when the user cancels', async () => {
    electronFake.dialog.showSaveDialog.mockResolvedValueOnce({ canceled: true, filePath: '' })
    expect(await helpActions(router, new MenuCommandBus(), () => undefined).reportProblem()).toBeNull()
  })

  it('sends a menu command to the focused window only', () => {
    const bus = new MenuCommandBus()
    const focused = openAppWindow({ query: '' }) as unknown as FakeBrowserWindow
    const other = openAppWindow({ query: '' }) as unknown as FakeBrowserWindow
    focused.focused = true
    const got: string[] = []
    bus.subscribe(`wc-${focused.webContents.id}`, (e) => got.push(`focused:${e.command}`))
    bus.subscribe(`wc-${other.webContents.id}`, (e) => got.push(`other:${e.command}`))
    helpActions(router, bus, () => undefined).inFocusedWindow('export.csv')
    expect(got).toEqual(['focused:export.csv'])
  })

  it('About tells the versions and the data folder', () => {
    const text = aboutText({
      version: '1.2.3',
      shell: 'electron',
      platform: 'linux',
      arch: 'x64',
      versions: { node: '22.0.0', electron: '45.4.1', chrome: '140.0.0.0' },
      dataDir: '/home/u/.config/ws',
      logsDir: '/home/u/.config/ws/logs',
    })
    expect(text).toContain('Version 1.2.3')
    expect(text).toContain('Electron 45.4.1 · Chromium 140.0.0.0')
    expect(text).toContain('Data folder: /home/u/.config/ws')
  })
})

describe('crash reports', () => {
  it('starts the crash reporter with dumps kept locally unless an HTTPS upload address is set', () => {
    expect(startCrashReporting({})).toEqual({ uploading: false })
    expect(electronFake.crashReporter.start).toHaveBeenLastCalledWith(
      expect.objectContaining({ uploadToServer: false, submitURL: '' }),
    )
    expect(startCrashReporting({ uploadUrl: 'http://plain.example/upload' })).toEqual({ uploading: false })
    expect(startCrashReporting({ uploadUrl: 'https://crash.example/upload' })).toEqual({ uploading: true })
    expect(electronFake.crashReporter.start).toHaveBeenLastCalledWith(
      expect.objectContaining({ uploadToServer: true, submitURL: 'https://crash.example/upload' }),
    )
  })

  it("logs the main process's uncaught errors and rejections with their stack", () => {
    const proc = new EventEmitter()
    const logged: [string, Record<string, unknown>][] = []
    logMainProcessErrors(proc as unknown as NodeJS.Process, (m, f) => logged.push([m, f]))
    proc.emit('uncaughtException', new Error('boom'))
    proc.emit('unhandledRejection', 'refused')
    expect(logged[0]?.[0]).toBe('main process: uncaught exception')
    expect(logged[0]?.[1]).toMatchObject({ error: 'boom', stack: expect.stringContaining('boom') })
    expect(logged[1]).toEqual(['main process: unhandled rejection', { error: 'refused' }])
  })

  it('tells the user of a window that stops answering, and reloads it where it is on request', async () => {
    const win = new FakeBrowserWindow({ x: 10, y: 20, width: 800, height: 600 })
    const logged: string[] = []
    watchUnresponsive(win as never, (l) => logged.push(l))
    electronFake.dialog.showMessageBox.mockResolvedValueOnce({ response: 1, checkboxChecked: false })
    win.emit('unresponsive')
    await vi.waitFor(() => expect(win.webContents.reload).toHaveBeenCalledTimes(1))
    expect(logged).toEqual(['window: page not answering'])
    expect(electronFake.dialog.showMessageBox).toHaveBeenLastCalledWith(
      win,
      expect.objectContaining({ buttons: ['Wait', 'Reload window'] }),
    )
    win.emit('responsive')
    expect(logged).toContain('window: page answering again')
  })
})
