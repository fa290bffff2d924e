/** The research feature as the app shell sees it: its commands and its window kinds. */
export { registerResearchCommands } from './commands'
export { SymbolDetailWindow } from './components/symbol-detail-window'
export { EventCalendarWindow } from './components/event-calendar-window'
export { NewsWindow } from './news/news-window'
export { EconomicCalendarWindow } from './economy/economic-calendar-window'
