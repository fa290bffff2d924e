import { z } from 'zod'
import * as fhsc from './fhsc'
import * as documented from './fhsc-documented'
import * as market from './fhsc-market'
import * as fireant from './fireant'
import * as ssi from './ssi'
import * as tcbs from './tcbs'

/** What a route may answer: its success body (or bodies) and its error body. */
export interface Conformance {
  ok: z.ZodType
  error: z.ZodType
}

/** Group D has no public counterpart (api-facts §4): the spec's answer, an empty object. */
const webhookAnswer = z.strictObject({})
/** The second-factor revoke has no page: api-facts §5.4's envelope alone. */
const revokeAnswer = z.object({ error_code: z.literal('0'), message: z.string() })
/** Rate limits answer every group in the FHSC body (spec, "Rate limits"; api-facts §6). */
export const rateLimited = fhsc.fhscError

/**
 * Group E's account and trading routes are held to the schemas written from the broker's own pages
 * (fhsc-documented.ts: every documented field required); the revoke has no page and keeps the spec's.
 *
 * Every brokerage route of the simulator, by `METHOD path` as `/openapi.json` names it, with the
 * schemas of the real service's published shapes. The conformance test fails for a route that is
 * served but missing here: a new route brings its entry (docs/simulator.md, "Adding a route").
 */
