import { useState } from 'react'
import { FinancialChartPanel } from './financial-chart-panel'
import { StatementsPanel } from './statements-panel'
import { FilterSelect } from './filter-fields'
import { useDetailStrings } from './strings'
import type { PeriodKind, StatementType } from './use-detail-queries'

/** The simulator and the spec serve ten pages of four periods: two and a half years of quarters. */
const lastPage = 10

/**
 * Statements and their chart over the same periods: quarters or years, page 1 the latest four, each
 * further page four periods back. PageUp / PageDown (focus inside the section) page through time.
 */
export function FinancialsSection(props: { readonly symbol: string; readonly theme: string }) {
  const t = useDetailStrings().financials
  const [type, setType] = useState<StatementType>('income_statement')
  const [period, setPeriod] = useState<PeriodKind>('quarter')
  const [page, setPage] = useState(1)
  const older = () => setPage((p) => Math.min(lastPage, p + 1))
  const newer = () => setPage((p) => Math.max(1, p - 1))
  const controls = (
    <div className="rd-filters" title={t.pageHint}>
      <FilterSelect
        label={t.period}
        value={period}
        options={(['quarter', 'year'] as const).map((k) => ({ value: k, label: t.periods[k] }))}
        onChange={(v) => {
          setPeriod(v === '' ? 'quarter' : v)
          setPage(1)
        }}
        testId="rd-fin-period"
      />
      <button type="button" onClick={older} disabled={page >= lastPage} data-testid="rd-fin-older">
        ← {t.older}
      </button>
      <button type="button" onClick={newer} disabled={page <= 1} data-testid="rd-fin-newer">
        {t.newer} →
      </button>
    </div>
  )
  return (
    <div
      className="rd-financials"
      onKeyDown={(e) => {
        if (e.key === 'PageUp') older()
        else if (e.key === 'PageDown') newer()
        else return
        e.preventDefault()
      }}
    >
      <FinancialChartPanel symbol={props.symbol} period={period} page={page} theme={props.theme} />
      <StatementsPanel
        symbol={props.symbol}
        type={type}
        onType={setType}
        period={period}
        page={page}
        controls={controls}
      />
    </div>
  )
}
