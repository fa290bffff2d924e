import type { OrderIntent, OrderOutcome } from '../../../../src-shared/bridge/areas/orders-entry'
import type { BridgeError } from '../../../../src-shared/bridge/errors'
import {
  orderBookOneSchema,
  orderBookSchema,
  orderResponsesSchema,
  otpSessionCodes,
  type OrderBookEntry,
  type OtpSessionCode,
} from '../../../../src-shared/schemas/trading'
import { toBridgeError } from '../../errors/to-bridge-error'
import { knownSecrets } from '../../logging/known-secrets'
import { candidatesFor } from './book-match'
import type { SecondFactorSession } from '../../auth/second-factor-session'
import type { Identity, TradingIdentity } from '../../account/sub-accounts'
import type { SvcClient } from '../../auth/svc-client'
import { brokerPath } from '../../http/broker-path'

export interface OrderClientOptions {
  svc: SvcClient
  identity: Identity
  session: SecondFactorSession
  /** This installation's id, sent on every order call and never signed. */
  deviceId: () => string
  /** How long an order call may go unanswered before the book is read instead. Default 10 s. */
  orderTimeoutMs?: number
  /** Waits before each read of the book after an unanswered call. Default 0.5, 1.5 and 3 s. */
  reconcileDelaysMs?: readonly number[]
  sleep?: (ms: number) => Promise<void>
}

const isOtpSessionCode = (code: string): code is OtpSessionCode =>
  (otpSessionCodes as readonly string[]).includes(code)

/**
 * The message may be the broker's own words (a rejected reason), which can echo what was sent:
 * scrubbed of every known secret before it reaches a window or a log.
 */
const outcome = (
  kind: OrderOutcome['outcome'],
  code: string,
  message: string,
  extra: Partial<Pick<OrderOutcome, 'orderId' | 'status' | 'retryAt' | 'fromBook'>> = {},
): OrderOutcome => ({
  outcome: kind,
  orderId: null,
  status: null,
  retryAt: null,
  fromBook: false,
  code,
  message: knownSecrets.brokerWords(message),
  ...extra,
})

/** Outcomes after which the broker certainly has no order from this ticket. */
const retryable: ReadonlySet<OrderOutcome['outcome']> = new Set([
  'not-placed',
  'session-required',
  'rate-limited',
])

/** Failures after which the broker may have acted: the request may have arrived before the answer was lost. */
const ambiguous = (error: BridgeError): boolean =>
  error.kind === 'network' || error.kind === 'server' || error.kind === 'bad-response'

/**
 * Place, modify and cancel on group E. An order is never sent twice: no retry of any kind (a timeout,
 * a 5xx, a dropped connection and a 429 are all reported, not repeated), and a second submit of the
 * same ticket (`intentId`) joins the first. When the answer is lost, the order book says what
 * happened: "placed", "not placed", or "unknown: check the book".
 */
export class OrderClient {
  private readonly intents = new Map<string, Promise<OrderOutcome>>()
  private readonly inflight = new Map<string, Promise<OrderOutcome>>()
  /** Orders this client has seen acknowledged: never mistaken for a lost request's order. */
  private readonly known = new Set<string>()
  private readonly sleep: (ms: number) => Promise<void>

