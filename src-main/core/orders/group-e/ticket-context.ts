import type { TicketContext, TicketContextInput } from '../../../../src-shared/bridge/areas/orders-entry'
import { bridgeError } from '../../../../src-shared/bridge/errors'
import {
  allowedOrderTypes,
  brokerSession,
  marketPriceTypes,
  type OrderType,
} from '../../../../src-shared/market/order-types'
import type { SessionPhase } from '../../../../src-shared/market/sessions'
import { exchangeNamed, type Exchange } from '../../../../src-shared/market/price-rules'
import { listingBody } from '../../../../src-shared/schemas/research/stocks'
import type { Ticker } from '../../../../src-shared/schemas/ticker-commons'
import { maxQuantityAt } from '../../../../src-shared/market/order-checks'
import { marketSessionSchema } from '../../../../src-shared/schemas/trading'
import { documentedAvailableTradeAnswer } from '../../../../src-shared/schemas/trading-documented/orders'
import type { Clock } from '../../clock/clock'
import { CoreError } from '../../errors/to-bridge-error'
import type { HttpClient } from '../../http/http-client'
import { TtlCache } from '../../http/ttl-cache'
import type { Identity } from '../../account/sub-accounts'
import type { SvcClient } from '../../auth/svc-client'
import { brokerPath } from '../../http/broker-path'

/** A listing's exchange does not change within a day. */
const exchangeTtlMs = 6 * 3_600_000
/**
 * The session changes at a handful of set times a day; a few seconds of reuse keeps a trader's
 * tickets off the rate budget without showing a session that ended long ago.
 */
const sessionTtlMs = 5_000

const orderTypes: readonly string[] = ['LO', ...marketPriceTypes]
const isOrderType = (t: string): t is OrderType => orderTypes.includes(t)

const notOrderable = (symbol: string, why: string) =>
  new CoreError(bridgeError('not-found', 'not-orderable', `${symbol} cannot be ordered here: ${why}.`))

/**
 * What the order ticket checks against before sending: the symbol's exchange (its listing, tier 1,
 * kept for hours), the broker's session with the order types it takes now (tier 1, kept 5 s), the
 * day's band and best prices (group A, as the board reads them), and the available trade of the
 * ordering sub-account (tier 2, read every time: it changes with each order). All at user priority
 * through the shared rate budget: a ticket is a user waiting.
 */
export function createTicketContext(deps: {
  svc: SvcClient
  identity: Identity
  api: HttpClient
  apiKeyHeader: () => Promise<Record<string, string> | null>
  quote: (symbol: string) => Promise<Ticker | undefined>
  clock: Pick<Clock, 'now'>
  /**
   * The core's one source of the session (the header's): the ticket says the same session, and
   * takes only the types both it and the broker's answer allow (issue 20: LO was offered in HOSE's
   * put-through quarter hour).
   */
  sessionOf?: (exchange: Exchange) => Promise<SessionPhase>
}) {
  const now = () => deps.clock.now()
  const exchangesBySymbol = new TtlCache<Exchange>(exchangeTtlMs, now, 2_000)
  const sessions = new TtlCache<{ session: string; allowedTypes: OrderType[] }>(sessionTtlMs, now, 10)

  const tierOne = async () => (await deps.apiKeyHeader()) ?? {}

  const exchange = (symbol: string) =>
    exchangesBySymbol.get(symbol, async () => {
      const listing = await deps.api.request({
        path: brokerPath`/market/stocks/${symbol}/listing`,
        schema: listingBody,
        priority: 'user',
        headers: await tierOne(),
      })
      const found = exchangeNamed(listing.data.exchange)
      if (found === null) throw notOrderable(symbol, `not listed on HOSE, HNX or UPCOM`)
      return found
    })

  const session = (ex: Exchange) =>
    sessions.get(ex, async () => {
      const body = await deps.api.request({
        path: '/trading/market/session',
        query: { exchange: ex },
        schema: marketSessionSchema,
        priority: 'user',
        headers: await tierOne(),
      })
      return {
        session: body.result.exchange_session,
        // A type this app does not know cannot be sent from the ticket, so it is not offered.
        allowedTypes: body.result.available_order_types.filter(isOrderType),
      }
    })

  const available = async (input: TicketContextInput) => {
    const { ordering } = await deps.identity.get()
    return deps.svc.signed({
      path: brokerPath`/trading/v2/accounts/${ordering.id}/available-trade`,
      query: { symbol: input.symbol, orderSide: input.side, quotePrice: input.price ?? 0 },
      // As available-trade.md documents it: `pp0` (VND) and `trade` (shares) for every side, the
      // broker's own caps `ppse` and `maxqtty` when it gives them.
      schema: documentedAvailableTradeAnswer,
      priority: 'user',
    })
  }

  return {
    /** The listing's exchange, kept for hours: what a stop's order is checked against when set. */
    exchange,
    async read(input: TicketContextInput): Promise<TicketContext> {
      const [ex, quote, trade] = await Promise.all([
        exchange(input.symbol),
        deps.quote(input.symbol),
        available(input),
      ])
      if (quote === undefined) throw notOrderable(input.symbol, 'the price board does not know it')
      const [s, phase] = await Promise.all([session(ex), deps.sessionOf?.(ex)])
      const byPhase = phase === undefined ? null : allowedOrderTypes(ex, phase)
      const has = {
        buyingPower: input.side === 'BUY' ? trade.pp0 : null,
        sellable: input.side === 'SELL' ? trade.trade : null,
      }
      // The broker's caps were given for the asked price: they bound the figure at that price only
      // (the ticket recomputes it at the price and type typed, order-checks.ts maxQuantityAt).
      const brokerCaps = [trade.maxqtty, input.side === 'BUY' ? trade.ppse : undefined].filter(
        (n): n is number => n !== undefined && n > 0,
      )
      const askedAt = input.price ?? quote.ceilPrice
      const brokerCap = brokerCaps.length === 0 ? null : { quantity: Math.min(...brokerCaps), price: askedAt }
      return {
        symbol: input.symbol,
        exchange: ex,
        session: phase === undefined ? s.session : brokerSession(phase),
        allowedTypes: byPhase === null ? s.allowedTypes : s.allowedTypes.filter((t) => byPhase.includes(t)),
        reference: quote.refPrice,
        ceiling: quote.ceilPrice,
        floor: quote.floorPrice,
        last: quote.matchPrice,
        bestBid: quote.bidPrice01,
        bestAsk: quote.offerPrice01,
        ...has,
        maxQuantity: maxQuantityAt(input.side, askedAt, has, brokerCap?.quantity ?? null),
        brokerCap,
        at: now(),
      }
    },
  }
}
export type TicketContextReader = ReturnType<typeof createTicketContext>
