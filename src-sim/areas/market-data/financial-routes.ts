import { z } from 'zod'
import type { TickerState } from '../../state/market/ticker-state'
import type { SimWorld } from '../../state/world'
import { anchorYear, ratiosFor } from './analysis'
import { latestPeriod, periodsBack, statementsOf, type Period } from '../../state/research/financials'
import { lastPrice, stockCandles } from './market-view'
import { intParam, oneOf } from './query-kit'
import { badParameter, notFound, route, type RouteAnswer } from './route-kit'

/** Periods per page: four quarters or four years, page 1 the latest, each page further into the past. */
const perPage = 4
const common = {
  symbol: z.string().min(1).max(20),
  period: oneOf('period', ['quarter', 'year']).optional(),
  page: intParam('page', 1, 10).optional(),
  year: intParam('year', 1990, 2100).optional(),
}
type Common = {
  symbol: string
  period?: 'quarter' | 'year' | undefined
  page?: number | undefined
  year?: number | undefined
}

/** The periods a call asks for: a `page` of four back from the latest, or every period of one `year`. */
function periodsFor(world: SimWorld, q: Common): Period[] | RouteAnswer {
  if (q.page !== undefined && q.year !== undefined)
    return badParameter('page and year are mutually exclusive')
  const kind = q.period ?? 'quarter'
  const latest = latestPeriod(kind, world.clock.now())
  if (q.year !== undefined) {
    if (q.year > latest.year)
      return badParameter(`no statements for ${q.year} yet: the latest period is ${latest.label}`)
    const back = periodsBack(latest, (latest.year - q.year + 1) * 4 + 4)
    return back.filter((p) => p.year === q.year)
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
      'Financial ratios by period (EPS, BVPS, P/E, P/B, ROE, ROA, margins, leverage), newest first; period quarter|year; page (back into the past) or year',
    query: z.strictObject(common),
    handler: ({ world, query }) =>
      withStock(world, query, (t, periods) => {
        const year = anchorYear(world.clock.now())
        return {
          data: {
            symbol: t.symbol,
            period: query.period ?? 'quarter',
            page: query.page ?? (query.year === undefined ? 1 : null),
            year: query.year ?? null,
            items: periods.map((p) => ratiosFor(t.listing, world.config.seed, year, p, closeAt(world, t, p))),
          },
        }
      }),
  }),
  route({
    path: '/market/v2/financial-statement/statement',
    summary:
      'Balance sheet, income statement or cash flow by period, newest first, VND; type; period quarter|year; page (back into the past) or year',
    query: z.strictObject({
      ...common,
      type: oneOf('type', ['balance_sheet', 'income_statement', 'cash_flow']).optional(),
    }),
    handler: ({ world, query }) =>
      withStock(world, query, (t, periods) => {
        const year = anchorYear(world.clock.now())
        const type = query.type ?? 'balance_sheet'
        return {
          data: {
            symbol: t.symbol,
            type,
            period: query.period ?? 'quarter',
            currency: 'VND',
            page: query.page ?? (query.year === undefined ? 1 : null),
            year: query.year ?? null,
            items: periods.map((p) => ({
              period: p.label,
              year: p.year,
              quarter: p.quarter ?? null,
              lines: statementsOf(t.listing, world.config.seed, year, p)[type],
            })),
          },
        }
      }),
  }),
]
