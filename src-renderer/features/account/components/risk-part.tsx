import { useQuery } from '@tanstack/react-query'
import type { MarginRiskView } from '../../../../src-shared/bridge/contract'
import { callQuery } from '../../../lib/bridge/call-query'
import { formatPercent, formatVnd } from '../../../lib/numbers'
import { bandOfStatus, gaugeScale, riskBand } from '../lib/risk-gauge'
import { useAccountStrings } from '../strings'
import { PartFrame } from './part-frame'

function Gauge({ risk }: { readonly risk: MarginRiskView }) {
  const t = useAccountStrings()
  const s = gaugeScale(risk.rtt, risk)
  const band = riskBand(risk.rtt, risk)
  return (
    <div
      className="gauge"
      role="meter"
      aria-valuenow={risk.rtt}
      aria-valuemin={0}
      aria-valuemax={s.max}
      aria-label={t.risk.rtt}
      data-band={band}
    >
      <div className="gauge-bar">
        <span className="gauge-zone zone-force-sell" style={{ width: `${s.liquidation}%` }} />
        <span className="gauge-zone zone-call" style={{ width: `${s.maintenance - s.liquidation}%` }} />
        <span className="gauge-zone zone-warning" style={{ width: `${s.initial - s.maintenance}%` }} />
        <span className="gauge-zone zone-safe" style={{ width: `${100 - s.initial}%` }} />
        {(
          [
            ['liquidation', s.liquidation, risk.liquidationMargin],
            ['maintenance', s.maintenance, risk.maintenanceMargin],
            ['initial', s.initial, risk.initialMargin],
          ] as const
        ).map(([name, at, value]) => (
          <span
            key={name}
            className={`gauge-tick tick-${name}`}
            style={{ left: `${at}%` }}
            title={`${t.risk[name]} ${formatPercent(value)}`}
          >
            <span className="gauge-tick-label">
              {t.risk[name]} {value}
            </span>
          </span>
        ))}
        <span className={`gauge-needle band-${band}`} style={{ left: `${s.rtt}%` }} data-testid="risk-needle">
          {s.offScale ? '▶' : '▼'}
        </span>
      </div>
    </div>
  )
}

export function RiskPart() {
  const t = useAccountStrings()
  const query = useQuery({
    ...callQuery('account.risk', {}),
    refetchInterval: 15_000,
  })
  const risk = query.data
  const band = risk ? bandOfStatus(risk.statusCode, risk.rtt, risk) : 'safe'
  return (
    <PartFrame id="risk" title={t.risk.title} query={query}>
      {risk && (
        <>
          <div className="risk-head">
            <span className="risk-rtt">
              {t.risk.rtt} <strong data-testid="risk-rtt">{formatPercent(risk.rtt)}</strong>
            </span>
            {/* The band in our words; the broker's own code and description only as a detail. */}
            <span
              className={`risk-status band-${band}`}
              data-testid="risk-status"
              data-band={band}
              title={`${risk.statusCode} · ${risk.statusDescription}`}
            >
              {t.risk.bands[band]}
            </span>
            <span className="account-muted">{risk.accountNo}</span>
          </div>
          <Gauge risk={risk} />
          <dl className="risk-figures">
            <dt>{t.risk.outstanding}</dt>
            <dd>{formatVnd(risk.outstanding)}</dd>
            <dt>{t.risk.interest}</dt>
            <dd>{formatVnd(risk.accruedInterest)}</dd>
            <dt>{t.risk.due}</dt>
            <dd>{formatVnd(risk.dueAmount)}</dd>
            <dt>{t.risk.overdue}</dt>
            <dd className={risk.overdueAmount > 0 ? 'neg' : ''}>{formatVnd(risk.overdueAmount)}</dd>
            <dt>{t.risk.fees}</dt>
            <dd>{formatVnd(risk.totalFeeDebt)}</dd>
          </dl>
        </>
      )}
    </PartFrame>
  )
}
