/**
 * How often a window's boards should poll, from what the window reports about itself. A board in
 * the focused, visible window is what the trader is looking at: 1 s. A visible board in another
 * window is still watched out of the corner of an eye: 2 s, doubling for every minute without focus.
 * A hidden or minimised one: 30 s, enough to come back to a current board without paying for a
 * view nobody sees (the rate budget is per key, shared with account queries and cancels).
 */
export interface ClientActivity {
  readonly focused: boolean
  readonly visible: boolean
  /** Epoch ms when `focused`/`visible` last changed. */
  readonly since: number
}

export const FOCUSED_CADENCE_MS = 1_000
export const IDLE_START_MS = 2_000
export const MAX_CADENCE_MS = 30_000

export function cadenceFor(activity: ClientActivity | undefined, now: number): number {
  // A client that never reported (an older renderer, a benchmark page) is treated as watched: a
  // board that is too fresh costs requests, one that is too old can cost a trade.
  if (activity === undefined) return FOCUSED_CADENCE_MS
  if (!activity.visible) return MAX_CADENCE_MS
  if (activity.focused) return FOCUSED_CADENCE_MS
  const idleMinutes = Math.max(0, Math.floor((now - activity.since) / 60_000))
  return Math.min(MAX_CADENCE_MS, IDLE_START_MS * 2 ** Math.min(idleMinutes, 5))
}
