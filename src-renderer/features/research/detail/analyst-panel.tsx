import { useMemo, useState } from 'react'
import type { AnalystReportFilters } from '../../../../src-shared/bridge/contract'
import { Panel } from '../components/panels'
import { useQuote } from '../hooks/use-research'
import { signed, thousands } from '../lib/format'
import { DateFilter, FilterSelect } from './filter-fields'
import { useDetailStrings } from './strings'
import { useAnalystReports } from './use-detail-queries'

type Recommendation = NonNullable<AnalystReportFilters['recommendation']>
const recommendations: readonly Recommendation[] = ['buy', 'outperform', 'neutral', 'underperform', 'sell']
const callClass: Readonly<Record<string, string | undefined>> = {
  buy: 'price-up',
  outperform: 'price-up',
  underperform: 'price-down',
  sell: 'price-down',
}

/**
 * Brokers' research on the symbol, filtered by the server (source, call, issue dates). The source
 * list is the one the unfiltered answer names (the spec has no catalog of sources); upside is the
 * target against the live price.
 */
export function AnalystPanel({ symbol }: { readonly symbol: string }) {
  const t = useDetailStrings().reports
  const [source, setSource] = useState('')
  const [recommendation, setRecommendation] = useState<Recommendation | ''>('')
  const [from, setFrom] = useState('')
  const [to, setTo] = useState('')
  const badRange = from !== '' && to !== '' && from > to
  const filters: AnalystReportFilters = {
    ...(source === '' ? {} : { source }),
    ...(recommendation === '' ? {} : { recommendation }),
    ...(from === '' || badRange ? {} : { from }),
    ...(to === '' || badRange ? {} : { to }),
  }
  const reports = useAnalystReports(symbol, filters)
  const unfiltered = useAnalystReports(symbol, {})
  const sources = useMemo(
    () => [...new Set((unfiltered.data ?? []).map((r) => r.source))].sort(),
    [unfiltered.data],
  )
  const price = useQuote(symbol).data?.price ?? null
  const items = reports.data ?? []
  return (
    <Panel
      id="reports"
      title={t.title}
      query={reports}
      empty={items.length === 0}
      emptyText={t.none}
      controls={
        <div className="rd-filters">
          <FilterSelect
            label={t.source}
            value={source}
            allLabel={t.all}
            options={sources.map((s) => ({ value: s, label: s }))}
            onChange={setSource}
            testId="rd-reports-source"
          />
          <FilterSelect
            label={t.recommendation}
            value={recommendation}
            allLabel={t.all}
            options={recommendations.map((r) => ({ value: r, label: t.recommendations[r] }))}
            onChange={setRecommendation}
            testId="rd-reports-recommendation"
          />
          <DateFilter label={t.from} value={from} onChange={setFrom} testId="rd-reports-from" />
          <DateFilter label={t.to} value={to} onChange={setTo} testId="rd-reports-to" />
          {badRange && (
            <span className="rd-error" role="alert">
              {t.badRange}
            </span>
          )}
        </div>
      }
    >
      <div className="rd-scroll">
        <table className="rd-table rd-reports-table">
          <thead>
            <tr>
              <th>{t.date}</th>
              <th>{t.source}</th>
              <th className="rd-text">{t.report}</th>
              <th>{t.recommendation}</th>
              <th>{t.target}</th>
              <th>{t.upside}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((r) => {
              const call = r.recommendation ?? ''
              const upside =
                price !== null && price > 0 && r.target_price != null
                  ? ((r.target_price - price) / price) * 100
                  : null
              return (
                <tr key={r.id} data-id={r.id}>
                  <td>{r.issue_date}</td>
                  <td>{r.source}</td>
                  <td className="rd-text rd-wrap">{r.title}</td>
                  <td className={callClass[call] ?? ''}>
                    {(t.recommendations as Readonly<Record<string, string | undefined>>)[call] ??
                      (call || '–')}
                  </td>
                  <td data-target={r.target_price ?? ''}>{thousands(r.target_price)}</td>
                  <td>{upside === null ? '–' : `${signed(upside, 1)}%`}</td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
    </Panel>
  )
}
