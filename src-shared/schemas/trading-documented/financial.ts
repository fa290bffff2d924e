import { z } from 'zod'
import { lenientNumber } from '../lenient'
import { inData } from './envelope'

/** The pages' parameter values; our simulator also still takes its first ones, `period=quarter|year` and `type=balance_sheet|…`. */
export const documentedFinancialPeriods = ['annual', 'quarterly'] as const
export const documentedStatementTypes = ['income-statement', 'balance-sheet', 'cash-flow'] as const

/**
 * `company-financial-analysis.md`: `data` is an array, one object per period with `year` (and
 * `quarter` when quarterly); every other key is a metric code whose value is a number or null. The
 * metric codes vary by company type (banks have `nim`), so they are kept as a record.
 */
export const documentedAnalysisPeriod = z
  .object({ year: lenientNumber, quarter: lenientNumber.nullable().optional() })
  .catchall(lenientNumber.nullable())
export const documentedAnalysisAnswer = inData(z.array(documentedAnalysisPeriod))

/** `financial-statement.md` (v2): one row per metric per period; `quarter` is 0 on annual rows. */
export const documentedStatementRow = z.object({
  symbol: z.string(),
  metricCode: z.string(),
  metricValue: lenientNumber.nullable(),
  timeType: z.string(),
  year: lenientNumber,
  quarter: lenientNumber,
})
export const documentedStatementAnswer = inData(z.array(documentedStatementRow))
