import type { Router } from '../core/bridge/router'
import type { WindowHost } from '../core/workspace/workspace-service'
import type { WindowLayout } from '../../src-shared/schemas/settings'
import type { Workstation } from '../core/app/start-workstation'
import { openBoardWindow } from './board-window'

/** The shell speaks to the core through the same router as the windows, as a client of its own. */
const shellCtx = { origin: 'electron', clientId: 'shell' } as const

/** Opens a saved window with its bounds, reporting moves and a user's close back to the core. */
function openSaved(router: Router, window: WindowLayout): void {
  openBoardWindow({
    id: window.id,
    bounds: window.bounds,
    onBounds: (bounds) => void router.call('workspace.saveWindowBounds', { id: window.id, bounds }, shellCtx),
    onClosedByUser: () => void router.call('workspace.forgetWindow', { id: window.id }, shellCtx),
  })
}

/** What the core calls when a window asks for a new board window (palette, shortcut). */
export function windowHostFor(router: Router): WindowHost {
  return { open: (window) => openSaved(router, window) }
}

/** At launch: every window of the last session, where it was; a first launch gets one board. */
export async function openSavedBoardWindows(router: Router): Promise<void> {
  const result = await router.call('workspace.get', {}, shellCtx)
  const windows = result.ok ? (result.value as { windows: WindowLayout[] }).windows : []
  if (windows.length === 0) {
    openBoardWindow()
    return
  }
  for (const window of windows) openSaved(router, window)
}

/** The menu's "New Board Window": saved first (VN30), then opened by the core's window host. */
export async function newSavedWindow(workstation: Workstation): Promise<void> {
  await workstation.router.call(
    'workspace.createWindow',
    {
      board: { source: { kind: 'basket', code: 2 }, columns: { hidden: [], order: [] }, sort: null },
      open: true,
    },
    shellCtx,
  )
}
