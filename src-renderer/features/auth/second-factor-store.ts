import { create } from 'zustand'

/** Whether this window shows the second-factor dialog, and why it was asked for (null: by the user). */
export const useSecondFactorUi = create<{
  open: boolean
  reason: string | null
  /**
   * Where the keyboard was when it opened (the ticket's field, the cancel dialog's button), taken
   * before the dialog takes focus: it goes back there on close, so the next Enter sends what the
   * trader was sending.
   */
  returnFocusTo: HTMLElement | null
  show: (reason: string | null) => void
  hide: () => void
}>((set, get) => ({
  open: false,
  reason: null,
  returnFocusTo: null,
  show: (reason) => {
    const active = document.activeElement
    const keep = get().open ? get().returnFocusTo : active instanceof HTMLElement ? active : null
    set({ open: true, reason, returnFocusTo: keep })
  },
  hide: () => set({ open: false, reason: null }),
}))
