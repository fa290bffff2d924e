import { useEffect, useMemo, useRef } from 'react'
import {
  CandlestickSeries,
  createChart,
  CrosshairMode,
  LineStyle,
  type IChartApi,
  type PriceFormat,
  type IPriceLine,
  type ISeriesApi,
  type MouseEventParams,
  type UTCTimestamp,
} from 'lightweight-charts'
import type { ChartResolution, Drawing, StudyConfig } from '../../../../src-shared/bridge/contract'
import { useAppliedTheme } from '../../../lib/theme/use-applied-theme'
import { fromExchangeClock, toExchangeClock } from '../lib/candle-buckets'
import type { LevelTicks } from '../lib/level-drag'
import type { ChartPriceFormat } from '../lib/plot-candles'
import type { PlotCandle } from '../lib/live-candle'
import { timeAxisOptions, type ChartLanguage } from '../lib/time-labels'
import { openingRange } from '../lib/visible-range'
import { DrawingLayer } from './drawing-layer'
import { LevelDragger } from './level-dragger'
import { StudyLayers } from './study-layers'

/** Empty candles kept right of the newest, so the live one is not against the axis. */
const rightOffset = 4

export interface CandleChartProps {
  /** History, oldest first, in the board's unit. Replaced as a whole when it changes. */
  readonly candles: readonly PlotCandle[]
  /** The live candle: the last one, updated in place, or the first of a new bucket. */
  readonly live: PlotCandle | null
  /** Board reference lines (raw unit), drawn in the board's colours; null hides one. */
  readonly levels: {
    readonly reference: number | null
    readonly ceiling: number | null
    readonly floor: number | null
  }
  /** Board unit → axis text ("95.30" for stocks in thousands of VND). */
  readonly formatPrice: (price: number) => string
  /**
   * The unit the chart plots in and its axis step (lib/plot-candles.ts `chartPriceFormat`). Every
   * price in and out of this component stays in the board's unit; only the library sees the plotted
   * one. The unit is fixed for a mount (the caller keys the chart on it).
   */
  readonly priceFormat: ChartPriceFormat
  /** Changes of theme re-read the colours. */
  readonly theme: string
  /** Axis labels of the three board levels, in the UI language. */
  readonly levelLabels: { readonly reference: string; readonly ceiling: string; readonly floor: string }
  /** The studies drawn, in order: overlays on the candles, the others in panes below. */
  readonly studies: readonly StudyConfig[]
  /** The lines the trader drew on this symbol. */
  readonly drawings: readonly Drawing[]
  /** The candle width shown (trend lines snap to it). */
  readonly resolution: ChartResolution
  /** A click on the candles' pane, at a candle's time (epoch seconds) and a price. */
  readonly onPick?: (point: { time: number; price: number }) => void
  /** The price under the pointer on the candles' pane, null when it leaves. */
  readonly onPointerPrice?: (price: number | null) => void
  /** The UI language: the time axis and the crosshair's time are written in it. */
  readonly language: ChartLanguage
  /** The level the keys move, drawn brighter; null for none. */
  readonly chosenLevel: string | null
  /** The tick grid a dragged level lands on. */
  readonly levelTicks: LevelTicks
  /** A level taken hold of with the pointer. */
  readonly onLevelChosen?: (id: string) => void
  /** A level dragged to a new price (on the tick grid). */
  readonly onLevelMoved?: (id: string, price: number) => void
}

interface Palette {
  up: string
  down: string
  ref: string
  ceil: string
  floor: string
  text: string
  grid: string
  background: string
}

function readPalette(): Palette {
  const css = getComputedStyle(document.documentElement)
  const v = (name: string, fallback: string) => css.getPropertyValue(name).trim() || fallback
  return {
    up: v('--price-up', '#2bd46a'),
    down: v('--price-down', '#ff4f4f'),
    ref: v('--price-ref', '#f5d142'),
    ceil: v('--price-ceil', '#f23aff'),
    floor: v('--price-floor', '#22c7f0'),
    text: v('--muted', '#9aa3b2'),
    grid: v('--border', '#222630'),
    background: v('--page-bg', '#000'),
  }
}

const time = (c: PlotCandle) => toExchangeClock(c.time) as UTCTimestamp

/** A candle in the plotted unit (volume stays in shares). */
const plotted = (c: PlotCandle, unit: number): PlotCandle =>
  unit === 1
    ? c
    : { ...c, open: c.open / unit, high: c.high / unit, low: c.low / unit, close: c.close / unit }

/**
 * One symbol's candles with its studies (StudyLayers) and drawn lines (DrawingLayer) on
 * lightweight-charts (canvas; it sets styles through the CSSOM, which the CSP allows). The chart is
 * built once per mount; data and colours are pushed into it. Prices print through the candle
 * series' custom format (the board's unit), which the price overlays share.
 */
