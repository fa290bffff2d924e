import { z } from 'zod'
import { noInput, symbolSchema } from './common'

/**
 * The account and risk panel (group A account queries). Every answer carries `at`, the epoch ms at
 * which the core received it, so each part of the panel can say how old it is.
 */

/** Stock sub-accounts of the active profile, by role (the numbers come from the profile). */
export const stockSubAccountSchema = z.enum(['normal', 'margin'])
export type StockSubAccount = z.infer<typeof stockSubAccountSchema>

export const subAccountsSchema = z
  .object({ custodyCode: z.string(), normal: z.string(), margin: z.string(), derivative: z.string() })
  .nullable()
export type SubAccounts = z.infer<typeof subAccountsSchema>

const pageIndex = z.number().int().min(1).max(10_000).default(1)
const pageSize = z.number().int().min(1).max(100).default(20)

const page = <T extends z.ZodType>(row: T) =>
  z.object({
    accountNo: z.string(),
    totalCount: z.number(),
    pageIndex: z.number(),
    pageSize: z.number(),
    rows: z.array(row),
    at: z.number(),
  })

export const cashRowSchema = z.object({
  accountNo: z.string(),
  bodBalance: z.number(),
  cashBalance: z.number(),
  pp0forBF: z.number(),
  bankAvlBalanceBF: z.number(),
})
export type CashRow = z.infer<typeof cashRowSchema>
export const cashPageSchema = page(cashRowSchema)
export type CashPage = z.infer<typeof cashPageSchema>

export const matchRowSchema = z.object({
  orderId: z.string(),
  tradeId: z.string(),
  side: z.enum(['B', 'S']),
  symbol: z.string(),
  quoteQtty: z.number(),
  quotePrice: z.number(),
  qtty: z.number(),
  price: z.number(),
  timeExec: z.string(),
})
export type MatchRow = z.infer<typeof matchRowSchema>
export const matchPageSchema = page(matchRowSchema)
export type MatchPage = z.infer<typeof matchPageSchema>

export const marginRiskViewSchema = z.object({
  accountNo: z.string(),
  rtt: z.number(),
  outstanding: z.number(),
  accruedInterest: z.number(),
  dueAmount: z.number(),
  overdueAmount: z.number(),
  totalFeeDebt: z.number(),
  initialMargin: z.number(),
  maintenanceMargin: z.number(),
  liquidationMargin: z.number(),
  statusCode: z.string(),
  statusDescription: z.string(),
  at: z.number(),
})
export type MarginRiskView = z.infer<typeof marginRiskViewSchema>

export const positionRowSchema = z.object({
  symbol: z.string(),
  side: z.enum(['L', 'S']),
  net: z.number(),
  lastPrice: z.number(),
  /** Initial margin ratio in percent. */
  im: z.number(),
  imValue: z.number(),
  vmValue: z.number(),
  mrValue: z.number(),
  duedate: z.string(),
  pnlPercent: z.number(),
})
export type PositionRow = z.infer<typeof positionRowSchema>
export const positionsSchema = z.object({
  accountNo: z.string(),
  rows: z.array(positionRowSchema),
  at: z.number(),
})
export type Positions = z.infer<typeof positionsSchema>

/** Group E holdings of the ordering sub-account (`.4`), with average cost, P&L and buying power. */
export const portfolioRowSchema = z.object({
  symbol: z.string(),
  quantity: z.number(),
  sellable: z.number(),
  avgPrice: z.number(),
  lastPrice: z.number(),
  marketValue: z.number(),
  pnl: z.number(),
  pnlPercent: z.number(),
})
export const portfolioViewSchema = z.object({
  subAccount: z.string(),
  rows: z.array(portfolioRowSchema),
  buyingPower: z.number(),
  cash: z.number(),
  at: z.number(),
})
export type PortfolioView = z.infer<typeof portfolioViewSchema>

export const accountCalls = {
  'account.subAccounts': { input: noInput, output: subAccountsSchema },
  /** Cash balances of a stock sub-account (`cashInvestments`), paged as the broker pages them. */
  'account.cash': {
    input: z.strictObject({ subAccount: stockSubAccountSchema, pageIndex, pageSize }),
    output: cashPageSchema,
  },
  /**
   * Matched trades of the day (`matching-details`). The broker documents no filters and ignores
   * paging, so the core reads the day, filters by symbol and side, then pages.
   */
  'account.matches': {
    input: z.strictObject({
      subAccount: stockSubAccountSchema,
      symbol: symbolSchema.optional(),
      side: z.enum(['B', 'S']).optional(),
      pageIndex,
      pageSize,
    }),
    output: matchPageSchema,
  },
  /** Margin risk of the margin sub-account (`risk`). */
  'account.risk': { input: noInput, output: marginRiskViewSchema },
  /** Open derivative positions (`portfolio/status`). */
  'account.positions': { input: noInput, output: positionsSchema },
  /** Holdings with average cost and P&L, and the buying power of the ordering sub-account. */
  'account.portfolio': { input: noInput, output: portfolioViewSchema },
} as const
