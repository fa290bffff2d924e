import type { Listing } from '../../state/market/universe'
import {
  balanceOf,
  coreOf,
  fundamentals,
  latestPeriod,
  periodsBack,
  statementsOf,
  valueOf,
  type Period,
} from '../../state/research/financials'
import { round } from './query-kit'

export interface Ratios {
  period: string
  year: number
  quarter: number | null
  /** Close at the period's end (VND); the live price for the current figures. */
  price: number | null
  revenue: number
  net_income: number
  /** Trailing four quarters (or the fiscal year), VND per share. */
  eps: number
  bvps: number
  pe: number | null
  pb: number | null
  /** Percent. */
  roe: number
  roa: number
  gross_margin: number | null
  net_margin: number
  debt_to_equity: number
  current_ratio: number | null
}

/**
 * Ratios that follow from the statements: EPS = trailing net income ÷ shares, BVPS = equity ÷ shares,
 * P/E = price ÷ EPS, P/B = price ÷ BVPS, ROE = trailing net income ÷ equity, ROA = ÷ total assets,
 * margins over revenue (banks: total operating income), debt = borrowings (banks: all liabilities).
 */
export function ratiosFor(
  listing: Listing,
  seed: number,
  latestYear: number,
  p: Period,
  price: number | null,
): Ratios {
  const s = statementsOf(listing, seed, latestYear, p)
  const trailing = p.quarter === undefined ? [p] : periodsBack(p, 4)
  const income = trailing.map((q) => statementsOf(listing, seed, latestYear, q).income_statement)
  const sum = (key: string) => income.reduce((a, lines) => a + valueOf(lines, key), 0)
  const bank = fundamentals(listing, seed).bank
  const revenue = sum(bank ? 'total_operating_income' : 'revenue')
  const netIncome = sum('net_income')
  const equity = valueOf(s.balance_sheet, 'total_equity')
  const assets = valueOf(s.balance_sheet, 'total_assets')
  const shares = listing.sharesOutstanding
  const eps = netIncome / shares
  const bvps = equity / shares
  const debt = bank
    ? valueOf(s.balance_sheet, 'total_liabilities')
    : valueOf(s.balance_sheet, 'short_term_debt') + valueOf(s.balance_sheet, 'long_term_debt')
  const currentLiabilities = valueOf(s.balance_sheet, 'current_liabilities')
  return {
    period: p.label,
    year: p.year,
    quarter: p.quarter ?? null,
    price,
    revenue,
    net_income: netIncome,
    eps: Math.round(eps),
    bvps: Math.round(bvps),
    pe: price === null || eps <= 0 ? null : round(price / eps),
    pb: price === null || bvps <= 0 ? null : round(price / bvps),
    roe: round((netIncome / equity) * 100),
    roa: round((netIncome / assets) * 100),
    gross_margin: bank ? null : round((sum('gross_profit') / revenue) * 100),
    net_margin: round((netIncome / revenue) * 100),
    debt_to_equity: round(debt / equity),
    current_ratio:
      bank || currentLiabilities === 0
        ? null
        : round(valueOf(s.balance_sheet, 'current_assets') / currentLiabilities),
  }
}

/** The latest fiscal year anchoring every company's history, as of `nowMs`. */
export const anchorYear = (nowMs: number): number => latestPeriod('year', nowMs).year

const cache = new Map<string, { eps: number; bvps: number; roe: number }>()

/** Trailing EPS, BVPS and ROE at the latest published quarter; the screener multiplies by the live price. */
export function latestPerShare(
  listing: Listing,
  seed: number,
  nowMs: number,
): { eps: number; bvps: number; roe: number } {
  const q = latestPeriod('quarter', nowMs)
  const key = `${seed}:${listing.symbol}:${q.label}`
  const hit = cache.get(key)
  if (hit !== undefined) return hit
  const year = anchorYear(nowMs)
  const ni = periodsBack(q, 4).reduce(
    (a, p) => a + coreOf(fundamentals(listing, seed), seed, listing.symbol, year, p).netIncome,
    0,
  )
  const equity = balanceOf(fundamentals(listing, seed), seed, listing.symbol, year, q).equity
  const value = {
    eps: Math.round(ni / listing.sharesOutstanding),
    bvps: Math.round(equity / listing.sharesOutstanding),
    roe: round((ni / equity) * 100),
  }
  cache.set(key, value)
  return value
}
