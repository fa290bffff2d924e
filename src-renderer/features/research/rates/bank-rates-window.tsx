import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { callQuery } from '../../../lib/bridge/call-query'
import { isTransient } from '../../../lib/bridge/query'
import { fixed } from '../../../lib/numbers'
import { formatClock } from '../../../lib/time'
import { EChart, themeColor, type EChartOption } from '../components/echart'
import { Panel } from '../components/panels'
import { useMarketsStrings } from '../markets/strings'
import { useAppliedTheme } from '../markets/use-applied-theme'
import { bestByTerm, rateAt, sortBanks, termsOf, type SortDirection } from './bank-rate-table'
import '../components/detail.css'
import '../markets/markets.css'

const rate = (n: number | null) => (n === null ? '–' : fixed(2).format(n))

/**
 * `?view=bank-rates`: deposit rates of the banks by term (group E bank-interest-rates, five minutes
 * in the core's cache). The table sorts the banks by any term (its header is a button); the chart
 * shows that term across the banks, highest first, the best offer in the up colour.
 */
export function BankRatesWindow() {
  const t = useMarketsStrings()
  const r = t.rates
  const theme = useAppliedTheme()
  const [sort, setSort] = useState<{ term: number; direction: SortDirection }>({
    term: 12,
    direction: 'desc',
  })
  const rates = useQuery({
    ...callQuery('research.bankRates', {}),
    staleTime: 300_000,
    refetchInterval: 300_000,
    retry: (count, error) => count < 2 && isTransient(error),
  })
  useEffect(() => {
    document.title = r.title
  }, [r.title])

  const terms = useMemo(() => (rates.data ? termsOf(rates.data) : []), [rates.data])
  const banks = useMemo(
    () => sortBanks(rates.data?.bank_interest_rates ?? [], sort.term, sort.direction),
    [rates.data, sort],
  )
  const best = useMemo(() => bestByTerm(banks, terms), [banks, terms])
  // A term every bank pays the same (demand deposits) has no best offer to point at.
  const isBest = (term: number, value: number | null) =>
    value !== null && value === best.get(term) && banks.some((b) => rateAt(b, term) !== value)
  const termLabel = (term: number) => (term === 0 ? r.demand : `${String(term)}${r.months}`)
  const onSort = (term: number) =>
    setSort((s) => ({ term, direction: s.term === term && s.direction === 'desc' ? 'asc' : 'desc' }))

  const option = useMemo((): EChartOption => {
    const text = themeColor('--muted')
    const up = themeColor('--price-up')
    const bar = themeColor('--accent')
    const line = themeColor('--border')
    const top = best.get(sort.term)
    return {
      animation: false,
      grid: { left: 8, right: 12, top: 16, bottom: 8, containLabel: true },
      tooltip: { trigger: 'axis' },
      xAxis: {
        type: 'category',
        data: banks.map((b) => b.bank_code),
        axisLabel: { color: text, rotate: 45, interval: 0 },
      },
      yAxis: {
        type: 'value',
        min: 0,
        axisLabel: { color: text, formatter: '{value}%' },
        splitLine: { lineStyle: { color: line } },
      },
      series: [
        {
          type: 'bar',
          name: termLabel(sort.term),
          barMaxWidth: 22,
          data: banks.map((b) => {
            const value = rateAt(b, sort.term)
            return { value, itemStyle: { color: value !== null && value === top ? up : bar } }
          }),
        },
      ],
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- termLabel follows the strings
  }, [banks, best, sort.term, theme, r])

  return (
    <div className="research-rates" data-testid="rates-window">
      <header className="rd-header">
        <h1 className="rd-title">{r.title}</h1>
        {rates.data?.updated_at !== undefined && (
          <span className="rd-status">
            {r.updated} {formatClock(rates.data.updated_at)}
          </span>
        )}
        <span className="rd-unit">{r.unit}</span>
      </header>
      <main className="mk-rates-body">
        <Panel id="rates-table" title={r.title} query={rates} empty={banks.length === 0}>
          <table className="rd-table mk-rates" data-testid="rates-table">
            <thead>
              <tr>
                <th scope="col">{r.bank}</th>
                {terms.map((term) => (
                  <th
                    key={term}
                    scope="col"
                    aria-sort={
                      sort.term === term ? (sort.direction === 'desc' ? 'descending' : 'ascending') : 'none'
                    }
                  >
                    <button type="button" title={r.sortHint} data-term={term} onClick={() => onSort(term)}>
                      {termLabel(term)}
                      {sort.term === term ? (sort.direction === 'desc' ? ' ▼' : ' ▲') : ''}
                    </button>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {banks.map((b) => (
                <tr key={b.bank_code} data-bank={b.bank_code}>
                  <th scope="row" title={b.bank_name ?? b.bank_code}>
                    {b.bank_code}
                  </th>
                  {terms.map((term) => {
                    const value = rateAt(b, term)
                    return (
                      <td
                        key={term}
                        data-term={term}
                        className={`${isBest(term, value) ? 'mk-best' : ''}${
                          sort.term === term ? ' mk-sorted' : ''
                        }`}
                      >
                        {rate(value)}
                      </td>
                    )
                  })}
                </tr>
              ))}
            </tbody>
          </table>
          <p className="rd-status">{r.sortHint}</p>
        </Panel>
        <Panel
          id="rates-chart"
          title={`${r.chartTitle}: ${termLabel(sort.term)}`}
          query={rates}
          empty={banks.length === 0}
        >
          <EChart option={option} theme={theme} label={r.chartTitle} className="mk-rates-chart" />
          {best.get(sort.term) !== undefined && (
            <p className="rd-status">
              {r.highest}: {rate(best.get(sort.term) ?? null)}%
            </p>
          )}
        </Panel>
      </main>
    </div>
  )
}
