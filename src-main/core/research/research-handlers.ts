import type { CallHandlers } from '../bridge/router'
import type { ResearchService } from './research-service'

type ResearchCall = Exclude<
  Extract<keyof CallHandlers, `research.${string}`>,
  'research.screens' | 'research.saveScreen' | 'research.deleteScreen'
>

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
    'research.insider': ({ symbol, ...filters }) => research.insider(symbol, filters),
    'research.stockEvents': ({ symbol }) => research.stockEvents(symbol),
    'research.analystReports': ({ symbol, ...filters }) => research.analystReports(symbol, filters),
    'research.screener': (input) => research.screener(input),
    'research.sectors': ({ level, parent }) => research.sectors(level, parent),
    'research.indexBreadth': ({ index }) => research.indexBreadth(index),
    'research.news': ({ topic, symbol, page }) => research.news(topic, symbol, page),
    'research.macro': ({ indicator, from, to }) => research.macro(indicator, from, to),
    'research.macroCatalog': () => research.macroCatalog(),
    'research.newsItem': ({ id }) => research.newsItem(id),
    'research.calendar': ({ from, to }) => research.calendar(from, to),
    'research.bankRates': () => research.bankRates(),
    'research.indices': () => research.indices(),
    'research.indexHistory': ({ index, days }) => research.indexHistory(index, days),
    'research.sectorConstituents': ({ slug }) => research.sectorConstituents(slug),
    'research.sectorBreadth': ({ slug }) => research.sectorBreadth(slug),
  }
}
