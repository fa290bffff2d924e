import { create } from 'zustand'

/** Which of this feature's panels are showing in this window. */
export interface AuthUi {
  readonly tokenDialog: boolean
  readonly phone: boolean
  setTokenDialog: (open: boolean) => void
  setPhone: (open: boolean) => void
}

export const useAuthUi = create<AuthUi>((set) => ({
  tokenDialog: false,
  phone: false,
  setTokenDialog: (tokenDialog) => set({ tokenDialog }),
  setPhone: (phone) => set({ phone }),
}))
