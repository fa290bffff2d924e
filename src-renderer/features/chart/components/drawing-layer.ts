import {
  LineSeries,
  LineStyle,
  type IChartApi,
  type IPriceLine,
  type ISeriesApi,
  type PriceFormat,
  type UTCTimestamp,
} from 'lightweight-charts'
import type { ChartResolution, Drawing } from '../../../../src-shared/bridge/contract'
import { bucketStart, toExchangeClock } from '../lib/candle-buckets'

const levelColour = '#e5e7eb'
const trendColour = '#fbbf24'

/**
 * The lines drawn on a symbol's chart: levels as price lines of the candle series (the axis shows
 * their price), trend lines as two-point line series on the candles' pane. A trend line's points
 * are snapped to the candles of the width shown; one reaching outside the candles loaded is left
 * out rather than stretching the time axis.
 */
export class DrawingLayer {
  private levels: IPriceLine[] = []
  private trends: ISeriesApi<'Line'>[] = []

  constructor(
    private readonly chart: IChartApi,
    private readonly candles: ISeriesApi<'Candlestick'>,
    private readonly priceFormat: () => PriceFormat,
  ) {}

  draw(
    drawings: readonly Drawing[],
    resolution: ChartResolution,
    times: { first: number; last: number } | null,
  ): void {
    this.clear()
    for (const d of drawings) {
      if (d.kind === 'level') {
        this.levels.push(
          this.candles.createPriceLine({
            price: d.price,
            color: levelColour,
            lineWidth: 1,
            lineStyle: LineStyle.Solid,
            axisLabelVisible: true,
            title: '',
          }),
        )
        continue
      }
      if (times === null) continue
      const from = { time: bucketStart(d.from.time, resolution), price: d.from.price }
      const to = { time: bucketStart(d.to.time, resolution), price: d.to.price }
      const [a, b] = from.time <= to.time ? [from, to] : [to, from]
      if (a.time === b.time || a.time < times.first || b.time > times.last) continue
      const series = this.chart.addSeries(LineSeries, {
        color: trendColour,
        lineWidth: 2,
        priceLineVisible: false,
        lastValueVisible: false,
        crosshairMarkerVisible: false,
        priceFormat: this.priceFormat(),
      })
      series.setData([
        { time: toExchangeClock(a.time) as UTCTimestamp, value: a.price },
        { time: toExchangeClock(b.time) as UTCTimestamp, value: b.price },
      ])
      this.trends.push(series)
    }
  }

  clear(): void {
    for (const line of this.levels) this.candles.removePriceLine(line)
    for (const series of this.trends) this.chart.removeSeries(series)
    this.levels = []
    this.trends = []
  }
}
