import { offlineLabel } from '../../../lib/bridge/connection'
import { useConnectionState } from '../../../lib/bridge/use-connection-state'
import { formatClock } from '../../../lib/time'
import { useErrorWords } from '../../../i18n/error-words'
import { useStrings } from '../../../i18n/strings'
import type { BoardFeedState } from '../hooks/use-board-feed'
import { useFeedTone } from '../hooks/use-feed-tone'
import { retryWords } from '../lib/feed-status'

/**
 * The banner across the top of a board whose prices cannot be trusted: stale since when, why, and
 * when the next attempt is. A status line at the bottom is easy to miss; a trader must not act on a
 * frozen board without knowing it.
 */
export function StaleBanner({ state }: { readonly state: BoardFeedState }) {
  const { tone, now, lastGoodAt, ageSeconds } = useFeedTone(state)
  const strings = useStrings()
  const words = useErrorWords()
  const connection = useConnectionState()
  const status = state.status
  if (tone !== 'stale' && tone !== 'offline') return null
  const t = strings.feed
  const parts = [
    tone === 'stale' ? t.stale : strings.connection[offlineLabel(connection.phase)],
    ...(ageSeconds === null
      ? []
      : [`${strings.freshness.dataAge} ${ageSeconds} ${strings.freshness.secondsOld}`]),
    `${t.lastGood} ${lastGoodAt !== null ? formatClock(lastGoodAt) : t.never}`,
  ]
  if (tone === 'stale' && status?.nextRetryAt != null) {
    parts.push(retryWords(status.nextRetryAt, now, t))
  }
  if (tone === 'stale' && status?.error) parts.push(words(status.error))
  return (
    <div
      className="stale-banner"
      role="alert"
      data-testid="stale-banner"
      data-state={tone}
      data-age-seconds={ageSeconds ?? undefined}
    >
      ⚠ {parts.join(' · ')}
    </div>
  )
}
