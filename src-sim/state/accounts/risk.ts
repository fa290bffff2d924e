import type { StockAccount, StockBook } from './stock-book'

/**
 * Margin risk (api-facts "GET /hydros/.../risk" and vn-market.md §3): Rtt = haircut collateral ÷ net
 * debt × 100, with a 50% loan rate on every holding; the policy ratios are TCBS-like.
 */
export const riskPolicy = { initialMargin: 100, maintenanceMargin: 85, liquidationMargin: 80 } as const
export const loanRate = 0.5
/** Rtt shown when there is no net debt (the ratio is unbounded). */
export const rttCap = 999.99

const statuses = [
  { min: riskPolicy.initialMargin, code: 'SAFE', description: 'An toàn' },
  { min: riskPolicy.maintenanceMargin, code: 'WARNING', description: 'Cảnh báo' },
  { min: riskPolicy.liquidationMargin, code: 'CALL', description: 'Gọi ký quỹ' },
  { min: -Infinity, code: 'FORCE_SELL', description: 'Xử lý' },
] as const

export function riskRecord(book: StockBook, account: StockAccount) {
  const collateral = book.collateralValue(account) * loanRate
  const netDebt = account.debt + account.accruedInterest - Math.max(0, account.cash)
  const rtt = netDebt <= 0 ? rttCap : Math.min(rttCap, Math.round((collateral / netDebt) * 10_000) / 100)
  const status = statuses.find((s) => rtt >= s.min) ?? statuses[3]
  return {
    accountNo: account.accountNo,
    rtt,
    outstanding: account.debt,
    accruedInterest: account.accruedInterest,
    dueAmount: 0,
    overdueAmount: 0,
    totalFeeDebt: 0,
    riskPolicy: { ...riskPolicy },
    riskStatus: { code: status.code, description: status.description },
  }
}
