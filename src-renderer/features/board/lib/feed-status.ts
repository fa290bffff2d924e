import type { FeedStatus } from '../../../../src-shared/bridge/contract'
import type { BridgeError } from '../../../../src-shared/bridge/errors'
import { staleAfterMs } from '../../../../src-shared/bridge/feed-freshness'
import { countdownTo } from '../../../lib/time'

/**
 * What a trader must read from the board's state, in one word. `offline` wins over the feed's own
 * status: when the bridge is down the last status received says nothing about the present.
 */
export type FeedTone = 'pending' | 'live' | 'stale' | 'offline' | 'error'

export interface FeedView {
  readonly status: FeedStatus | null
  readonly error: BridgeError | null
  /** Epoch ms of the newest snapshot or delta, if the caller tracks it. */
  readonly lastDataAt?: number | null
}

/** Epoch ms of the newest good data: the last good poll or the last delta, whichever is later. */
export function lastGoodAt(feed: FeedView): number | null {
  const at = Math.max(feed.status?.lastOkAt ?? 0, feed.lastDataAt ?? 0)
  return at > 0 ? at : null
}

/**
 * `now` lets the renderer judge age on its own clock: a feed that said "live" and then went quiet
 * (a poll stuck behind the rate budget, a core that stopped sending) is stale once its data is older
 * than its cadence plus the margin, whatever its last status said.
 */
export function feedTone(feed: FeedView, bridgeOpen: boolean, now?: number): FeedTone {
  if (feed.error) return 'error'
  if (!bridgeOpen) return 'offline'
  if (!feed.status) return 'pending'
  switch (feed.status.state) {
    case 'connecting':
      return 'pending'
    case 'live': {
      const at = lastGoodAt(feed)
      const tooOld = now !== undefined && at !== null && now - at > staleAfterMs(feed.status.cadenceMs)
      return tooOld ? 'stale' : 'live'
    }
    case 'stale':
      return 'stale'
  }
}

/** "1 s", "2.5 s", "30 s": the feed's polling cadence. */
export function formatCadence(ms: number): string {
  const seconds = ms / 1000
  return `${Number.isInteger(seconds) ? seconds : seconds.toFixed(1)} s`
}

/**
 * The next attempt of a stale feed: "next retry 13:27:20 (4 s)" while it is ahead, then "retrying"
 * until the feed answers (issue 20: "(0 s)" stood on screen ten seconds after its moment).
 */
export function retryWords(
  nextRetryAt: number,
  now: number,
  words: { readonly nextRetry: string; readonly retrying: string },
): string {
  const left = countdownTo(nextRetryAt, now)
  return left === null ? words.retrying : `${words.nextRetry} ${left.clock} (${String(left.seconds)} s)`
}
