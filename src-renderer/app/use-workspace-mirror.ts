import { useEffect } from 'react'
import { getWorkstation } from '../lib/bridge/get-workstation'
import { useWorkspaceStore } from '../lib/workspace/workspace-store'

/**
 * The workspace mirror of a window that is not a saved board window (`windowId: null` tells the core
 * not to count it as an open board). Board windows get theirs from their window session.
 */
export function useWorkspaceMirror(enabled: boolean): void {
  const setSnapshot = useWorkspaceStore((s) => s.set)
  useEffect(() => {
    if (!enabled) return
    return getWorkstation().subscribe(
      'workspace.changes',
      { windowId: null },
      // A popup without the mirror still works, in the default theme and language.
      { event: setSnapshot, error: () => undefined },
    )
  }, [enabled, setSnapshot])
}
