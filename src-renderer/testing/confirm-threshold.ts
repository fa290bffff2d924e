import { useWorkspaceStore } from '../lib/workspace/workspace-store'

/** An empty workspace whose guards ask before any order worth more than `above` VND. */
export function setConfirmThreshold(above: number): void {
  useWorkspaceStore.getState().set({
    windows: [],
    openWindowIds: [],
    watchlists: [],
    ui: {
      theme: 'dark',
      locale: 'en',
      volumeUnit: 1,
      shortcuts: {},
      orderConfirm: false,
      orderConfirmAbove: above,
    },
    persistent: true,
  })
}
