import { SymbolChart } from '../features/chart'
import { SymbolDetailWindow, type DetailChartSlot } from '../features/research'

/**
 * The symbol-detail window with the chart feature's candles in its chart section. Features never
 * import each other (docs/architecture.md), so the app composes the two: the detail leaves a slot,
 * the chart fills it with the same component its own window uses.
 */
const DetailChart: DetailChartSlot = ({ symbol, theme }) => (
  <SymbolChart symbol={symbol} theme={theme} initialResolution="1D" />
)

export function DetailWindowWithChart({ params }: { readonly params: URLSearchParams }) {
  return <SymbolDetailWindow params={params} chart={DetailChart} />
}