  constructor(private readonly options: OrderClientOptions) {
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)))
  }

  place(intent: OrderIntent): Promise<OrderOutcome> {
    const existing = this.intents.get(intent.intentId)
    if (existing !== undefined) return existing
    const pending = this.sendPlace(intent)
    this.intents.set(intent.intentId, pending)
    // Once the broker may have the order, the ticket's id stays taken: a late duplicate gets the first
    // answer. When it certainly has not, the same ticket may be sent again on purpose.
    void pending.then(
      (result) => {
        if (retryable.has(result.outcome)) this.intents.delete(intent.intentId)
      },
      // Failed before anything was sent (the session store could not be read): free the ticket.
      () => this.intents.delete(intent.intentId),
    )
    if (this.intents.size > 500) this.intents.delete(this.intents.keys().next().value ?? '')
    return pending
  }

  modify(orderId: string, change: { quantity: number; price: number }): Promise<OrderOutcome> {
    return this.once(`modify:${orderId}`, () =>
      this.sendChange(
        'PUT',
        orderId,
        change,
        (entry) => entry.qtty === change.quantity && entry.price === change.price,
      ),
    )
  }

  cancel(orderId: string): Promise<OrderOutcome> {
    return this.once(`cancel:${orderId}`, () =>
      this.sendChange('DELETE', orderId, {}, (entry) => entry.status === 'CANCELLED'),
    )
  }

  /** One operation per order at a time: a second click joins the one in flight. */
  private once(key: string, run: () => Promise<OrderOutcome>): Promise<OrderOutcome> {
    const existing = this.inflight.get(key)
    if (existing !== undefined) return existing
    const pending = run().finally(() => this.inflight.delete(key))
    this.inflight.set(key, pending)
    return pending
  }

  private async prepare(): Promise<{ token: string; identity: TradingIdentity } | OrderOutcome> {
    const token = await this.options.session.token()
    if (token === null) {
      return outcome(
        'session-required',
        'OTP_SESSION_REQUIRED',
        'Confirm with an e-mailed code first; nothing was sent.',
      )
    }
    try {
      return { token, identity: await this.options.identity.get() }
    } catch (error) {
      const e = toBridgeError(error)
      return outcome('not-placed', e.code, `Nothing was sent: ${e.message}`)
    }
  }

  /** One order call: at user priority, sent once whatever happens (no 429 retry, no re-sign). */
  private orderCall(method: 'POST' | 'PUT' | 'DELETE', path: string, body: object, token: string) {
    return this.options.svc.signed({
      method,
      path,
      body,
      headers: { 'device-id': this.options.deviceId(), 'X-SVC-2FA-TOKEN': token },
      schema: orderResponsesSchema,
      priority: 'user',
      retry429: false,
      resignOnClockSkew: false,
      timeoutMs: this.options.orderTimeoutMs ?? 10_000,
    })
  }

  private async sendPlace(intent: OrderIntent): Promise<OrderOutcome> {
    const ready = await this.prepare()
    if ('outcome' in ready) return ready
    const { token, identity } = ready
    const market = intent.type !== 'LO'
    const body = {
      sub_account: identity.ordering.ext,
      side: intent.side,
      symbol: intent.symbol,
      quantity: intent.quantity,
      type: market ? 'MARKET' : 'LIMIT',
      limit_price: market ? null : intent.price,
      market_price: market ? intent.type : null,
      stock_type: 'STOCK',
    }
    const sentAt = this.options.svc.http.clock.serverNow()
    try {
      const res = await this.orderCall(
        'POST',
        brokerPath`/trading/oa/sub-accounts/${identity.ordering.id}/orders`,
        body,
        token,
      )
      const order = res.result[0]
      if (order === undefined)
        return outcome('unknown', 'EMPTY_RESULT', 'The broker answered without the order: check the book.')
      this.known.add(order.order_id)
      return order.code === null
        ? outcome('placed', order.order_status, `Order ${order.order_id} placed.`, {
            orderId: order.order_id,
            status: order.order_status,
          })
        : outcome('rejected', order.code, order.rejected_reason ?? 'The broker rejected the order.', {
            orderId: order.order_id,
            status: order.order_status,
          })
    } catch (error) {
      const e = toBridgeError(error)
      const settled = await this.certainFailure(e)
      if (settled !== null) return settled
      return this.reconcilePlace(intent, identity, sentAt, e)
    }
  }

  /** The outcome of a failure after which the broker certainly did nothing; null when it may have acted. */
  private async certainFailure(e: BridgeError): Promise<OrderOutcome | null> {
    if (e.kind === 'rate-limited') {
      return outcome(
        'rate-limited',
        e.code,
        'Too many requests: nothing was sent on. Send again after the wait if you still want to.',
        {
          retryAt: e.retryAt ?? null,
        },
      )
    }
    if (e.kind === 'forbidden' && isOtpSessionCode(e.code)) {
      await this.options.session.ended(e.code, e.message)
      return outcome('session-required', e.code, `${e.message} Nothing was placed.`)
    }
    if (e.kind === 'auth') this.options.identity.forget()
    if (ambiguous(e)) return null
    return outcome('not-placed', e.code, `Not placed: ${e.message}`)
  }

  private async readBook(identity: TradingIdentity): Promise<OrderBookEntry[] | null> {
    try {
      const res = await this.options.svc.signed({
        path: brokerPath`/trading/v1/accounts/${identity.ordering.id}/order-book`,
        query: { 'cache-control': 'NOCACHE' },
        schema: orderBookSchema,
        priority: 'user',
      })
      return res.result
    } catch {
      return null
    }
  }

  private async reconcilePlace(
    intent: OrderIntent,
    identity: TradingIdentity,
    sentAt: number,
    failure: BridgeError,
  ): Promise<OrderOutcome> {
    let readOnce = false
    for (const delay of this.options.reconcileDelaysMs ?? [500, 1_500, 3_000]) {
      await this.sleep(delay)
      const book = await this.readBook(identity)
      if (book === null) continue
      readOnce = true
      const found = candidatesFor(intent, book, sentAt, this.known)[0]
      if (found !== undefined) {
        this.known.add(found.orderid)
        return found.status === 'REJECTED'
          ? outcome('rejected', found.status, found.feedbackmsg ?? 'The broker rejected the order.', {
              orderId: found.orderid,
              status: found.status,
              fromBook: true,
            })
          : outcome(
              'placed',
              found.status,
              `No answer (${failure.message}), but the order book shows order ${found.orderid}: placed.`,
              {
                orderId: found.orderid,
                status: found.status,
                fromBook: true,
              },
            )
      }
    }
    // A server that answered (5xx) or closed the connection is done with the request; one that did not
    // answer in time may still be working on it.
    if (readOnce && failure.code !== 'timeout') {
      return outcome(
        'not-placed',
        failure.code,
        `${failure.message} The order book does not show the order: not placed.`,
        { fromBook: true },
      )
    }
    return outcome(
      'unknown',
      failure.code,
      `${failure.message} ${readOnce ? 'The order is not in the book yet' : 'The order book could not be read'}: unknown, check the book before sending again.`,
    )
  }

  private async sendChange(
    method: 'PUT' | 'DELETE',
    orderId: string,
    change: { quantity?: number; price?: number },
    done: (entry: OrderBookEntry) => boolean,
  ): Promise<OrderOutcome> {
    const ready = await this.prepare()
    if ('outcome' in ready) return ready
    const { token, identity } = ready
    const path = brokerPath`/trading/oa/sub-accounts/${identity.ordering.id}/orders/${orderId}`
    try {
      const res = await this.orderCall(method, path, { sub_account: identity.ordering.ext, ...change }, token)
      const order = res.result[0]
      if (order?.code === null) {
        return outcome('accepted', order.order_status, 'Done.', { orderId, status: order.order_status })
      }
      return outcome('rejected', order?.code ?? 'FAILED', order?.rejected_reason ?? 'The broker refused.', {
        orderId,
        status: order?.order_status ?? null,
      })
    } catch (error) {
      const e = toBridgeError(error)
      const settled = await this.certainFailure(e)
      if (settled !== null) return { ...settled, orderId }
      await this.sleep((this.options.reconcileDelaysMs ?? [500])[0] ?? 500)
      try {
        const one = await this.options.svc.signed({
          path: brokerPath`/trading/v1/accounts/${identity.ordering.id}/order-book/${orderId}`,
          schema: orderBookOneSchema,
          priority: 'user',
        })
        return done(one.data)
          ? outcome(
              'accepted',
              one.data.status,
              `No answer (${e.message}), but the order book shows it done.`,
              {
                orderId,
                status: one.data.status,
                fromBook: true,
              },
            )
          : outcome(
              'not-placed',
              e.code,
              `${e.message} The order book shows the order unchanged (${one.data.status}).`,
              {
                orderId,
                status: one.data.status,
                fromBook: true,
              },
            )
      } catch {
        return outcome(
          'unknown',
          e.code,
          `${e.message} The order book could not be read: check it before trying again.`,
          {
            orderId,
          },
        )
      }
    }
  }
}
