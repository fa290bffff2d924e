import { EventEmitter } from 'node:events'
import { vi } from 'vitest'

/**
 * The part of Electron's main-process API the shell uses, for unit tests under `vi.mock('electron')`
 * (the Electron binary cannot run here), in the manner of electron/fiddle's tests/mocks/electron.ts:
 * event emitters where Electron has them, recorded calls elsewhere. Never imported by product code.
 */

let nextContentsId = 1

export class FakeWebContents extends EventEmitter {
  readonly id = nextContentsId++
  readonly send = vi.fn()
  readonly reload = vi.fn()
  /** What the page answers to `executeJavaScript`: by default the script ran; a test may make it throw. */
  readonly executeJavaScript = vi.fn(async (_code: string): Promise<unknown> => undefined)
  url = ''
  destroyed = false
  windowOpenHandler: ((details: { url: string; frameName: string; features: string }) => unknown) | null =
    null
  isDestroyed = (): boolean => this.destroyed
  getURL = (): string => this.url
  setWindowOpenHandler(handler: FakeWebContents['windowOpenHandler']): void {
    this.windowOpenHandler = handler
  }
}

export interface FakeWindowOptions {
  width?: number
  height?: number
  x?: number
  y?: number
  show?: boolean
  webPreferences?: Record<string, unknown>
}

export class FakeBrowserWindow extends EventEmitter {
  static readonly created: FakeBrowserWindow[] = []
  readonly webContents = new FakeWebContents()
  readonly show = vi.fn()
  readonly focus = vi.fn()
  readonly restore = vi.fn()
  readonly setBounds = vi.fn()
  readonly setSize = vi.fn()
  readonly center = vi.fn()
  readonly setTitle = vi.fn()
  minimized = false
  destroyed = false

  constructor(readonly options: FakeWindowOptions) {
    super()
    FakeBrowserWindow.created.push(this)
  }

  readonly loadURL = vi.fn(async (url: string) => {
    this.webContents.url = url
  })
  isDestroyed = (): boolean => this.destroyed
  isMinimized = (): boolean => this.minimized
  focused = false
  isFocused = (): boolean => this.focused
  getBounds = () => ({
    x: this.options.x ?? 0,
    y: this.options.y ?? 0,
    width: this.options.width ?? 0,
    height: this.options.height ?? 0,
  })
  close(): void {
    if (this.destroyed) return
    this.destroyed = true
    this.webContents.destroyed = true
    this.emit('closed')
    this.webContents.emit('destroyed')
  }
}

class FakeIpcMain extends EventEmitter {
  readonly handlers = new Map<string, (event: unknown, ...args: unknown[]) => unknown>()
  handle(channel: string, handler: (event: unknown, ...args: unknown[]) => unknown): void {
    if (this.handlers.has(channel)) throw new Error(`Attempted to register a second handler for '${channel}'`)
    this.handlers.set(channel, handler)
  }
  /** What `ipcRenderer.invoke` would do: run the channel's handler with `event`. */
  async invoke(channel: string, event: unknown, ...args: unknown[]): Promise<unknown> {
    const handler = this.handlers.get(channel)
    if (!handler) throw new Error(`No handler registered for '${channel}'`)
    return handler(event, ...args)
  }
}

/**
 * The renderer side, as a sandboxed preload reaches it: `invoke` runs the fake ipcMain's handler
 * (one process stands in for both, as Electron's own tests of IPC do); `send` is recorded, and a
 * test delivers main's messages with `emit(channel, event, ...args)`.
 */
class FakeIpcRenderer extends EventEmitter {
  constructor(private readonly main: FakeIpcMain) {
    super()
  }
  readonly send = vi.fn()
  readonly invoke = vi.fn(async (channel: string, ...args: unknown[]) =>
    this.main.invoke(channel, {}, ...args),
  )
}

class FakeApp extends EventEmitter {
  readonly requestSingleInstanceLock = vi.fn(() => true)
  readonly quit = vi.fn()
  readonly exit = vi.fn()
  readonly setPath = vi.fn()
  readonly getPath = vi.fn(() => '/nonexistent/user-data')
  readonly getVersion = vi.fn(() => '0.0.0-test')
  readonly getName = vi.fn(() => 'VN Trading Workstation')
  /** Never ready: a test that imports the entry point drives what happens before readiness only. */
  readonly whenReady = vi.fn(() => new Promise<void>(() => undefined))
}

/** Electron's Notification: records what was shown. */
export class FakeNotification {
  static readonly shown: { title: string; body: string }[] = []
  static supported = true
  static isSupported = (): boolean => FakeNotification.supported
  constructor(readonly options: { title: string; body: string }) {}
  show(): void {
    FakeNotification.shown.push(this.options)
  }
}

const workArea = { x: 0, y: 0, width: 1920, height: 1080 }

const ipcMain = new FakeIpcMain()

export const electronFake = {
  app: new FakeApp(),
  ipcMain,
  ipcRenderer: new FakeIpcRenderer(ipcMain),
  contextBridge: { exposeInMainWorld: vi.fn() },
  BrowserWindow: FakeBrowserWindow,
  Notification: FakeNotification,
  screen: {
    getAllDisplays: () => [{ workArea }],
    getPrimaryDisplay: () => ({ workArea }),
  },
  dialog: {
    showMessageBox: vi.fn(async () => ({ response: 0, checkboxChecked: false })),
    showSaveDialog: vi.fn(async (): Promise<{ canceled: boolean; filePath: string }> => ({
      canceled: true,
      filePath: '',
    })),
  },
  crashReporter: { start: vi.fn() },
  session: {
    defaultSession: { setPermissionRequestHandler: vi.fn(), setPermissionCheckHandler: vi.fn() },
  },
  protocol: { registerSchemesAsPrivileged: vi.fn(), handle: vi.fn() },
  Menu: { setApplicationMenu: vi.fn(), buildFromTemplate: vi.fn((template: unknown) => template) },
  shell: { openPath: vi.fn() },
}

/** The module `vi.mock('electron', …)` returns: named exports and a default (as electron-store reads it). */
export const electronModule = { ...electronFake, default: electronFake }

/** A frame of one of the app's windows, as `event.senderFrame` carries it. */
export function frame(url: string, parent: object | null = null): { url: string; parent: object | null } {
  return { url, parent }
}
