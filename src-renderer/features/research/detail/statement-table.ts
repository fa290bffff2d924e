import type { z } from 'zod'
import type { researchCalls } from '../../../../src-shared/bridge/areas/research'

/** What `research.statements` answers: periods newest first, each with its lines. */
export type StatementPeriods = z.infer<(typeof researchCalls)['research.statements']['output']>

export interface StatementRow {
  readonly key: string
  readonly label: string
  /** One per column (oldest period first), VND; null where a period has no such line. */
  readonly values: readonly (number | null)[]
  /** A total or subtotal line, shown in bold. */
  readonly total: boolean
}

export interface BalanceCheck {
  readonly period: string
  /** Total assets = total liabilities + equity, and the reported "liabilities and equity" line agrees. */
  readonly balanced: boolean
  /** Total assets − (liabilities + equity), VND. */
  readonly difference: number
}

export interface StatementTable {
  /** Oldest first, left to right, as Vietnamese filings and research sites lay them out. */
  readonly periods: readonly string[]
  readonly rows: readonly StatementRow[]
  /** For a balance sheet, one check per period; null for the other statements. */
  readonly balance: readonly BalanceCheck[] | null
}

const subtotals = new Set([
  'current_assets',
  'long_term_assets',
  'current_liabilities',
  'gross_profit',
  'profit_before_tax',
  'net_income',
  'operating_cash_flow',
  'investing_cash_flow',
  'financing_cash_flow',
  'net_cash_flow',
  'cash_end',
])

/**
 * The table a statement is shown as: one column per period, one row per line in the order the
 * newest period lists them (a line only older periods have goes last), names in the UI language.
 * A balance sheet also gets its check, computed on the exact figures, so the window can say
 * whether it balances rather than leave the reader to add up rounded billions.
 */
export function statementTable(
  periods: StatementPeriods,
  locale: 'vi' | 'en',
  type: 'balance_sheet' | 'income_statement' | 'cash_flow',
): StatementTable {
  const columns = [...periods].reverse()
  const order: { key: string; label: string }[] = []
  const seen = new Set<string>()
  for (const p of periods)
    for (const line of p.lines) {
      if (seen.has(line.key)) continue
      seen.add(line.key)
      order.push({ key: line.key, label: locale === 'en' ? (line.name_en ?? line.name) : line.name })
    }
  const byPeriod = columns.map((p) => new Map(p.lines.map((l) => [l.key, l.value])))
  const rows = order.map(({ key, label }) => ({
    key,
    label,
    values: byPeriod.map((m) => m.get(key) ?? null),
    total: key.startsWith('total_') || subtotals.has(key),
  }))
  const balance =
    type !== 'balance_sheet'
      ? null
      : columns.map((p, i) => {
          const m = byPeriod[i] ?? new Map<string, number>()
          const assets = m.get('total_assets') ?? 0
          const sides = (m.get('total_liabilities') ?? 0) + (m.get('total_equity') ?? 0)
          const reported = m.get('total_liabilities_and_equity') ?? sides
          return {
            period: p.period,
            balanced: assets === sides && reported === assets,
            difference: assets - sides,
          }
        })
  return { periods: columns.map((p) => p.period), rows, balance }
}
