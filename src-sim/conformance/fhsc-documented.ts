import { z } from 'zod'

/**
 * Group E account and trading answers exactly as the broker's own endpoint pages document them
 * (finhay/finhay-skills-hub, `skills/finhay-portfolio/references/endpoints/*.md` and
 * `skills/finhay-trading/references/endpoints/*.md`, read in Nov 2026; api-facts §5.3–§5.4 for the
 * bootstrap and second-factor answers, which have no page of their own). Written here by hand from
 * the pages' field lists, apart from the simulator's types and the core's parsers, so that neither
 * can agree with the other on a mistake.
 *
 * Every documented field is required: a page lists the properties the service fills, and an answer
 * without one is not the documented answer. Fields the page does not list are allowed (zod strips
 * them); the gap list (documented-gaps.ts) names them separately. Where a page disagrees with the
 * spec's blanket sentence ("account and trading endpoints return `result`"), the page wins here: it
 * is what the real service sends. The client accepts both (src-shared/schemas/trading-documented).
 */

const int = z.number().int()
const num = z.number()
const str = z.string()

/** Reads declare `{status: 200, <key>}`; api-facts §5.1 adds `error_code: "0"` and `message`. */
const readEnvelope = {
  status: z.literal(200).optional(),
  error_code: z.literal('0').optional(),
  message: z.string().nullable().optional(),
}
/** Writes and available-trade declare `error_code` and `message`, both nullable strings. */
const writeEnvelope = { error_code: z.string().nullable(), message: z.string().nullable() }

/** `finhay-portfolio/references/enums.md` and `finhay-trading/references/enums.md`, OrderStatus. */
export const documentedOrderStatuses = [
  'WAITING_TO_ACTIVATE',
  'WAITING_TO_SEND',
  'SENDING',
  'SENT',
  'FIXING',
  'FIXED',
  'CANCELLED',
  'CANCELLING',
  'MATCHED',
  'EXPIRED',
  'MATCHED_ALL',
  'REJECTED',
  'COMPLETED',
  'FAILED',
  'EXPIRED_ACTIVATION_TIME',
  'EXPIRED_AUTHORIZATION',
  'RECEIVED',
  'INTERNAL_SENDING',
  'INTERNAL_CANCELLED',
  'SENDING_TO_CORE',
  'CANCEL_BY_STOCK_EVENT',
  'WAIT_FOR_ACCEPTING',
  'ACCEPTED',
  'ACCEPTING',
  'REJECTING',
] as const
const orderType = z.enum(['LO', 'MP', 'ATO', 'ATC', 'MAK', 'MOK', 'MTL', 'PLO', 'FOK', 'FAK'])

// ---- bootstrap (api-facts §5.3: developers.fhsc.com.vn /bootstrap-flow; finhay.sh `infer`)

export const userMe = z.object({ error_code: z.literal('0'), message: str, data: z.object({ user_id: int }) })

export const subAccounts = z.object({
  error_code: z.literal('0'),
  message: str,
  result: z.array(
    z.object({
      /** Not typed in public text; string and number both seen in clients (api-facts §5.3). */
      id: z.union([str, int]),
      cust_id: z.union([str, int]),
      name: str,
      depository_number: str,
      product_type_name: str,
      sub_account_ext: str,
      type: z.enum(['Normal', 'Margin']),
    }),
  ),
})

// ---- second factor (api-facts §5.4; finhay.sh reads `.ticket_id`, `.session_token`, … at the top)

/** `POST /auth/v1/openapi/2fa/request`: the ticket at the top level, not in `result`. */
export const otpTicket = z.object({ ticket_id: str.min(1), masked_destination: str.min(1) })

/** `POST /auth/v1/openapi/2fa/verify`: the session at the top level; `expires_at_epoch` in seconds. */
export const otpSession = z.object({
  session_token: str.regex(/^[\w-]+\.[\w-]+\.[\w-]+$/, 'a JWT'),
  expires_at: str.regex(/^\d{4}-\d\d-\d\dT23:59:59\.000\+07:00$/),
  expires_at_epoch: int.lt(1e11),
})

