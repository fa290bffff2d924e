/**
 * The page `bench/chart-studies.ts` measures in Chromium: a chart as the chart window builds it
 * (lightweight-charts, the candle series, StudyLayers), a day of minute candles, then live candles
 * one after the other. Each step times what a board update costs the chart: the candle's
 * `update()` and the studies' incremental recompute and `update()`s.
 */
import { CandlestickSeries, createChart, type UTCTimestamp } from 'lightweight-charts'
import type { StudyConfig } from '../../../../src-shared/bridge/contract'
import { StudyLayers } from '../components/study-layers'
import type { PlotCandle } from '../lib/live-candle'
import { StudyTrack } from '../lib/studies/study-track'

interface Run {
  readonly studies: readonly StudyConfig[]
  readonly history: number
  readonly updates: number
}

function walk(count: number, seed: number): PlotCandle[] {
  let x = seed
  const random = () => {
    x = (x * 16_807) % 2_147_483_647
    return x / 2_147_483_647
  }
  const out: PlotCandle[] = []
  let close = 95_000
  for (let i = 0; i < count; i++) {
    const open = close
    close = Math.max(1_000, Math.round(open + (random() - 0.5) * 400))
    out.push({
      time: 1_763_604_000 + i * 60,
      open,
      high: Math.max(open, close) + 50,
      low: Math.min(open, close) - 50,
      close,
      volume: Math.round(1_000 + random() * 50_000),
    })
  }
  return out
}

function measure(run: Run): number[] {
  const host = document.createElement('div')
  host.style.cssText = 'width:1366px;height:700px'
  document.body.replaceChildren(host)
  const chart = createChart(host, { autoSize: false, width: 1366, height: 700 })
  const format = { type: 'custom' as const, minMove: 10, formatter: (p: number) => (p / 1000).toFixed(2) }
  const candles = chart.addSeries(CandlestickSeries, { priceFormat: format })
  const layers = new StudyLayers(chart, { up: '#2bd46a', down: '#ff4f4f' }, () => format)
  const bars = walk(run.history + run.updates, 7)
  const history = bars.slice(0, run.history)
  const time = (t: number) => (t + 7 * 3_600) as UTCTimestamp
  candles.setData(history.map((c) => ({ ...c, time: time(c.time) })))
  layers.setStudies(run.studies)
  layers.history(history)
  const times: number[] = []
  // Five board updates move each live candle before the next one opens.
  for (const bar of bars.slice(run.history)) {
    for (let step = 1; step <= 5; step++) {
      const live: PlotCandle = { ...bar, close: bar.open + ((bar.close - bar.open) * step) / 5 }
      const start = performance.now()
      candles.update({ ...live, time: time(live.time) })
      layers.live(live)
      times.push(performance.now() - start)
    }
  }
  chart.remove()
  return times
}

/** The studies' own part: the same live candles through StudyTracks alone, no chart. */
function measureCompute(run: Run): number[] {
  const tracks = run.studies.map((config) => new StudyTrack(config))
  const bars = walk(run.history + run.updates, 7)
  for (const track of tracks) track.history(bars.slice(0, run.history))
  const times: number[] = []
  for (const bar of bars.slice(run.history)) {
    for (let step = 1; step <= 5; step++) {
      const live: PlotCandle = { ...bar, close: bar.open + ((bar.close - bar.open) * step) / 5 }
      const start = performance.now()
      for (const track of tracks) track.live(live)
      times.push(performance.now() - start)
    }
  }
  return times
}

declare global {
  interface Window {
    chartStudiesBench: (run: Run) => number[]
    chartStudiesComputeBench: (run: Run) => number[]
  }
}
window.chartStudiesBench = measure
window.chartStudiesComputeBench = measureCompute
