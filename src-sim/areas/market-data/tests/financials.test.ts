import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  analysisBody,
  profileBody,
  screenerBody,
  statementBody,
} from '../../../../src-shared/schemas/research/stocks'
import type { Simulator } from '../../../server'
import { startFrozen } from '../../../testing/harness'
import { failing, market } from '../testing/research-kit'

let sim: Simulator
beforeAll(async () => {
  sim = await startFrozen({ seed: 9 })
})
afterAll(async () => {
  await sim.close()
})

type Lines = { key: string; value: number }[]
const v = (lines: Lines, key: string): number => {
  const line = lines.find((l) => l.key === key)
  if (line === undefined) throw new Error(`no line ${key}`)
  return line.value
}
/** The page's rows (one per line per period) grouped back into periods, newest first as sent. */
const statement = async (symbol: string, type: string, extra = '') => {
  const rows = await market(
    sim,
    `/market/v2/financial-statement/statement?symbol=${symbol}&type=${type}${extra}`,
    statementBody,
  )
  const items: { period: string; lines: Lines }[] = []
  for (const r of rows) {
    const period = r.quarter === 0 ? String(r.year) : `${r.year}-Q${r.quarter}`
    const item = items.find((i) => i.period === period) ?? { period, lines: [] }
    if (!items.includes(item)) items.push(item)
    item.lines.push({ key: r.metricCode, value: r.metricValue ?? Number.NaN })
  }
  return { rows, items }
}