// ---- portfolio skill

/** `assets.md`: `GET /users/v3/users/{userId}/assets/summary`, key `data`. */
const pnlEntry = z.object({ pnl: num, pnl_rate: num })
export const assetsSummary = z.object({
  ...readEnvelope,
  data: z.object({
    net_asset_value: num,
    products: z.object({
      total: num,
      stock: num,
      fund: num,
      saving: num.nullable(),
      bond: num,
      hay0: num,
      hay0_interest: num,
      hay0_depositing: num,
      hay0_withdrawing: num,
    }),
    money: z.object({
      total: num,
      ci_balance: num,
      ca_receiving: num,
      emk_amt: num,
      receiving_amt: num,
      baldefovd: num,
    }),
    debt: z.object({
      total: num,
      secure_amount: num,
      advance_amt: num,
      sms_fee_amt: num,
      cidepo_fee_acr: num,
      owe_deposit: num,
    }),
    pnl: z.object({ stock: pnlEntry, fund: pnlEntry }),
  }),
})

/** `portfolio.md`: `GET /trading/v2/sub-accounts/{subAccountId}/portfolio`, key `data`. */
export const portfolioEntry = z.object({
  sub_account_id: str,
  symbol: str,
  securities_type: str,
  total: int,
  available: int,
  blocked: int,
  mortgage: int,
  vsd_mortgage: int,
  restrict: int,
  receiving_right: int,
  receiving_t0: int,
  receiving_t1: int,
  receiving_t2: int,
  matching_amount: int,
  withdraw: int,
  cost_price: int,
  basic_price: int,
  is_sellable: z.boolean(),
  custodycd: str,
  pnl_amount: int,
  pnl_rate: num,
  close_price: int,
  cost_price_amount: int,
  basic_price_amount: int,
  total_pnl: int,
  sending_t0: int,
  sending_t1: int,
  sending_t2: int,
  has_newest_news: z.boolean(),
  /** Deprecated on the page, still listed. */
  trade: int,
})
export const portfolio = z.object({
  ...readEnvelope,
  data: z.object({ portfolio: z.array(portfolioEntry), is_snapshot: z.boolean() }),
})

/** `pnl-today.md`: `GET /trading/pnl-today/{userId}`, key `data`; `pnl_rate` is a percentage. */
export const pnlToday = z.object({
  ...readEnvelope,
  data: z.object({ sub_account_id: str, pnl_amount: int, pnl_rate: num }),
})

/** `account-summary.md`: `GET /trading/accounts/{subAccountId}/summary`, key `result`. */
export const accountSummary = z.object({
  ...readEnvelope,
  result: z.object({
    balance: int,
    ci_balance: int,
    td_balance: int,
    interest_balance: int,
    ca_receiving: int,
    receiving_t1: int,
    receiving_t2: int,
    receiving_t3: int,
    securities_amt: int,
    total_debt_amt: int,
    secure_amt: int,
    trf_buy_amt: int,
    margin_amt: int,
    t0_debt_amt: int,
    advanced_amt: int,
    df_debt_amt: int,
    td_debt_amt: int,
    cidepo_fee_acr: int,
    net_asset_value: int,
    mrcr_limit: int,
    debt_amt: int,
    advance_max_amt_fee: int,
    receiving_amt: int,
    margin_rate: int,
    sms_fee_amt: int,
    ibroker_fee_amt: int,
    hold_balance: int,
    mri_rate: int,
    mrm_rate: int,
    cidepo_fee: int,
    td_int_amt: int,
    add_vnd: int,
    add_vnd_1: int,
    core_bank: str,
    bankacct_no: str,
    bank_name: str,
    emk_amt: int,
    /** A string here, a number in the assets summary's `money.baldefovd`: as the two pages say. */
    baldefovd: str,
    mrcr_limit_max: int,
  }),
})

