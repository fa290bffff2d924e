import { describe, expect, it } from 'vitest'
import { billions } from '../lib/format'
import { statementTable, type StatementPeriods } from './statement-table'

const line = (key: string, value: number, name = key) => ({ key, name, name_en: `${name} (en)`, value })

/** A balance sheet laid out as group E sends one: lines in filing order, VND rounded to millions. */
function balanceSheet(
  period: string,
  assets: readonly number[],
  liabilities: number,
  equityParts: readonly number[],
) {
  const total = assets.reduce((a, b) => a + b, 0)
  const equity = equityParts.reduce((a, b) => a + b, 0)
  return {
    period,
    lines: [
      ...assets.map((v, i) => line(`asset_${i}`, v)),
      line('total_assets', total),
      line('total_liabilities', liabilities),
      ...equityParts.map((v, i) => line(`equity_${i}`, v)),
      line('total_equity', equity),
      line('total_liabilities_and_equity', liabilities + equity),
    ],
  }
}

// Newest first, as the service answers.
const periods: StatementPeriods = [
  balanceSheet(
    '2026-Q1',
    [1_234_567_000_000, 8_765_433_000_000],
    6_000_001_000_000,
    [3_000_000_000_000, 999_999_000_000],
  ),
  balanceSheet(
    '2025-Q4',
    [2_000_000_000_000, 7_500_000_000_000],
    5_400_000_000_000,
    [3_000_000_000_000, 1_100_000_000_000],
  ),
]

describe('statementTable', () => {
  it('lays periods out oldest first with the values of each line under its period', () => {
    const table = statementTable(periods, 'vi', 'balance_sheet')
    expect(table.periods).toEqual(['2025-Q4', '2026-Q1'])
    const assets = table.rows.find((r) => r.key === 'asset_0')
    expect(assets?.values).toEqual([2_000_000_000_000, 1_234_567_000_000])
    expect(table.rows.map((r) => r.key).slice(0, 3)).toEqual(['asset_0', 'asset_1', 'total_assets'])
  })

  it('balances a balance sheet whose assets equal liabilities and equity, and shows it so', () => {
    const table = statementTable(periods, 'en', 'balance_sheet')
    expect(table.balance?.map((b) => b.balanced)).toEqual([true, true])
    const shown = (key: string) => table.rows.find((r) => r.key === key)?.values.map((v) => billions(v))
    // What the reader sees: the total assets row reads the same as "liabilities and equity".
    expect(shown('total_assets')).toEqual(shown('total_liabilities_and_equity'))
    const rows = new Map(table.rows.map((r) => [r.key, r.values]))
    for (let i = 0; i < table.periods.length; i++) {
      const at = (key: string) => rows.get(key)?.[i] ?? NaN
      expect(at('total_assets')).toBe(at('total_liabilities') + at('total_equity'))
      expect(at('asset_0') + at('asset_1')).toBe(at('total_assets'))
    }
  })

  it('says which period does not balance and by how much', () => {
    const broken = structuredClone(periods) as { period: string; lines: { key: string; value: number }[] }[]
    const equity = broken[0]?.lines.find((l) => l.key === 'total_equity')
    if (equity) equity.value -= 5_000_000
    const table = statementTable(broken as StatementPeriods, 'vi', 'balance_sheet')
    expect(table.balance?.map((b) => [b.period, b.balanced, b.difference])).toEqual([
      ['2025-Q4', true, 0],
      ['2026-Q1', false, 5_000_000],
    ])
  })

  it('names lines in the UI language, marks totals, and checks only balance sheets', () => {
    const income: StatementPeriods = [
      { period: '2025', lines: [line('revenue', 10, 'Doanh thu thuần'), line('net_income', 2, 'Lợi nhuận')] },
      { period: '2024', lines: [line('revenue', 9, 'Doanh thu thuần'), line('one_off', 1, 'Bất thường')] },
    ]
    const vi = statementTable(income, 'vi', 'income_statement')
    const en = statementTable(income, 'en', 'income_statement')
    expect(vi.balance).toBeNull()
    expect(vi.rows.map((r) => r.label)).toEqual(['Doanh thu thuần', 'Lợi nhuận', 'Bất thường'])
    expect(en.rows[0]?.label).toBe('Doanh thu thuần (en)')
    expect(vi.rows.map((r) => r.total)).toEqual([false, true, false])
    // A line only one period has is blank in the other.
    expect(vi.rows.find((r) => r.key === 'one_off')?.values).toEqual([1, null])
  })
})
