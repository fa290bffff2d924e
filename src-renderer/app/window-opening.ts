import type { BoardLayout, WindowLayout } from '../../src-shared/schemas/settings'
import { getWorkstation } from '../lib/bridge/get-workstation'
import { unwrap } from '../lib/bridge/query'
import { currentBounds } from './use-window-session'
import { windowUrl } from '../lib/workspace/window-url'

/**
 * Opens a saved window. Electron's core has a window host and opens a BrowserWindow itself; the web
 * shell's core cannot open a browser window, so the page does, on the same origin with the window's
 * id in the URL (the session cookie authenticates it), as a popup with the saved bounds.
 */
export function openSavedWindow(window: WindowLayout): boolean {
  const { x, y, width, height } = window.bounds
  const opened = globalThis.open(
    windowUrl(window.id),
    `board-${window.id}`,
    `popup,left=${x},top=${y},width=${width},height=${height}`,
  )
  return opened !== null
}

/** A new board window on `board`, saved first so it is restored at the next launch. */
export async function openNewBoardWindow(board: BoardLayout): Promise<void> {
  const here = currentBounds()
  const result = unwrap(
    await getWorkstation().call('workspace.createWindow', {
      board,
      bounds: { ...here, x: here.x + 32, y: here.y + 32 },
      open: true,
    }),
  )
  if (result.openedBy === 'renderer') openSavedWindow(result.window)
}
