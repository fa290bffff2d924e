import { z } from 'zod'
import { lenientId, lenientNumber } from '../lenient'
import { inDataOrResult, inResult } from './envelope'

/**
 * Group E account reads as the portfolio skill's pages document them
 * (finhay-skills-hub `skills/finhay-portfolio/references/endpoints/*.md`). The fields a screen shows
 * are required; the rest of each page's list is optional, since a real answer may leave one out and
 * the app must still show what it has. Numbers may arrive as numeric strings (lenientNumber).
 */

const amount = lenientNumber.optional()

/** `assets.md`, key `data` (spec: `result`; both accepted). Level 0/1 users get 0 for products. */
export const documentedAssetsSummary = z.object({
  net_asset_value: lenientNumber,
  products: z.object({
    total: lenientNumber,
    stock: amount,
    fund: amount,
    saving: lenientNumber.nullable().optional(),
    bond: amount,
    hay0: amount,
    hay0_interest: amount,
    hay0_depositing: amount,
    hay0_withdrawing: amount,
  }),
  money: z.object({
    total: lenientNumber,
    ci_balance: amount,
    ca_receiving: amount,
    emk_amt: amount,
    receiving_amt: amount,
    baldefovd: amount,
  }),
  debt: z.object({
    total: lenientNumber,
    secure_amount: amount,
    advance_amt: amount,
    sms_fee_amt: amount,
    cidepo_fee_acr: amount,
    owe_deposit: amount,
  }),
  pnl: z.object({
    stock: z.object({ pnl: lenientNumber, pnl_rate: lenientNumber }).optional(),
    fund: z.object({ pnl: lenientNumber, pnl_rate: lenientNumber }).optional(),
  }),
})
export const documentedAssetsSummaryAnswer = inDataOrResult(documentedAssetsSummary)
export type DocumentedAssetsSummary = z.output<typeof documentedAssetsSummary>

/** `portfolio.md`, one holding; `pnl_rate` is a percentage, prices in VND. */
export const documentedHolding = z.object({
  symbol: z.string(),
  total: lenientNumber,
  available: lenientNumber,
  cost_price: lenientNumber,
  close_price: lenientNumber,
  pnl_amount: lenientNumber,
  pnl_rate: lenientNumber,
  sub_account_id: lenientId.optional(),
  securities_type: z.string().optional(),
  blocked: amount,
  mortgage: amount,
  vsd_mortgage: amount,
  restrict: amount,
  receiving_right: amount,
  receiving_t0: amount,
  receiving_t1: amount,
  receiving_t2: amount,
  matching_amount: amount,
  withdraw: amount,
  basic_price: amount,
  is_sellable: z.boolean().optional(),
  custodycd: z.string().optional(),
  cost_price_amount: amount,
  basic_price_amount: amount,
  total_pnl: amount,
  sending_t0: amount,
  sending_t1: amount,
  sending_t2: amount,
  has_newest_news: z.boolean().optional(),
  /** Deprecated on the page: never read. */
  trade: amount,
})
export type DocumentedHolding = z.output<typeof documentedHolding>
/** `portfolio.md`, key `data` (spec: `result`; both accepted); `is_snapshot` says it came from cache. */
export const documentedPortfolio = z.object({
  portfolio: z.array(documentedHolding),
  is_snapshot: z.boolean().optional(),
})
export const documentedPortfolioAnswer = inDataOrResult(documentedPortfolio)

/** `pnl-today.md`, key `data` (spec: `result`; both accepted); `sub_account_id` may be `ALL`. */
export const documentedPnlToday = z.object({
  sub_account_id: lenientId.optional(),
  pnl_amount: lenientNumber,
  pnl_rate: lenientNumber,
})
export const documentedPnlTodayAnswer = inDataOrResult(documentedPnlToday)
export type DocumentedPnlToday = z.output<typeof documentedPnlToday>

/** `account-summary.md`, key `result` (page and spec agree). About forty fields; five required. */
export const documentedAccountSummary = z.object({
  balance: lenientNumber,
  ci_balance: lenientNumber,
  securities_amt: lenientNumber,
  total_debt_amt: lenientNumber,
  net_asset_value: lenientNumber,
  td_balance: amount,
  interest_balance: amount,
  ca_receiving: amount,
  receiving_t1: amount,
  receiving_t2: amount,
  receiving_t3: amount,
  secure_amt: amount,
  trf_buy_amt: amount,
  margin_amt: amount,
  t0_debt_amt: amount,
  advanced_amt: amount,
  df_debt_amt: amount,
  td_debt_amt: amount,
  cidepo_fee_acr: amount,
  mrcr_limit: amount,
  debt_amt: amount,
  advance_max_amt_fee: amount,
  receiving_amt: amount,
  margin_rate: amount,
  sms_fee_amt: amount,
  ibroker_fee_amt: amount,
  hold_balance: amount,
  mri_rate: amount,
  mrm_rate: amount,
  cidepo_fee: amount,
  td_int_amt: amount,
  add_vnd: amount,
  add_vnd_1: amount,
  core_bank: z.string().optional(),
  bankacct_no: z.string().optional(),
  bank_name: z.string().optional(),
  emk_amt: amount,
  /** A string on this page, a number in the assets summary: either is read as a number. */
  baldefovd: amount,
  mrcr_limit_max: amount,
})
export const documentedAccountSummaryAnswer = inResult(documentedAccountSummary)
export type DocumentedAccountSummary = z.output<typeof documentedAccountSummary>

/** `orders.md`: order history in `result.data[]` (an object around the array, unlike the book). */
export const documentedHistoryOrder = z.object({
  order_id: lenientId,
  symbol: z.string(),
  order_side: z.string(),
  order_quantity: lenientNumber,
  order_status: z.string(),
  order_type: z.string().optional(),
  account_id: lenientId.optional(),
  transaction_date: z.string().optional(),
  limit_price: lenientNumber.nullable().optional(),
  market_price: z.string().nullable().optional(),
  execute_quantity: amount,
  execute_price: amount,
  execute_amount: amount,
  fee_amount: amount,
  tax_amount: amount,
})
export const documentedOrderHistoryAnswer = inResult(z.object({ data: z.array(documentedHistoryOrder) }))
export type DocumentedHistoryOrder = z.output<typeof documentedHistoryOrder>

/** `user-rights.md`: the shareholder rights of a sub-account, `result[]`, camelCase, newest first. */
export const documentedUserRight = z.object({
  symbol: z.string(),
  type: z.string(),
  status: z.string(),
  userRightRegisterStatus: z.string().optional(),
  caMastId: lenientId.optional(),
  accountId: lenientId.optional(),
  ownNumberOfShare: amount,
  ratio: z.string().optional(),
  rightOffRate: z.string().optional(),
  amount,
  toSymbol: z.string().nullable().optional(),
  buyPrice: amount,
  allowRegister: z.boolean().optional(),
  totalStocksCanBuy: amount,
  totalPayAmount: amount,
  startDate: z.string().optional(),
  finishDate: z.string().optional(),
  actionDate: z.string().optional(),
  reportDate: z.string().optional(),
  stockName: z.string().optional(),
})
export const documentedUserRightsAnswer = inResult(z.array(documentedUserRight))
export type DocumentedUserRight = z.output<typeof documentedUserRight>
