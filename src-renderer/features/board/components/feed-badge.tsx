import { offlineLabel } from '../../../lib/bridge/connection'
import { useConnectionState } from '../../../lib/bridge/use-connection-state'
import { useStrings } from '../../../i18n/strings'
import type { BoardFeedState } from '../hooks/use-board-feed'
import { useFeedTone } from '../hooks/use-feed-tone'
import type { FeedTone } from '../lib/feed-status'

/** One-word state of a board's feed, for the header. */
export function FeedBadge({ state }: { readonly state: BoardFeedState }) {
  const { tone, ageSeconds } = useFeedTone(state)
  const strings = useStrings()
  const connection = useConnectionState()
  const labels: Record<FeedTone, string> = {
    pending: strings.feed.connecting,
    live: strings.feed.live,
    stale: strings.feed.stale,
    offline: strings.connection[offlineLabel(connection.phase)],
    error: strings.feed.error,
  }
  return (
    <span className={`badge badge-${tone}`} data-testid="feed-state" data-state={tone}>
      <span className="dot" aria-hidden="true" />
      {labels[tone]}
      {tone === 'stale' &&
        ageSeconds !== null &&
        ` · ${strings.freshness.dataAge} ${ageSeconds} ${strings.freshness.secondsOld}`}
    </span>
  )
}
