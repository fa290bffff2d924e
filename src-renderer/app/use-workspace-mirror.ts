import { useStream, type StreamState } from '../lib/bridge/use-stream'
import { useWorkspaceStore } from '../lib/workspace/workspace-store'

/**
 * The workspace mirror of a window that is not a saved board window (`windowId: null` tells the core
 * not to count it as an open board). Board windows get theirs from their window session. A popup
 * whose mirror ended still works (in the last or the default theme and language) and says so.
 */
export function useWorkspaceMirror(enabled: boolean): StreamState<'workspace.changes'> {
  const setSnapshot = useWorkspaceStore((s) => s.set)
  return useStream('workspace.changes', { windowId: null }, { enabled, onEvent: setSnapshot })
}
