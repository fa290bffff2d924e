import type { Listing } from '../market/universe'
import { statementMetricName, type StatementKind } from '../../../src-shared/market/statement-metrics'
import { isBank, unit } from './companies'
import { companyAnchors } from './data/company-anchors'
import { vnTime, vnWallClockAsUtc } from '../../../src-shared/market/vietnam-calendar'

/** A reporting period: `2025` or `2025-Q4`. */
export interface Period {
  year: number
  /** 1 to 4; undefined for a fiscal year. */
  quarter?: number
  label: string
  /** Last day of the period, Vietnam midnight, ms. */
  endMs: number
}

export interface StatementLine {
  key: string
  name: string
  name_en: string
  value: number
}

export type StatementType = StatementKind

/** A statement is published this long after its period ends (quarterly and annual alike). */
const publicationLagMs = 45 * 86_400_000
const vnMidnight = (y: number, m: number, d: number): number => vnTime(y, m, d)

function periodOf(year: number, quarter: number | undefined): Period {
  const endMonth = quarter === undefined ? 12 : quarter * 3
  const endDay = new Date(Date.UTC(year, endMonth, 0)).getUTCDate()
  return {
    year,
    ...(quarter === undefined ? {} : { quarter }),
    label: quarter === undefined ? String(year) : `${year}-Q${quarter}`,
    endMs: vnMidnight(year, endMonth, endDay),
  }
}

/** The latest published period of the kind, as of `nowMs`. */
export function latestPeriod(kind: 'year' | 'quarter', nowMs: number): Period {
  const d = new Date(vnWallClockAsUtc(nowMs - publicationLagMs))
  const y = d.getUTCFullYear()
  const q = Math.floor(d.getUTCMonth() / 3) // quarters fully ended before d
  if (kind === 'year') return periodOf(y - 1, undefined)
  return q === 0 ? periodOf(y - 1, 4) : periodOf(y, q)
}

/** `count` periods back from `from` (inclusive), newest first. */
export function periodsBack(from: Period, count: number): Period[] {
  const out: Period[] = []
  let { year, quarter } = from
  for (let i = 0; i < count; i++) {
    out.push(periodOf(year, quarter))
    if (quarter === undefined) year--
    else if (quarter === 1) {
      year--
      quarter = 4
    } else quarter--
  }
  return out
}

/**
 * The company's fundamentals at its anchor (the listing's price level): return on equity, P/E at
 * that level, leverage, margins and growth, all stable for a seed and a symbol.
 */
export interface Fundamentals {
  bank: boolean
  shares: number
  /** Net income of the latest fiscal year, VND. */
  netIncome: number
  /** Equity at the end of the latest fiscal year, VND. */
  equity: number
  growth: number
  leverage: number
  netMargin: number
  grossMargin: number
  currentShare: number
}

export function fundamentals(listing: Listing, seed: number): Fundamentals {
  const u = (label: string) => unit(seed, listing.symbol, label)
  const bank = isBank(listing.symbol)
  const anchor = companyAnchors[listing.symbol]
  const pe = anchor?.[0] ?? 8 + 10 * u('pe')
  const roe = bank ? 0.1 + 0.12 * u('roe') : 0.05 + 0.19 * u('roe')
  const cap = listing.level * listing.sharesOutstanding
  const netIncome = cap / pe
  return {
    bank,
    shares: listing.sharesOutstanding,
    netIncome,
    equity: netIncome / roe,
    growth: -0.05 + 0.3 * u('growth'),
    leverage: bank ? 8 + 4 * u('leverage') : 0.3 + 2 * u('leverage'),
    netMargin: anchor?.[1] ?? (bank ? 0.3 + 0.15 * u('margin') : 0.04 + 0.14 * u('margin')),
    grossMargin: 0.1 + 0.25 * u('gross'),
    currentShare: 0.3 + 0.4 * u('current'),
  }
}

/** Statements are in VND rounded to millions, as Vietnamese filings print them. */
const mil = (x: number): number => Math.round(x / 1e6) * 1e6

/** Seasonal share of a year's profit by quarter, stable per symbol. */
function quarterShare(seed: number, symbol: string, quarter: number): number {
  const w = [1, 2, 3, 4].map((q) => 0.8 + 0.4 * unit(seed, symbol, `season${q}`))
  const sum = w.reduce((a, b) => a + b, 0)
  return (w[quarter - 1] ?? 1) / sum
}

/** Years from the period's end back to the end of the latest fiscal year (negative when after it). */
const yearsBack = (latestYear: number, p: Period): number => latestYear - p.year + (4 - (p.quarter ?? 4)) / 4

/** The balance-sheet date a period ends on: a fiscal year ends on its fourth quarter's date. */
const balanceDate = (p: Period): string => `${p.year}-Q${p.quarter ?? 4}`

interface Core {
  netIncome: number
  equity: number
}

