import { z } from 'zod'

/**
 * Group A as the official TCBS OpenAPI 3.1 document ("iFlash Open API" v1.0.0) publishes it, written
 * here by hand from that document: schema names in comments are the document's. Where an operation's
 * response example and the component schema disagree on a type, the example wins (it matches live
 * payloads, api-facts §1); each such field says so. Objects are open (a real service may add
 * fields), but every field the document lists is required unless noted.
 */

const int = z.number().int()
const digits = z.string().regex(/^\d+$/)
const numeral = z.string().regex(/^-?\d+(\.\d+)?$/)
const yn = z.enum(['Y', 'N'])
const clock = z.string().regex(/^\d{2}:\d{2}:\d{2}$/)
const ddMMyyyy = z.string().regex(/^\d{2}\/\d{2}\/\d{4}$/)
const rfc3339 = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?[+-]\d{2}:\d{2}$/)

/** The paging envelope of the stock endpoints (`OrderSearchResponse`, `CashInvestmentResponse`, …). */
const page = <T extends z.ZodType>(item: T) =>
  z.object({ object: z.string(), totalCount: int, pageSize: int, pageIndex: int, data: z.array(item) })

/** `MarketInformationStockNormalResponseDTO`, with the operation example's types. */
export const tickerRecord = z.object({
  symbol: z.string(),
  ceilPrice: z.number(),
  floorPrice: z.number(),
  refPrice: z.number(),
  bidPrice01: z.number(),
  bidPrice02: z.number(),
  bidPrice03: z.number(),
  bidQtty01: z.number(),
  bidQtty02: z.number(),
  bidQtty03: z.number(),
  offerPrice01: z.number(),
  offerPrice02: z.number(),
  offerPrice03: z.number(),
  offerQtty01: z.number(),
  offerQtty02: z.number(),
  offerQtty03: z.number(),
  matchPrice: z.number(),
  matchQtty: z.number(),
  change: z.number(),
  changePercent: z.number(),
  open: z.number(),
  avg: z.number(),
  high: z.number(),
  low: z.number(),
  totalVol: z.number(),
  totalVal: z.number(),
  /** In the component schema only, not in the example. */
  openVol: z.number().optional(),
  buyForeignQtty: z.number(),
  sellForeignQtty: z.number(),
  /** The schema says string ("84"); the example sends 84. */
  room: z.number(),
  indexNumber: z.number(),
})
export const tickerCommons = z.object({ data: z.array(tickerRecord), tradingDate: ddMMyyyy })

/** `OrderInfo`. */
export const orderInfo = z.object({
  object: z.string(),
  accountNo: z.string(),
  orderID: digits,
  execType: z.enum(['NB', 'NS']),
  orderQtty: z.number(),
  execQtty: z.number(),
  /** Examples give null; not modelled. */
  codeID: z.string().nullable().optional(),
  symbol: z.string(),
  priceType: z.string(),
  txtime: clock,
  txdate: rfc3339,
  expDate: rfc3339,
  timeType: z.enum(['T', 'G']),
  orStatus: z.enum(['0', '2', '3', '4', '5', '8', '10', '11', '12', 'A', 'C', 'S']),
  feeAcr: z.number(),
  limitPrice: z.number(),
  cancelQtty: z.number(),
  remainQtty: z.number(),
  via: z.enum(['T', 'M', 'O']),
  quotePrice: z.number(),
  matchPrice: z.number(),
  tradePlace: z.enum(['005', '002', '001', '000']),
  matchType: z.enum(['P', 'N']),
  isDisposal: yn,
  isCancel: yn,
  isAmend: yn,
  userName: z.enum(['6868', '8686']),
  orsOrderID: z.string(),
  sectype: z.enum(['001', '002', '003', '005', '006', '007', '008', '009', '011']),
  isFOOrder: yn,
  odTimeStamp: z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{6}$/),
  matchAmount: z.number(),
  mmType: z.string().nullable().optional(),
  bRatio: z.number(),
  taxSellAmout: z.number(),
})
/** `OrderSearchResponse`: the list, and (the document gives both routes this schema) one order by id. */
export const orderSearch = page(orderInfo)

/** `PlaceOrderResponse` / `UpdateOrderResponse`: `error` "0" on success. */
export const orderAccepted = z.object({ error: z.literal('0'), message: z.string(), orderId: digits })

/** `CancelOrderResponse` > `DataX` > `Detail` (note the real key `errorMesage`). */
export const cancelOrders = z.object({
  object: z.string(),
  pageIndex: int,
  pageSize: int,
  totalCount: int,
  data: z.array(
    z.object({
      object: z.string(),
      details: z.array(
        z
          .object({ orderID: z.string(), deleted: yn, errorCode: z.string(), errorMesage: z.string() })
          .refine(
            (d) => (d.deleted === 'Y') === (d.errorCode === '0'),
            'deleted "Y" exactly when errorCode is "0"',
          ),
      ),
    }),
  ),
})

/** `CommandMatchInformationResponse`. */
export const matchingDetails = page(
  z.object({
    orderId: digits,
    side: z.enum(['S', 'B']),
    symbol: z.string(),
    quoteQtty: z.number(),
    quotePrice: z.number(),
    tradeId: digits,
    qtty: z.number(),
    price: z.number(),
    /** Declared a number; the example is "2024-09-16T17:05:20". */
    timeExec: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/),
  }),
)

