import { useTranslation } from 'react-i18next'
import { useResearchStrings } from '../strings'
import { dayTextOf } from '../../../lib/dates/day-text'
import { useCompany, useRatios, useSymbolEvents } from '../hooks/use-research'
import { count, ratio } from '../lib/format'
import { Panel } from '../components/panels'

export function ProfilePanel({ symbol }: { readonly symbol: string }) {
  const t = useResearchStrings()
  const locale = useTranslation().i18n.language === 'en' ? 'en' : 'vi'
  const company = useCompany(symbol)
  const c = company.data
  const sector = c?.profile.sector
  const row = (label: string, value: string) => (
    <div className="rd-kv">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  )
  return (
    <Panel id="profile" title={t.profile.title} query={company}>
      {c !== undefined && (
        <>
          <p className="rd-name">
            {locale === 'en' ? (c.profile.name_en ?? c.profile.name) : c.profile.name}
          </p>
          <dl className="rd-grid">
            {row(
              t.profile.sector,
              sector
                ? locale === 'en'
                  ? (sector.name_en ?? sector.name)
                  : sector.name
                : t.profile.unclassified,
            )}
            {row(t.profile.exchange, c.profile.exchange ?? '–')}
            {row(t.profile.listed, c.listing.listing_date ?? '–')}
            {row(t.profile.shares, count(c.profile.outstanding_shares))}
            {row(t.profile.foreignLimit, `${ratio(c.listing.foreign_limit_pct, 0)}%`)}
            {row(t.profile.foreignOwned, `${ratio(c.ownership.foreign_pct)}%`)}
            {row(t.profile.state, `${ratio(c.ownership.state_pct)}%`)}
          </dl>
          <h3>{t.profile.holders}</h3>
          <ul className="rd-holders">
            {c.ownership.major_holders.slice(0, 5).map((h) => (
              <li key={h.name}>
                <span>{h.name}</span> <span>{ratio(h.percent)}%</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Panel>
  )
}

export function RatiosPanel({ symbol }: { readonly symbol: string }) {
  const t = useResearchStrings()
  const ratios = useRatios(symbol)
  const items = ratios.data ?? []
  const rows: [string, (r: (typeof items)[number]) => string][] = [
    [t.ratios.eps, (r) => count(r.eps)],
    [t.ratios.pe, (r) => ratio(r.pe)],
    [t.ratios.pb, (r) => ratio(r.pb)],
    [t.ratios.roe, (r) => ratio(r.roe)],
    [t.ratios.roa, (r) => ratio(r.roa)],
    [t.ratios.netMargin, (r) => ratio(r.net_margin)],
    [t.ratios.debtToEquity, (r) => ratio(r.debt_to_equity)],
  ]
  return (
    <Panel id="ratios" title={t.ratios.title} query={ratios} empty={items.length === 0}>
      <table className="rd-table">
        <thead>
          <tr>
            <th>{t.ratios.period}</th>
            {items.map((r) => (
              <th key={r.period}>{r.period}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {items.map((r) => (
                <td key={r.period}>{value(r)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Panel>
  )
}

const day = (iso: string | null | undefined) => (iso ? dayTextOf(iso.slice(0, 10)) : '–')

export function EventsPanel({ symbol }: { readonly symbol: string }) {
  const t = useResearchStrings()
  const events = useSymbolEvents(symbol)
  // Every event the broker lists, AGMs included, newest first.
  const items = [...(events.data ?? [])].sort((a, b) => (b.ex_date ?? '').localeCompare(a.ex_date ?? ''))
  return (
    <Panel
      id="events"
      title={t.events.title}
      query={events}
      empty={items.length === 0}
      emptyText={t.events.none}
    >
      <table className="rd-table">
        <thead>
          <tr>
            <th>{t.events.exDate}</th>
            <th>{t.events.recordDate}</th>
            <th>{t.events.executionDate}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {items.map((e) => (
            <tr key={e.id} data-testid="rd-event" data-event-type={e.event_type}>
              <td>{day(e.ex_date)}</td>
              <td>{day(e.record_date)}</td>
              <td>{day(e.execution_date)}</td>
              <td title={e.title}>
                {t.events.types[e.event_type] ?? e.title}
                {e.event_type === 'agm' ? '' : ` · ${e.title.replace(/^[A-Z0-9]+: /, '')}`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Panel>
  )
}
