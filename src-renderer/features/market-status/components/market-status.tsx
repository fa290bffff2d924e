import { StreamEnded } from '../../../components/stream-ended'
import { useStream } from '../../../lib/bridge/use-stream'
import { formatClock } from '../../../lib/time'
import { useStrings } from '../../../i18n/strings'
import './market-status.css'

/**
 * What the header says about the market: simulator or live profile, the session phase of each
 * exchange (and where it comes from), and, while the broker refuses our key, until when.
 */
export function MarketStatusBadges() {
  const stream = useStream('workspace.market', {})
  const t = useStrings().market
  // Sessions that may have moved on are not shown as current.
  if (stream.status === 'ended')
    return <StreamEnded what="market" error={stream.error} onRetry={stream.resubscribe} />
  const status = stream.latest
  if (!status) return null
  return (
    <span className="market-status" data-testid="market-status">
      <span
        className={`profile-badge profile-${status.profileKind}`}
        data-testid="profile-badge"
        data-kind={status.profileKind}
      >
        {status.profileKind === 'demo' ? t.simulatorBadge : t.liveBadge}
      </span>
      <span
        className="sessions"
        title={`${t.sessions} ${status.sessionSource === 'simulator' ? t.fromSimulator : t.fromClock} · ${status.budget.usedLastMinute}/${status.budget.quotaPerMinute} ${t.budget}`}
      >
        {(['HOSE', 'HNX', 'UPCOM', 'DERIVATIVES'] as const).map((market) => (
          <span
            key={market}
            className={`session session-${status.sessions[market]}`}
            data-testid={`session-${market}`}
          >
            {market === 'DERIVATIVES' ? t.derivatives : market}{' '}
            <strong>{t.phases[status.sessions[market]]}</strong>
          </span>
        ))}
      </span>
      {status.rateLimitedUntil !== null && (
        <span className="badge badge-stale" data-testid="rate-limited">
          {t.rateLimited} {formatClock(status.rateLimitedUntil)}
        </span>
      )}
    </span>
  )
}
