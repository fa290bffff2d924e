import type { CancelResult, OrderBookKind, OrderRow } from '../../../../src-shared/bridge/contract'
import type { Clock, TimerId } from '../../clock/clock'
import { followDelayMs, followWindowMs } from './follow-window'
import { outcomeFromBook } from './cancel-outcomes'
import type { FollowedCancel, FollowedStore } from './followed-store'

export type Reconciled = CancelResult & { at: number }

export interface CancelReconcilerOptions {
  /** Reads one order book; its rows reach `observe` through the service's read wrapper. */
  read: (book: OrderBookKind) => Promise<unknown>
  /** Something changed: an outcome was settled, or the next attempt moved. */
  onChange: () => void
  clock: Clock
  /** Waits between reads of the book while an outcome stays unknown; the last repeats. */
  delaysMs?: readonly number[]
  /** The cancel calls' own timeout: the window follows group E's rule (follow-window.ts). */
  requestTimeoutMs?: number
  /** How long after the lost answer the cancel may still land; default `followWindowMs(requestTimeoutMs)`. */
  followForMs?: number
  /**
   * Where group A's unknown cancels outlive a restart of the core (the followed store's `cancels`);
   * group E's are kept by the order client. Memory only without it.
   */
  store?: Pick<FollowedStore, 'load' | 'save'>
  /** The broker's clock: a kept cancel's window is judged on it (this machine's may move meanwhile). */
  brokerNow?: () => number
}

interface Unresolved {
  book: OrderBookKind
  orderId: string
  since: number
  /** When the answer was lost, on the broker's clock (what is kept on disk). */
  sinceBroker: number
}

/** The books whose unknown cancels this keeps across a restart: group E's are the order client's. */
const kept = (book: OrderBookKind): book is FollowedCancel['book'] =>
  book === 'stock' || book === 'derivative'

const key = (book: OrderBookKind, orderId: string) => `${book}:${orderId}`
/** How many settled outcomes the activity stream carries (the dialogs open now need only theirs). */
const keepReconciled = 50

/**
 * A cancel whose answer was lost (timeout, 5xx, dropped connection, unreadable body) is unknown until
 * the order book proves it: cancelled or matched settles it at once; still working settles it as
 * "still working" only after the window in which the cancel could still land. Until then the book is
 * read again, backing off, and every read of that book, by the blotter's feed or by this, settles what
 * it can (`observe`). A book that cannot be read keeps the outcome unknown, however long. Nothing here
 * ever sends a cancel.
 */
export class CancelReconciler {
  private readonly unresolved = new Map<string, Unresolved>()
  private readonly settled: Reconciled[] = []
  private timer: TimerId | undefined
  private attempt = 0
  private nextAt: number | null = null

  constructor(private readonly options: CancelReconcilerOptions) {
    const cancels = options.store?.load().cancels ?? []
    if (cancels.length === 0) return
    // Left unknown by the core before a restart: followed again, each window where it was on the
    // broker's clock, and never sent again (the cancels ask `isFollowed` first).
    const now = options.clock.now()
    const brokerNow = this.brokerNow()
    for (const c of cancels) {
      const since = now - Math.max(0, brokerNow - c.sinceBroker)
      this.unresolved.set(key(c.book, c.orderId), { ...c, since })
    }
    this.schedule()
  }

  private brokerNow(): number {
    return this.options.brokerNow?.() ?? this.options.clock.now()
  }

  /** A cancel of this order is still unknown: sending another would be sending it twice. */
  isFollowed(book: OrderBookKind, orderId: string): boolean {
    return this.unresolved.has(key(book, orderId))
  }

  private get followForMs(): number {
    return Math.max(this.options.followForMs ?? followWindowMs(this.options.requestTimeoutMs ?? 0), 0)
  }

  /** Takes the unknown outcomes of a cancel report and starts reading the book for them. */
  track(results: readonly CancelResult[]): void {
    let added = false
    for (const r of results) {
      if (r.outcome !== 'unknown') continue
      const k = key(r.book, r.orderId)
      if (!this.unresolved.has(k)) {
        this.unresolved.set(k, {
          book: r.book,
          orderId: r.orderId,
          since: this.options.clock.now(),
          sinceBroker: this.brokerNow(),
        })
      }
      added = true
    }
    if (!added) return
    this.save()
    this.attempt = 0
    this.schedule()
    this.options.onChange()
  }

  /** Orders still waiting for the broker, with the time of the next read. */
  pending(): { book: OrderBookKind; orderId: string; retryAt: number | null }[] {
    return [...this.unresolved.values()].map((u) => ({
      book: u.book,
      orderId: u.orderId,
      retryAt: this.nextAt,
    }))
  }

  reconciled(): Reconciled[] {
    return [...this.settled]
  }

  /** A book was read (the read began at `startedAt`): every unknown outcome it now proves is settled. */
  observe(book: OrderBookKind, rows: readonly OrderRow[], startedAt = this.options.clock.now()): void {
    let changed = false
    for (const [k, u] of this.unresolved) {
      if (u.book !== book) continue
      // Absence of the change proves something only for a read that began after the window.
      const result = outcomeFromBook(book, u.orderId, rows, startedAt - u.since >= this.followForMs)
      if (result.outcome === 'unknown') continue
      this.unresolved.delete(k)
      this.settled.push({ ...result, at: this.options.clock.now() })
      changed = true
    }
    if (this.settled.length > keepReconciled) this.settled.splice(0, this.settled.length - keepReconciled)
    if (!changed) return
    this.save()
    if (this.unresolved.size === 0) this.cancelTimer()
    this.options.onChange()
  }

  /** Stops following; what is still unknown stays in the store for the next core. */
  stop(): void {
    this.cancelTimer()
    this.unresolved.clear()
  }

  private save(): void {
    const cancels: FollowedCancel[] = []
    for (const u of this.unresolved.values()) {
      if (kept(u.book)) cancels.push({ book: u.book, orderId: u.orderId, sinceBroker: u.sinceBroker })
    }
    void this.options.store?.save({ cancels })
  }

  private cancelTimer(): void {
    this.options.clock.clearTimeout(this.timer)
    this.timer = undefined
    this.nextAt = null
  }

  private schedule(): void {
    this.cancelTimer()
    const delay = followDelayMs(this.attempt, this.options.delaysMs)
    this.nextAt = this.options.clock.now() + delay
    this.timer = this.options.clock.setTimeout(() => void this.readNow(), delay)
  }

  private async readNow(): Promise<void> {
    this.timer = undefined
    this.attempt += 1
    const books = new Set([...this.unresolved.values()].map((u) => u.book))
    for (const book of books) {
      try {
        // A successful read reaches `observe` through the service's read wrapper.
        await this.options.read(book)
      } catch {
        // The broker still does not answer: try again after the next delay.
      }
    }
    if (this.unresolved.size > 0) this.schedule()
    this.options.onChange()
  }
}
