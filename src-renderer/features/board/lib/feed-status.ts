import type { FeedStatus } from '../../../../src-shared/bridge/contract'
import type { BridgeError } from '../../../../src-shared/bridge/errors'

/**
 * What a trader must read from the board's state, in one word. `offline` wins over the feed's own
 * status: when the bridge is down the last status received says nothing about the present.
 */
export type FeedTone = 'pending' | 'live' | 'stale' | 'offline' | 'error'

export function feedTone(
  feed: { readonly status: FeedStatus | null; readonly error: BridgeError | null },
  bridgeOpen: boolean,
): FeedTone {
  if (feed.error) return 'error'
  if (!bridgeOpen) return 'offline'
  if (!feed.status) return 'pending'
  switch (feed.status.state) {
    case 'connecting':
      return 'pending'
    case 'live':
      return 'live'
    case 'stale':
      return 'stale'
  }
}

/** "1 s", "2.5 s", "30 s": the feed's polling cadence. */
export function formatCadence(ms: number): string {
  const seconds = ms / 1000
  return `${Number.isInteger(seconds) ? seconds : seconds.toFixed(1)} s`
}
