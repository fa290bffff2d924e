import type {
  OrderBookEvent,
  OrderBookKind,
  OrderEvent,
  OrderRow,
} from '../../../../src-shared/bridge/contract'
import type { Clock, TimerId } from '../../clock/clock'
import { toBridgeError } from '../../errors/to-bridge-error'
import { backoffAfterFailures } from '../../http/retry-policy'
import { orderEvents } from './order-events'

export interface OrderBookFeedOptions {
  /** The books this profile has (group E's only when the core has a group E client). */
  read: Partial<Record<OrderBookKind, () => Promise<OrderRow[]>>>
  /** Poll interval while someone listens. */
  cadenceMs?: number
  /**
   * Poll interval while no blotter listens but orders are working or an outcome is unknown: the
   * trader still hears of a fill (issue 20). Slower, to stay within the rate budget.
   */
  unattendedCadenceMs?: number
  /** Another reason to keep reading with no blotter open (outcomes still unknown). */
  watch?: () => boolean
  clock: Clock
}

/** Longest wait between reads while the broker fails; a wake-up ends it as soon as it answers. */
const FAILING_CAP_MS = 8_000
/**
 * With no blotter open: one read every 10 s of each book that has a working order (or of group E's
 * while an outcome is unknown). At trade priority through the shared budget, two books cost 12 of
 * a free key's 60 requests a minute; a blotter's 2 s cadence is what a trader who watches asks for.
 */
const UNATTENDED_CADENCE_MS = 10_000

/** Rows that can still change by themselves: a fill or the broker's cancel may come. */
const live = (r: OrderRow) =>
  r.state === 'working' || r.state === 'partly-matched' || r.state === 'cancel-pending'

/**
 * Both order books, polled while a blotter listens and, more slowly, while any order is working or
 * any outcome unknown (whatever windows are open, so a fill is always news), and read again on demand
 * (right after a place, a modify or a cancel). A read asked for while one is in flight runs once
 * more after it, so a caller never gets an answer that was started before its own change reached the
 * broker, and one read serves every caller of that moment.
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
  /** Orders this app has just placed: news on their first sight, even in a book's first read. */
  private readonly expected = new Set<string>()
  /** Books this app just changed: the next poll reads them, blotter open or not. */
  private readonly dirty = new Set<OrderBookKind>()
  private timer: TimerId | undefined
  private polling = false
  /** Polls in a row that failed: the next one waits longer, up to FAILING_CAP_MS, until a wake-up. */
  private failures = 0

  constructor(private readonly options: OrderBookFeedOptions) {
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
    // A blotter that opens reads now, even while an unattended watch waits for its slower turn.
    if (this.listeners.size === 1) this.pollNow()
    return () => {
      this.listeners.delete(listener)
      if (this.listeners.size === 0 && !this.watching()) this.clearTimer()
    }
  }

  /** Reads the book(s) now; resolves once a read started after this call has finished. */
  refresh(book?: OrderBookKind): Promise<void> {
    return Promise.all((book === undefined ? this.books : [book]).map((b) => this.readFresh(b))).then(
      () => undefined,
    )
  }

  /**
   * This app changed a book (the ticket placed or modified an order, `orderId` when known): read it
   * now, so the order is there before the next poll, and keep watching it while it works, blotter
   * open or not: its fill reaches the trader as an event.
   */
  changed(book: OrderBookKind, orderId?: string | null): void {
    if (!this.books.includes(book)) return
    if (orderId !== undefined && orderId !== null) this.expected.add(`${book}:${orderId}`)
    this.dirty.add(book)
    this.pollNow()
  }

  /** Something outside the books needs them read (an outcome became unknown): start watching. */
  watchNow(): void {
    if (this.timer === undefined && !this.polling) this.pollNow()
  }

  /** A read of some book is in flight. */
  get reading(): boolean {
    return this.inflight.size > 0
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
    this.clearTimer()
    this.stopped = true
    this.listeners.clear()
    this.eventListeners.clear()
  }

  /** The broker answers again (see BrokerHealth): a feed that is backing off reads now. */
  wake(): void {
    if (this.failures === 0 || this.timer === undefined) return
    this.pollNow()
  }

  private stopped = false

  /** Whether to keep reading with no blotter open: an order can still move, or an outcome is unknown. */
  private watching(): boolean {
    if (this.stopped) return false
    if (this.options.watch?.() === true) return true
    return [...this.last.values()].some((e) => e.orders?.some(live) === true)
  }

  private clearTimer(): void {
    this.options.clock.clearTimeout(this.timer)
    this.timer = undefined
  }

  /** Reads now; a poll in flight is followed by the next one as usual (one loop at a time). */
  private pollNow(): void {
    this.clearTimer()
    if (this.polling) {
      this.again = true
      return
    }
    this.poll()
  }

  private again = false

  /** The books to read now: all while a blotter listens; else those that can still change by themselves. */
  private booksToRead(): OrderBookKind[] {
    if (this.listeners.size > 0 || this.last.size === 0) return this.books
    const watched = this.books.filter((b) => this.last.get(b)?.orders?.some(live) === true)
    if (this.options.watch?.() === true && this.books.includes('svc') && !watched.includes('svc')) {
      watched.push('svc')
    }
    // A book this app just changed (an order placed) is read even before it shows the order.
    for (const book of this.dirty) if (!watched.includes(book)) watched.push(book)
    return watched
  }

  private poll(): void {
    this.timer = undefined
    this.polling = true
    const books = this.booksToRead()
    this.dirty.clear()
    void Promise.all(books.map((b) => this.readFresh(b))).finally(() => {
      this.polling = false
      const failed = [...this.last.values()].some((e) => e.error !== null)
      this.failures = failed ? this.failures + 1 : 0
      if (this.again) {
        this.again = false
        this.poll()
        return
      }
      const attended = this.listeners.size > 0
      if ((attended || this.watching()) && this.timer === undefined && !this.stopped) {
        const cadenceMs = attended
          ? (this.options.cadenceMs ?? 2_000)
          : (this.options.unattendedCadenceMs ?? UNATTENDED_CADENCE_MS)
        const delay = backoffAfterFailures(this.failures, cadenceMs, Math.max(cadenceMs, FAILING_CAP_MS))
        this.timer = this.options.clock.setTimeout(() => this.poll(), delay)
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
      (orders) => this.publish({ book, orders, lastOkAt: this.options.clock.now(), error: null }),
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
      const at = this.options.clock.now()
      const earlier = before?.orders ?? null
      // The first read of a book is not news, except for the orders this app has just placed.
      const events =
        earlier === null
          ? orderEvents(
              [],
              event.orders.filter((o) => this.expected.has(`${o.book}:${o.orderId}`)),
              at,
            )
          : orderEvents(earlier, event.orders, at)
      for (const o of event.orders) this.expected.delete(`${o.book}:${o.orderId}`)
      for (const e of events) {
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
