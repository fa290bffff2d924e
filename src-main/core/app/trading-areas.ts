import type { ApiCredentials, TokenManager } from '../auth/token-manager'
import type { HttpClient } from '../http/http-client'
import type { RateBudget } from '../http/rate-budget'
import type { TradingAccounts } from '../profiles/profile'
import { createAccountService } from '../account/account-service'
import { createOrderService, type SvcOrders } from '../orders/order-service'
import type { FollowedStore } from '../orders/outcomes/followed-store'
import { createSimPhoneService } from '../demo-phone/sim-phone-service'
import { accountHandlers } from '../account/account-handlers'
import { demoPhoneHandlers } from '../demo-phone/demo-phone-handlers'
import { ordersHandlers } from '../orders/orders-handlers'
import { systemClock, type Clock } from '../clock/clock'

export interface TradingAreaDeps {
  http: HttpClient
  tokens: Pick<TokenManager, 'bearer'>
  budget: Pick<RateBudget, 'state'>
  accounts: TradingAccounts | null
  simulatorUrl: string | null
  credentials: () => Promise<ApiCredentials | null>
  /** Order-book poll interval while a blotter is open. */
  orderCadenceMs?: number
  /** Group E's order book and cancel, joined into the same blotter. */
  svcOrders?: SvcOrders
  /** The core's clock. */
  clock?: Clock
  /** Another reason to keep the books read with no blotter open (group E outcomes unknown). */
  watchOrders?: () => boolean
  /** Where group A's unknown cancels outlive a restart of the core. */
  followedCancels?: FollowedStore
  /** The broker's clock, on which a kept cancel's window is judged. */
  brokerNow?: () => number
}

/**
 * The account, orders and demo-phone areas, built together so the core's composition needs one
 * line for them: they share the HTTP client, the token manager and the rate budget.
 */
export function createTradingAreas(deps: TradingAreaDeps) {
  const clock = deps.clock ?? systemClock
  const bearer = (scope: 'query' | 'trading') => deps.tokens.bearer(scope)
  const account = createAccountService({ http: deps.http, bearer, accounts: deps.accounts, clock })
  const orders = createOrderService({
    http: deps.http,
    bearer,
    accounts: deps.accounts,
    clock,
    pausedUntil: () => deps.budget.state().pausedUntil,
    ...(deps.orderCadenceMs === undefined ? {} : { cadenceMs: deps.orderCadenceMs }),
    ...(deps.svcOrders === undefined ? {} : { svc: deps.svcOrders }),
    ...(deps.watchOrders === undefined ? {} : { watch: deps.watchOrders }),
    ...(deps.followedCancels === undefined ? {} : { followed: deps.followedCancels }),
    ...(deps.brokerNow === undefined ? {} : { brokerNow: deps.brokerNow }),
  })
  const phone = createSimPhoneService({
    simulatorUrl: deps.simulatorUrl,
    apiKey: async () => (await deps.credentials())?.apiKey,
    clock,
  })
  const orderArea = ordersHandlers(orders, clock)
  const phoneArea = demoPhoneHandlers(phone)
  return {
    calls: { ...accountHandlers(account), ...orderArea.calls, ...phoneArea.calls },
    streams: { ...orderArea.streams, ...phoneArea.streams },
    orders,
    close: () => orders.stop(),
  }
}
