import type {
  CancelActivity,
  CancelReport,
  CancelResult,
  OrderBookKind,
  OrderRow,
} from '../../../src-shared/bridge/contract'
import { bridgeError, type BridgeError } from '../../../src-shared/bridge/errors'
import {
  derivativeCancelResultSchema,
  derivativeOrderBookSchema,
  stockCancelResultSchema,
  stockOrderBookSchema,
} from '../../../src-shared/schemas/orders'
import { CoreError, toBridgeError } from '../errors/to-bridge-error'
import type { HttpClient } from '../http/http-client'
import type { TradingAccounts } from '../profiles/profile'
import { CancelGuard } from './cancels/cancel-guard'
import { CancelReconciler } from './outcomes/cancel-reconciler'
import { outcomeFromBook, outcomeOfRefusal, outcomeWords, result } from './outcomes/cancel-outcomes'
import { requireAccounts, type Bearer } from '../account/require-accounts'
import { OrderBookFeed } from './books/order-book-feed'
import { derivativeRow, stockRow } from './books/order-normalize'
import type { RateLimitRetryOptions } from '../http/retry-policy'
import type { OrderOutcome } from '../../../src-shared/bridge/areas/trading'
import type { OrderBookEntry } from '../../../src-shared/schemas/trading'
import { svcRow } from './books/svc-normalize'
import { svcCancelResult } from './outcomes/svc-cancel-outcome'

/** Group E's side of the blotter: its order book, and the order client's never-twice cancel. */
export interface SvcOrders {
  readBook(): Promise<OrderBookEntry[]>
  cancel(orderId: string): Promise<OrderOutcome>
}

export interface OrderServiceDeps {
  http: HttpClient
  bearer: Bearer
  accounts: TradingAccounts | null
  /** Until when the shared rate budget holds every request back after a 429 (shown as a wait). */
  pausedUntil?: () => number | null
  cadenceMs?: number
  now?: () => number
  /** Longest a cancel keeps trying through a 429 storm. */
  rateLimitDeadlineMs?: number
  /** When the order book is read after a cancel got no answer (ms after the failure, in turn). */
  recheckDelaysMs?: number[]
  /** Waits between reads of the book while a cancel's outcome stays unknown (the last repeats). */
  reconcileDelaysMs?: number[]
  /** Group E (signed, second factor); without it the blotter shows group A's books only. */
  svc?: SvcOrders
}

type Phase = CancelActivity['active'][number]
/** `fromBudget`: the wait was seen in the shared budget (the HTTP client's own 429 retries). */
type Tracked = Phase & { fromBudget: boolean }

/**
 * Working orders and their cancellation. Cancels are the one thing a trader must be able to trust:
 * - each goes out once: an order whose cancel is in flight is never sent again (CancelGuard);
 * - a timeout or dropped connection is an unknown outcome, not a failure: the order book is read
 *   instead of re-sending, and the result says what it shows;
 * - a 429 was refused before anything happened, so that alone is retried, with the wait shown.
 */
