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
  <SavedSymbolChart
    layoutId={detailChartLayoutId}
    symbol={symbol}
    theme={theme}
    initialResolution="1D"
    active={shown}
  />
)

export function DetailWindowWithChart({ params }: { readonly params: URLSearchParams }) {
  return <SymbolDetailWindow params={params} chart={DetailChart} />
}
