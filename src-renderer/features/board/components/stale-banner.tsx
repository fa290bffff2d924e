import { useConnectionState } from '../../../lib/bridge/use-connection-state'
import { formatTime } from '../../../lib/format-locale'
import { secondsUntil } from '../../../lib/time'
import { useNow } from '../../../lib/use-now'
import { useLocale, useStrings } from '../../../i18n/strings'
import type { BoardFeedState } from '../hooks/use-board-feed'
import { feedTone } from '../lib/feed-status'

/**
 * The banner across the top of a board whose prices cannot be trusted: stale since when, why, and
 * when the next attempt is. A status line at the bottom is easy to miss; a trader must not act on a
 * frozen board without knowing it.
 */
export function StaleBanner({ state }: { readonly state: BoardFeedState }) {
  const connection = useConnectionState()
  const tone = feedTone(state, connection.phase === 'open')
  const strings = useStrings()
  const locale = useLocale()
  const status = state.status
  const now = useNow(tone === 'stale' || tone === 'offline')
  if (tone !== 'stale' && tone !== 'offline') return null
  const t = strings.feed
  const lastGoodAt = Math.max(status?.lastOkAt ?? 0, state.lastDataAt ?? 0)
  const parts = [
    tone === 'stale' ? t.stale : strings.connection.reconnecting,
    `${t.lastGood} ${lastGoodAt > 0 ? formatTime(lastGoodAt, locale) : t.never}`,
  ]
  if (tone === 'stale' && status?.nextRetryAt != null) {
    parts.push(
      `${t.nextRetry} ${formatTime(status.nextRetryAt, locale)} (${secondsUntil(status.nextRetryAt, now)} s)`,
    )
  }
  if (tone === 'stale' && status?.error) parts.push(status.error.message)
  return (
    <div className="stale-banner" role="alert" data-testid="stale-banner" data-state={tone}>
      ⚠ {parts.join(' · ')}
    </div>
  )
}
