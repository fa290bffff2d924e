import type { z } from 'zod'
import type {
  AnalystReportFilters,
  InsiderFilters,
  ResearchCompany,
  ResearchFlows,
  ScreenerInput,
} from '../../../src-shared/bridge/contract'
import { listPage, marketEnvelope } from '../../../src-shared/schemas/research/envelope'
import {
  bankRatesBody,
  calendarEventSchema,
  macroCatalogBody,
  macroSeriesBody,
  newsItemBody,
  newsItemSchema,
} from '../../../src-shared/schemas/research/info'
import {
  indexBreadthBody,
  indicesBody,
  sectorBreadthBody,
  sectorConstituentsBody,
  sectorRowSchema,
  type Constituent,
} from '../../../src-shared/schemas/research/market'
import { vnIsoDate } from '../../../src-shared/market/vietnam-calendar'
import type { MarketIndexCode } from '../../../src-shared/schemas/index-realtime'
import { quoteHistorySchema } from '../../../src-shared/schemas/quote-history'
import { orderBookBody, researchQuoteBody, type QuoteKind } from '../../../src-shared/schemas/research/quotes'
import {
  analysisBody,
  analystReportSchema,
  foreignHistoryBody,
  insiderTradeSchema,
  listingBody,
  ownershipBody,
  profileBody,
  proprietaryHistoryBody,
  screenerBody,
  statementBody,
  stockEventSchema,
} from '../../../src-shared/schemas/research/stocks'
import type { HttpClient, Query } from '../http/http-client'
import { systemClock, type Clock } from '../clock/clock'
import { brokerPath } from '../http/broker-path'
import type { StatementKind } from '../../../src-shared/market/statement-metrics'
import {
  documentedPeriod,
  documentedStatementType,
  ratiosFromDocument,
  statementsFromDocument,
} from './financial-reading'
import { ResearchCache, type ResearchKind } from './research-cache'

export interface ResearchDeps {
  /** Client of `{api_url}` (group E), on the profile's rate budget. */
  api: HttpClient
  /** Tier-1 header of group E: `X-SVC-APIKEY` (null when the profile has no key yet). */
  apiKeyHeader: () => Promise<Record<string, string> | null>
  /** The core's clock: the caches' ages. */
  clock?: Pick<Clock, 'now'>
  /** The profile's one research cache (create-core.ts); a cache of its own when not given. */
  cache?: ResearchCache
  /** Page size of the lists read whole (the calendar); the spec's maximum, 100, unless a test asks less. */
  wholeListPageSize?: number
}

const DAY_MS = 86_400_000
const maxConstituentPages = 10

/** Research is read when the user asks: above board polling, below orders and cancels. */
const priority = 'account'

export function createResearchService(deps: ResearchDeps) {
  const cache = deps.cache ?? new ResearchCache('', deps.clock ?? systemClock)

  /**
   * One GET of `data`, parsed by its schema (a body that does not fit is a `bad-response`), kept as
   * long as its kind allows (research-cache.ts). `signal`: the window that asked dropped the read
   * (a cancelled bridge call); the cache leaves the shared load to the windows still waiting on it.
   */
  async function getFor<S extends z.ZodType>(
    signal: AbortSignal | undefined,
    kind: ResearchKind,
    path: string,
    schema: S,
    query: Query = {},
  ): Promise<z.output<S>> {
    return cache.get(
      kind,
      `${path}?${JSON.stringify(query)}`,
      async (shared) => {
        const headers = await deps.apiKeyHeader()
        const body = await deps.api.request({
          path,
          schema,
          query,
          priority,
          signal: shared,
          ...(headers ? { headers } : {}),
        })
        return body
      },
      signal,
    )
  }

  /** The reads, each dropped when `signal` aborts (none: never dropped). */
  const reads = (signal?: AbortSignal) =>
    readsWith(deps, (kind, path, schema, query) => getFor(signal, kind, path, schema, query))
  return { ...reads(), cancellable: (signal: AbortSignal | undefined) => reads(signal) }
}

