import { useEffect, useRef } from 'react'
import { BarChart, LineChart, TreemapChart } from 'echarts/charts'
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components'
import { init, use as registerParts, type ComposeOption, type ECharts } from 'echarts/core'
import { CanvasRenderer } from 'echarts/renderers'
import type { BarSeriesOption, LineSeriesOption, TreemapSeriesOption } from 'echarts/charts'
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components'

// ECharts draws the chart kinds lightweight-charts has no form for (heat maps, bars by category).
// Only the parts we use are registered, so the bundle carries no more of it than that.
registerParts([
  TreemapChart,
  BarChart,
  LineChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  CanvasRenderer,
])

export type EChartOption = ComposeOption<
  | TreemapSeriesOption
  | BarSeriesOption
  | LineSeriesOption
  | GridComponentOption
  | TooltipComponentOption
  | LegendComponentOption
>

/** A theme colour from its custom property (`--price-up`), read when the chart is drawn. */
export const themeColor = (name: string): string =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim() || '#888'

/**
 * One ECharts chart sized to its box. The tooltip is drawn on the canvas (`renderMode: 'richText'`):
 * the HTML tooltip writes `style` attributes, which the app's CSP (no 'unsafe-inline') refuses.
 * `onClick` gets the clicked item's `name` (a treemap tile, a bar's category), for drill-down.
 */
export function EChart(props: {
  readonly option: EChartOption
  /** Redraws with the theme's colours when it changes. */
  readonly theme: string
  readonly label: string
  readonly className?: string
  readonly onClick?: (name: string) => void
}) {
  const host = useRef<HTMLDivElement>(null)
  const chart = useRef<ECharts | null>(null)
  const click = useRef(props.onClick)
  useEffect(() => {
    click.current = props.onClick
  }, [props.onClick])

  useEffect(() => {
    const el = host.current
    if (el === null) return
    const c = init(el, null, { renderer: 'canvas' })
    chart.current = c
    c.on('click', (params) => {
      if (typeof params.name === 'string') click.current?.(params.name)
    })
    const resize = new ResizeObserver(() => c.resize())
    resize.observe(el)
    return () => {
      resize.disconnect()
      chart.current = null
      c.dispose()
    }
  }, [])

  useEffect(() => {
    const text = themeColor('--text')
    chart.current?.setOption(
      {
        backgroundColor: 'transparent',
        textStyle: { color: text },
        tooltip: { renderMode: 'richText' },
        ...props.option,
      },
      { notMerge: true },
    )
  }, [props.option, props.theme])

  return <div ref={host} className={props.className ?? 'rd-echart'} role="img" aria-label={props.label} />
}