export const conformance: Readonly<Record<string, Conformance>> = {
  'GET /tartarus/v1/tickerCommons': { ok: tcbs.tickerCommons, error: tcbs.tcbsError },
  'GET /aion/v1/accounts/{accountNo}/cashInvestments': { ok: tcbs.cashInvestments, error: tcbs.tcbsError },
  'GET /aion/v1/accounts/{accountNo}/matching-details': { ok: tcbs.matchingDetails, error: tcbs.tcbsError },
  'GET /aion/v1/accounts/{accountNo}/orders': { ok: tcbs.orderSearch, error: tcbs.tcbsError },
  'GET /aion/v1/accounts/{accountNo}/orders/{orderID}': {
    ok: tcbs.orderSearch.refine((p) => p.data.length === 1, 'one order, one row'),
    error: tcbs.tcbsError,
  },
  'POST /akhlys/v1/accounts/{accountNo}/orders': { ok: tcbs.orderAccepted, error: tcbs.tcbsError },
  'PUT /akhlys/v1/accounts/{accountNo}/orders/{orderId}': { ok: tcbs.orderAccepted, error: tcbs.tcbsError },
  'PUT /akhlys/v1/accounts/{accountNo}/cancel-orders': { ok: tcbs.cancelOrders, error: tcbs.tcbsError },
  'GET /hydros/v1/account/{accountNo}/risk': { ok: tcbs.marginRisk, error: tcbs.tcbsError },
  'GET /khronos/v1/account/portfolio/status': { ok: tcbs.portfolioStatus, error: tcbs.tcbsError },
  'GET /khronos/v1/order/in-day': { ok: tcbs.inDayOrders, error: tcbs.tcbsError },
  'POST /khronos/v1/order/cancel': {
    ok: z.union([tcbs.derivativeCancelled, tcbs.derivativeRefusal]),
    error: tcbs.tcbsError,
  },
  'POST /khronos/v1/order/place': {
    ok: z.union([tcbs.derivativePlaced, tcbs.derivativeRefusal]),
    error: tcbs.tcbsError,
  },
  'GET /nyx/v1/intraday/{ticker}/bsa-month': { ok: tcbs.bsaMonth, error: tcbs.tcbsError },
  'POST /api/v3/auth/token': { ok: ssi.tokenRecord, error: ssi.ssiError },
  'POST /api/v3/auth/requestOtp': { ok: ssi.otpRequested, error: ssi.ssiError },
  'POST /api/v3/auth/refresh': { ok: ssi.tokenRecord, error: ssi.ssiError },
  'GET /connect/authorize': { ok: fireant.implicitGrant, error: fireant.oauthError },
  'GET /events/search': { ok: fireant.events, error: tcbs.tcbsError },
  'POST /brokers/{brokerId}/webhook': { ok: webhookAnswer, error: tcbs.tcbsError },
  'GET /market/index-realtime': { ok: fhsc.indexRealtime, error: fhsc.fhscError },
  'GET /market/quotes/{kind}/{symbol}/history': { ok: fhsc.quoteHistory, error: fhsc.fhscError },
  'GET /users/v1/users/me': { ok: documented.userMe, error: fhsc.fhscError },
  'GET /users/v1/users/{userId}/sub-accounts': { ok: documented.subAccounts, error: fhsc.fhscError },
  'GET /users/v3/users/{userId}/assets/summary': { ok: documented.assetsSummary, error: fhsc.fhscError },
  'GET /trading/pnl-today/{userId}': { ok: documented.pnlToday, error: fhsc.fhscError },
  'GET /trading/accounts/{subAccountId}/summary': { ok: documented.accountSummary, error: fhsc.fhscError },
  'GET /trading/v2/sub-accounts/{subAccountId}/portfolio': {
    ok: documented.portfolio,
    error: fhsc.fhscError,
  },
  'GET /trading/v2/accounts/{subAccountId}/available-trade': {
    ok: documented.availableTrade,
    error: fhsc.fhscError,
  },
  'GET /trading/v1/accounts/{subAccountId}/order-book': { ok: documented.orderBook, error: fhsc.fhscError },
  'GET /trading/v1/accounts/{subAccountId}/order-book/{orderId}': {
    ok: documented.orderBookDetail,
    error: fhsc.fhscError,
  },
  'GET /trading/sub-accounts/{subAccountId}/orders': { ok: documented.orderHistory, error: fhsc.fhscError },
  'GET /trading/v5/account/{subAccountId}/user-rights': { ok: documented.userRights, error: fhsc.fhscError },
  'GET /trading/market/session': { ok: documented.marketSession, error: fhsc.fhscError },
  'POST /auth/v1/openapi/2fa/request': { ok: documented.otpTicket, error: fhsc.fhscError },
  'POST /auth/v1/openapi/2fa/verify': { ok: documented.otpSession, error: fhsc.fhscError },
  'POST /auth/v1/openapi/2fa/revoke': { ok: revokeAnswer, error: fhsc.fhscError },
  'POST /trading/oa/sub-accounts/{subAccountId}/orders': {
    ok: documented.orderResponses,
    error: fhsc.fhscError,
  },
  'PUT /trading/oa/sub-accounts/{subAccountId}/orders/{orderId}': {
    ok: documented.orderResponses,
    error: fhsc.fhscError,
  },
  'DELETE /trading/oa/sub-accounts/{subAccountId}/orders/{orderId}': {
    ok: documented.orderResponses,
    error: fhsc.fhscError,
  },
  // Group E market data of the research area (src-sim/research): shapes from api-facts §5.1/§5.6.
  'GET /market/quotes/{kind}': { ok: market.marketList, error: fhsc.fhscError },
  'GET /market/quotes/{kind}/{symbol}': { ok: market.realtimeQuote, error: fhsc.fhscError },
  'GET /market/quotes/{kind}/{symbol}/order-book': { ok: market.orderBook, error: fhsc.fhscError },
  'GET /market/quotes/stocks/{symbol}/order-book/history': {
    ok: market.orderBookHistory,
    error: fhsc.fhscError,
  },
  'GET /market/quotes/commodities/{symbol}/dealer-products': {
    ok: market.marketObject,
    error: fhsc.fhscError,
  },
  'GET /market/quotes/commodities/{symbol}/dealer-products/{dealer}': {
    ok: market.marketObject,
    error: fhsc.fhscError,
  },
  'GET /market/quotes/commodities/{symbol}/dealer-products/{dealer}/{product}/history': {
    ok: market.marketObject,
    error: fhsc.fhscError,
  },
  'GET /market/stocks': { ok: market.marketList, error: fhsc.fhscError },
  'GET /market/stocks/{symbol}/trading': { ok: market.marketObject, error: fhsc.fhscError },
  'GET /market/stocks/{symbol}/trading/history': { ok: market.marketList, error: fhsc.fhscError },
  'GET /market/stocks/{symbol}/trading/foreign': { ok: market.marketObject, error: fhsc.fhscError },
  'GET /market/stocks/{symbol}/trading/foreign/history': { ok: market.marketList, error: fhsc.fhscError },
  'GET /market/stocks/{symbol}/trading/proprietary': { ok: market.marketObject, error: fhsc.fhscError },
  'GET /market/stocks/{symbol}/trading/proprietary/history': { ok: market.marketList, error: fhsc.fhscError },
  'GET /market/stocks/{symbol}/trading/orders': { ok: market.marketObject, error: fhsc.fhscError },
  'GET /market/stocks/{symbol}/trading/orders/history': { ok: market.marketList, error: fhsc.fhscError },
  'GET /market/stocks/{symbol}/trading/insider': { ok: market.marketList, error: fhsc.fhscError },
  'GET /market/stocks/{symbol}/events': { ok: market.marketList, error: fhsc.fhscError },
  'GET /market/stocks/{symbol}/analyst-reports': { ok: market.marketList, error: fhsc.fhscError },
  'GET /market/stocks/{symbol}/profile': { ok: market.marketObject, error: fhsc.fhscError },
  'GET /market/stocks/{symbol}/listing': { ok: market.marketObject, error: fhsc.fhscError },
  'GET /market/stocks/{symbol}/ownership': { ok: market.marketObject, error: fhsc.fhscError },
  'GET /market/indices': { ok: market.marketList, error: fhsc.fhscError },
  'GET /market/indices/{symbol}/breadth': { ok: market.marketObject, error: fhsc.fhscError },
  'GET /market/indices/{symbol}/constituents': { ok: market.marketList, error: fhsc.fhscError },
  'GET /market/indices/{symbol}/trading/foreign': { ok: market.marketObject, error: fhsc.fhscError },
  'GET /market/indices/{symbol}/trading/foreign/history': { ok: market.marketList, error: fhsc.fhscError },
  'GET /market/sectors': { ok: market.marketList, error: fhsc.fhscError },
  'GET /market/sectors/{slug}/breadth': { ok: market.marketObject, error: fhsc.fhscError },
  'GET /market/sectors/{slug}/constituents': { ok: market.marketList, error: fhsc.fhscError },
  'GET /market/sectors/{slug}/performance': { ok: market.marketObject, error: fhsc.fhscError },
  'GET /market/sectors/{slug}/performance/history': { ok: market.marketObject, error: fhsc.fhscError },
  'GET /market/sectors/{slug}/trading/foreign': { ok: market.marketObject, error: fhsc.fhscError },
  'GET /market/sectors/{slug}/trading/foreign/history': { ok: market.marketList, error: fhsc.fhscError },
  'GET /market/market-news': { ok: market.marketList, error: fhsc.fhscError },
  'GET /market/market-news/{id}': { ok: market.marketObject, error: fhsc.fhscError },
  'GET /market/macro/indicators': { ok: market.marketObject, error: fhsc.fhscError },
  'GET /market/macro/indicators/{indicator}': { ok: market.macroSeries, error: fhsc.fhscError },
  'GET /market/calendar': { ok: market.calendar, error: fhsc.fhscError },
  'GET /market/financial-data/bank-interest-rates': { ok: market.bankRates, error: fhsc.fhscError },
  // The pages' shapes (fhsc-documented.ts), not the market group's object envelope.
  'GET /market/company-financial/analysis': { ok: documented.financialAnalysis, error: fhsc.fhscError },
  'GET /market/v2/financial-statement/statement': {
    ok: documented.financialStatement,
    error: fhsc.fhscError,
  },
}
