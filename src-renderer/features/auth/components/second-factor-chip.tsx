import { useTranslation } from 'react-i18next'
import { formatClock } from '../../../lib/time'
import { useNow } from '../../../lib/use-now'
import { isActive, useSecondFactor } from '../hooks/use-second-factor'
import { useSecondFactorUi } from '../second-factor-store'
import { useSecondFactorStrings } from '../second-factor-strings'
import './auth.css'

/**
 * The header's view of the daily second factor: "2FA until 23:59:59" or "2FA needed"; a click opens
 * the dialog. It turns to "needed" when the core says the session ended (its day is over on the
 * broker's clock, a revoke, or a 403 on an order call), pushed by the core's stream.
 */
export function SecondFactorChip() {
  const t = useSecondFactorStrings()
  const { t: tr } = useTranslation('secondFactor')
  const stream = useSecondFactor()
  const session = stream.latest
  // A backstop only: the core itself says when the session ends, within a second.
  const now = useNow(session?.state === 'active', 5_000)
  const active = isActive(session, now)
  // Not known yet (or the stream ended): never "active" on a guess.
  const label =
    session === null
      ? stream.status === 'ended'
        ? t.chipNeeded
        : t.chipUnknown
      : active && session.sessionExpiresAt !== null
        ? tr('chipActive', {
            time: formatClock(session.sessionEndsOnBrokerClock ?? session.sessionExpiresAt),
          })
        : t.chipNeeded
  return (
    <button
      type="button"
      className={`badge second-factor-chip ${active ? 'badge-open' : 'badge-stale'}`}
      data-testid="second-factor-chip"
      data-state={active ? 'active' : (session?.state ?? 'unknown')}
      title={t.chipTitle}
      onClick={() => useSecondFactorUi.getState().show(null)}
    >
      <span className="dot" aria-hidden="true" />
      {label}
    </button>
  )
}
