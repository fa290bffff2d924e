import { Suspense } from 'react'
import { SavedSymbolChart, detailChartLayoutId } from '../features/chart'
import { SymbolDetailWindow, type DetailChartSlot } from '../features/research'

/**
 * The symbol-detail window with the chart feature's candles in its chart section. Features never
 * import each other (docs/architecture.md), so the app composes the two: the detail leaves a slot,
 * the chart fills it with the same component its own window uses, its width and studies saved
 * like a chart window's (one layout for every detail window, opening on daily candles). It reads and
 * holds its ticker feed only while the window says its section is shown with a settled symbol.
 */
const DetailChart: DetailChartSlot = ({ symbol, theme, shown }) => (
  // The chart's code arrives on its own (a chunk): the detail shows meanwhile.
  <Suspense fallback={null}>
    <SavedSymbolChart
      layoutId={detailChartLayoutId}
      symbol={symbol}
      theme={theme}
      initialResolution="1D"
      active={shown}
    />
  </Suspense>
)

function DetailWithChart({ params }: { readonly params: URLSearchParams }) {
  return <SymbolDetailWindow params={params} chart={DetailChart} />
}

/** With `preload` for a spare window (see window-registry.ts): the detail's chunk and the chart's. */
export const DetailWindowWithChart = Object.assign(DetailWithChart, {
  preload: () =>
    Promise.all([SymbolDetailWindow.preload(), SavedSymbolChart.preload()]).then(() => undefined),
})