/** `CashInvestmentResponse` > `CashInvestmentInfo` (note the real key `cashDevident`). */
export const cashInvestments = page(
  z.object({
    object: z.string(),
    iaInfos: z.array(z.object({ partner: z.string(), available: z.number(), hold: z.number() })),
    pp0forBF: z.number(),
    bankAvlBalanceBF: z.number(),
    bodBalance: z.number(),
    cashBalance: z.number(),
    accountNo: z.string(),
    custodyID: z.string(),
    fullName: z.string(),
    balance: z.number(),
    avlAdvanceAmount: z.number(),
    buyingAmount: z.number(),
    blockAmount: z.number(),
    cashDevident: z.number(),
    bankAvlBalance: z.number(),
    bankBlockAmount: z.number(),
    avlWithdraw: z.number(),
    pp0: z.number(),
    secureAmtPO: z.number(),
    bondBlockAmount: z.number(),
    mBlockAmount: z.number(),
    fundBlockAmount: z.number(),
    avalBondBlockAmount: z.number(),
    depoFee: z.number(),
    bCashDividend: z.number(),
    sCashDividend: z.number(),
    dsecured: z.number(),
    adused: z.number(),
    mrused: z.number(),
  }),
)

/** `MarginAccountInforResponse`, answered as a top-level array. */
export const marginRisk = z.array(
  z.object({
    accountNo: z.string(),
    riskPolicy: z.object({
      maintenanceMargin: z.number(),
      initialMargin: z.number(),
      liquidationMargin: z.number(),
    }),
    rtt: z.number(),
    outstanding: z.number(),
    accruedInterest: z.number(),
    dueAmount: z.number(),
    overdueAmount: z.number(),
    riskStatus: z.object({ code: z.string(), description: z.string() }),
    totalFeeDebt: z.number(),
  }),
)

/** `SupplyAndDemandResponse` in `{ticker, data}`; `t` is dd/MM in the example. */
export const bsaMonth = z.object({
  ticker: z.string(),
  data: z.array(
    z.object({ bup: z.number(), sdp: z.number(), bsr: z.number(), t: z.string().regex(/^\d{2}\/\d{2}$/) }),
  ),
})

/** The derivative envelope: `rc` "1" and `rs` null on success. */
const derivativeOk = <T extends z.ZodType>(cmd: string, item: T) =>
  z.object({ cmd: z.literal(cmd), rc: z.literal('1'), rs: z.null(), oID: z.string(), data: z.array(item) })
/** A business refusal: HTTP 200, `rc` negative ("1: success, < 0: error"), `rs` the detail. */
export const derivativeRefusal = z.object({
  cmd: z.string(),
  rc: z.string().regex(/^-\d+$/),
  rs: z.string().min(1),
  oID: z.string(),
  data: z.array(z.unknown()).length(0),
})

/** `AssetPositionOpenDerivativeResponse`, with the example's types (`deliver`/`receive` strings). */
export const portfolioStatus = derivativeOk(
  'Web.Portfolio.PortfolioStatus2',
  z.object({
    symbol: z.string(),
    im: z.string().regex(/^\d+(\.\d+)?%$/),
    deliver: digits,
    receive: digits,
    net: int,
    side: z.enum(['L', 'S']),
    account: z.string(),
    wasp: z.number(),
    wapb: z.number(),
    lastPrice: z.number(),
    imValue: z.number(),
    vmValue: z.number(),
    mrValue: z.number(),
    duedate: ddMMyyyy,
    netoffvol: int,
    avg_remain: z.number(),
    vm_remain: z.number(),
    /** Declared a number; the example is "53.85". */
    pc_remain: numeral,
    stoploss: z.string(),
    takeprofit: z.string(),
  }),
)

/** `ListOrderNormalDerivativeResponse`, with the example's types (quantities and values strings). */
export const inDayOrders = derivativeOk(
  'Web.Order.IndayOrder',
  z.object({
    orderNo: digits,
    pk_orderNo: digits,
    refId: z.string(),
    orderTime: clock,
    accountCode: z.string(),
    side: z.enum(['B', 'S']),
    symbol: z.string(),
    volume: digits,
    showPrice: z.string(),
    matchVolume: digits,
    /** In the schema only. */
    matchPriceBQ: z.number().optional(),
    status: z.string(),
    orderStatus: z.string(),
    channel: z.string(),
    group: z.string(),
    cancelTime: z.union([z.literal(''), clock]),
    isCancel: z.enum(['0', '1']),
    isAmend: z.enum(['0', '1']),
    info: z.string(),
    maxPrice: numeral,
    matchValue: numeral,
    quote: z.string(),
    autoType: z.string(),
    product: z.string(),
    orderType: z.string(),
    source: z.string(),
  }),
)

/** `OrderNormalDerivativeResponse`: the example's full field set, every value a string. */
export const derivativePlaced = derivativeOk(
  'Web.newOrder',
  z.object({
    symbol: z.string(),
    shareStatus: z.string(),
    status: z.literal('P'),
    msg_type: z.literal('1I'),
    showPrice: numeral,
    orderTime: clock,
    type: z.string(),
    accountCode: z.string(),
    orderNo: digits,
    market: z.string(),
    matchVolume: digits,
    side: z.enum(['B', 'S']),
    volume: digits,
    pk_orderNo: digits,
    channel: z.string(),
    refID: z.string(),
    group: z.string(),
    accType: z.string(),
    quote: z.string(),
    autoType: z.string(),
    product: z.string().optional(),
  }),
)

/** `CancelOrderNormalDerivativeResponseDTO`: `orderNo` and `pk_orderNo` numbers, as in the example. */
export const derivativeCancelled = derivativeOk(
  'Web.cancelOrder',
  z.object({
    orderNo: int,
    msg_type: z.literal('1C'),
    status: z.literal('PW'),
    pk_orderNo: int,
    cancelTime: clock,
  }),
)

/**
 * Failures. The document lists 401, 403 and 404 without a body; TCBS's own error keys are those of
 * its place/update answers, `{error, message}` (api-facts §1), strings both.
 */
export const tcbsError = z.object({ error: z.string().min(1), message: z.string().min(1) })