/** `orders.md`: `GET /trading/sub-accounts/{subAccountId}/orders?fromDate&toDate`, `result.data[]`. */
export const orderHistory = z.object({
  ...readEnvelope,
  result: z.object({
    data: z.array(
      z.object({
        order_id: str,
        account_id: str,
        transaction_date: str,
        symbol: str,
        order_side: z.enum(['BUY', 'SELL', 'UNKNOWN']),
        order_quantity: int,
        limit_price: int,
        market_price: str,
        execute_quantity: int,
        execute_price: int,
        order_status: z.enum([...documentedOrderStatuses, 'UNKNOWN']),
        fee_amount: int,
        tax_amount: int,
        execute_amount: int,
        order_type: orderType,
      }),
    ),
  }),
})

const userRightStatus = z.enum([
  'WAIT_FOR_REVIEW',
  'WAIT_EXECUTED',
  'WAITING_FOR_APPROVE',
  'NAVIGATING',
  'COMPLETED',
  'ALLOCATION_COMPLETED',
  'CANCELED',
  'EMPTY_STOCK',
  'APPROVED',
  'REJECTED',
  'READY_FOR_TRADE',
  'READY_FOR_CLOSE',
  'STOCK_ALLOTTED',
  'MONEY_ALLOTTED',
  'PARTIALLY_DONE',
  'VERIFIED',
  'DELETED',
  'REGISTERED',
])
const userRightRegisterStatus = z.enum([
  'UNREGISTER',
  'REGISTERED',
  'EXPIRED',
  'RECEIVED',
  'PARTIAL_REGISTERED',
  'PENDING',
  'PARTIAL_RECEIVED',
  'WAIT_REGISTER',
  'REGISTERED_V2',
  'WAIT_RECEIVE',
  'WAIT_STOCK',
  'PARTIAL_RECEIVED_V2',
  'UNKNOWN',
])
const userRightType = z.enum([
  'OTC_BOND_INTEREST',
  'SHAREHOLDER_MEETING',
  'SOLICIT_SHAREHOLDER_OPINIONS',
  'CASH_DIVIDEND',
  'STOCK_DIVIDEND',
  'STOCK_RIGHT',
  'BOND_INTEREST',
  'BOND_PRINCIPAL_AND_INTEREST',
  'CONVERT_BONDS_TO_STOCKS',
  'CONVERT_STOCKS_TO_OTHER_STOCKS',
  'BONUS_SHARES',
  'VOTING_RIGHTS',
  'CONVERTIBLE_BOND',
  'TRANSFER_PENDING_STOCKS',
  'WARRANT_DIVIDENDS',
])
const isoDate = str.regex(/^\d{4}-\d\d-\d\d/, 'a date (yyyy-MM-dd)')

/** `user-rights.md`: `GET /trading/v5/account/{subAccountId}/user-rights`, `result[]`, camelCase. */
export const userRights = z.object({
  ...readEnvelope,
  result: z.array(
    z.object({
      accountId: str,
      depositoryNumber: str,
      fullName: str,
      ownNumberOfShare: int,
      ratio: str,
      status: userRightStatus,
      userRightRegisterStatus,
      caMastId: str,
      amount: int,
      symbol: str,
      toSymbol: str.nullable(),
      numberOfWaitingStock: int,
      waitingAmountForReturn: int,
      rightOffRate: str,
      buyPrice: int,
      allowRegister: z.boolean(),
      totalStocksCanBuy: int,
      totalPayAmount: int,
      startDate: isoDate,
      finishDate: isoDate,
      startDateTransfer: isoDate,
      actionDate: isoDate,
      finishDateTransfer: isoDate,
      reportDate: isoDate,
      type: userRightType,
      stockName: str,
      totalVolume: int,
      totalValue: int,
      referencePrice: int,
      closePrice: int,
      ceilingPrice: int,
      floorPrice: int,
      predictPrice: int,
      changePrice: int,
      hasRead: z.boolean(),
    }),
  ),
})

// ---- trading skill

