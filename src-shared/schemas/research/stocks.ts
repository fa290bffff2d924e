import { z } from 'zod'
import { documentedAnalysisAnswer, documentedStatementAnswer } from '../trading-documented/financial'
import { listPage, marketEnvelope, maybeNum, num, optNum, optText } from './envelope'

/** A screener row; every column but `symbol` may be left out by `fields`. */
export const screenerRowSchema = z.object({
  symbol: z.string(),
  name: optText,
  exchange: optText,
  sector: optText,
  price: optNum,
  change: optNum,
  change_percent: optNum,
  volume: optNum,
  value: optNum,
  market_cap: optNum,
  pe: optNum,
  pb: optNum,
  roe: optNum,
  eps: optNum,
  foreign_net_volume: optNum,
})
export type ScreenerRow = z.infer<typeof screenerRowSchema>
export const screenerBody = marketEnvelope(
  listPage(screenerRowSchema).extend({ window: optText, date: optText }),
)

export const tradingDaySchema = z.object({
  date: z.string(),
  open: optNum,
  high: optNum,
  low: optNum,
  close: optNum,
  reference: optNum,
  change: optNum,
  change_percent: optNum,
  volume: num,
  value: num,
})
const flows = {
  date: z.string(),
  buy_volume: num,
  sell_volume: num,
  net_volume: num,
  buy_value: num,
  sell_value: num,
  net_value: num,
}
export const foreignDaySchema = z.object({ ...flows, room: optNum })
export type ForeignDay = z.infer<typeof foreignDaySchema>
export const proprietaryDaySchema = z.object(flows)
export type ProprietaryDay = z.infer<typeof proprietaryDaySchema>
export const flowTotalsSchema = z.object(flows)
export const ordersDaySchema = z.object({
  date: z.string(),
  buy_orders: num,
  sell_orders: num,
  buy_volume: num,
  sell_volume: num,
  avg_buy_order_volume: optNum,
  avg_sell_order_volume: optNum,
  buy_up_volume: optNum,
  sell_down_volume: optNum,
})

const withSymbol = <T extends z.ZodRawShape>(shape: T) => z.object({ symbol: z.string(), ...shape })
export const tradingSnapshotBody = marketEnvelope(withSymbol(tradingDaySchema.shape))
export const foreignSnapshotBody = marketEnvelope(withSymbol(foreignDaySchema.shape))
export const proprietarySnapshotBody = marketEnvelope(withSymbol(proprietaryDaySchema.shape))
export const ordersSnapshotBody = marketEnvelope(withSymbol(ordersDaySchema.shape))
export const tradingHistoryBody = marketEnvelope(listPage(tradingDaySchema).extend({ symbol: z.string() }))
export const foreignHistoryBody = marketEnvelope(listPage(foreignDaySchema).extend({ symbol: z.string() }))
export const proprietaryHistoryBody = marketEnvelope(
  listPage(proprietaryDaySchema).extend({ symbol: z.string() }),
)
export const ordersHistoryBody = marketEnvelope(listPage(ordersDaySchema).extend({ symbol: z.string() }))

export const insiderTradeSchema = z.object({
  id: z.string(),
  symbol: z.string(),
  holder_name: z.string(),
  position: optText,
  side: z.string(),
  status: z.string(),
  registered_volume: optNum,
  executed_volume: optNum,
  before_volume: optNum,
  after_volume: optNum,
  start_date: optText,
  end_date: optText,
})
export type InsiderTrade = z.infer<typeof insiderTradeSchema>
export const insiderBody = marketEnvelope(listPage(insiderTradeSchema))

export const stockEventSchema = z.object({
  id: z.string(),
  symbol: z.string(),
  event_type: z.string(),
  title: z.string(),
  ex_date: optText,
  record_date: optText,
  execution_date: optText,
  details: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
})
export const stockEventsBody = marketEnvelope(listPage(stockEventSchema))

export const analystReportSchema = z.object({
  id: z.string(),
  symbol: z.string(),
  source: z.string(),
  title: z.string(),
  recommendation: optText,
  target_price: optNum,
  issue_date: z.string(),
  url: optText,
})
export type AnalystReport = z.infer<typeof analystReportSchema>
export const analystReportsBody = marketEnvelope(listPage(analystReportSchema))

const classification = z
  .object({ code: z.string(), slug: z.string(), name: z.string(), name_en: optText })
  .nullable()
export const profileSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  name_en: optText,
  exchange: optText,
  industry: classification.optional(),
  sector: classification.optional(),
  established_year: optNum,
  charter_capital: optNum,
  outstanding_shares: optNum,
  employees: optNum,
  ceo: optText,
  address: optText,
  website: optText,
  description: optText,
  description_en: optText,
})
export type CompanyProfile = z.infer<typeof profileSchema>
export const profileBody = marketEnvelope(profileSchema)

export const listingSchema = z.object({
  symbol: z.string(),
  exchange: optText,
  listing_date: optText,
  first_trading_price: optNum,
  par_value: optNum,
  listed_shares: optNum,
  outstanding_shares: optNum,
  foreign_limit_pct: optNum,
  foreign_room: optNum,
  indices: z.array(z.string()).optional(),
})
export type ListingInfo = z.infer<typeof listingSchema>
export const listingBody = marketEnvelope(listingSchema)

export const ownershipSchema = z.object({
  symbol: z.string(),
  date: optText,
  foreign_pct: optNum,
  state_pct: optNum,
  other_pct: optNum,
  major_holders: z.array(z.object({ name: z.string(), type: optText, shares: optNum, percent: optNum })),
})
export type Ownership = z.infer<typeof ownershipSchema>
export const ownershipBody = marketEnvelope(ownershipSchema)

/** A figure that may be absent in one period (a bank has no gross margin). */
export const ratiosSchema = z.object({
  period: z.string(),
  year: num,
  quarter: maybeNum.optional(),
  price: optNum,
  revenue: optNum,
  net_income: optNum,
  eps: optNum,
  bvps: optNum,
  pe: optNum,
  pb: optNum,
  roe: optNum,
  roa: optNum,
  gross_margin: optNum,
  net_margin: optNum,
  debt_to_equity: optNum,
  current_ratio: optNum,
})
export type FinancialRatios = z.infer<typeof ratiosSchema>
/**
 * `company-financial-analysis.md`: `data` is an array of periods, `{year, quarter?, <metric>}`; the
 * core turns them into `ratiosSchema` rows (core/research/financial-reading.ts).
 */
export const analysisBody = documentedAnalysisAnswer

export const statementLineSchema = z.object({
  key: z.string(),
  name: z.string(),
  name_en: optText,
  value: num,
})
/**
 * `financial-statement.md` (v2): `data` is one row per line per period, `{symbol, metricCode,
 * metricValue, timeType, year, quarter}`; the core groups them into periods of named lines.
 */
export const statementBody = documentedStatementAnswer
