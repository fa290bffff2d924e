import type { CallHandlers } from '../bridge/router'
import type { ResearchService } from './research-service'

type ResearchCall = Exclude<
  Extract<keyof CallHandlers, `research.${string}`>,
  'research.screens' | 'research.saveScreen' | 'research.deleteScreen'
>

/**
 * Research: group E market data for symbol detail, screener, sectors, news, macro and rates. Every
 * one is a cancellable read: `ctx.signal` aborts when its window drops it (router.ts).
 */
export function researchHandlers(research: ResearchService): Pick<CallHandlers, ResearchCall> {
  return {
    'research.quote': ({ kind, symbol }, ctx) =>
      research.cancellable(ctx.signal).quote(kind, symbol.toUpperCase()),
    'research.orderBook': ({ symbol }, ctx) => research.cancellable(ctx.signal).orderBook(symbol),
    'research.flows': ({ symbol }, ctx) => research.cancellable(ctx.signal).flows(symbol),
    'research.company': ({ symbol }, ctx) => research.cancellable(ctx.signal).company(symbol),
    'research.ratios': ({ symbol, period, page }, ctx) =>
      research.cancellable(ctx.signal).ratios(symbol, period, page),
    'research.statements': ({ symbol, type, period, page }, ctx) =>
      research.cancellable(ctx.signal).statements(symbol, type, period, page),
    'research.insider': ({ symbol, ...filters }, ctx) =>
      research.cancellable(ctx.signal).insider(symbol, filters),
    'research.stockEvents': ({ symbol }, ctx) => research.cancellable(ctx.signal).stockEvents(symbol),
    'research.analystReports': ({ symbol, ...filters }, ctx) =>
      research.cancellable(ctx.signal).analystReports(symbol, filters),
    'research.screener': (input, ctx) => research.cancellable(ctx.signal).screener(input),
    'research.sectors': ({ level, parent }, ctx) => research.cancellable(ctx.signal).sectors(level, parent),
    'research.indexBreadth': ({ index }, ctx) => research.cancellable(ctx.signal).indexBreadth(index),
    'research.news': ({ topic, symbol, page }, ctx) =>
      research.cancellable(ctx.signal).news(topic, symbol, page),
    'research.macro': ({ indicator, from, to }, ctx) =>
      research.cancellable(ctx.signal).macro(indicator, from, to),
    'research.macroCatalog': (_input, ctx) => research.cancellable(ctx.signal).macroCatalog(),
    'research.newsItem': ({ id }, ctx) => research.cancellable(ctx.signal).newsItem(id),
    'research.calendar': ({ from, to }, ctx) => research.cancellable(ctx.signal).calendar(from, to),
    'research.bankRates': (_input, ctx) => research.cancellable(ctx.signal).bankRates(),
    'research.indices': (_input, ctx) => research.cancellable(ctx.signal).indices(),
    'research.indexHistory': ({ index, days }, ctx) =>
      research.cancellable(ctx.signal).indexHistory(index, days),
    'research.sectorConstituents': ({ slug }, ctx) =>
      research.cancellable(ctx.signal).sectorConstituents(slug),
    'research.sectorBreadth': ({ slug }, ctx) => research.cancellable(ctx.signal).sectorBreadth(slug),
  }
}
