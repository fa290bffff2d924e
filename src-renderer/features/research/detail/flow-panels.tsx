import { useMemo, useState } from 'react'
import { useResearchStrings } from '../strings'
import { fixed } from '../../../lib/numbers'
import { investorTypes, useFlows, useSupplyDemand, type InvestorType } from '../hooks/use-research'
import { billions, count } from '../lib/format'
import { dateBsaPoints, vietnamToday } from '../lib/supply-demand'
import { Panel } from '../components/panels'
import { SeriesChart, type SeriesSpec } from '../components/series-chart'

export function FlowsPanel({ symbol, theme }: { readonly symbol: string; readonly theme: string }) {
  const t = useResearchStrings()
  const flows = useFlows(symbol)
  const [show, setShow] = useState<'foreign' | 'proprietary'>('foreign')
  const series = useMemo((): SeriesSpec[] => {
    const rows = flows.data?.[show] ?? []
    return [
      {
        key: show,
        kind: 'histogram',
        color: '--price-up',
        points: [...rows].reverse().map((r) => ({ time: r.date, value: r.net_value / 1e9 })),
      },
    ]
  }, [flows.data, show])
  const latest = flows.data?.foreign[0]
  return (
    <Panel
      id="flows"
      title={t.flows.title}
      query={flows}
      empty={flows.data?.foreign.length === 0}
      extra={
        <span className="rd-tabs" role="radiogroup" aria-label={t.flows.title}>
          {(['foreign', 'proprietary'] as const).map((k) => (
            <button key={k} type="button" role="radio" aria-checked={show === k} onClick={() => setShow(k)}>
              {t.flows[k]}
            </button>
          ))}
        </span>
      }
    >
      <SeriesChart
        series={series}
        theme={theme}
        label={t.flows[show]}
        formatValue={(v) => fixed(1).format(v)}
      />
      {latest !== undefined && (
        <p className="rd-status">
          {t.flows.foreign} {latest.date}: {billions(latest.net_value)} · {t.flows.room}: {count(latest.room)}
        </p>
      )}
    </Panel>
  )
}

const typeColors: Readonly<Record<InvestorType, string>> = {
  all: '--text',
  sheep: '--price-floor',
  wolf: '--price-ref',
  shark: '--price-ceil',
}

/** Active-buy share by investor type, one line each, from group A's bsa-month. */
export function SupplyDemandPanel({ symbol, theme }: { readonly symbol: string; readonly theme: string }) {
  const t = useResearchStrings()
  const all = useSupplyDemand(symbol, 'all')
  const sheep = useSupplyDemand(symbol, 'sheep')
  const wolf = useSupplyDemand(symbol, 'wolf')
  const shark = useSupplyDemand(symbol, 'shark')
  const byType = { all, sheep, wolf, shark }
  // The year the dd/MM points belong to, read once per window (a month-long series around New Year).
  const [today] = useState(() => vietnamToday(Date.now()))
  const series = useMemo((): SeriesSpec[] => {
    return investorTypes.flatMap((type) => {
      const data = byType[type].data
      if (data === undefined) return []
      return [
        {
          key: type,
          kind: 'line' as const,
          color: typeColors[type],
          points: dateBsaPoints(data.data, today).map((p) => ({ time: p.date, value: p.bup * 100 })),
        },
      ]
    })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [all.data, sheep.data, wolf.data, shark.data, today])
  const drawn = series.reduce((n, s) => n + s.points.length, 0)
  return (
    <Panel id="supply-demand" title={t.supplyDemand.title} query={all} empty={drawn === 0}>
      <SeriesChart
        series={series}
        theme={theme}
        label={t.supplyDemand.title}
        formatValue={(v) => fixed(0).format(v)}
      />
      <ul className="rd-legend" title={t.supplyDemand.hint} data-testid="rd-sd-legend" data-points={drawn}>
        {investorTypes.map((type) => (
          <li key={type} className={`rd-legend-${type}`}>
            {t.supplyDemand.types[type]}
          </li>
        ))}
      </ul>
    </Panel>
  )
}
