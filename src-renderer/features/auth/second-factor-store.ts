import { create } from 'zustand'

/** Whether this window shows the second-factor dialog, and why it was asked for (null: by the user). */
export const useSecondFactorUi = create<{
  open: boolean
  reason: string | null
  show: (reason: string | null) => void
  hide: () => void
}>((set) => ({
  open: false,
  reason: null,
  show: (reason) => set({ open: true, reason }),
  hide: () => set({ open: false, reason: null }),
}))
