import type { WorkspaceSnapshot } from '../../src-shared/bridge/contract'
import type { WindowLayout } from '../../src-shared/schemas/settings'
import type { Router } from '../core/bridge/router'
import type { WindowHost } from '../core/workspace/workspace-service'
import { bringForward, openAppWindow, windowNamed } from './app-window'
import type { WindowOpenRequest } from './window-open-request'

/** The shell speaks to the core through the same router as the windows, as a client of its own. */
export const shellCtx = { origin: 'electron', clientId: 'shell' } as const

/**
 * Every window of the Electron app opens here: saved boards the core asks for
 * (`workspace.createWindow`, the menu, the launch), and the pages' own `window.open` of a board or a
 * popup (chart, blotter, account), which the window-open handler hands over instead of letting
 * Chromium open a window of its own. So every window has the same hardening, and is in the set of
 * windows the bridge trusts.
 */
export interface ShellWindowHost extends WindowHost {
  openRequested(request: WindowOpenRequest): Promise<void>
}

async function savedWindows(router: Router): Promise<WindowLayout[]> {
  const result = await router.call('workspace.get', {}, shellCtx)
  return result.ok ? (result.value as WorkspaceSnapshot).windows : []
}

/** Opens a saved board with its bounds, reporting moves and a user's close back to the core. */
function openSaved(router: Router, window: WindowLayout, log: (line: string) => void): void {
  openAppWindow({
    query: `?window=${encodeURIComponent(window.id)}`,
    name: `board-${window.id}`,
    bounds: window.bounds,
    onBounds: (bounds) => void router.call('workspace.saveWindowBounds', { id: window.id, bounds }, shellCtx),
    onClosedByUser: () => void router.call('workspace.forgetWindow', { id: window.id }, shellCtx),
    log,
  })
}

export function windowHostFor(router: Router, log: (line: string) => void): ShellWindowHost {
  return {
    open: (window) => openSaved(router, window, log),
    async openRequested(request) {
      if (request.kind === 'view') {
        openAppWindow({ query: request.query, name: request.name, bounds: request.size, log })
        return
      }
      const open = windowNamed(`board-${request.windowId}`)
      if (open) {
        bringForward(open)
        return
      }
      const saved = (await savedWindows(router)).find((w) => w.id === request.windowId)
      if (saved) openSaved(router, saved, log)
      else log(`window: no saved window ${request.windowId} to open`)
    },
  }
}

/** At launch (and on `activate` with no window): every saved window, where it was; else one board. */
export async function openSavedBoardWindows(router: Router, log: (line: string) => void): Promise<void> {
  const windows = await savedWindows(router)
  if (windows.length === 0) {
    openAppWindow({ query: '', log })
    return
  }
  for (const window of windows) openSaved(router, window, log)
}

/** The menu's "New Board Window": saved first (VN30), then opened by the core's window host. */
export async function newSavedWindow(router: Router): Promise<void> {
  await router.call(
    'workspace.createWindow',
    {
      board: { source: { kind: 'basket', code: 2 }, columns: { hidden: [], order: [] }, sort: null },
      open: true,
    },
    shellCtx,
  )
}
