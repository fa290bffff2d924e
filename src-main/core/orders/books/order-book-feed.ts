import type {
  OrderBookEvent,
  OrderBookKind,
  OrderEvent,
  OrderRow,
} from '../../../../src-shared/bridge/contract'
import { toBridgeError } from '../../errors/to-bridge-error'
import { backoffAfterFailures } from '../../http/retry-policy'
import { orderEvents } from './order-events'

export interface OrderBookFeedOptions {
  /** The books this profile has (group E's only when the core has a group E client). */
  read: Partial<Record<OrderBookKind, () => Promise<OrderRow[]>>>
  /** Poll interval while someone listens. */
  cadenceMs?: number
  now?: () => number
}

/** Longest wait between reads while the broker fails; a wake-up ends it as soon as it answers. */
const FAILING_CAP_MS = 8_000

/**
 * Both order books, polled only while a blotter listens, and read again on demand (right after a
 * cancel). A read asked for while one is in flight runs once more after it, so a caller never gets
 * an answer that was started before its own change reached the broker.
 */
export class OrderBookFeed {
  private readonly listeners = new Set<(event: OrderBookEvent) => void>()
  private readonly eventListeners = new Set<(event: OrderEvent) => void>()
  /** Cancels this app sent and the broker confirmed (book:id): the dialog said so, they are not news. */
  private readonly ownCancels = new Set<string>()
  private readonly books: OrderBookKind[]
  private readonly last = new Map<OrderBookKind, OrderBookEvent>()
  private readonly inflight = new Map<OrderBookKind, Promise<void>>()
  private readonly queued = new Map<OrderBookKind, Promise<void>>()
  private timer: ReturnType<typeof setTimeout> | undefined
  private readonly now: () => number
  /** Polls in a row that failed: the next one waits longer, up to FAILING_CAP_MS, until a wake-up. */
  private failures = 0

  constructor(private readonly options: OrderBookFeedOptions) {
    this.now = options.now ?? Date.now
    this.books = (['stock', 'derivative', 'svc'] as const).filter((b) => options.read[b] !== undefined)
  }

  /**
   * Fills, rejections and cancels seen between two reads of a book. Listening does not start the
   * polling: events come while a blotter or a cancel dialog keeps the books read.
   */
  onOrderEvent(listener: (event: OrderEvent) => void): () => void {
    this.eventListeners.add(listener)
    return () => this.eventListeners.delete(listener)
  }

  subscribe(listener: (event: OrderBookEvent) => void): () => void {
    this.listeners.add(listener)
    for (const event of this.last.values()) listener(event)
    if (this.listeners.size === 1) this.poll()
    return () => {
      this.listeners.delete(listener)
      if (this.listeners.size === 0 && this.timer !== undefined) {
        clearTimeout(this.timer)
        this.timer = undefined
      }
    }
  }

  /** Reads the book(s) now; resolves once a read started after this call has finished. */
  refresh(book?: OrderBookKind): Promise<void> {
    return Promise.all((book === undefined ? this.books : [book]).map((b) => this.readFresh(b))).then(
      () => undefined,
    )
  }

  /**
   * This app changed a book (the ticket placed or modified an order): read it now while a blotter
   * shows it, so the order is there before the next poll; with none open, nothing is spent.
   */
  changed(book: OrderBookKind): void {
    if (this.listeners.size > 0 && this.books.includes(book)) void this.refresh(book)
  }

  /** The last good rows of a book, without reading it. */
  current(book: OrderBookKind): OrderRow[] | null {
    return this.last.get(book)?.orders ?? null
  }

  /**
   * The broker has just confirmed these cancels: show them at once, before the next read (which
   * follows right after and has the last word).
   */
  markCancelled(book: OrderBookKind, orderIds: readonly string[]): void {
    const before = this.last.get(book)
    if (before?.orders === null || before?.orders === undefined) return
    const ids = new Set(orderIds)
    for (const id of ids) this.ownCancels.add(`${book}:${id}`)
    const orders = before.orders.map((o) =>
      ids.has(o.orderId) ? { ...o, state: 'cancelled' as const, remaining: 0, cancellable: false } : o,
    )
    this.publish({ ...before, orders })
  }

  stop(): void {
    if (this.timer !== undefined) clearTimeout(this.timer)
    this.timer = undefined
    this.listeners.clear()
    this.eventListeners.clear()
  }

  /** The broker answers again (see BrokerHealth): a feed that is backing off reads now. */
  wake(): void {
    if (this.failures === 0 || this.timer === undefined) return
    clearTimeout(this.timer)
    this.poll()
  }

  private poll(): void {
    this.timer = undefined
    void this.refresh().finally(() => {
      const failed = [...this.last.values()].some((e) => e.error !== null)
      this.failures = failed ? this.failures + 1 : 0
      if (this.listeners.size > 0 && this.timer === undefined) {
        const cadenceMs = this.options.cadenceMs ?? 2_000
        const delay = backoffAfterFailures(this.failures, cadenceMs, Math.max(cadenceMs, FAILING_CAP_MS))
        this.timer = setTimeout(() => this.poll(), delay)
      }
    })
  }

  private readFresh(book: OrderBookKind): Promise<void> {
    const running = this.inflight.get(book)
    if (running === undefined) return this.start(book)
    // One follow-up read serves every caller that arrived during the current one.
    let next = this.queued.get(book)
    if (next === undefined) {
      next = running.then(() => {
        this.queued.delete(book)
        return this.start(book)
      })
      this.queued.set(book, next)
    }
    return next
  }

  private start(book: OrderBookKind): Promise<void> {
    const read = this.options.read[book]
    if (read === undefined) return Promise.resolve()
    const run = read().then(
      (orders) => this.publish({ book, orders, lastOkAt: this.now(), error: null }),
      (err: unknown) => {
        const before = this.last.get(book)
        this.publish({
          book,
          orders: before?.orders ?? null,
          lastOkAt: before?.lastOkAt ?? null,
          error: toBridgeError(err),
        })
      },
    )
    const tracked = run.finally(() => {
      if (this.inflight.get(book) === tracked) this.inflight.delete(book)
    })
    this.inflight.set(book, tracked)
    return tracked
  }

  private publish(event: OrderBookEvent): void {
    const before = this.last.get(event.book)
    this.last.set(event.book, event)
    if (event.orders !== null && event.orders !== before?.orders) {
      for (const e of orderEvents(before?.orders ?? null, event.orders, this.now())) {
        const key = `${e.order.book}:${e.order.orderId}`
        if (e.kind === 'cancelled' && this.ownCancels.delete(key)) continue
        for (const listener of this.eventListeners) listener(e)
      }
    }
    // A good read is always sent, changed or not: the blotter's "updated" time is the last good
    // read, and a quiet book must not look stuck. A failing read that repeats the same error over
    // the same last good rows is not news.
    if (before !== undefined && event.error !== null && sameContent(before, event)) return
    for (const listener of this.listeners) listener(event)
  }
}

function sameContent(a: OrderBookEvent, b: OrderBookEvent): boolean {
  return (
    a.lastOkAt === b.lastOkAt &&
    JSON.stringify(a.orders) === JSON.stringify(b.orders) &&
    JSON.stringify(a.error) === JSON.stringify(b.error)
  )
}
