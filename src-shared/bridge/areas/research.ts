import { z } from 'zod'
import { listPage } from '../../schemas/research/envelope'
import {
  bankRatesBody,
  calendarEventSchema,
  macroSeriesBody,
  newsItemBody,
  newsItemSchema,
} from '../../schemas/research/info'
import { breadthSchema, sectorRowSchema } from '../../schemas/research/market'
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
} from '../../schemas/research/stocks'
import { symbolSchema } from './common'

/**
 * Research: the group E market data a trader looks a company or the market up with (symbol detail,
 * screener, sectors, news, macro, calendar, bank rates). Read-only; the core caches what changes
 * rarely and shares it between windows.
 */

/** Symbols of the other kinds carry dashes (fund codes such as VCBF-BCF). */
const instrumentSymbol = z
  .string()
  .regex(/^[A-Za-z0-9-]{2,20}$/, 'a symbol is 2 to 20 letters, digits or dashes')
const page = z.number().int().min(1).max(1_000).default(1)

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

export const screenerInputSchema = z.strictObject({
  exchange: z.enum(['HOSE', 'HNX', 'UPCOM']).optional(),
  index: z
    .string()
    .regex(/^[A-Za-z0-9]{2,16}$/)
    .optional(),
  sector: z
    .string()
    .regex(/^[a-z-]{2,60}$/)
    .optional(),
  /** Numeric bounds: field → {gt?, lt?}. */
  bounds: z
    .partialRecord(
      z.enum([
        'price',
        'change_percent',
        'volume',
        'value',
        'market_cap',
        'pe',
        'pb',
        'roe',
        'eps',
        'foreign_net_volume',
      ]),
      z.strictObject({ gt: z.number().optional(), lt: z.number().optional() }),
    )
    .default({}),
  sort: z
    .string()
    .regex(/^-?[a-z_]{2,30}$/)
    .optional(),
  window: z.enum(['1D', '1W', '1M', '3M', '6M', 'YTD', '1Y']).optional(),
  page,
  pageSize: z.number().int().min(1).max(100).default(100),
})
export type ScreenerInput = z.input<typeof screenerInputSchema>

export const statementTypeSchema = z.enum(['balance_sheet', 'income_statement', 'cash_flow'])
export const periodKindSchema = z.enum(['quarter', 'year'])

export const researchCalls = {
  'research.quote': {
    input: z.strictObject({ kind: z.enum(quoteKinds).default('stocks'), symbol: instrumentSymbol }),
    output: researchQuoteSchema,
  },
  'research.orderBook': { input: z.strictObject({ symbol: symbolSchema }), output: orderBookSchema },
  'research.flows': { input: z.strictObject({ symbol: symbolSchema }), output: researchFlowsSchema },
  'research.company': { input: z.strictObject({ symbol: symbolSchema }), output: researchCompanySchema },
  'research.ratios': {
    input: z.strictObject({ symbol: symbolSchema, period: periodKindSchema.default('quarter'), page }),
    output: z.array(ratiosSchema),
  },
  'research.statements': {
    input: z.strictObject({
      symbol: symbolSchema,
      type: statementTypeSchema,
      period: periodKindSchema.default('quarter'),
      page,
    }),
    output: z.array(z.object({ period: z.string(), lines: z.array(statementLineSchema) })),
  },
  'research.insider': {
    input: z.strictObject({ symbol: symbolSchema }),
    output: z.array(insiderTradeSchema),
  },
  'research.analystReports': {
    input: z.strictObject({ symbol: symbolSchema }),
    output: z.array(analystReportSchema),
  },
  'research.screener': { input: screenerInputSchema, output: listPage(screenerRowSchema) },
  'research.sectors': {
    input: z.strictObject({ level: z.literal([1, 2]).optional(), parent: z.string().max(60).optional() }),
    output: z.array(sectorRowSchema),
  },
  'research.indexBreadth': {
    input: z.strictObject({ index: z.enum(['VNINDEX', 'VN30', 'HNXINDEX', 'HNX30', 'UPCOMINDEX']) }),
    output: breadthSchema,
  },
  'research.news': {
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
    input: z.strictObject({
      id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'a news id is 1 to 64 letters or digits'),
    }),
    output: newsItemBody.shape.data,
  },
  'research.macro': {
    input: z.strictObject({ indicator: z.string().regex(/^[a-z_]{2,40}$/) }),
    output: macroSeriesBody.shape.data,
  },
  'research.calendar': {
    input: z.strictObject({
      from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    }),
    output: z.array(calendarEventSchema),
  },
  'research.bankRates': { input: z.strictObject({}), output: bankRatesBody.shape.data },
} as const