type Get = <S extends z.ZodType>(
  kind: ResearchKind,
  path: string,
  schema: S,
  query?: Query,
) => Promise<z.output<S>>

/** Every read of the service over one `get` (createResearchService makes one per cancellable call). */
function readsWith(deps: Pick<ResearchDeps, 'api' | 'wholeListPageSize'>, get: Get) {
  const stock = (symbol: string) => brokerPath`/market/stocks/${symbol}`
  const list = <S extends z.ZodType>(item: S) => marketEnvelope(listPage(item))

  return {
    quote: async (kind: QuoteKind, symbol: string) =>
      (await get('live', brokerPath`/market/quotes/${kind}/${symbol}`, researchQuoteBody)).data,

    orderBook: async (symbol: string) =>
      (await get('live', brokerPath`/market/quotes/stocks/${symbol}/order-book`, orderBookBody)).data,

    /** The last 30 sessions of foreign and proprietary flows, newest first. */
    flows: async (symbol: string): Promise<ResearchFlows> => {
      const [foreign, proprietary] = await Promise.all([
        get('daily', `${stock(symbol)}/trading/foreign/history`, foreignHistoryBody, { page_size: 30 }),
        get('daily', `${stock(symbol)}/trading/proprietary/history`, proprietaryHistoryBody, {
          page_size: 30,
        }),
      ])
      return { symbol, foreign: foreign.data.items, proprietary: proprietary.data.items }
    },

    company: async (symbol: string): Promise<ResearchCompany> => {
      const [profile, listing, ownership] = await Promise.all([
        get('company', `${stock(symbol)}/profile`, profileBody),
        get('company', `${stock(symbol)}/listing`, listingBody),
        get('company', `${stock(symbol)}/ownership`, ownershipBody),
      ])
      return { profile: profile.data, listing: listing.data, ownership: ownership.data }
    },

    /** The page's parameter values and `data` array, read into the screens' rows (financial-reading.ts). */
    ratios: async (symbol: string, period: 'quarter' | 'year', page: number) =>
      ratiosFromDocument(
        await get('financials', '/market/company-financial/analysis', analysisBody, {
          symbol,
          period: documentedPeriod(period),
          page,
        }),
      ),

    statements: async (symbol: string, type: StatementKind, period: 'quarter' | 'year', page: number) =>
      statementsFromDocument(
        await get('financials', '/market/v2/financial-statement/statement', statementBody, {
          symbol,
          type: documentedStatementType(type),
          period: documentedPeriod(period),
          page,
        }),
        type,
      ),

    /** Filtered by the server (`side`, `status`), newest first. */
    insider: async (symbol: string, filters: InsiderFilters = {}) =>
      (
        await get('insiders', `${stock(symbol)}/trading/insider`, list(insiderTradeSchema), {
          side: filters.side,
          status: filters.status,
          page_size: 100,
        })
      ).data.items,

    /** Dividends, rights issues and AGMs of the company, newest first (one page holds them all). */
    stockEvents: async (symbol: string) =>
      (await get('events', `${stock(symbol)}/events`, list(stockEventSchema), { page_size: 100 })).data.items,

    /** Filtered by the server (`source`, `recommendation`, issue dates `from`–`to`), newest first. */
    analystReports: async (symbol: string, filters: AnalystReportFilters = {}) =>
      (
        await get('reports', `${stock(symbol)}/analyst-reports`, list(analystReportSchema), {
          source: filters.source,
          recommendation: filters.recommendation,
          from_date: filters.from,
          to_date: filters.to,
          page_size: 100,
        })
      ).data.items,

    /** One server-side screen (filters on the server, never a call per symbol). */
    screener: async (input: Required<Pick<ScreenerInput, 'page' | 'pageSize'>> & ScreenerInput) => {
      const query: Query = {
        exchange: input.exchange,
        index: input.index,
        sector: input.sector,
        sort: input.sort,
        window: input.window,
        date: input.date,
        fields: input.fields?.join(','),
        page: input.page,
        page_size: input.pageSize,
      }
      for (const [field, bound] of Object.entries(input.bounds ?? {})) {
        if (bound.gt !== undefined) query[`${field}_gt`] = bound.gt
        if (bound.lt !== undefined) query[`${field}_lt`] = bound.lt
      }
      return (await get('screen', '/market/stocks', screenerBody, query)).data
    },

    sectors: async (level: 1 | 2 | undefined, parent: string | undefined) =>
      (await get('daily', '/market/sectors', list(sectorRowSchema), { level, parent, page_size: 100 })).data
        .items,

    indexBreadth: async (index: string) =>
      (await get('live', brokerPath`/market/indices/${index}/breadth`, indexBreadthBody)).data,

    news: async (topic: string | undefined, symbol: string | undefined, page: number) =>
      (
        await get('daily', '/market/market-news', list(newsItemSchema), {
          topic: symbol === undefined ? topic : 'stock',
          symbol,
          page,
        })
      ).data,

    macro: async (indicator: string, from?: string, to?: string) =>
      (
        await get('reference', brokerPath`/market/macro/indicators/${indicator}`, macroSeriesBody, {
          from,
          to,
        })
      ).data,

    macroCatalog: async () => (await get('reference', '/market/macro/indicators', macroCatalogBody)).data,

    newsItem: async (id: string) =>
      (await get('reference', brokerPath`/market/market-news/${id}`, newsItemBody)).data,

    /** Every release in [from, to], all pages (a busy month of six economies can pass one page). */
    calendar: async (from: string, to: string) => {
      const size = deps.wholeListPageSize ?? 100
      const pageOf = async (page: number) =>
        (
          await get('reference', '/market/calendar', list(calendarEventSchema), {
            from,
            to,
            page,
            page_size: size,
          })
        ).data
      const first = await pageOf(1)
      const pages = Math.min(Math.ceil(first.total / size), 10)
      const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, i) => pageOf(i + 2)))
      return [first, ...rest].flatMap((p) => p.items)
    },

    bankRates: async () =>
      (await get('reference', '/market/financial-data/bank-interest-rates', bankRatesBody)).data,

    /** The five indices in one call (the comparison endpoint), today's window. */
    indices: async () =>
      (await get('live', '/market/indices', indicesBody, { window: '1D', page_size: 10 })).data.items,

    /**
     * Daily closes of an index, oldest first. `from`/`to` are whole days on the broker's clock (a
     * simulator's may be moved), so the cache key changes once a day, not on every call.
     */
    indexHistory: async (index: MarketIndexCode, days: number) => {
      const today = Math.floor(deps.api.clock.serverNow() / DAY_MS)
      const body = await get(
        'daily',
        brokerPath`/market/quotes/indices/${index}/history`,
        quoteHistorySchema,
        {
          resolution: '1D',
          from: (today - days) * 86_400,
          to: (today + 1) * 86_400,
        },
      )
      return body.data.series.flatMap((c) =>
        c.c === null ? [] : [{ time: vnIsoDate(c.t * 1000), close: c.c }],
      )
    },

    /** Every member of a sector, page after page (a level-1 sector of another server may pass 100). */
    sectorConstituents: async (slug: string) => {
      const path = brokerPath`/market/sectors/${slug}/constituents`
      const items: Constituent[] = []
      for (let page = 1; page <= maxConstituentPages; page++) {
        const body = await get('screen', path, sectorConstituentsBody, { page, page_size: 100 })
        items.push(...body.data.items)
        if (body.data.items.length === 0 || items.length >= body.data.total) break
      }
      return items
    },

    sectorBreadth: async (slug: string) =>
      (await get('live', brokerPath`/market/sectors/${slug}/breadth`, sectorBreadthBody)).data,
  }
}
export type ResearchService = ReturnType<typeof createResearchService>
