/** The chart feature as the app shell sees it: its commands and its window kind. */
export { registerChartCommands } from './commands'
export { ChartWindow } from './components/chart-window'
export { SymbolChart } from './components/symbol-chart'
export { SavedSymbolChart, detailChartLayoutId } from './components/saved-symbol-chart'
