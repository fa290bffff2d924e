import { useConnectionState } from '../../../lib/bridge/use-connection-state'
import { formatTime } from '../../../lib/format-locale'
import { secondsUntil } from '../../../lib/time'
import { useNow } from '../../../lib/use-now'
import { useLocale, useStrings } from '../../../i18n/strings'
import type { BoardFeed } from '../hooks/use-board-feed'
import { feedTone, formatCadence } from '../lib/feed-status'

/**
 * The line under the board that says whether its prices can be trusted: live and how often, or
 * stale since when and when the next attempt is, or the error that stopped the stream.
 */
export function BoardStatusBar({ feed }: { readonly feed: BoardFeed }) {
  const { state, resubscribe } = feed
  const t = useStrings().feed
  const locale = useLocale()
  const formatClock = (ms: number): string => formatTime(ms, locale)
  const connection = useConnectionState()
  const tone = feedTone(state, connection.phase === 'open')
  const status = state.status
  const counting = tone === 'stale' && status?.nextRetryAt != null
  const now = useNow(counting)

  const lastGoodAt = Math.max(status?.lastOkAt ?? 0, state.lastDataAt ?? 0)
  const lastGood = lastGoodAt > 0 ? formatClock(lastGoodAt) : t.never
  const parts: string[] = []
  switch (tone) {
    case 'live':
      if (status) parts.push(`${t.every} ${formatCadence(status.cadenceMs)}`, `${t.lastUpdate} ${lastGood}`)
      break
    case 'stale':
      parts.push(`${t.lastGood} ${lastGood}`)
      if (status?.nextRetryAt != null) {
        parts.push(
          `${t.nextRetry} ${formatClock(status.nextRetryAt)} (${secondsUntil(status.nextRetryAt, now)} s)`,
        )
      }
      if (status?.error) parts.push(status.error.message)
      break
    case 'pending':
      parts.push(state.hasData ? t.connecting : t.waiting)
      break
    case 'offline':
      parts.push(`${t.lastGood} ${lastGood}`)
      break
    case 'error':
      if (state.error) parts.push(state.error.message)
      break
  }

  return (
    <footer
      className={`status-bar status-${tone}`}
      data-testid="board-status"
      data-state={tone}
      data-rows={state.rowCount}
      role="status"
    >
      <span className="status-main">{parts.join(' · ')}</span>
      {tone === 'error' && (
        <button type="button" className="link-button" onClick={resubscribe}>
          {t.resubscribe}
        </button>
      )}
      <span className="status-side">
        {state.rowCount} {t.rows}
        {state.tradingDate !== null && ` · ${t.tradingDate} ${state.tradingDate}`}
      </span>
    </footer>
  )
}
