import type { SessionMarket, SessionPhase } from '../../../../src-shared/market/sessions'
import { formatClock } from '../../../lib/time'
import { useErrorWords } from '../../../i18n/error-words'
import { useStrings } from '../../../i18n/strings'
import type { BoardFeed } from '../hooks/use-board-feed'
import { useFeedTone } from '../hooks/use-feed-tone'
import { formatCadence, retryWords } from '../lib/feed-status'

/**
 * The line under the board that says whether its prices can be trusted: live and how often, or
 * stale since when and when the next attempt is, or the error that stopped the stream.
 */
export interface BoardStatusBarProps {
  readonly feed: BoardFeed
  /** The session of the board's market, from the core's one source (the header's); null: mixed. */
  readonly session?: { readonly market: SessionMarket; readonly phase: SessionPhase } | null
}

export function BoardStatusBar({ feed, session = null }: BoardStatusBarProps) {
  const { state, resubscribe } = feed
  const strings = useStrings()
  const t = strings.feed
  const words = useErrorWords()
  const { tone, now, lastGoodAt, ageSeconds } = useFeedTone(state)
  const status = state.status

  const lastGood = lastGoodAt !== null ? formatClock(lastGoodAt) : t.never
  const parts: string[] = []
  switch (tone) {
    case 'live':
      if (status) {
        // The cadence the budget allows, and when it is slower than the windows asked, why.
        const slowed = status.demandMs !== undefined && status.demandMs < status.cadenceMs
        parts.push(
          `${t.every} ${formatCadence(status.cadenceMs)}${slowed ? ` (${strings.freshness.budgetCadence})` : ''}`,
          `${t.lastUpdate} ${lastGood}`,
        )
      }
      break
    case 'stale':
      if (ageSeconds !== null) {
        parts.push(`${strings.freshness.dataAge} ${ageSeconds} ${strings.freshness.secondsOld}`)
      }
      parts.push(`${t.lastGood} ${lastGood}`)
      if (status?.nextRetryAt != null) {
        parts.push(retryWords(status.nextRetryAt, now, t))
      }
      if (status?.error) parts.push(words(status.error))
      break
    case 'pending':
      parts.push(state.hasData ? t.connecting : t.waiting)
      break
    case 'offline':
      parts.push(`${t.lastGood} ${lastGood}`)
      break
    case 'error':
      if (state.error) parts.push(words(state.error))
      break
  }

  return (
    <footer
      className={`status-bar status-${tone}`}
      data-testid="board-status"
      data-state={tone}
      data-cadence-ms={status?.cadenceMs}
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
        {session !== null && (
          <span className="status-session" data-testid="board-session" data-phase={session.phase}>
            {session.market === 'DERIVATIVES' ? strings.market.derivatives : session.market}{' '}
            {strings.market.phases[session.phase]}
            {' · '}
          </span>
        )}
        {state.rowCount} {t.rows}
        {state.tradingDate !== null && ` · ${t.tradingDate} ${state.tradingDate}`}
      </span>
    </footer>
  )
}
