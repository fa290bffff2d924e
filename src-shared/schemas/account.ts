import { z } from 'zod'
import { lenientId, lenientNumber, lenientPercent, pagedEnvelope } from './lenient'

/** Group A account queries, as the client reads them (lenient on number/string, extras ignored). */

export const cashBalanceSchema = z.object({
  accountNo: lenientId,
  bodBalance: lenientNumber,
  cashBalance: lenientNumber,
  pp0forBF: lenientNumber,
  bankAvlBalanceBF: lenientNumber,
})
export const cashInvestmentsSchema = pagedEnvelope(cashBalanceSchema)
export type CashBalance = z.infer<typeof cashBalanceSchema>

export const matchingDetailSchema = z.object({
  orderId: lenientId,
  side: z.enum(['B', 'S']),
  symbol: z.string(),
  quoteQtty: lenientNumber,
  quotePrice: lenientNumber,
  tradeId: lenientId,
  qtty: lenientNumber,
  price: lenientNumber,
  timeExec: z.string(),
})
export const matchingDetailsSchema = pagedEnvelope(matchingDetailSchema)
export type MatchingDetail = z.infer<typeof matchingDetailSchema>

export const marginRiskSchema = z.object({
  accountNo: lenientId,
  rtt: lenientNumber,
  outstanding: lenientNumber,
  accruedInterest: lenientNumber,
  dueAmount: lenientNumber,
  overdueAmount: lenientNumber,
  totalFeeDebt: lenientNumber,
  riskPolicy: z.object({
    initialMargin: lenientNumber,
    maintenanceMargin: lenientNumber,
    liquidationMargin: lenientNumber,
  }),
  riskStatus: z.object({ code: z.string(), description: z.string() }),
})
/** The risk endpoint answers a top-level array. */
export const marginRiskListSchema = z.array(marginRiskSchema)
export type MarginRisk = z.infer<typeof marginRiskSchema>

export const derivativePositionSchema = z.object({
  symbol: z.string(),
  im: lenientPercent,
  deliver: lenientNumber,
  receive: lenientNumber,
  net: lenientNumber,
  side: z.string(),
  lastPrice: lenientNumber,
  imValue: lenientNumber,
  vmValue: lenientNumber,
  mrValue: lenientNumber,
  duedate: z.string(),
  pc_remain: lenientPercent,
})
export const portfolioStatusSchema = z.object({
  cmd: z.string(),
  rc: lenientId,
  data: z.array(derivativePositionSchema),
})
export type DerivativePosition = z.infer<typeof derivativePositionSchema>

export const bsaMonthSchema = z.object({
  ticker: z.string(),
  data: z.array(z.object({ bup: lenientNumber, sdp: lenientNumber, bsr: lenientNumber, t: z.string() })),
})
export type BsaMonth = z.infer<typeof bsaMonthSchema>