/** Net income of the period and equity at its end, grown back from the anchor year. */
export function coreOf(f: Fundamentals, seed: number, symbol: string, latestYear: number, p: Period): Core {
  const back = yearsBack(latestYear, p)
  // Noise by year only, so the four quarters add up to the year.
  const noise = 0.85 + 0.3 * unit(seed, symbol, `ni:${p.year}`)
  const yearNi = (f.netIncome / (1 + f.growth) ** (latestYear - p.year)) * noise
  const netIncome = p.quarter === undefined ? yearNi : yearNi * quarterShare(seed, symbol, p.quarter)
  const equity = f.equity / (1 + Math.max(0.02, f.netIncome / f.equity) * 0.6) ** back
  return { netIncome: mil(netIncome), equity: mil(equity) }
}

/** Equity, liabilities, assets and cash at the period's balance-sheet date. */
export function balanceOf(f: Fundamentals, seed: number, symbol: string, latestYear: number, p: Period) {
  const u = (label: string) => unit(seed, symbol, `${label}:${balanceDate(p)}`)
  const { equity } = coreOf(f, seed, symbol, latestYear, p)
  const liabilities = mil(equity * f.leverage * (0.9 + 0.2 * u('lev')))
  const totalAssets = equity + liabilities
  return { equity, liabilities, totalAssets, cash: mil(totalAssets * (0.04 + 0.08 * u('cash'))) }
}

/** A line before it is named: the broker's page sends only the code and the value. */
interface CodedLine {
  key: string
  value: number
}
const line = (key: string, value: number): CodedLine => ({ key, value })

/** Names a statement's lines from the table the client reads the broker's codes with. */
function named(lines: readonly CodedLine[], kind: StatementKind, bank: boolean): StatementLine[] {
  return lines.map(({ key, value }) => {
    const [name, name_en] = statementMetricName(key, kind, bank)
    return { key, name, name_en, value }
  })
}

/** Splits `total` into parts by weights, the last part taking the rounding so the parts add up exactly. */
function split(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0)
  const parts = weights.slice(0, -1).map((w) => mil((total * w) / sum))
  parts.push(total - parts.reduce((a, b) => a + b, 0))
  return parts
}

export interface StatementSet {
  balance_sheet: StatementLine[]
  income_statement: StatementLine[]
  cash_flow: StatementLine[]
}

/**
 * The three statements of one period. The balance sheet balances to the dong (assets = liabilities +
 * equity, each side the exact sum of its lines), the income statement's lines add up to net income,
 * and the cash-flow statement ends at the balance sheet's cash.
 */
export function statementsOf(listing: Listing, seed: number, latestYear: number, p: Period): StatementSet {
  const coded = codedStatementsOf(listing, seed, latestYear, p)
  const bank = fundamentals(listing, seed).bank
  return {
    balance_sheet: named(coded.balance_sheet, 'balance_sheet', bank),
    income_statement: named(coded.income_statement, 'income_statement', bank),
    cash_flow: named(coded.cash_flow, 'cash_flow', bank),
  }
}

