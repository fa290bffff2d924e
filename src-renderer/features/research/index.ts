/** The research feature as the app shell sees it: its commands and its window kinds. */
export { registerResearchCommands } from './commands'
export { SymbolDetailWindow, type DetailChartSlot } from './detail/symbol-detail-window'
export { EventCalendarWindow } from './components/event-calendar-window'
export { MarketsWindow } from './markets/markets-window'
export { BankRatesWindow } from './rates/bank-rates-window'
export { ScreenerWindow } from './screener/screener-window'
export { MacroWindow } from './macro/macro-window'
