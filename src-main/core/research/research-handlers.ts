import type { CallHandlers } from '../bridge/router'
import type { ResearchService } from './research-service'

type ResearchCall = Extract<keyof CallHandlers, `research.${string}`>

/** Research: group E market data for symbol detail, screener, sectors, news, macro and rates. */
export function researchHandlers(research: ResearchService): Pick<CallHandlers, ResearchCall> {
  return {
    'research.quote': ({ kind, symbol }) => research.quote(kind, symbol.toUpperCase()),
    'research.orderBook': ({ symbol }) => research.orderBook(symbol),
    'research.flows': ({ symbol }) => research.flows(symbol),
    'research.company': ({ symbol }) => research.company(symbol),
    'research.ratios': ({ symbol, period, page }) => research.ratios(symbol, period, page),
    'research.statements': ({ symbol, type, period, page }) =>
      research.statements(symbol, type, period, page),
    'research.insider': ({ symbol }) => research.insider(symbol),
    'research.analystReports': ({ symbol }) => research.analystReports(symbol),
    'research.screener': (input) => research.screener(input),
    'research.sectors': ({ level, parent }) => research.sectors(level, parent),
    'research.indexBreadth': ({ index }) => research.indexBreadth(index),
    'research.news': ({ topic, symbol, page }) => research.news(topic, symbol, page),
    'research.newsItem': ({ id }) => research.newsItem(id),
    'research.macro': ({ indicator }) => research.macro(indicator),
    'research.calendar': ({ from, to }) => research.calendar(from, to),
    'research.bankRates': () => research.bankRates(),
  }
}
