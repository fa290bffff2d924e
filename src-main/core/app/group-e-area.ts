import type { Ticker } from '../../../src-shared/schemas/ticker-commons'
import type { ApiCredentials } from '../auth/token-manager'
import type { CallHandlers, StreamHandlers } from '../bridge/router'
import type { Clock } from '../clock/clock'
import type { HttpClient } from '../http/http-client'
import type { SettingsStore } from '../settings/settings-store'
import { deviceIdFor } from '../auth/device-id'
import { OrderClient } from '../orders/group-e/order-client'
import { createPortfolioService } from '../account/portfolio-service'
import { SecondFactorSession } from '../auth/second-factor-session'
import { secondFactorHandlers } from '../auth/second-factor-handlers'
import { portfolioHandlers } from '../account/account-handlers'
import { orderEntryHandlers } from '../orders/orders-handlers'
import type { SessionStore } from '../auth/session-store'
import { createIdentity } from '../account/sub-accounts'
import { createSvcClient } from '../auth/svc-client'
import { createTicketContext } from '../orders/group-e/ticket-context'
import type { Exchange } from '../../../src-shared/market/price-rules'
import type { SessionPhase } from '../../../src-shared/market/sessions'
import type { OrderBookEntry } from '../../../src-shared/schemas/trading'
import { orderBookReader } from '../orders/group-e/order-book-reader'
import { fileFollowedStore } from '../orders/outcomes/followed-store'

type GroupECalls =
  | 'auth.secondFactor.status'
  | 'auth.secondFactor.request'
  | 'auth.secondFactor.verify'
  | 'auth.secondFactor.revoke'
  | 'account.portfolio'
  | 'orders.ticketContext'
  | 'orders.place'
  | 'orders.modify'

/**
 * Group E of the active profile, composed here because three areas share its one signed client on
 * `{api_url}` and its identity: the second-factor session (auth), the portfolio (account), and order
 * entry (orders: the ticket's reads, place and modify; its cancel goes through `orders.cancelSvc`).
 */
export function createGroupEArea(deps: {
  api: HttpClient
  clock: Clock
  credentials: () => Promise<ApiCredentials | null>
  settings: Pick<SettingsStore, 'deviceId'>
  sessionStore: SessionStore
  /** Group A's record of a symbol (band, best prices), as the board reads it. */
  quote: (symbol: string) => Promise<Ticker | undefined>
  /** Tier-1 header of group E (null when the profile has no key yet). */
  apiKeyHeader: () => Promise<Record<string, string> | null>
  /** The core's one source of the session per exchange, which the header shows too. */
  sessionOf?: (exchange: Exchange) => Promise<SessionPhase>
  /** Told when a place or modify has its answer (whatever it is): the blotter reads the book. */
  onOrderSent?: (orderId: string | null) => void
  /**
   * Reads the order book through the blotter's feed (one read for every caller of the moment); the
   * outcome follower reads through it. Late-bound: the feed is built after this area.
   */
  readBookThroughFeed?: () => Promise<void>
  /**
   * The file that keeps unknown outcomes across a restart, and this broker's key in it (its group E
   * address; `demo` for the embedded simulator, whose port changes at every start); memory only
   * without it.
   */
  followed?: { file: string; broker: string }
}): {
  calls: Pick<CallHandlers, GroupECalls>
  streams: Pick<StreamHandlers, 'auth.secondFactor.changes' | 'orders.outcomes'>
  orders: OrderClient
  session: SecondFactorSession
  /** A symbol's exchange from its listing (kept for hours), as the ticket reads it. */
  exchangeOf: (symbol: string) => Promise<Exchange>
  /** The order book of the ordering sub-account, for the blotter (polled through the rate budget). */
  readBook: () => Promise<OrderBookEntry[]>
} {
  const svc = createSvcClient({ http: deps.api, key: deps.credentials })
  const identity = createIdentity(svc)
  const session = new SecondFactorSession(svc, deps.sessionStore)
  const portfolio = createPortfolioService({ svc, identity, clock: deps.clock })
  const ticket = createTicketContext({
    svc,
    identity,
    api: deps.api,
    apiKeyHeader: deps.apiKeyHeader,
    quote: deps.quote,
    ...(deps.sessionOf === undefined ? {} : { sessionOf: deps.sessionOf }),
    clock: deps.clock,
  })
  const orders = new OrderClient({
    svc,
    identity,
    session,
    deviceId: deviceIdFor(deps.settings, deps.api.baseUrl),
    clock: deps.clock,
    ...(deps.readBookThroughFeed === undefined ? {} : { readBook: deps.readBookThroughFeed }),
    ...(deps.followed === undefined
      ? {}
      : { store: fileFollowedStore({ ...deps.followed, now: () => deps.clock.now() }) }),
  })
  const entry = orderEntryHandlers({
    client: orders,
    ticket,
    ...(deps.onOrderSent === undefined ? {} : { onAnswered: deps.onOrderSent }),
  })
  const secondFactor = secondFactorHandlers(session, deps.clock)
  return {
    calls: {
      ...secondFactor.calls,
      ...portfolioHandlers(portfolio),
      ...entry.calls,
    },
    streams: { ...secondFactor.streams, ...entry.streams },
    orders,
    session,
    exchangeOf: (symbol: string) => ticket.exchange(symbol),
    readBook: orderBookReader(svc, identity, deps.clock, (book, startedAt) =>
      orders.observeBook(book, startedAt),
    ),
  }
}
