import { useMemo } from 'react'
import { useAppliedTheme } from '../../../lib/theme/use-applied-theme'
import { Panel } from '../components/panels'
import { EChart, themeColor, type EChartOption } from '../components/echart'
import { useDetailStrings } from './strings'
import { useRatioPage, type PeriodKind } from './use-detail-queries'

const readPalette = () => ({
  text: themeColor('--muted'),
  grid: themeColor('--border'),
  revenue: themeColor('--accent'),
  profit: themeColor('--price-up'),
  margin: themeColor('--price-ref'),
  roe: themeColor('--price-ceil'),
})

const bn = (vnd: number | null | undefined) => (vnd == null ? null : Math.round(vnd / 1e7) / 100)

/**
 * Revenue and net profit as bars (billions of VND, left axis), net margin and ROE as lines (%,
 * right axis), the periods of the statements' page, oldest left. From the financial analysis, so
 * the bars are the statements' own figures and the lines follow from them.
 */
export function FinancialChartPanel(props: {
  readonly symbol: string
  readonly period: PeriodKind
  readonly page: number
  readonly theme: string
}) {
  const t = useDetailStrings().financials
  const ratios = useRatioPage(props.symbol, props.period, props.page)
  const rows = useMemo(() => [...(ratios.data ?? [])].reverse(), [ratios.data])
  const theme = useAppliedTheme(props.theme)
  // Read after the theme is on the document (useAppliedTheme), so the colours are the new ones.
  const palette = useMemo(() => ({ theme, ...readPalette() }), [theme])
  const option = useMemo((): EChartOption => {
    const { text, grid } = palette
    const axis = { axisLabel: { color: text }, splitLine: { lineStyle: { color: grid } } }
    return {
      grid: { left: 56, right: 44, top: 28, bottom: 24 },
      legend: { top: 0, textStyle: { color: text } },
      tooltip: { trigger: 'axis' },
      xAxis: { type: 'category', data: rows.map((r) => r.period), axisLabel: { color: text } },
      yAxis: [
        { type: 'value', ...axis },
        {
          type: 'value',
          ...axis,
          splitLine: { show: false },
          axisLabel: { color: text, formatter: '{value}%' },
        },
      ],
      series: [
        { name: t.revenue, type: 'bar', data: rows.map((r) => bn(r.revenue)), color: palette.revenue },
        {
          name: t.netIncome,
          type: 'bar',
          data: rows.map((r) => bn(r.net_income)),
          color: palette.profit,
        },
        {
          name: t.netMargin,
          type: 'line',
          yAxisIndex: 1,
          data: rows.map((r) => r.net_margin ?? null),
          color: palette.margin,
        },
        {
          name: t.roe,
          type: 'line',
          yAxisIndex: 1,
          data: rows.map((r) => r.roe ?? null),
          color: palette.roe,
        },
      ],
    }
  }, [rows, t, palette])
  return (
    <Panel id="fin-chart" title={t.chartTitle} query={ratios} empty={rows.length === 0}>
      <div
        data-testid="rd-fin-chart-data"
        data-periods={rows.map((r) => r.period).join(',')}
        data-revenue={rows.map((r) => r.revenue ?? '').join(',')}
        data-net-income={rows.map((r) => r.net_income ?? '').join(',')}
      >
        <EChart option={option} theme={theme} label={t.chartTitle} className="rd-echart rd-fin-echart" />
      </div>
    </Panel>
  )
}
