import {
  possibleDuplicateCode,
  type FollowedOutcome,
  type OrderIntent,
  type OrderOutcome,
} from '../../../../src-shared/bridge/areas/orders-entry'
import { bridgeError, type BridgeError } from '../../../../src-shared/bridge/errors'
import {
  orderBookSchema,
  orderResponsesSchema,
  otpSessionCodes,
  type OrderBookEntry,
  type OtpSessionCode,
} from '../../../../src-shared/schemas/trading'
import { systemClock, type Clock } from '../../clock/clock'
import { CoreError, toBridgeError } from '../../errors/to-bridge-error'
import { knownSecrets } from '../../logging/known-secrets'
import { OrderFollower, type BookVerdict } from '../outcomes/order-follower'
import { followWindowMs } from '../outcomes/follow-window'
import { memoryFollowedStore, type FollowedRecord, type FollowedStore } from '../outcomes/followed-store'
import { cancelVerdict, modifyVerdict, placeVerdict } from './book-verdicts'
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
  /** How long an order call may go unanswered before its outcome is unknown. Default 10 s. */
  orderTimeoutMs?: number
  /** The core's clock: the book is followed on it. */
  clock?: Clock
  /** How long after a lost answer the change may still land (default: a minute, or longer). */
  followForMs?: number
  /** Waits between reads of the book while an outcome is unknown; the last repeats. */
  followDelaysMs?: readonly number[]
  /**
   * Reads the order book for the follower. The app passes the blotter's feed, whose reads reach
   * `observeBook`, so one read serves both. Default: this client's own signed read.
   */
  readBook?: () => Promise<void>
  /**
   * Where the unknown outcomes are kept across a restart of the core (outcomes/followed-store.ts);
   * reloaded and followed again at construction. Default: memory only.
   */
  store?: FollowedStore
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
 * same ticket (`intentId`) joins the first. When the answer does not prove a refusal, the outcome is
 * "unknown" and the follower reads the book until it proves what happened (docs/trading.md,
 * "Outcomes"); meanwhile the same change is not sent again, and a like order asks first.
 */
export class OrderClient {
  private readonly intents = new Map<string, Promise<OrderOutcome>>()
  private readonly inflight = new Map<string, Promise<OrderOutcome>>()
  /** Orders this client has seen acknowledged: never mistaken for a lost request's order. */
  private readonly known: Set<string>
  private readonly clock: Clock
  private readonly store: FollowedStore
  /** What each unknown outcome needs to be settled after a restart, by the follower's key. */
  private readonly records = new Map<string, FollowedRecord>()
  private readonly brokerNow: () => number
  /** Outcomes whose answer was lost, followed in the book until it proves them. */
  readonly follower: OrderFollower

  constructor(private readonly options: OrderClientOptions) {
    this.clock = options.clock ?? systemClock
    const timeoutMs = options.orderTimeoutMs ?? 10_000
    this.store = options.store ?? memoryFollowedStore()
    this.brokerNow = () => options.svc.http.clock.serverNow()
    const kept = this.store.load()
    this.known = new Set(kept.known)
    this.follower = new OrderFollower({
      clock: this.clock,
      brokerNow: this.brokerNow,
      read: async () => {
        if (options.readBook === undefined) return this.readBook()
        await options.readBook()
        return undefined
      },
      followForMs: options.followForMs ?? followWindowMs(timeoutMs),
      ...(options.followDelaysMs === undefined ? {} : { delaysMs: options.followDelaysMs }),
    })
    // A settled place answers a late second submit of its ticket; proven absent, the ticket is free.
    this.follower.subscribe((f) => {
      if (f.phase !== 'settled') return
      if (this.records.delete(`${f.operation}:${f.ref}`)) this.persist()
      if (f.operation !== 'place') return
      if (retryable.has(f.outcome.outcome)) this.intents.delete(f.ref)
      else if (this.intents.has(f.ref)) this.intents.set(f.ref, Promise.resolve(f.outcome))
    })
    this.restore(kept.followed)
  }

  /**
   * Follows again what was unknown when the core last stopped: the book decides it as if the core
   * had never stopped, its window on the broker's clock, and a like order still asks first.
   */
  private restore(records: readonly FollowedRecord[]): void {
    for (const record of records) {
      const { view, failure } = record
      const verdict =
        view.operation === 'place' && record.place !== undefined
          ? placeVerdict(record.place.intent, record.place.sentAtBroker, this.known, failure)
          : view.operation === 'modify' && record.change !== undefined
            ? modifyVerdict(view.ref, record.change, failure)
            : view.operation === 'cancel'
              ? cancelVerdict(view.ref, failure)
              : null
      if (verdict === null) continue
      this.records.set(`${view.operation}:${view.ref}`, record)
      this.follower.restore(view, verdict, record.untilBroker)
    }
  }

