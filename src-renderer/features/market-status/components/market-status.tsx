import { useEffect, useState } from 'react'
import type { MarketStatus } from '../../../../src-shared/bridge/contract'
import { getWorkstation } from '../../../lib/bridge/get-workstation'
import { formatTime } from '../../../lib/format-locale'
import { useLocale, useStrings } from '../../../i18n/strings'
import './market-status.css'

function useMarketStatus(): MarketStatus | null {
  const [status, setStatus] = useState<MarketStatus | null>(null)
  useEffect(
    () =>
      getWorkstation().subscribe('workspace.market', {}, { event: setStatus, error: () => setStatus(null) }),
    [],
  )
  return status
}

/**
 * What the header says about the market: simulator or live profile, the session phase of each
 * exchange (and where it comes from), and, while the broker refuses our key, until when.
 */
export function MarketStatusBadges() {
  const status = useMarketStatus()
  const t = useStrings().market
  const locale = useLocale()
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
          {t.rateLimited} {formatTime(status.rateLimitedUntil, locale)}
        </span>
      )}
    </span>
  )
}
