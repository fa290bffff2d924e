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
import type { LevelOnScreen } from '../lib/level-drag'

const levelColour = '#e5e7eb'
/** The level the keys move (chosen with N, a click or a drag): brighter and thicker. */
const chosenColour = '#38bdf8'
const trendColour = '#fbbf24'

/**
 * The lines drawn on a symbol's chart: levels as price lines of the candle series (the axis shows
 * their price), trend lines as two-point line series on the candles' pane. A trend line's points
 * are snapped to the candles of the width shown; one reaching outside the candles loaded is left
 * out rather than stretching the time axis. A level's line moves in place while it is dragged
 * (`moveLevel`); the drawings saved are drawn again when the drag ends.
 */
export class DrawingLayer {
  private levels = new Map<string, IPriceLine>()
  private trends: ISeriesApi<'Line'>[] = []

  constructor(
    private readonly chart: IChartApi,
    private readonly candles: ISeriesApi<'Candlestick'>,
    private readonly priceFormat: () => PriceFormat,
    /** Board units per plotted unit (1,000 for stocks): drawings are kept in the board's unit. */
    private readonly unit: number,
  ) {}

  draw(
    drawings: readonly Drawing[],
    resolution: ChartResolution,
    times: { first: number; last: number } | null,
    chosen: string | null,
  ): void {
    this.clear()
    for (const d of drawings) {
      if (d.kind === 'level') {
        const isChosen = d.id === chosen
        this.levels.set(
          d.id,
          this.candles.createPriceLine({
            price: d.price / this.unit,
            color: isChosen ? chosenColour : levelColour,
            lineWidth: isChosen ? 2 : 1,
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
        { time: toExchangeClock(a.time) as UTCTimestamp, value: a.price / this.unit },
        { time: toExchangeClock(b.time) as UTCTimestamp, value: b.price / this.unit },
      ])
      this.trends.push(series)
    }
  }

  /** Where each level's line is on the candles' pane now (null: scrolled off it). */
  levelsOnScreen(): LevelOnScreen[] {
    return [...this.levels].map(([id, line]) => ({
      id,
      y: this.candles.priceToCoordinate(line.options().price),
    }))
  }

  /** Shows a level at a new price before it is saved (a drag under way). */
  moveLevel(id: string, price: number): void {
    this.levels.get(id)?.applyOptions({ price: price / this.unit, color: chosenColour, lineWidth: 2 })
  }

  clear(): void {
    for (const line of this.levels.values()) this.candles.removePriceLine(line)
    for (const series of this.trends) this.chart.removeSeries(series)
    this.levels.clear()
    this.trends = []
  }
}
