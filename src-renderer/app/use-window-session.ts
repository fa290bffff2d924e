import { useEffect, useState } from 'react'
import type { WindowLayout } from '../../src-shared/schemas/settings'
import { getWorkstation } from '../lib/bridge/get-workstation'
import { useStream, type StreamState } from '../lib/bridge/use-stream'
import { unwrap } from '../lib/bridge/query'
import { bridgeErrorOf, errorWords } from '../i18n/error-words'
import { useWorkspaceStore } from '../lib/workspace/workspace-store'
import { windowIdFrom, windowUrl } from '../lib/workspace/window-url'
import { resolveWindowKind } from './window-kind'

export interface WindowSession {
  readonly windowId: string | null
  /** Saved windows from the last session that no page shows yet (web shell: offered to reopen). */
  readonly restorable: readonly string[]
  readonly error: string | null
  /** The workspace stream of this window; when it ends, the window says its settings are not current. */
  readonly changes: StreamState<'workspace.changes'>
}

/** Where this browser window is on screen, for the saved layout (web shell). */
export function currentBounds(): WindowLayout['bounds'] {
  return {
    x: Math.round(window.screenX),
    y: Math.round(window.screenY),
    width: Math.max(1, Math.round(window.outerWidth || window.innerWidth)),
    height: Math.max(1, Math.round(window.outerHeight || window.innerHeight)),
  }
}

/**
 * Which saved window this page is. A page opened on `?window=<id>` (Electron always; a web window
 * opened by another) is that window. A page without one (the web shell's first tab) takes over the
 * first saved window nobody shows, so the last session's main board comes back where the user
 * starts, and offers the others in a bar (a browser does not let a page open several windows
 * unasked). With nothing saved, it saves itself as a new window on the basket of its URL.
 */
export function useWindowSession(): WindowSession {
  const [session, setSession] = useState<Omit<WindowSession, 'changes'>>(() => ({
    windowId: windowIdFrom(window.location.search),
    restorable: [],
    error: null,
  }))
  const setSnapshot = useWorkspaceStore((s) => s.set)

  useEffect(() => {
    if (session.windowId !== null) return
    // An object, not a boolean: the cleanup flips it while the async body is suspended.
    const run = { cancelled: false }
    const api = getWorkstation()
    void (async () => {
      try {
        const snapshot = unwrap(await api.call('workspace.get', {}))
        const closed = snapshot.windows.filter((w) => !snapshot.openWindowIds.includes(w.id))
        let id: string
        let restorable: string[] = []
        const first = closed[0]
        if (first) {
          id = first.id
          restorable = closed.slice(1).map((w) => w.id)
        } else {
          const { source } = resolveWindowKind(window.location.search)
          const created = unwrap(
            await api.call('workspace.createWindow', {
              board: {
                source: source.kind === 'basket' ? source : { kind: 'basket', code: 2 },
                columns: { hidden: [], order: [] },
                sort: null,
              },
              bounds: currentBounds(),
              open: false,
            }),
          )
          id = created.window.id
        }
        if (run.cancelled) return
        // A saved window is in the snapshot just read: the board can subscribe now, a round trip
        // before the stream's first event (which follows at once and replaces it).
        if (first) setSnapshot(snapshot)
        window.history.replaceState(null, '', windowUrl(id))
        setSession({ windowId: id, restorable, error: null })
      } catch (error) {
        if (!run.cancelled) setSession((s) => ({ ...s, error: errorWords(bridgeErrorOf(error)) }))
      }
    })()
    return () => {
      run.cancelled = true
    }
  }, [session.windowId, setSnapshot])

  const changes = useStream(
    'workspace.changes',
    { windowId: session.windowId },
    { enabled: session.windowId !== null, onEvent: setSnapshot },
  )

  return { ...session, changes }
}
