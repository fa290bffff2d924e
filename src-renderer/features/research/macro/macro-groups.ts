/**
 * How the dashboards group the catalog: the headline series a Vietnamese market desk reads together.
 * Indicators a server adds that are not listed here land in "other", so nothing is hidden.
 */
export const macroGroups = ['prices', 'growth', 'trade', 'labour', 'other'] as const
export type MacroGroup = (typeof macroGroups)[number]

const groupOf: Readonly<Record<string, MacroGroup>> = {
  cpi_yoy: 'prices',
  core_inflation: 'prices',
  credit_growth: 'prices',
  usd_vnd: 'prices',
  refinancing_rate: 'prices',
  gdp_growth: 'growth',
  gdp_growth_annual: 'growth',
  gdp_nominal: 'growth',
  industrial_production: 'growth',
  retail_sales: 'growth',
  pmi: 'growth',
  exports: 'trade',
  imports: 'trade',
  trade_balance: 'trade',
  fdi_disbursed: 'trade',
  unemployment: 'labour',
}

export const macroGroupOf = (id: string): MacroGroup => groupOf[id] ?? 'other'