export function CandleChart(props: CandleChartProps) {
  const host = useRef<HTMLDivElement>(null)
  const chart = useRef<IChartApi | null>(null)
  const candles = useRef<ISeriesApi<'Candlestick'> | null>(null)
  const studyLayers = useRef<StudyLayers | null>(null)
  const drawingLayer = useRef<DrawingLayer | null>(null)
  const unit = props.priceFormat.unit
  const snap = useRef(props.levelTicks.snap)
  // The candles' text (axis, crosshair, last price) lands on the tick grid, so the crosshair reads
  // a price the exchange takes; studies and trend lines print their own value unsnapped.
  const priceFormat = useRef<PriceFormat>({
    type: 'custom',
    minMove: props.priceFormat.minMove,
    formatter: (p: number) => format.current(snap.current(p * unit)),
  })
  const valueFormat = useRef<PriceFormat>({
    type: 'custom',
    minMove: props.priceFormat.minMove,
    formatter: (p: number) => format.current(p * unit),
  })
  const callbacks = useRef({
    onPick: props.onPick,
    onPointerPrice: props.onPointerPrice,
    onLevelChosen: props.onLevelChosen,
    onLevelMoved: props.onLevelMoved,
    levelTicks: props.levelTicks,
    redraw: (): void => undefined,
  })
  useEffect(() => {
    callbacks.current = {
      ...callbacks.current,
      onPick: props.onPick,
      onPointerPrice: props.onPointerPrice,
      onLevelChosen: props.onLevelChosen,
      onLevelMoved: props.onLevelMoved,
      levelTicks: props.levelTicks,
    }
    snap.current = props.levelTicks.snap
  }, [props.onPick, props.onPointerPrice, props.onLevelChosen, props.onLevelMoved, props.levelTicks])
  const lines = useRef<IPriceLine[]>([])
  const palette = useRef<Palette | null>(null)
  const format = useRef(props.formatPrice)
  const theme = useAppliedTheme(props.theme)
  useEffect(() => {
    format.current = props.formatPrice
    // The axis keeps the old text until the next redraw: ask for one.
    candles.current?.applyOptions({ priceFormat: priceFormat.current })
  }, [props.formatPrice])

  useEffect(() => {
    const el = host.current
    if (!el) return
    const api = createChart(el, {
      autoSize: true,
      layout: { attributionLogo: false, fontSize: 11, panes: { separatorColor: '#333844' } },
      timeScale: { timeVisible: true, secondsVisible: false, rightOffset },
      rightPriceScale: { scaleMargins: { top: 0.08, bottom: 0.08 } },
      crosshair: { mode: CrosshairMode.Normal },
    })
    const series = api.addSeries(CandlestickSeries, {
      priceLineVisible: true,
      priceFormat: priceFormat.current,
    })
    candles.current = series
    const p = readPalette()
    studyLayers.current = new StudyLayers(api, { up: p.up, down: p.down }, () => valueFormat.current)
    const layer = new DrawingLayer(api, series, () => valueFormat.current, unit)
    drawingLayer.current = layer
    const dragger = new LevelDragger(el, api, series, {
      levels: () => layer.levelsOnScreen(),
      snap: (price) => callbacks.current.levelTicks.snap(price * unit),
      chosen: (id) => callbacks.current.onLevelChosen?.(id),
      preview: (id, price) => layer.moveLevel(id, price),
      moved: (id, price) => callbacks.current.onLevelMoved?.(id, price),
      cancelled: () => callbacks.current.redraw(),
    })
    // The first visible candle, for the end-to-end test (the canvas hides it) and nothing else.
    api.timeScale().subscribeVisibleLogicalRangeChange((range) => {
      if (range) el.dataset.firstVisible = String(Math.round(range.from))
      if (range) el.dataset.visibleBars = String(Math.round(range.to - range.from))
    })
    // Clicks are read from the DOM, not the library's click event, which swallows a second click
    // within its double-click time wherever it lands (two quick points of a trend line).
    const onClick = (e: MouseEvent) => {
      if (dragger.takeClick()) return
      const box = el.getBoundingClientRect()
      const x = e.clientX - box.left
      const y = e.clientY - box.top
      if (y > api.paneSize(0).height || x > api.timeScale().width()) return
      const at = api.timeScale().coordinateToTime(x)
      const price = series.coordinateToPrice(y)
      if (at === null || price === null) return
      callbacks.current.onPick?.({ time: fromExchangeClock(Number(at)), price: price * unit })
    }
    const onMove = (param: MouseEventParams) => {
      const price =
        param.point === undefined || param.paneIndex !== 0 ? null : series.coordinateToPrice(param.point.y)
      callbacks.current.onPointerPrice?.(price === null ? null : price * unit)
    }
    el.addEventListener('click', onClick)
    api.subscribeCrosshairMove(onMove)
    chart.current = api
    return () => {
      el.removeEventListener('click', onClick)
      dragger.dispose()
      api.remove()
      chart.current = null
      candles.current = null
      studyLayers.current = null
      drawingLayer.current = null
      lines.current = []
    }
    // `unit` is fixed for a mount: the caller keys the chart on it.
  }, [unit])

  // Colours follow the theme (the board's CSS variables).
  useEffect(() => {
    const p = readPalette()
    palette.current = p
    chart.current?.applyOptions({
      layout: { background: { color: p.background }, textColor: p.text },
      grid: { vertLines: { color: p.grid }, horzLines: { color: p.grid } },
    })
    studyLayers.current?.setColours({ up: p.up, down: p.down })
    candles.current?.applyOptions({
      upColor: p.up,
      downColor: p.down,
      borderUpColor: p.up,
      borderDownColor: p.down,
      wickUpColor: p.up,
      wickDownColor: p.down,
    })
  }, [theme])

  const { studies, drawings, resolution } = props
  // Studies: rebuilt when chosen; VWAP only on intraday widths (a daily VWAP is the day's price).
  const drawn = useMemo(
    () => studies.filter((st) => st.kind !== 'vwap' || resolution !== '1D'),
    [studies, resolution],
  )
  const plot = useMemo(() => props.candles.map((c) => plotted(c, unit)), [props.candles, unit])
  const livePlot = useMemo(() => (props.live === null ? null : plotted(props.live, unit)), [props.live, unit])
  useEffect(() => {
    studyLayers.current?.setStudies(drawn)
    studyLayers.current?.history(plot)
    // The live candle goes in again on top of the history (it may be newer than it).
    if (livePlot !== null && livePlot.time >= (plot.at(-1)?.time ?? -Infinity))
      studyLayers.current?.live(livePlot)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the live effect below follows the live candle
  }, [drawn])

  useEffect(() => {
    candles.current?.setData(
      plot.map((c) => ({ time: time(c), open: c.open, high: c.high, low: c.low, close: c.close })),
    )
    studyLayers.current?.history(plot)
    // A short series (the morning's minute candles) fills the width; a long one (a year of days)
    // opens on its last six months, the rest a scroll back.
    const scale = chart.current?.timeScale()
    const range = openingRange(plot.length, rightOffset)
    if (range === null) scale?.fitContent()
    else scale?.setVisibleLogicalRange(range)
  }, [plot])

  const { minMove } = props.priceFormat
  useEffect(() => {
    // The step follows the exchange once it is known, and the band the chart reaches.
    priceFormat.current = { ...priceFormat.current, minMove }
    valueFormat.current = { ...valueFormat.current, minMove }
    candles.current?.applyOptions({ priceFormat: priceFormat.current })
  }, [minMove])

  useEffect(() => {
    const c = livePlot
    if (c === null) return
    // The series refuses a candle older than its last one; the live candle never is, but a history
    // read later than the quote could be — then the history already has it.
    const lastTime = plot.at(-1)?.time ?? -Infinity
    if (c.time < lastTime) return
    candles.current?.update({ time: time(c), open: c.open, high: c.high, low: c.low, close: c.close })
    studyLayers.current?.live(c)
  }, [livePlot, plot])

  const first = props.candles[0]?.time
  const last = props.live?.time ?? props.candles.at(-1)?.time
  const { chosenLevel } = props
  useEffect(() => {
    const redraw = () =>
      drawingLayer.current?.draw(
        drawings,
        resolution,
        first === undefined || last === undefined ? null : { first, last },
        chosenLevel,
      )
    callbacks.current.redraw = redraw
    redraw()
  }, [drawings, resolution, first, last, chosenLevel])

  // The time axis and the crosshair's time in the UI language, on the exchange's clock.
  const intraday = resolution !== '1D'
  const { language } = props
  useEffect(() => {
    chart.current?.applyOptions(timeAxisOptions(language, intraday))
  }, [language, intraday])

  const { reference, ceiling, floor } = props.levels
  const labels = props.levelLabels
  useEffect(() => {
    const series = candles.current
    if (!series) return
    for (const line of lines.current) series.removePriceLine(line)
    const p = palette.current ?? readPalette()
    const specs: [number | null, string, string][] = [
      [reference, p.ref, labels.reference],
      [ceiling, p.ceil, labels.ceiling],
      [floor, p.floor, labels.floor],
    ]
    lines.current = specs.flatMap(([price, color, title]) =>
      price === null || !(price > 0)
        ? []
        : [
            series.createPriceLine({
              price: price / unit,
              color,
              title,
              lineWidth: 1,
              lineStyle: LineStyle.Dashed,
              axisLabelVisible: true,
            }),
          ],
    )
  }, [reference, ceiling, floor, labels, theme, unit])

  // data-candles: how many history candles are drawn, data-last the live candle's close: for the
  // end-to-end tests (the canvas hides them).
  return (
    <div
      ref={host}
      className="candle-chart"
      data-testid="candle-chart"
      data-candles={props.candles.length}
      data-studies={drawn.map((st) => st.kind).join(' ')}
      data-drawings={drawings.length}
      data-chosen-level={chosenLevel ?? ''}
      data-last={props.live?.close ?? ''}
    />
  )
}
