import { create } from 'zustand'
import type { AppInfo } from '../../../src-shared/bridge/contract'

export type ShownProfile = AppInfo['profile']

interface ShownProfileState {
  /** The profile this window was loaded on (null until `app.info` answered). */
  readonly shown: ShownProfile | null
  /** The core switched to another profile: this window reloads and acts on nothing meanwhile. */
  readonly leaving: boolean
}

/**
 * The profile this window shows, which the order ticket names and sends with every order (the core
 * refuses an order for a profile it no longer trades on). Set by the app's profile follower.
 */
export const useShownProfile = create<ShownProfileState>(() => ({ shown: null, leaving: false }))

/** Whether this window may send an order now: it knows its profile and is not leaving it. */
export const mayAct = (state: ShownProfileState): boolean => state.shown !== null && !state.leaving

/** How a window follows a switch: a full reload onto the new core (component tests replace it). */
export const profileReload = { reload: (): void => window.location.reload() }

/** The window shows a profile orders no longer go to: it stops acting and reloads, once. */
export function leaveShownProfile(): void {
  if (useShownProfile.getState().leaving) return
  useShownProfile.setState({ leaving: true })
  profileReload.reload()
}