/** `order-book.md`: `OrderBookEntry`, all lower-case; the permission flags are strings. */
export const orderBookEntry = z.object({
  custodycd: str,
  txdate: str,
  custid: str,
  afacctno: str,
  orderid: str,
  odorderid: str,
  txtime: str,
  symbol: str,
  allowcancel: str,
  allowamend: str,
  side_code: str,
  side: str,
  price: int,
  pricetype: str,
  via_code: str,
  via: str,
  qtty: int,
  execqtty: int,
  execamt: int,
  execprice: int,
  remainqtty: int,
  remainamt: int,
  status_code: str,
  status: str,
  tlname: str,
  username: str,
  hosesession: str,
  cancelqtty: int,
  adjustqtty: int,
  isdisposal: str,
  rootorderid: str,
  timetype: str,
  timetypevalue: str,
  feedbackmsg: str,
  quoteqtty: int,
  limitprice: num,
  odtimestamp: str,
  matchtype_code: str,
  producttypename: str,
  afacctno_ext: str,
  side_: str,
  via_: str,
  status_: str,
  matchtype_: str,
  strategy_id: str.nullable(),
})
export const orderBook = z.object({ ...readEnvelope, result: z.array(orderBookEntry) })
/** `order-book-detail.md`: one entry in `data` (not `result`), `strategy_id` included. */
export const orderBookDetail = z.object({ ...readEnvelope, data: orderBookEntry })

/** `available-trade.md`: `result`, with `popup_message` and `title` beside `message`. */
export const availableTrade = z.object({
  error_code: str,
  message: str.nullable(),
  popup_message: str.nullable(),
  title: str.nullable(),
  result: z.object({
    pp0: int,
    ppse: int,
    maxqtty: int,
    trade: int,
    balance: int,
    cash_pending_send: int,
    mortgage: int,
    marginrate: num,
    mrratioloan: num.nullable(),
  }),
})

/** `market-session.md`: `result` with the exchange, its session and the order types it takes now. */
export const marketSession = z.object({
  ...readEnvelope,
  result: z.object({
    exchange: z.enum(['HOSE', 'HNX', 'UPCOM', 'HCX']),
    exchange_session: z.enum([
      'OPEN',
      'PROGRESS',
      'BREAK',
      'CLOSED',
      'PRE_CLOSED',
      'PUT_THROUGH',
      'POST_SESSION',
      'CA',
    ]),
    available_order_types: z.array(orderType),
  }),
})

/**
 * `place-order.md` `OrderResponse`, shared by modify and cancel. The page enumerates six
 * `order_status` values while `enums.md` says every order response carries the full list: the full
 * list is taken. The page types `limit_price` and `market_price` as non-null, but the request sets
 * the unused one to null, so null is accepted for both.
 */
export const orderResponse = z.object({
  order_id: str,
  account_id: str,
  transaction_date: str,
  symbol: str,
  order_side: z.enum(['BUY', 'SELL']),
  order_quantity: int,
  limit_price: int.nullable(),
  market_price: str.nullable(),
  execute_quantity: int,
  execute_price: int,
  order_status: z.enum(documentedOrderStatuses),
  fee_amount: num,
  tax_amount: num,
  execute_amount: int,
  order_type: orderType,
  code: str.nullable(),
  rejected_reason: str.nullable(),
  lot: z.enum(['EVEN', 'ODD']),
})
export const orderResponses = z.object({ ...writeEnvelope, result: z.array(orderResponse) })

// ---- market skill: the two financial endpoints the app calls

/** `company-financial-analysis.md`: `data` is an array of periods, `quarter` only when quarterly. */
export const financialAnalysis = z.object({
  error_code: z.literal('0'),
  message: str,
  data: z.array(z.object({ year: int, quarter: int.nullable().optional() }).catchall(num.nullable())),
})

/** `financial-statement.md` (v2): one row per metric per period; `quarter` 0 on annual rows. */
export const financialStatement = z.object({
  error_code: z.literal('0'),
  message: str,
  data: z.array(
    z.object({ symbol: str, metricCode: str, metricValue: num, timeType: str, year: int, quarter: int }),
  ),
})
