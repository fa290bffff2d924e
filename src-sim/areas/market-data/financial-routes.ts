import { z } from 'zod'
import type { TickerState } from '../../state/market/ticker-state'
import type { SimWorld } from '../../state/world'
import { anchorYear, ratiosFor } from './analysis'
import {
  latestPeriod,
  periodsBack,
  statementsOf,
  type Period,
  type StatementType,
} from '../../state/research/financials'
import { lastPrice, stockCandles } from './market-view'
import { intParam, oneOf } from './query-kit'
import { badParameter, notFound, route, type RouteAnswer } from './route-kit'

/** Periods per page: four quarters or four years, page 1 the latest, each page further into the past. */
const perPage = 4
/**
 * The page's values (`annual|quarterly`, `income-statement|…`) and the ones this simulator took first
 * (`year|quarter`, `income_statement|…`), which older clients and tests still send: both are read.
 */
const periods = ['annual', 'quarterly', 'year', 'quarter'] as const
const statementTypes = [
  'income-statement',
  'balance-sheet',
  'cash-flow',
  'income_statement',
  'balance_sheet',
  'cash_flow',
] as const
const periodKind = (p: (typeof periods)[number] | undefined): 'quarter' | 'year' =>
  p === 'annual' || p === 'year' ? 'year' : 'quarter'
const statementKind = (t: (typeof statementTypes)[number] | undefined): StatementType =>
  t === undefined ? 'balance_sheet' : (t.replaceAll('-', '_') as StatementType)

const common = {
  symbol: z.string().min(1).max(20),
  period: oneOf('period', periods).optional(),
  page: intParam('page', 1, 10).optional(),
  year: intParam('year', 1990, 2100).optional(),
}
type Common = {
  symbol: string
  period?: (typeof periods)[number] | undefined
  page?: number | undefined
  year?: number | undefined
  /** The statement page's `limit`: this many periods back from the latest (1–5). */
  limit?: number | undefined
}

/** The periods a call asks for: a `page` of four back from the latest, or every period of one `year`. */
function periodsFor(world: SimWorld, q: Common): Period[] | RouteAnswer {
  if (q.year !== undefined && (q.page !== undefined || q.limit !== undefined))
    return badParameter('year is exclusive of page and limit')
  const kind = periodKind(q.period)
  const latest = latestPeriod(kind, world.clock.now())
  if (q.year !== undefined) {
    if (q.year > latest.year)
      return badParameter(`no statements for ${q.year} yet: the latest period is ${latest.label}`)
    const back = periodsBack(latest, (latest.year - q.year + 1) * 4 + 4)
    return back.filter((p) => p.year === q.year)
  }
  if (q.limit !== undefined) {
    if (q.page !== undefined) return badParameter('page and limit are mutually exclusive')
    return periodsBack(latest, q.limit)
  }
  const page = q.page ?? 1
  return periodsBack(latest, page * perPage).slice((page - 1) * perPage)
}

function withStock(
  world: SimWorld,
  q: Common,
  fn: (t: TickerState, periods: Period[]) => RouteAnswer,
): RouteAnswer {
  const symbol = q.symbol.toUpperCase()
  const t = world.market.ticker(symbol)
  if (t === undefined) return notFound(`no stock ${symbol}`)
  const periods = periodsFor(world, q)
  return Array.isArray(periods) ? fn(t, periods) : periods
}

/** Close on or before a period's last day (VND); null beyond the simulated two years of history. */
function closeAt(world: SimWorld, t: TickerState, p: Period): number | null {
  const now = world.clock.now()
  if (p.endMs + 86_400_000 > now) return lastPrice(t)
  return stockCandles(world, t, p.endMs - 10 * 86_400_000, p.endMs + 1).at(-1)?.c ?? null
}

export const financialRoutes = [
  route({
    path: '/market/company-financial/analysis',
    summary:
      'Financial ratios by period as the page documents them: data is an array of {year, quarter (quarterly only), metric: number|null} (EPS, BVPS, P/E, P/B, ROE, ROA, margins, leverage), newest first; period annual|quarterly (year|quarter also read); page (back into the past) or year',
    query: z.strictObject(common),
    handler: ({ world, query }) =>
      withStock(world, query, (t, periods) => {
        const year = anchorYear(world.clock.now())
        return {
          data: periods.map((p) => {
            // The page's period is its year and quarter; the label is ours.
            const {
              period: _label,
              quarter,
              ...metrics
            } = ratiosFor(t.listing, world.config.seed, year, p, closeAt(world, t, p))
            return quarter === null ? metrics : { ...metrics, quarter }
          }),
        }
      }),
  }),
  route({
    path: '/market/v2/financial-statement/statement',
    summary:
      'Balance sheet, income statement or cash flow as the page documents it: data is one row {symbol, metricCode, metricValue (VND), timeType, year, quarter (0 on annual rows)} per line per period, newest period first; type income-statement|balance-sheet|cash-flow (underscored names also read); period annual|quarterly (year|quarter also read); page (back into the past), limit (1-5 periods from the latest) or year',
    query: z.strictObject({
      ...common,
      type: oneOf('type', statementTypes).optional(),
      limit: intParam('limit', 1, 5).optional(),
    }),
    handler: ({ world, query }) =>
      withStock(world, query, (t, periods) => {
        const year = anchorYear(world.clock.now())
        const type = statementKind(query.type)
        const timeType = periodKind(query.period) === 'year' ? 'annual' : 'quarterly'
        return {
          data: periods.flatMap((p) =>
            statementsOf(t.listing, world.config.seed, year, p)[type].map((l) => ({
              symbol: t.symbol,
              metricCode: l.key,
              metricValue: l.value,
              timeType,
              year: p.year,
              quarter: p.quarter ?? 0,
            })),
          ),
        }
      }),
  }),
]
