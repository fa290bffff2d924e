import { useMemo } from 'react'
import type { z } from 'zod'
import type { macroIndicatorSchema } from '../../../../src-shared/schemas/research/info'
import { fixed } from '../../../lib/numbers'
import { EChart, themeColor, type EChartOption } from '../components/echart'
import { Panel } from '../components/panels'
import { SeriesChart, type SeriesSpec } from '../components/series-chart'
import { useScreenerStrings } from '../screener/strings'
import { monthDay, periodsBack, seriesKind } from './macro-periods'
import { useMacroSeries } from './use-macro'

type Indicator = z.infer<typeof macroIndicatorSchema>

/** Digits by unit: rates and shares to 2, the exchange rate whole, index points to 1. */
const digitsOf = (unit: string | null | undefined): number => (unit === 'VND' ? 0 : unit === 'Index' ? 1 : 2)

/**
 * One indicator: its latest value and period, and its last `span` periods as a chart. Monthly series
 * are a line on lightweight-charts (a month placed on its first day); quarterly and yearly ones are
 * bars on ECharts by period label, since a quarter has no day that would not mislead the time axis.
 */
export function MacroCard(props: {
  readonly indicator: Indicator
  readonly span: number
  readonly en: boolean
  readonly theme: string
}) {
  const s = useScreenerStrings().macro
  const { indicator } = props
  const from = indicator.latest_period ? periodsBack(indicator.latest_period, props.span) : null
  const series = useMacroSeries(indicator.id, from)
  const digits = digitsOf(indicator.unit)
  const format = useMemo(() => (v: number) => fixed(digits).format(v), [digits])
  const values = useMemo(
    () =>
      (series.data?.values ?? []).flatMap((v) =>
        v.value === null ? [] : [{ period: v.period, value: v.value }],
      ),
    [series.data],
  )
  const kind = seriesKind(values.map((v) => v.period))
  const latest = values.at(-1)
  const unit = indicator.unit ? (s.units[indicator.unit] ?? indicator.unit) : ''
  const title = props.en ? (indicator.name_en ?? indicator.name) : indicator.name

  const line = useMemo<SeriesSpec[]>(
    () => [
      {
        key: indicator.id,
        kind: 'line',
        color: '--accent',
        points: values.flatMap((v) => {
          const time = monthDay(v.period)
          return time === null ? [] : [{ time, value: v.value }]
        }),
      },
    ],
    [indicator.id, values],
  )
  const bars = useMemo<EChartOption>(
    () => ({
      grid: { left: 8, right: 8, top: 16, bottom: 4, containLabel: true },
      tooltip: { trigger: 'axis', renderMode: 'richText' },
      xAxis: {
        type: 'category',
        data: values.map((v) => v.period),
        axisLabel: { color: themeColor('--muted') },
      },
      yAxis: {
        type: 'value',
        scale: true,
        axisLabel: { color: themeColor('--muted'), formatter: (v: number) => format(v) },
        splitLine: { lineStyle: { color: themeColor('--border') } },
      },
      series: [
        {
          type: 'bar',
          name: title,
          data: values.map((v) => ({
            value: v.value,
            itemStyle: { color: themeColor(v.value < 0 ? '--price-down' : '--accent') },
          })),
        },
      ],
    }),
    // The theme changes the colours read above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [values, title, format, props.theme],
  )

  return (
    <Panel
      id={`macro-${indicator.id}`}
      title={title}
      query={series}
      empty={values.length === 0}
      emptyText={s.none}
      extra={
        <span className="mc-unit">{`${unit} · ${s.frequency[indicator.frequency] ?? indicator.frequency}`}</span>
      }
    >
      {latest !== undefined && (
        <p
          className="mc-latest"
          data-testid="mc-latest"
          data-period={latest.period}
          data-value={latest.value}
        >
          <span className="rd-label">{s.latest}</span> <strong>{format(latest.value)}</strong>{' '}
          <span className="rd-label">
            {unit} · {latest.period}
          </span>
        </p>
      )}
      {kind === 'month' ? (
        <SeriesChart series={line} theme={props.theme} label={title} formatValue={format} />
      ) : (
        <EChart option={bars} theme={props.theme} label={title} className="rd-chart" />
      )}
    </Panel>
  )
}
