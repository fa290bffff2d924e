import type {
  CancelActivity,
  CancelReport,
  CancelResult,
  OrderBookKind,
  OrderRow,
} from '../../../src-shared/bridge/contract'
import type { Bearer } from '../account/require-accounts'
import type { HttpClient } from '../http/http-client'
import type { TradingAccounts } from '../profiles/profile'
import { systemClock, type Clock } from '../clock/clock'
import { groupABooks } from './books/group-a-books'
import { OrderBookFeed } from './books/order-book-feed'
import { svcRow } from './books/svc-normalize'
import { createCancelActivity } from './cancels/cancel-activity'
import type { CancelContext } from './cancels/cancel-context'
import { cancelDerivative } from './cancels/cancel-derivative'
import { CancelGuard } from './cancels/cancel-guard'
import { cancelStock } from './cancels/cancel-stock'
import { cancelSvc } from './cancels/cancel-svc'
import type { SvcOrders } from './group-e/svc-orders'
import { CancelReconciler } from './outcomes/cancel-reconciler'
import type { FollowedStore } from './outcomes/followed-store'

export type { SvcOrders } from './group-e/svc-orders'

export interface OrderServiceDeps {
  http: HttpClient
  bearer: Bearer
  accounts: TradingAccounts | null
  /** Until when the shared rate budget holds every request back after a 429 (shown as a wait). */
  pausedUntil?: () => number | null
  cadenceMs?: number
  /** The core's clock: every wait, poll and time stamp of the orders area. */
  clock?: Clock
  /** Longest a cancel keeps trying through a 429 storm. */
  rateLimitDeadlineMs?: number
  /** When the order book is read after a cancel got no answer (ms after the failure, in turn). */
  recheckDelaysMs?: number[]
  /** Waits between reads of the book while a cancel's outcome stays unknown (the last repeats). */
  reconcileDelaysMs?: number[]
  /** Group E (signed, second factor); without it the blotter shows group A's books only. */
  svc?: SvcOrders
  /** How long after a cancel's lost answer the cancel may still land (at least a minute). */
  followForMs?: number
  /** Another reason to keep the books read with no blotter open (group E outcomes unknown). */
  watch?: () => boolean
  /** Where group A's unknown cancels outlive a restart (outcomes/followed-store.ts); memory only without it. */
  followed?: FollowedStore
  /** The broker's clock, on which a kept cancel's window is judged. */
  brokerNow?: () => number
}

/**
 * Working orders and their cancellation. Cancels are the one thing a trader must be able to trust:
 * - each goes out once: an order whose cancel is in flight is never sent again (CancelGuard);
 * - a timeout or dropped connection is an unknown outcome, not a failure: the order book is read
 *   instead of re-sending, and the result says what it shows;
 * - a 429 was refused before anything happened, so that alone is retried, with the wait shown.
 * The jobs live in `books/` (reading), `cancels/` (sending, activity) and `outcomes/` (what a cancel
 * did, settled later from the book); this wires them to one feed, one guard and one reconciler.
 */
export function createOrderService(deps: OrderServiceDeps) {
  const clock = deps.clock ?? systemClock
  const now = () => clock.now()
  const groupA = groupABooks(deps)

  // Every good read of a book, the blotter's or a cancel's, may settle an unknown cancel outcome.
  const svc = deps.svc
  const readBook: Partial<Record<OrderBookKind, () => Promise<OrderRow[]>>> = {
    stock: () => observed('stock', groupA.stock),
    derivative: () => observed('derivative', groupA.derivative),
    ...(svc === undefined
      ? {}
      : { svc: () => observed('svc', async () => (await svc.readBook()).map(svcRow)) }),
  }
  const readOne = (book: OrderBookKind): Promise<OrderRow[]> => {
    const read = readBook[book]
    return read === undefined ? Promise.resolve([]) : read()
  }
  const observed = async (book: OrderBookKind, read: () => Promise<OrderRow[]>) => {
    const startedAt = now()
    const rows = await read()
    reconciler.observe(book, rows, startedAt)
    return rows
  }
  const activity = createCancelActivity({
    ...(deps.pausedUntil === undefined ? {} : { pausedUntil: deps.pausedUntil }),
    ...(deps.rateLimitDeadlineMs === undefined ? {} : { rateLimitDeadlineMs: deps.rateLimitDeadlineMs }),
    reconciler: () => reconciler,
    clock,
  })
  const reconciler: CancelReconciler = new CancelReconciler({
    // Through the feed: one read serves the blotter, the reconciler and the follower of that moment.
    read: (book) => feed.refresh(book),
    // The same window rule as group E's lost answers, from the cancel calls' own timeout.
    requestTimeoutMs: deps.http.timeoutMs,
    ...(deps.followForMs === undefined ? {} : { followForMs: deps.followForMs }),
    onChange: () => activity.emit(),
    clock,
    ...(deps.reconcileDelaysMs === undefined ? {} : { delaysMs: deps.reconcileDelaysMs }),
    ...(deps.followed === undefined ? {} : { store: deps.followed }),
    ...(deps.brokerNow === undefined ? {} : { brokerNow: deps.brokerNow }),
  })

  const feed: OrderBookFeed = new OrderBookFeed({
    read: readBook,
    ...(deps.cadenceMs === undefined ? {} : { cadenceMs: deps.cadenceMs }),
    clock,
    watch: () => reconciler.pending().length > 0 || deps.watch?.() === true,
  })

  const cancels: CancelContext = {
    http: deps.http,
    bearer: deps.bearer,
    accounts: deps.accounts,
    guard: new CancelGuard<CancelResult>(),
    activity,
    feed,
    reconciler,
    readOne,
    ...(deps.recheckDelaysMs === undefined ? {} : { recheckDelaysMs: deps.recheckDelaysMs }),
    clock,
  }

  return {
    feed,

    cancelStock: (subAccount: 'normal' | 'margin', orderIds: string[]): Promise<CancelReport> =>
      cancelStock(cancels, subAccount, orderIds),

    /** One order at a time, with the PIN; a wrong PIN stops before the next (cancels/cancel-derivative.ts). */
    cancelDerivative: (orderIds: string[], pin: string): Promise<CancelReport> =>
      cancelDerivative(cancels, orderIds, pin),

    /** Group E orders through the order client, which never sends a cancel twice. */
    cancelSvc: (orderIds: string[]): Promise<CancelReport> => cancelSvc(cancels, svc, orderIds),

    onActivity: (listener: (a: CancelActivity) => void): (() => void) => activity.subscribe(listener),

    /** The broker answers again: a blotter that is backing off reads the books now. */
    wake: () => feed.wake(),

    /**
     * The ticket sent an order or a change to group E: its book is read at once and watched while
     * the order works, so its fill is news whatever windows are open.
     */
    svcChanged: (orderId?: string | null) => feed.changed('svc', orderId),

    stop(): void {
      feed.stop()
      reconciler.stop()
      activity.stop()
    },
  }
}

export type OrderService = ReturnType<typeof createOrderService>
