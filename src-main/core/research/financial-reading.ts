import type { z } from 'zod'
import type { researchCalls } from '../../../src-shared/bridge/areas/research'
import {
  isBankStatement,
  statementMetricName,
  type StatementKind,
} from '../../../src-shared/market/statement-metrics'
import type { FinancialRatios } from '../../../src-shared/schemas/research/stocks'
import type {
  documentedAnalysisPeriod,
  documentedStatementRow,
} from '../../../src-shared/schemas/trading-documented/financial'

type AnalysisPeriod = z.output<typeof documentedAnalysisPeriod>
type StatementRow = z.output<typeof documentedStatementRow>
type StatementPeriods = z.output<(typeof researchCalls)['research.statements']['output']>

/** The bridge's period kinds as the broker's pages spell them. */
export const documentedPeriod = (kind: 'quarter' | 'year') => (kind === 'year' ? 'annual' : 'quarterly')
export const documentedStatementType = (kind: StatementKind) => kind.replaceAll('_', '-')

/** `2025` or `2025-Q4`, as the research screens label a period; a quarter of 0 or none is the year. */
const periodLabel = (year: number, quarter: number | null | undefined): string =>
  quarter === null || quarter === undefined || quarter === 0 ? String(year) : `${year}-Q${quarter}`

const newestFirst = <T extends { year: number; quarter?: number | null | undefined }>(a: T, b: T) =>
  b.year - a.year || (b.quarter ?? 0) - (a.quarter ?? 0)

/**
 * The page's periods (`{year, quarter?, <metric>: number|null}`) as the screens' rows, newest first.
 * Metric codes the screens do not show (a bank's `nim`) ride along; the bridge keeps the ones it knows.
 */
export function ratiosFromDocument(periods: readonly AnalysisPeriod[]): FinancialRatios[] {
  return [...periods].sort(newestFirst).map(({ year, quarter, ...metrics }) => ({
    ...metrics,
    period: periodLabel(year, quarter),
    year,
    quarter: quarter === 0 ? null : (quarter ?? null),
  }))
}

/**
 * The page's rows (one per line per period, codes and values only) grouped into the screens'
 * periods, newest first, each line named from the shared table. A line without a value is left out.
 */
export function statementsFromDocument(rows: readonly StatementRow[], kind: StatementKind): StatementPeriods {
  const bank = isBankStatement(rows.map((r) => r.metricCode))
  const periods = new Map<
    string,
    { year: number; quarter: number; lines: StatementPeriods[number]['lines'] }
  >()
  for (const row of rows) {
    if (row.metricValue === null) continue
    const label = periodLabel(row.year, row.quarter)
    const period = periods.get(label) ?? { year: row.year, quarter: row.quarter, lines: [] }
    const [name, name_en] = statementMetricName(row.metricCode, kind, bank)
    period.lines.push({ key: row.metricCode, name, name_en, value: row.metricValue })
    periods.set(label, period)
  }
  return [...periods.entries()]
    .map(([period, p]) => ({ period, year: p.year, quarter: p.quarter, lines: p.lines }))
    .sort(newestFirst)
    .map(({ period, lines }) => ({ period, lines }))
}