function codedStatementsOf(
  listing: Listing,
  seed: number,
  latestYear: number,
  p: Period,
): Record<StatementKind, CodedLine[]> {
  const symbol = listing.symbol
  const f = fundamentals(listing, seed)
  const u = (label: string) => unit(seed, symbol, `${label}:${p.label}`)
  const { netIncome } = coreOf(f, seed, symbol, latestYear, p)
  const { equity, liabilities, totalAssets, cash } = balanceOf(f, seed, symbol, latestYear, p)
  const charter = mil(f.shares * 10_000)
  const [premium = 0, otherEquity = 0] = split(Math.max(0, equity - charter) * 0.4, [0.7, 0.3])
  const retained = equity - charter - premium - otherEquity

  // A year opens with the previous year's closing cash, a quarter with the previous quarter's.
  const previous = periodsBack(p, 2)[1] ?? p
  const cashBegin = balanceOf(f, seed, symbol, latestYear, previous).cash

  const pbt = mil(netIncome / 0.8)
  const tax = pbt - netIncome

  if (f.bank) {
    const [cashSbv, interbank, securities, loans, otherA] = split(
      totalAssets - cash,
      [0.04, 0.12, 0.14, 0.65, 0.05],
    )
    const [deposits, interbankBorrow, papers, otherL] = split(liabilities, [0.75, 0.12, 0.08, 0.05])
    const income = mil(netIncome / f.netMargin)
    const [nii, fees, otherIncome] = split(income, [0.78, 0.14, 0.08])
    const provisions = mil(income * (0.1 + 0.1 * u('prov')))
    const opex = income - provisions - pbt
    return {
      balance_sheet: [
        line('cash', cash),
        line('balances_with_sbv', cashSbv ?? 0),
        line('interbank_placements', interbank ?? 0),
        line('investment_securities', securities ?? 0),
        line('customer_loans', loans ?? 0),
        line('other_assets', otherA ?? 0),
        line('total_assets', totalAssets),
        line('customer_deposits', deposits ?? 0),
        line('interbank_borrowings', interbankBorrow ?? 0),
        line('valuable_papers', papers ?? 0),
        line('other_liabilities', otherL ?? 0),
        line('total_liabilities', liabilities),
        line('charter_capital', charter),
        line('share_premium', premium),
        line('other_equity', otherEquity),
        line('retained_earnings', retained),
        line('total_equity', equity),
        line('total_liabilities_and_equity', liabilities + equity),
      ],
      income_statement: [
        line('net_interest_income', nii ?? 0),
        line('net_fee_income', fees ?? 0),
        line('other_income', otherIncome ?? 0),
        line('total_operating_income', income),
        line('operating_expenses', -opex),
        line('provisions', -provisions),
        line('profit_before_tax', pbt),
        line('income_tax', -tax),
        line('net_income', netIncome),
      ],
      cash_flow: cashFlow(netIncome, cashBegin, cash, mil(income * 0.03), u),
    }
  }

  const [shortInvest, receivables, inventory, otherCurrent] = split(
    mil(totalAssets * f.currentShare) - cash,
    [0.15, 0.35, 0.4, 0.1],
  )
  const currentAssets =
    cash + (shortInvest ?? 0) + (receivables ?? 0) + (inventory ?? 0) + (otherCurrent ?? 0)
  const [fixed, longInvest, otherLong] = split(totalAssets - currentAssets, [0.65, 0.2, 0.15])
  const [shortDebt, payables, otherCurrentL, longDebt, otherLongL] = split(
    liabilities,
    [0.3, 0.25, 0.1, 0.3, 0.05],
  )
  const revenue = mil(netIncome / f.netMargin)
  const cogs = mil(revenue * (1 - Math.max(f.grossMargin, f.netMargin * 1.6)))
  const gross = revenue - cogs
  const [selling, admin] = split(mil(Math.max(0, gross - pbt) * 0.8), [0.55, 0.45])
  const finIncome = mil(revenue * 0.01 * (1 + u('fi')))
  const finExpense = mil(((shortDebt ?? 0) + (longDebt ?? 0)) * 0.07 * (p.quarter === undefined ? 1 : 0.25))
  const other = pbt - (gross - (selling ?? 0) - (admin ?? 0) + finIncome - finExpense)
  return {
    balance_sheet: [
      line('cash', cash),
      line('short_term_investments', shortInvest ?? 0),
      line('receivables', receivables ?? 0),
      line('inventory', inventory ?? 0),
      line('other_current_assets', otherCurrent ?? 0),
      line('current_assets', currentAssets),
      line('fixed_assets', fixed ?? 0),
      line('long_term_investments', longInvest ?? 0),
      line('other_long_term_assets', otherLong ?? 0),
      line('long_term_assets', totalAssets - currentAssets),
      line('total_assets', totalAssets),
      line('short_term_debt', shortDebt ?? 0),
      line('payables', payables ?? 0),
      line('other_current_liabilities', otherCurrentL ?? 0),
      line('current_liabilities', (shortDebt ?? 0) + (payables ?? 0) + (otherCurrentL ?? 0)),
      line('long_term_debt', longDebt ?? 0),
      line('other_long_term_liabilities', otherLongL ?? 0),
      line('total_liabilities', liabilities),
      line('charter_capital', charter),
      line('share_premium', premium),
      line('other_equity', otherEquity),
      line('retained_earnings', retained),
      line('total_equity', equity),
      line('total_liabilities_and_equity', liabilities + equity),
    ],
    income_statement: [
      line('revenue', revenue),
      line('cost_of_goods_sold', -cogs),
      line('gross_profit', gross),
      line('financial_income', finIncome),
      line('financial_expenses', -finExpense),
      line('selling_expenses', -(selling ?? 0)),
      line('admin_expenses', -(admin ?? 0)),
      line('other_profit', other),
      line('profit_before_tax', pbt),
      line('income_tax', -tax),
      line('net_income', netIncome),
    ],
    cash_flow: cashFlow(netIncome, cashBegin, cash, mil((fixed ?? 0) * 0.08), u),
  }
}

/** Operating, investing and financing flows that take the period's opening cash to its closing cash. */
function cashFlow(
  netIncome: number,
  begin: number,
  end: number,
  depreciation: number,
  u: (label: string) => number,
): CodedLine[] {
  const operating = mil(netIncome + depreciation + netIncome * (u('wc') - 0.5) * 0.6)
  const investing = -mil(Math.abs(netIncome) * (0.3 + 0.6 * u('capex')))
  const financing = end - begin - operating - investing
  return [
    line('net_income', netIncome),
    line('depreciation', depreciation),
    line('operating_cash_flow', operating),
    line('investing_cash_flow', investing),
    line('financing_cash_flow', financing),
    line('net_cash_flow', end - begin),
    line('cash_begin', begin),
    line('cash_end', end),
  ]
}

export const valueOf = (lines: readonly StatementLine[], key: string): number =>
  lines.find((l) => l.key === key)?.value ?? 0