  /** Starts following an unknown outcome, kept on disk until it is settled. */
  private follow(
    view: Parameters<OrderFollower['follow']>[0],
    verdict: BookVerdict,
    extra: Pick<FollowedRecord, 'place' | 'change'> & { failure: string },
  ): OrderOutcome {
    const followed = this.follower.follow(view, verdict)
    const untilBroker = this.brokerNow() + (followed.followUntil - followed.since)
    this.records.set(`${followed.operation}:${followed.ref}`, { view: followed, untilBroker, ...extra })
    this.persist()
    return followed.outcome
  }

  private persist(): void {
    void this.store.save({ followed: [...this.records.values()], known: [...this.known].slice(-500) })
  }

  /** An acknowledged order: kept on disk too while an outcome is unknown (it must not settle one). */
  private acknowledged(orderId: string): void {
    this.known.add(orderId)
    if (this.records.size > 0) this.persist()
  }

  /** Every followed outcome: those unknown now, then each change. */
  outcomes(listener: (outcome: FollowedOutcome) => void): () => void {
    return this.follower.subscribe(listener)
  }

  /** Another read of the order book (the blotter's), begun at `startedAt`, settles what it proves. */
  observeBook(book: readonly OrderBookEntry[], startedAt: number): void {
    this.follower.observe(book, startedAt)
  }

  stop(): void {
    this.follower.stop()
  }

  place(intent: OrderIntent): Promise<OrderOutcome> {
    const existing = this.intents.get(intent.intentId)
    if (existing !== undefined) return existing
    // A ticket whose lost answer is followed since before a restart: its unknown outcome, nothing sent.
    const followed = this.follower.current('place', intent.intentId)
    if (followed !== undefined) return Promise.resolve(followed.outcome)
    const like = this.follower
      .unknown()
      .find(
        (f) =>
          f.operation === 'place' &&
          f.side === intent.side &&
          f.symbol === intent.symbol &&
          f.quantity === intent.quantity,
      )
    if (like !== undefined && intent.confirmedPossibleDuplicate !== true) {
      // Enforced here, not in a window: any window's like order asks the person first.
      return Promise.reject(
        new CoreError(
          bridgeError(
            'validation',
            possibleDuplicateCode,
            `An earlier order like this one (${intent.side} ${intent.quantity} ${intent.symbol}) may have reached the broker: its outcome is still unknown. Confirm to send another.`,
          ),
        ),
      )
    }
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
    return this.once('modify', orderId, () =>
      this.sendChange('PUT', orderId, change, (failure) => modifyVerdict(orderId, change, failure)),
    )
  }

  cancel(orderId: string): Promise<OrderOutcome> {
    return this.once('cancel', orderId, () =>
      this.sendChange('DELETE', orderId, null, (failure) => cancelVerdict(orderId, failure)),
    )
  }

  /**
   * One operation per order at a time: a second click joins the one in flight, and while a lost
   * answer's outcome is followed, the same operation is not sent again: it gets the unknown outcome.
   */
  private once(
    operation: 'modify' | 'cancel',
    orderId: string,
    run: () => Promise<OrderOutcome>,
  ): Promise<OrderOutcome> {
    const key = `${operation}:${orderId}`
    const followed = this.follower.current(operation, orderId)
    if (followed !== undefined) return Promise.resolve(followed.outcome)
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
      this.acknowledged(order.order_id)
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
      return this.follow(
        {
          operation: 'place',
          ref: intent.intentId,
          orderId: null,
          symbol: intent.symbol,
          side: intent.side,
          quantity: intent.quantity,
          outcome: unknownAfter(e, 'the broker may still take the order', null),
        },
        placeVerdict(intent, sentAt, this.known, e.message),
        { failure: e.message, place: { intent, sentAtBroker: sentAt } },
      )
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

  /** This client's own read of the book, when the app gave it none to share. */
  private async readBook(): Promise<OrderBookEntry[]> {
    const identity = await this.options.identity.get()
    const res = await this.options.svc.signed({
      path: brokerPath`/trading/v1/accounts/${identity.ordering.id}/order-book`,
      query: { 'cache-control': 'NOCACHE' },
      schema: orderBookSchema,
      priority: 'user',
    })
    return res.result
  }

  private async sendChange(
    method: 'PUT' | 'DELETE',
    orderId: string,
    change: { quantity: number; price: number } | null,
    verdict: (failure: string) => BookVerdict,
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
      const operation = method === 'PUT' ? 'modify' : 'cancel'
      return this.follow(
        {
          operation,
          ref: orderId,
          orderId,
          symbol: null,
          side: null,
          quantity: null,
          outcome: unknownAfter(
            e,
            `the ${operation === 'modify' ? 'change' : 'cancel'} may still land`,
            orderId,
          ),
        },
        verdict(e.message),
        { failure: e.message, ...(change === null ? {} : { change }) },
      )
    }
  }
}

/** The outcome of an answer that did not prove a refusal: unknown, followed in the book. */
function unknownAfter(e: BridgeError, why: string, orderId: string | null): OrderOutcome {
  return outcome(
    'unknown',
    e.code,
    `${e.message} The outcome is unknown: ${why}. The app keeps reading the order book and will say what it shows; do not send again meanwhile.`,
    { orderId },
  )
}
