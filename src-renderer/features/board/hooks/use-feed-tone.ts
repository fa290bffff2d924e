import { useConnectionState } from '../../../lib/bridge/use-connection-state'
import { useNow } from '../../../lib/use-now'
import { feedTone, lastGoodAt, type FeedTone, type FeedView } from '../lib/feed-status'

export interface FeedToneView {
  readonly tone: FeedTone
  readonly now: number
  /** Epoch ms of the newest good data, null before any. */
  readonly lastGoodAt: number | null
  /** Whole seconds since then, null before any data. */
  readonly ageSeconds: number | null
}

/**
 * A board feed's tone judged on a ticking clock: the header, the banner and the status line all
 * read it, so none of them can say "live" on data older than its cadence plus the margin. The
 * clock ticks once a second while the feed has a status (a stream that goes quiet sends nothing).
 */
export function useFeedTone(feed: FeedView): FeedToneView {
  const connection = useConnectionState()
  const open = connection.phase === 'open'
  const now = useNow(open && feed.status !== null && feed.error === null)
  const at = lastGoodAt(feed)
  return {
    tone: feedTone(feed, open, now),
    now,
    lastGoodAt: at,
    ageSeconds: at === null ? null : Math.max(0, Math.floor((now - at) / 1000)),
  }
}