export function createOrderService(deps: OrderServiceDeps) {
  const now = deps.now ?? Date.now
  const guard = new CancelGuard<CancelResult>()
  const active = new Map<string, Tracked>()
  const activityListeners = new Set<(a: CancelActivity) => void>()
  let pauseWatch: ReturnType<typeof setInterval> | undefined

  const authorized = async (scope: 'query' | 'trading') => ({ authorization: await deps.bearer(scope) })

  async function readStock(): Promise<OrderRow[]> {
    const accounts = requireAccounts(deps.accounts)
    const parts = await Promise.all(
      (['normal', 'margin'] as const).map(async (sub) => {
        const accountNo = accounts[sub]
        const body = await deps.http.request({
          path: `/aion/v1/accounts/${encodeURIComponent(accountNo)}/orders`,
          schema: stockOrderBookSchema,
          priority: 'account',
          headers: await authorized('query'),
        })
        return body.data.map((o) => stockRow(o, sub, accountNo))
      }),
    )
    return parts.flat()
  }

  async function readDerivative(): Promise<OrderRow[]> {
    const accounts = requireAccounts(deps.accounts)
    const body = await deps.http.request({
      path: '/khronos/v1/order/in-day',
      schema: derivativeOrderBookSchema,
      priority: 'account',
      headers: await authorized('query'),
      query: { accountId: accounts.custodyCode, pageNo: 1, pageSize: 200, symbol: 'ALL,ALL', status: '0' },
    })
    if (body.rc !== '1') {
      throw new CoreError(
        bridgeError('server', `rc-${body.rc}`, 'The broker could not read the derivative orders.'),
      )
    }
    return body.data.map((o) => derivativeRow(o, accounts.derivative))
  }

  // Every good read of a book, the blotter's or a cancel's, may settle an unknown cancel outcome.
  const svc = deps.svc
  const readBook: Partial<Record<OrderBookKind, () => Promise<OrderRow[]>>> = {
    stock: async () => observed('stock', await readStock()),
    derivative: async () => observed('derivative', await readDerivative()),
    ...(svc === undefined ? {} : { svc: async () => observed('svc', (await svc.readBook()).map(svcRow)) }),
  }
  const readOne = (book: OrderBookKind): Promise<OrderRow[]> => {
    const read = readBook[book]
    return read === undefined ? Promise.resolve([]) : read()
  }
  const observed = (book: OrderBookKind, rows: OrderRow[]) => {
    reconciler.observe(book, rows)
    return rows
  }
  const reconciler = new CancelReconciler({
    read: readOne,
    onChange: () => emitActivity(),
    now,
    ...(deps.reconcileDelaysMs === undefined ? {} : { delaysMs: deps.reconcileDelaysMs }),
  })

  const feed = new OrderBookFeed({
    read: readBook,
    ...(deps.cadenceMs === undefined ? {} : { cadenceMs: deps.cadenceMs }),
    now,
  })

  // --- activity (what the dialog shows while a cancel is out) -----------------------------------

  const activity = (): CancelActivity => ({
    active: [
      ...[...active.values()].map(({ book, orderId, phase, retryAt }) => ({
        book,
        orderId,
        phase,
        retryAt,
      })),
      ...reconciler
        .pending()
        .filter((p) => !active.has(`${p.book}:${p.orderId}`))
        .map((p) => ({ ...p, phase: 'reconciling' as const })),
    ],
    reconciled: reconciler.reconciled(),
  })

  function emitActivity(): void {
    const snapshot = activity()
    for (const listener of activityListeners) listener(snapshot)
    // While something is being sent, watch the shared budget: the HTTP client's own 429 waits
    // happen inside one request and would otherwise look like a frozen "sending".
    if (active.size > 0 && pauseWatch === undefined && deps.pausedUntil) {
      pauseWatch = setInterval(() => {
        const paused = deps.pausedUntil?.() ?? null
        let changed = false
        for (const p of active.values()) {
          if (paused !== null && p.phase === 'sending') {
            Object.assign(p, { phase: 'rate-limited', retryAt: paused, fromBudget: true })
            changed = true
          } else if (paused === null && p.fromBudget) {
            Object.assign(p, { phase: 'sending', retryAt: null, fromBudget: false })
            changed = true
          }
        }
        if (changed) emitActivity()
      }, 200)
    } else if (active.size === 0 && pauseWatch !== undefined) {
      clearInterval(pauseWatch)
      pauseWatch = undefined
    }
  }

  function setPhase(
    book: OrderBookKind,
    ids: string[],
    phase: Phase['phase'] | null,
    retryAt: number | null = null,
  ) {
    for (const orderId of ids) {
      const key = `${book}:${orderId}`
      if (phase === null) active.delete(key)
      else active.set(key, { book, orderId, phase, retryAt, fromBudget: false })
    }
    emitActivity()
  }

  /**
   * How a cancel goes through 429s (retry-policy.ts, inside the HTTP client: one loop), marking the
   * orders as waiting meanwhile. Nothing else is ever re-sent.
   */
  function throughRateLimits(
    book: OrderBookKind,
    ids: string[],
  ): Pick<RateLimitRetryOptions, 'retries' | 'deadlineMs' | 'onWait'> {
    setPhase(book, ids, 'sending')
    return {
      retries: Infinity,
      deadlineMs: deps.rateLimitDeadlineMs ?? 120_000,
      onWait: (retryAt) => setPhase(book, ids, retryAt === null ? 'sending' : 'rate-limited', retryAt),
    }
  }

  /**
   * A timeout or a dropped connection: did the cancel happen? Ask the order book, never re-send.
   * A request that timed out may still reach the broker a moment later, so an order that still
   * shows working is looked at again a few times before the answer is "still working".
   */
  async function settleUnknown(book: OrderBookKind, ids: string[]): Promise<Map<string, CancelResult>> {
    setPhase(book, ids, 'checking')
    let outcomes = new Map<string, CancelResult>()
    for (const delay of deps.recheckDelaysMs ?? [0, 1_000, 2_000]) {
      if (delay > 0) await new Promise((r) => setTimeout(r, delay))
      let rows: OrderRow[] | null = null
      try {
        rows = await readOne(book)
      } catch {
        rows = null
      }
      outcomes = new Map(ids.map((id) => [id, outcomeFromBook(book, id, rows)]))
      if (![...outcomes.values()].some((r) => r.outcome === 'still-working' || r.outcome === 'unknown')) break
    }
    return outcomes
  }

  const unknownOutcome = (e: BridgeError) => e.kind === 'network' || e.kind === 'bad-response'

  /** 403 on a cancel: either the token is not a trading token any more, or the key may not trade. */
  function forbiddenWords(e: BridgeError): BridgeError {
    if (e.kind !== 'forbidden') return e
    if (/TRADING_TOKEN|OTP|trading token/i.test(`${e.code} ${e.message}`)) {
      return bridgeError(
        'otp-required',
        'trading-token-required',
        'This cancel needs a trading token: confirm with an OTP or the app, then try again.',
        {
          status: e.status ?? 403,
        },
      )
    }
    return {
      ...e,
      code: 'not-authorised',
      message: 'Not authorised to cancel on this account.',
    }
  }

  async function stockBatch(accountNo: string, ids: string[]) {
    try {
      const headers = await authorized('trading')
      const body = await deps.http.request({
        method: 'PUT',
        path: `/akhlys/v1/accounts/${encodeURIComponent(accountNo)}/cancel-orders`,
        schema: stockCancelResultSchema,
        body: { ordersList: ids.map((orderID) => ({ orderID })) },
        headers,
        priority: 'user',
        rateLimit: throughRateLimits('stock', ids),
      })
      const details = body.data.flatMap((d) => d.details)
      feed.markCancelled(
        'stock',
        details.filter((d) => d.deleted === 'Y').map((d) => d.orderID),
      )
      return new Map(
        ids.map((id): [string, CancelResult] => {
          const d = details.find((x) => x.orderID === id)
          if (d === undefined) return [id, result('stock', id, 'unknown', 'no-detail')]
          if (d.deleted === 'Y') return [id, result('stock', id, 'cancelled', d.errorCode ?? '0')]
          const message = d.errorMesage ?? d.errorMessage ?? ''
          return [
            id,
            result(
              'stock',
              id,
              outcomeOfRefusal(d.errorCode ?? '', message),
              d.errorCode ?? 'refused',
              message,
            ),
          ]
        }),
      )
    } catch (err) {
      const e = toBridgeError(err)
      if (unknownOutcome(e)) return await settleUnknown('stock', ids)
      throw new CoreError(forbiddenWords(e))
    } finally {
      setPhase('stock', ids, null)
      void feed.refresh('stock')
    }
  }

  async function derivativeOne(accountId: string, orderNo: string, pin: string) {
    try {
      const headers = await authorized('trading')
      const body = await deps.http.request({
        method: 'POST',
        path: '/khronos/v1/order/cancel',
        schema: derivativeCancelResultSchema,
        body: { accountId, orderNo, cmd: 'Web.cancelOrder', pin, refId: '' },
        headers,
        priority: 'user',
        rateLimit: throughRateLimits('derivative', [orderNo]),
      })
      if (body.rc === '1') {
        feed.markCancelled('derivative', [orderNo])
        return new Map([[orderNo, result('derivative', orderNo, 'cancelled', '1')]])
      }
      const message = typeof body.rs === 'string' ? body.rs : ''
      if (body.rc === '-5' || /\bPIN\b/i.test(message)) {
        return new Map([[orderNo, result('derivative', orderNo, 'wrong-pin', body.rc)]])
      }
      return new Map([
        [orderNo, result('derivative', orderNo, outcomeOfRefusal(body.rc, message), body.rc, message)],
      ])
    } catch (err) {
      const e = toBridgeError(err)
      if (unknownOutcome(e)) return await settleUnknown('derivative', [orderNo])
      throw new CoreError(forbiddenWords(e))
    } finally {
      setPhase('derivative', [orderNo], null)
      void feed.refresh('derivative')
    }
  }

  return {
    feed,

    async cancelStock(subAccount: 'normal' | 'margin', orderIds: string[]): Promise<CancelReport> {
      const accountNo = requireAccounts(deps.accounts)[subAccount]
      const keys = orderIds.map((id) => `stock:${accountNo}:${id}`)
      const byKey = new Map(keys.map((k, i) => [k, orderIds[i]!]))
      const pending = guard.run(keys, (fresh) =>
        stockBatch(
          accountNo,
          fresh.map((k) => byKey.get(k)!),
        ).then((results) => new Map(fresh.map((k) => [k, results.get(byKey.get(k)!)!]))),
      )
      const results = await Promise.all(pending)
      reconciler.track(results)
      return { results, at: now() }
    },

    /**
     * One order at a time (the endpoint takes one). A wrong PIN is that order's outcome and stops
     * before the next (the broker would refuse it too, and repeated wrong PINs lock the account).
     * A failure after an order was cancelled does not hide that cancel: the report says what
     * happened to each order. Only a failure before anything was sent is thrown.
     */
    async cancelDerivative(orderIds: string[], pin: string): Promise<CancelReport> {
      const accounts = requireAccounts(deps.accounts)
      const results: CancelResult[] = []
      let stop: { code: string; message: string } | null = null
      for (const orderNo of orderIds) {
        if (stop !== null) {
          results.push({ book: 'derivative', orderId: orderNo, outcome: 'not-sent', ...stop })
          continue
        }
        const [one] = guard.run([`derivative:${accounts.derivative}:${orderNo}`], (fresh) =>
          derivativeOne(accounts.custodyCode, orderNo, pin).then(
            (m) => new Map([[fresh[0]!, m.get(orderNo)!]]),
          ),
        )
        try {
          const r = await one!
          results.push(r)
          if (r.outcome === 'wrong-pin') stop = { code: 'wrong-pin', message: outcomeWords['not-sent'] }
        } catch (err) {
          if (results.length === 0) throw err
          const e = toBridgeError(err)
          results.push({
            book: 'derivative',
            orderId: orderNo,
            outcome: 'not-sent',
            code: e.code,
            message: e.message,
          })
          stop = { code: e.code, message: e.message }
        }
      }
      reconciler.track(results)
      return { results, at: now() }
    },

    /**
     * Group E orders through the order client, one DELETE each, at once: the client never sends a
     * cancel twice and reads the book itself when the answer is lost; this adds the same guard as
     * group A's cancels (two windows, one cancel), the dialog's activity and the reconciler.
     */
    async cancelSvc(orderIds: string[]): Promise<CancelReport> {
      if (svc === undefined) {
        throw new CoreError(bridgeError('not-found', 'no-svc', 'This profile has no group E order book.'))
      }
      const results = await Promise.all(
        guard.run(
          orderIds.map((id) => `svc:${id}`),
          async (fresh) => {
            const ids = fresh.map((k) => k.slice('svc:'.length))
            setPhase('svc', ids, 'sending')
            try {
              const outcomes = await Promise.all(
                ids.map(async (id) => [id, svcCancelResult(id, await svc.cancel(id))] as const),
              )
              feed.markCancelled(
                'svc',
                outcomes.filter(([, r]) => r.outcome === 'cancelled').map(([id]) => id),
              )
              return new Map(outcomes.map(([id, r]) => [`svc:${id}`, r]))
            } finally {
              setPhase('svc', ids, null)
              void feed.refresh('svc')
            }
          },
        ),
      )
      reconciler.track(results)
      return { results, at: now() }
    },

    onActivity(listener: (a: CancelActivity) => void): () => void {
      activityListeners.add(listener)
      listener(activity())
      return () => activityListeners.delete(listener)
    },

    /** The broker answers again: a blotter that is backing off reads the books now. */
    wake: () => feed.wake(),

    /** The ticket sent an order or a change to group E: an open blotter reads its book at once. */
    svcChanged: () => feed.changed('svc'),

    stop(): void {
      feed.stop()
      reconciler.stop()
      if (pauseWatch !== undefined) clearInterval(pauseWatch)
      activityListeners.clear()
    },
  }
}

export type OrderService = ReturnType<typeof createOrderService>
