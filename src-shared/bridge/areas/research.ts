import { z } from 'zod'
import { listPage } from '../../schemas/research/envelope'
import {
  bankRatesBody,
  calendarEventSchema,
  macroCatalogBody,
  macroSeriesBody,
  newsItemBody,
  newsItemSchema,
} from '../../schemas/research/info'
import {
  breadthSchema,
  constituentSchema,
  indexRowSchema,
  sectorRowSchema,
} from '../../schemas/research/market'
import { marketIndexCodes } from '../../schemas/index-realtime'
import { orderBookSchema, quoteKinds, researchQuoteSchema } from '../../schemas/research/quotes'
import {
  analystReportSchema,
  foreignDaySchema,
  insiderTradeSchema,
  listingSchema,
  ownershipSchema,
  profileSchema,
  proprietaryDaySchema,
  ratiosSchema,
  screenerRowSchema,
  statementLineSchema,
  stockEventSchema,
} from '../../schemas/research/stocks'
import {
  savedScreenSchema,
  screenFiltersSchema,
  screenFiltersShape,
  windowOrDate,
  windowOrDateMessage,
} from '../../schemas/research/screen'
import { settingsIdSchema } from '../../schemas/settings'
import { noInput, symbolSchema } from './common'

/**
 * Research: the group E market data a trader looks a company or the market up with (symbol detail,
 * screener, sectors, news, macro, calendar, bank rates). Read-only; the core caches what changes
 * rarely and shares it between windows.
 */

/** Symbols of the other kinds carry dashes (fund codes such as VCBF-BCF). */
const instrumentSymbol = z
  .string()
  .regex(/^[A-Za-z0-9-]{2,20}$/, 'a symbol is 2 to 20 letters, digits or dashes')
const macroPeriod = z
  .string()
  .regex(/^\d{4}(-Q[1-4]|-(0[1-9]|1[0-2]))?$/, 'a period is yyyy, yyyy-Qn or yyyy-MM')
const page = z.number().int().min(1).max(1_000).default(1)
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date is yyyy-MM-dd')

export const researchCompanySchema = z.object({
  profile: profileSchema,
  listing: listingSchema,
  ownership: ownershipSchema,
})
export type ResearchCompany = z.infer<typeof researchCompanySchema>

export const researchFlowsSchema = z.object({
  symbol: z.string(),
  /** Newest first, one row per session. */
  foreign: z.array(foreignDaySchema),
  proprietary: z.array(proprietaryDaySchema),
})
export type ResearchFlows = z.infer<typeof researchFlowsSchema>

export const screenerInputSchema = z
  .strictObject({
    ...screenFiltersShape,
    page,
    pageSize: z.number().int().min(1).max(100).default(100),
  })
  .refine(windowOrDate, { message: windowOrDateMessage, path: ['date'] })
export type ScreenerInput = z.input<typeof screenerInputSchema>

export const statementTypeSchema = z.enum(['balance_sheet', 'income_statement', 'cash_flow'])
export const periodKindSchema = z.enum(['quarter', 'year'])

/** Insider trades of one symbol, filtered by the server. */
export const insiderInputSchema = z.strictObject({
  symbol: symbolSchema,
  side: z.enum(['buy', 'sell']).optional(),
  status: z.enum(['registered', 'completed', 'cancelled']).optional(),
})
export type InsiderFilters = Omit<z.infer<typeof insiderInputSchema>, 'symbol'>

/** Analyst reports of one symbol, filtered by the server. */
export const analystReportsInputSchema = z.strictObject({
  symbol: symbolSchema,
  source: z.string().min(1).max(60).optional(),
  recommendation: z.enum(['buy', 'outperform', 'neutral', 'underperform', 'sell']).optional(),
  /** Issue-date range, yyyy-MM-dd, both ends included. */
  from: isoDay.optional(),
  to: isoDay.optional(),
})
export type AnalystReportFilters = Omit<z.infer<typeof analystReportsInputSchema>, 'symbol'>

/**
 * `cancellable: true` marks a read a window may drop before its answer comes (a symbol switch
 * supersedes it): a cancelled read still waiting for the key's rate budget never goes out
 * (docs/architecture.md, "Cancelling a read"). Writes never carry the flag.
 */
