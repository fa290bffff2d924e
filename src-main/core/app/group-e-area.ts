import type { Ticker } from '../../../src-shared/schemas/ticker-commons'
import type { ApiCredentials } from '../auth/token-manager'
import type { CallHandlers, StreamHandlers } from '../bridge/router'
import type { HttpClient } from '../http/http-client'
import type { SettingsStore } from '../settings/settings-store'
import { installationDeviceId } from '../auth/device-id'
import { OrderClient } from '../orders/group-e/order-client'
import { createPortfolioService } from '../account/portfolio-service'
import { SecondFactorSession } from '../auth/second-factor-session'
import { watchSecondFactor } from '../auth/second-factor-stream'
import type { SessionStore } from '../auth/session-store'
import { createIdentity } from '../account/sub-accounts'
import { createSvcClient } from '../auth/svc-client'
import { createTicketContext } from '../orders/group-e/ticket-context'
import type { OrderBookEntry } from '../../../src-shared/schemas/trading'
import { orderBookReader } from '../orders/group-e/order-book-reader'

type TradingCalls =
  | 'trading.secondFactor.status'
  | 'trading.secondFactor.request'
  | 'trading.secondFactor.verify'
  | 'trading.secondFactor.revoke'
  | 'trading.portfolio'
  | 'trading.ticketContext'
  | 'trading.place'
  | 'trading.modify'

/**
 * Group E trading of the active profile: signed calls on `{api_url}`, the second-factor session, the
 * portfolio, the order ticket's reads, and the order client (place and modify from the ticket,
 * cancel through the blotter's `orders.cancelSvc`).
 */
export function createTradingArea(deps: {
  api: HttpClient
  credentials: () => Promise<ApiCredentials | null>
  settings: Pick<SettingsStore, 'deviceId'>
  sessionStore: SessionStore
  /** Group A's record of a symbol (band, best prices), as the board reads it. */
  quote: (symbol: string) => Promise<Ticker | undefined>
  /** Tier-1 header of group E (null when the profile has no key yet). */
  apiKeyHeader: () => Promise<Record<string, string> | null>
  /** Told when a place or modify has its answer (whatever it is): the blotter reads the book. */
  onOrderSent?: () => void
}): {
  calls: Pick<CallHandlers, TradingCalls>
  streams: Pick<StreamHandlers, 'trading.secondFactor.changes'>
  orders: OrderClient
  session: SecondFactorSession
  /** The order book of the ordering sub-account, for the blotter (polled through the rate budget). */
  readBook: () => Promise<OrderBookEntry[]>
} {
  const svc = createSvcClient({ http: deps.api, key: deps.credentials })
  const identity = createIdentity(svc)
  const session = new SecondFactorSession(svc, deps.sessionStore)
  const portfolio = createPortfolioService({ svc, identity })
  const ticket = createTicketContext({
    svc,
    identity,
    api: deps.api,
    apiKeyHeader: deps.apiKeyHeader,
    quote: deps.quote,
  })
  const orders = new OrderClient({ svc, identity, session, deviceId: installationDeviceId(deps.settings) })
  const answered = <T>(sent: Promise<T>): Promise<T> => sent.finally(() => deps.onOrderSent?.())
  return {
    calls: {
      'trading.secondFactor.status': () => session.status(),
      'trading.secondFactor.request': () => session.request(),
      'trading.secondFactor.verify': ({ code }) => session.verify(code),
      'trading.secondFactor.revoke': () => session.revoke(),
      'trading.portfolio': () => portfolio.view(),
      'trading.ticketContext': (input) => ticket.read(input),
      'trading.place': (intent) => answered(orders.place(intent)),
      'trading.modify': ({ orderId, price, quantity }) =>
        answered(orders.modify(orderId, { price, quantity })),
    },
    streams: {
      'trading.secondFactor.changes': (_params, emit) => watchSecondFactor(session, emit),
    },
    orders,
    session,
    readBook: orderBookReader(svc, identity),
  }
}
