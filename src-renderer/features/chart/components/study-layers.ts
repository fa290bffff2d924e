import {
  createTextWatermark,
  HistogramSeries,
  LineSeries,
  LineStyle,
  type IChartApi,
  type PriceFormat,
  type ISeriesApi,
  type ITextWatermarkPluginApi,
  type Time,
  type UTCTimestamp,
} from 'lightweight-charts'
import { toExchangeClock } from '../lib/candle-buckets'
import type { PlotCandle } from '../lib/live-candle'
import { overlayKinds, studyLabel, studyLines, type StudyConfig } from '../lib/studies/study-config'
import { StudyTrack, type StudyPoint } from '../lib/studies/study-track'

export interface StudyColours {
  readonly up: string
  readonly down: string
}

// Line colours by study and line; a second study of the same kind takes the next of its list.
const lineColours: Record<string, readonly string[]> = {
  'sma.value': ['#f59e0b', '#fb7185', '#a3e635'],
  'ema.value': ['#38bdf8', '#e879f9', '#fde047'],
  'bollinger.middle': ['#a78bfa'],
  'bollinger.upper': ['#a78bfa'],
  'bollinger.lower': ['#a78bfa'],
  'vwap.value': ['#f97316'],
  'volume.average': ['#eab308'],
  'rsi.value': ['#c084fc'],
  'macd.macd': ['#3b82f6'],
  'macd.signal': ['#f97316'],
  'stochastic.k': ['#38bdf8'],
  'stochastic.d': ['#f97316'],
}

/** Guide levels of the bounded oscillators (overbought, oversold). */
const guides: Partial<Record<StudyConfig['kind'], readonly number[]>> = {
  rsi: [70, 30],
  stochastic: [80, 20],
}

type Series = ISeriesApi<'Line'> | ISeriesApi<'Histogram'>

interface Layer {
  readonly track: StudyTrack
  readonly series: ReadonlyMap<string, Series>
}

const time = (t: number) => toExchangeClock(t) as UTCTimestamp

/**
 * The chosen studies drawn on a chart: overlays on the candles' pane, the others one pane each
 * below, in the order chosen. History goes in whole (`setData`); a live candle moves only the
 * newest value of each line (`update`), computed incrementally by its StudyTrack.
 */
export class StudyLayers {
  private layers: Layer[] = []
  private legends: ITextWatermarkPluginApi<Time>[] = []
  private candleColour = new Map<number, boolean>()

  constructor(
    private readonly chart: IChartApi,
    private colours: StudyColours,
    /** The candles' price format, which the overlays share. */
    private readonly priceFormat: () => PriceFormat,
  ) {}

  /** Replaces the studies drawn; call `history` afterwards to fill them. */
  setStudies(studies: readonly StudyConfig[]): void {
    for (const legend of this.legends) legend.detach()
    for (const layer of this.layers) for (const s of layer.series.values()) this.chart.removeSeries(s)
    this.layers = []
    this.legends = []
    const labels = new Map<number, string[]>()
    const seen = new Map<string, number>()
    let pane = 0
    for (const config of studies) {
      const overlay = overlayKinds.has(config.kind)
      const paneIndex = overlay ? 0 : ++pane
      labels.set(paneIndex, [...(labels.get(paneIndex) ?? []), studyLabel(config)])
      const nth = seen.get(config.kind) ?? 0
      seen.set(config.kind, nth + 1)
      const series = new Map<string, Series>()
      for (const line of studyLines[config.kind]) {
        series.set(line, this.addLine(config, line, paneIndex, nth))
      }
      for (const level of guides[config.kind] ?? []) {
        series.values().next().value?.createPriceLine({
          price: level,
          color: '#6b7280',
          lineWidth: 1,
          lineStyle: LineStyle.Dotted,
          axisLabelVisible: false,
          title: '',
        })
      }
      this.layers.push({ track: new StudyTrack(config), series })
    }
    // The candles keep most of the height; each pane below gets a share of a quarter of it.
    const panes = this.chart.panes()
    panes.forEach((p, i) => p.setStretchFactor(i === 0 ? 4 : 1))
    // Each pane names its studies at its top left (a pane still warming up is otherwise blank).
    for (const [index, names] of labels) {
      const pane = panes[index]
      if (pane === undefined) continue
      this.legends.push(
        createTextWatermark(pane, {
          horzAlign: 'left',
          vertAlign: 'top',
          lines: [{ text: names.join('   '), color: '#9aa3b2', fontSize: 11 }],
        }),
      )
    }
  }

  setColours(colours: StudyColours): void {
    this.colours = colours
  }

  history(candles: readonly PlotCandle[]): void {
    this.candleColour = new Map(candles.map((c) => [c.time, c.close >= c.open]))
    for (const layer of this.layers) {
      const points = layer.track.history(candles)
      for (const [line, series] of layer.series) {
        series.setData(points.map((p) => this.datum(layer.track.config, line, p)))
      }
    }
  }

  /** The live candle: each line's newest value recomputed and moved, nothing else. */
  live(candle: PlotCandle): void {
    this.candleColour.set(candle.time, candle.close >= candle.open)
    for (const layer of this.layers) {
      const point = layer.track.live(candle)
      if (point === null) continue
      for (const [line, series] of layer.series) series.update(this.datum(layer.track.config, line, point))
    }
  }

  private datum(config: StudyConfig, line: string, point: StudyPoint) {
    const value = point.values[line] ?? null
    const t = time(point.time)
    if (value === null) return { time: t }
    if (config.kind === 'volume' && line === 'volume') {
      const up = this.candleColour.get(point.time) ?? true
      return { time: t, value, color: up ? this.colours.up : this.colours.down }
    }
    if (config.kind === 'macd' && line === 'histogram') {
      return { time: t, value, color: value >= 0 ? this.colours.up : this.colours.down }
    }
    return { time: t, value }
  }

  private addLine(config: StudyConfig, line: string, paneIndex: number, nth: number): Series {
    const histogram =
      (config.kind === 'volume' && line === 'volume') || (config.kind === 'macd' && line === 'histogram')
    const title = line === studyLines[config.kind][0] ? studyLabel(config) : ''
    if (histogram) {
      return this.chart.addSeries(
        HistogramSeries,
        {
          priceFormat: config.kind === 'volume' ? { type: 'volume' } : this.priceFormat(),
          priceLineVisible: false,
          lastValueVisible: config.kind === 'volume',
          title,
        },
        paneIndex,
      )
    }
    const palette = lineColours[`${config.kind}.${line}`] ?? ['#9ca3af']
    const overlay = paneIndex === 0
    return this.chart.addSeries(
      LineSeries,
      {
        color: palette[nth % palette.length] ?? '#9ca3af',
        lineWidth: 1,
        lineStyle: config.kind === 'bollinger' && line === 'middle' ? LineStyle.Dashed : LineStyle.Solid,
        priceLineVisible: false,
        // Overlays and MACD (a difference of prices) read in the candles' unit; RSI and the
        // stochastic as plain numbers.
        priceFormat:
          overlay || config.kind === 'macd'
            ? this.priceFormat()
            : { type: 'price', precision: 2, minMove: 0.01 },
        // The axis keeps one label per study (and the oscillators' signal), not one per band.
        lastValueVisible: title !== '' || line === 'signal' || line === 'd',
        crosshairMarkerVisible: false,
        title,
      },
      paneIndex,
    )
  }
}
