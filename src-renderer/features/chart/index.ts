import { lazyWindow } from '../../lib/windows/lazy-window'

/** The chart feature as the app shell sees it: its commands and its window kind. */
export { registerChartCommands } from './commands'
export { detailChartLayoutId } from './lib/layout-ids'
// Chunks of their own (lightweight-charts stays out of the board's code).
export const ChartWindow = lazyWindow(() => import('./components/chart-window').then((m) => m.ChartWindow))
export const SymbolChart = lazyWindow(() => import('./components/symbol-chart').then((m) => m.SymbolChart))
export const SavedSymbolChart = lazyWindow(() =>
  import('./components/saved-symbol-chart').then((m) => m.SavedSymbolChart),
)
