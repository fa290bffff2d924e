import { create } from 'zustand'
import type { WorkspaceSnapshot } from '../../../src-shared/bridge/contract'

/**
 * This window's mirror of the workspace the core owns (windows, watchlists, UI preferences). The
 * `workspace.changes` stream writes it (and, at a start, the `workspace.get` read that found this
 * window, just before the stream begins); edits go to the core as calls and come back through the
 * stream, so every window sees the same thing.
 */
export interface WorkspaceMirror {
  readonly snapshot: WorkspaceSnapshot | null
  readonly set: (snapshot: WorkspaceSnapshot) => void
}

export const useWorkspaceStore = create<WorkspaceMirror>((set) => ({
  snapshot: null,
  set: (snapshot) => set({ snapshot }),
}))