export const researchCalls = {
  'research.quote': {
    cancellable: true,
    input: z.strictObject({ kind: z.enum(quoteKinds).default('stocks'), symbol: instrumentSymbol }),
    output: researchQuoteSchema,
  },
  'research.orderBook': {
    cancellable: true,
    input: z.strictObject({ symbol: symbolSchema }),
    output: orderBookSchema,
  },
  'research.flows': {
    cancellable: true,
    input: z.strictObject({ symbol: symbolSchema }),
    output: researchFlowsSchema,
  },
  'research.company': {
    cancellable: true,
    input: z.strictObject({ symbol: symbolSchema }),
    output: researchCompanySchema,
  },
  'research.ratios': {
    cancellable: true,
    input: z.strictObject({ symbol: symbolSchema, period: periodKindSchema.default('quarter'), page }),
    output: z.array(ratiosSchema),
  },
  'research.statements': {
    cancellable: true,
    input: z.strictObject({
      symbol: symbolSchema,
      type: statementTypeSchema,
      period: periodKindSchema.default('quarter'),
      page,
    }),
    output: z.array(z.object({ period: z.string(), lines: z.array(statementLineSchema) })),
  },
  'research.insider': {
    cancellable: true,
    input: insiderInputSchema,
    output: z.array(insiderTradeSchema),
  },
  /** The company's corporate events as `/market/stocks/{symbol}/events` has them: dividends, rights, AGMs. */
  'research.stockEvents': {
    cancellable: true,
    input: z.strictObject({ symbol: symbolSchema }),
    output: z.array(stockEventSchema),
  },
  'research.analystReports': {
    cancellable: true,
    input: analystReportsInputSchema,
    output: z.array(analystReportSchema),
  },
  'research.screener': {
    cancellable: true,
    input: screenerInputSchema,
    output: listPage(screenerRowSchema),
  },
  'research.sectors': {
    cancellable: true,
    input: z.strictObject({ level: z.literal([1, 2]).optional(), parent: z.string().max(60).optional() }),
    output: z.array(sectorRowSchema),
  },
  'research.indexBreadth': {
    cancellable: true,
    input: z.strictObject({ index: z.enum(['VNINDEX', 'VN30', 'HNXINDEX', 'HNX30', 'UPCOMINDEX']) }),
    output: breadthSchema,
  },
  'research.news': {
    cancellable: true,
    input: z.strictObject({
      topic: z
        .string()
        .regex(/^[a-z-]{2,30}$/)
        .optional(),
      symbol: symbolSchema.optional(),
      page,
    }),
    output: listPage(newsItemSchema),
  },
  /** One news item with its body (`content`, `content_en`). */
  'research.newsItem': {
    cancellable: true,
    input: z.strictObject({
      id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'a news id is 1 to 64 letters or digits'),
    }),
    output: newsItemBody.shape.data,
  },
  /** One indicator, by default its last 12 periods; `from`/`to` in its own format (yyyy, yyyy-Qn, yyyy-MM). */
  'research.macro': {
    cancellable: true,
    input: z.strictObject({
      indicator: z.string().regex(/^[a-z_]{2,40}$/),
      from: macroPeriod.optional(),
      to: macroPeriod.optional(),
    }),
    output: macroSeriesBody.shape.data,
  },
  'research.calendar': {
    cancellable: true,
    input: z.strictObject({
      from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    }),
    output: z.array(calendarEventSchema),
  },
  'research.bankRates': {
    cancellable: true,
    input: z.strictObject({}),
    output: bankRatesBody.shape.data,
  },
  /** Sectors and indices window: the five indices compared today, one index's daily closes. */
  'research.indices': {
    cancellable: true,
    input: z.strictObject({}),
    output: z.array(indexRowSchema),
  },
  'research.indexHistory': {
    cancellable: true,
    input: z.strictObject({
      index: z.enum(marketIndexCodes),
      /** Calendar days back from today (a week to a year and a bit, for YTD in late December). */
      days: z.number().int().min(5).max(400),
    }),
    /** Daily closes, oldest first; `time` is the session's date (yyyy-MM-dd, exchange time). */
    output: z.array(z.object({ time: z.string(), close: z.number() })),
  },
  'research.sectorConstituents': {
    cancellable: true,
    input: z.strictObject({ slug: z.string().regex(/^[a-z-]{2,60}$/) }),
    output: z.array(constituentSchema),
  },
  'research.sectorBreadth': {
    cancellable: true,
    input: z.strictObject({ slug: z.string().regex(/^[a-z-]{2,60}$/) }),
    output: breadthSchema,
  },
  /** The macro indicator catalog (id, names, unit, frequency, latest period). */
  'research.macroCatalog': {
    cancellable: true,
    input: noInput,
    output: macroCatalogBody.shape.data,
  },
  /** Saved screens (settings file), in the order saved. */
  'research.screens': { input: noInput, output: z.array(savedScreenSchema) },
  /** Creates (no id) or replaces a saved screen. */
  'research.saveScreen': {
    input: z.strictObject({
      id: settingsIdSchema.optional(),
      name: savedScreenSchema.shape.name,
      filters: screenFiltersSchema,
    }),
    output: savedScreenSchema,
  },
  'research.deleteScreen': {
    input: z.strictObject({ id: settingsIdSchema }),
    output: z.object({ ok: z.literal(true) }),
  },
} as const
