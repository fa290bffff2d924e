import { lazyWindow } from '../../lib/windows/lazy-window'

/** The research feature as the app shell sees it: its commands and its window kinds. */
export { registerResearchCommands } from './commands'
export type { DetailChartSlot } from './detail/symbol-detail-window'
// Each window a chunk of its own (echarts stays out of the board's code).
export const SymbolDetailWindow = lazyWindow(() =>
  import('./detail/symbol-detail-window').then((m) => m.SymbolDetailWindow),
)
export const EventCalendarWindow = lazyWindow(() =>
  import('./components/event-calendar-window').then((m) => m.EventCalendarWindow),
)
export const MarketsWindow = lazyWindow(() => import('./markets/markets-window').then((m) => m.MarketsWindow))
export const BankRatesWindow = lazyWindow(() =>
  import('./rates/bank-rates-window').then((m) => m.BankRatesWindow),
)
export const ScreenerWindow = lazyWindow(() =>
  import('./screener/screener-window').then((m) => m.ScreenerWindow),
)
export const MacroWindow = lazyWindow(() => import('./macro/macro-window').then((m) => m.MacroWindow))
export const NewsWindow = lazyWindow(() => import('./news/news-window').then((m) => m.NewsWindow))
export const EconomicCalendarWindow = lazyWindow(() =>
  import('./economy/economic-calendar-window').then((m) => m.EconomicCalendarWindow),
)
