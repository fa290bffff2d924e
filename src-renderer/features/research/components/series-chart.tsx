import { useEffect, useRef } from 'react'
import { useAppliedTheme } from '../../../lib/theme/use-applied-theme'
import { createChart, HistogramSeries, LineSeries, type IChartApi, type ISeriesApi } from 'lightweight-charts'

export interface SeriesSpec {
  readonly key: string
  readonly kind: 'line' | 'histogram'
  /** A CSS custom property (e.g. `--price-up`) or a colour. */
  readonly color: string
  /** By session, oldest first; `time` is yyyy-MM-dd. */
  readonly points: readonly { readonly time: string; readonly value: number }[]
}

const cssColor = (value: string): string =>
  value.startsWith('--')
    ? getComputedStyle(document.documentElement).getPropertyValue(value).trim() || '#888'
    : value

/**
 * Daily series on lightweight-charts (lines, or bars coloured by sign), sized to their box. The
 * chart is built once per mount and its series rebuilt when the specs change; colours are re-read
 * from the theme's custom properties when `theme` changes.
 */
export function SeriesChart(props: {
  readonly series: readonly SeriesSpec[]
  readonly theme: string
  readonly label: string
  readonly formatValue: (value: number) => string
}) {
  const host = useRef<HTMLDivElement>(null)
  const chart = useRef<IChartApi | null>(null)
  const built = useRef<ISeriesApi<'Line' | 'Histogram'>[]>([])
  const format = useRef(props.formatValue)
  const theme = useAppliedTheme(props.theme)
  useEffect(() => {
    format.current = props.formatValue
  }, [props.formatValue])

  useEffect(() => {
    const el = host.current
    if (el === null) return
    const c = createChart(el, {
      autoSize: true,
      layout: { attributionLogo: false },
      rightPriceScale: { borderVisible: false },
      // A window resized keeps showing the whole series, not the newest sessions at the old spacing.
      timeScale: { borderVisible: false, lockVisibleTimeRangeOnResize: true },
      handleScroll: false,
      handleScale: false,
      localization: { priceFormatter: (p: number) => format.current(p) },
    })
    chart.current = c
    return () => {
      built.current = []
      chart.current = null
      c.remove()
    }
  }, [])

  useEffect(() => {
    const c = chart.current
    if (c === null) return
    const text = cssColor('--muted')
    const grid = cssColor('--border')
    c.applyOptions({
      layout: { background: { color: 'transparent' }, textColor: text },
      grid: { vertLines: { color: grid }, horzLines: { color: grid } },
    })
    for (const s of built.current) c.removeSeries(s)
    built.current = props.series.map((spec) => {
      const color = cssColor(spec.color)
      if (spec.kind === 'line') {
        const line = c.addSeries(LineSeries, {
          color,
          lineWidth: 2,
          priceLineVisible: false,
          lastValueVisible: false,
        })
        line.setData(spec.points.map((p) => ({ time: p.time, value: p.value })))
        return line
      }
      const up = cssColor('--price-up')
      const down = cssColor('--price-down')
      const bars = c.addSeries(HistogramSeries, { priceLineVisible: false, lastValueVisible: false })
      bars.setData(
        spec.points.map((p) => ({ time: p.time, value: p.value, color: p.value >= 0 ? up : down })),
      )
      return bars
    })
    c.timeScale().fitContent()
  }, [props.series, theme])

  return <div ref={host} className="rd-chart" role="img" aria-label={props.label} />
}
