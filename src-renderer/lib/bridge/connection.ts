/**
 * The state of the renderer's link to the main process, for the UI to show. Electron IPC cannot
 * drop, so it is always `open`; the WebSocket of the web shell goes through every phase.
 *
 * `ended`: the web shell this window belongs to is gone for good, and the window must say so rather
 * than "reconnecting" for ever: it shut down (`stopped`; each launch listens on an address of its
 * own, so nothing will ever answer here again), or it answers but no longer knows this window's
 * session (`restarted`).
 */
export type ConnectionPhase = 'connecting' | 'open' | 'reconnecting' | 'ended' | 'closed'
export type EndReason = 'stopped' | 'restarted'

export interface ConnectionState {
  readonly transport: 'ipc' | 'websocket'
  readonly phase: ConnectionPhase
  /** Failed attempts since the last stable connection; 0 while open. */
  readonly attempt: number
  /** Epoch ms of the next attempt while waiting out a back-off, else null. */
  readonly nextRetryAt: number | null
  /** Epoch ms at which the current phase began. */
  readonly since: number
  /** Epoch ms at which the link was last open, null if it never was. */
  readonly lastOpenAt: number | null
  /** Why the link ended, while `phase` is `ended`. */
  readonly endReason?: EndReason
}

export interface ConnectionMonitor {
  get(): ConnectionState
  /** Called after every change of state; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void
  /** Skips the back-off wait and reconnects at once (a "retry now" button). */
  reconnectNow(): void
}

/** The monitor of a link that is open for good: Electron IPC. */
export function staticOpenMonitor(now: number): ConnectionMonitor {
  const state: ConnectionState = {
    transport: 'ipc',
    phase: 'open',
    attempt: 0,
    nextRetryAt: null,
    since: now,
    lastOpenAt: now,
  }
  return {
    get: () => state,
    subscribe: () => () => undefined,
    reconnectNow: () => undefined,
  }
}

/**
 * Which `connection` string says why a board is offline: "reconnecting" would be untrue once the
 * link has ended for good.
 */
export const offlineLabel = (phase: ConnectionPhase): 'ended' | 'reconnecting' =>
  phase === 'ended' ? 'ended' : 'reconnecting'