describe('company financial statements and ratios', () => {
  it('balances every balance sheet to the dong, banks and others, quarters and years', async () => {
    for (const symbol of ['VCB', 'HPG', 'FPT', 'VHM', 'SHS']) {
      for (const extra of ['', '&period=year', '&page=2', '&period=year&page=3']) {
        const body = await statement(symbol, 'balance_sheet', extra)
        expect(body.items).toHaveLength(4)
        for (const p of body.items) {
          const assets = v(p.lines, 'total_assets')
          expect(assets, `${symbol} ${p.period}`).toBe(v(p.lines, 'total_liabilities_and_equity'))
          expect(assets).toBe(v(p.lines, 'total_liabilities') + v(p.lines, 'total_equity'))
          const equityParts = ['charter_capital', 'share_premium', 'other_equity', 'retained_earnings']
          expect(equityParts.reduce((a, k) => a + v(p.lines, k), 0)).toBe(v(p.lines, 'total_equity'))
          if (symbol !== 'VCB')
            expect(v(p.lines, 'current_assets') + v(p.lines, 'long_term_assets')).toBe(assets)
        }
      }
    }
  })

  it('takes the page’s parameter values and answers its rows, as it did our first ones', async () => {
    const documented = await statement('HPG', 'income-statement', '&period=annual')
    expect(documented.rows.length).toBeGreaterThan(4)
    expect(
      documented.rows.every((r) => r.symbol === 'HPG' && r.timeType === 'annual' && r.quarter === 0),
    ).toBe(true)
    expect(documented).toEqual(await statement('HPG', 'income_statement', '&period=year'))
    const quarterly = await statement('HPG', 'cash-flow', '&period=quarterly')
    expect(quarterly.rows.every((r) => r.timeType === 'quarterly' && r.quarter >= 1)).toBe(true)
    expect(quarterly).toEqual(await statement('HPG', 'cash_flow'))
    expect(await statement('VCB', 'balance-sheet')).toEqual(await statement('VCB', 'balance_sheet'))
    const five = await statement('HPG', 'income-statement', '&period=annual&limit=5')
    expect(five.items.map((p) => p.period)).toEqual(['2025', '2024', '2023', '2022', '2021'])
    await failing(sim, '/market/v2/financial-statement/statement?symbol=HPG&limit=6', 400)
    await failing(sim, '/market/v2/financial-statement/statement?symbol=HPG&limit=2&page=1', 400)
  })

  it('pages back into the past and answers one year; page and year together are refused', async () => {
    const page1 = await statement('HPG', 'income_statement')
    const page2 = await statement('HPG', 'income_statement', '&page=2')
    expect(page1.items.map((p) => p.period)).toEqual(['2025-Q4', '2025-Q3', '2025-Q2', '2025-Q1'])
    expect(page2.items.map((p) => p.period)).toEqual(['2024-Q4', '2024-Q3', '2024-Q2', '2024-Q1'])
    const year = await statement('HPG', 'income_statement', '&year=2024')
    expect(year.items.map((p) => p.period)).toEqual(page2.items.map((p) => p.period))
    const annual = await statement('HPG', 'income_statement', '&period=year&year=2024')
    // A year's profit is its four quarters', to the million of rounding.
    const quarters = year.items.reduce((a, p) => a + v(p.lines, 'net_income'), 0)
    expect(Math.abs(v(annual.items[0]?.lines ?? [], 'net_income') - quarters)).toBeLessThanOrEqual(4e6)
    // The year-end balance sheet is the fourth quarter's.
    const bsYear = await statement('HPG', 'balance_sheet', '&period=year&year=2024')
    const bsQ4 = await statement('HPG', 'balance_sheet', '&year=2024')
    expect(bsYear.items[0]?.lines).toEqual(bsQ4.items[0]?.lines)
    await failing(sim, '/market/v2/financial-statement/statement?symbol=HPG&page=1&year=2024', 400)
    await failing(sim, '/market/v2/financial-statement/statement?symbol=HPG&year=2027', 400)
    await failing(sim, '/market/v2/financial-statement/statement?symbol=HPG&type=notes', 400)
    await failing(sim, '/market/v2/financial-statement/statement', 400)
    await failing(sim, '/market/v2/financial-statement/statement?symbol=NOPE', 404)
  })

  it('adds income lines up to net income and carries cash from one period to the next', async () => {
    const income = await statement('MWG', 'income_statement')
    for (const p of income.items) {
      const l = p.lines
      expect(v(l, 'gross_profit')).toBe(v(l, 'revenue') + v(l, 'cost_of_goods_sold'))
      const pbt = [
        'gross_profit',
        'financial_income',
        'financial_expenses',
        'selling_expenses',
        'admin_expenses',
        'other_profit',
      ].reduce((a, k) => a + v(l, k), 0)
      expect(pbt).toBe(v(l, 'profit_before_tax'))
      expect(v(l, 'profit_before_tax') + v(l, 'income_tax')).toBe(v(l, 'net_income'))
    }
    const cash = await statement('MWG', 'cash_flow')
    const balance = await statement('MWG', 'balance_sheet', '&page=1')
    for (const [i, p] of cash.items.entries()) {
      const l = p.lines
      expect(v(l, 'operating_cash_flow') + v(l, 'investing_cash_flow') + v(l, 'financing_cash_flow')).toBe(
        v(l, 'net_cash_flow'),
      )
      expect(v(l, 'cash_begin') + v(l, 'net_cash_flow')).toBe(v(l, 'cash_end'))
      expect(v(l, 'cash_end')).toBe(v(balance.items[i]?.lines ?? [], 'cash'))
      const older = cash.items[i + 1]
      if (older !== undefined) expect(v(l, 'cash_begin')).toBe(v(older.lines, 'cash_end'))
    }
  })

  it('derives ratios from the statements and the price, as the screener does', async () => {
    const ratios = await market(sim, '/market/company-financial/analysis?symbol=FPT', analysisBody)
    const latest = ratios[0]
    const shares = (await market(sim, '/market/stocks/FPT/profile', profileBody)).data.outstanding_shares ?? 0
    const income = await statement('FPT', 'income_statement')
    const ttm = income.items.reduce((a, p) => a + v(p.lines, 'net_income'), 0)
    expect(latest?.net_income).toBe(ttm)
    expect(latest?.eps).toBe(Math.round(ttm / shares))
    const equity = v((await statement('FPT', 'balance_sheet')).items[0]?.lines ?? [], 'total_equity')
    expect(latest?.roe).toBeCloseTo((ttm / equity) * 100, 2)
    expect(latest?.pe).toBeCloseTo((latest?.price ?? 0) / (latest?.eps ?? 1), 1)
    const row = (
      await market(sim, '/market/stocks?index=VN30&fields=price,eps,pe,roe&page_size=100', screenerBody)
    ).data.items.find((r) => r.symbol === 'FPT')
    expect(row?.eps).toBe(latest?.eps)
    expect(row?.roe).toBe(latest?.roe)
    expect(row?.pe).toBeCloseTo((row?.price ?? 0) / (row?.eps ?? 1), 2)
    const bank = await market(
      sim,
      '/market/company-financial/analysis?symbol=VCB&period=annual',
      analysisBody,
    )
    expect(bank).toHaveLength(4)
    // The page's annual periods carry a year and no quarter.
    expect(bank.every((r) => r.gross_margin === null && !('quarter' in r))).toBe(true)
    expect(bank).toEqual(
      await market(sim, '/market/company-financial/analysis?symbol=VCB&period=year', analysisBody),
    )
    await failing(sim, '/market/company-financial/analysis?symbol=FPT&page=0', 400)
    await failing(sim, '/market/company-financial/analysis?symbol=FPT&period=month', 400)
  })
})
