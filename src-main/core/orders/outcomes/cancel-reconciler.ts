import type { CancelResult, OrderBookKind, OrderRow } from '../../../../src-shared/bridge/contract'
import { outcomeFromBook } from './cancel-outcomes'

export type Reconciled = CancelResult & { at: number }

export interface CancelReconcilerOptions {
  /** Reads one order book (the same reads the blotter's feed uses). */
  read: (book: OrderBookKind) => Promise<OrderRow[]>
  /** Something changed: an outcome was settled, or the next attempt moved. */
  onChange: () => void
  now?: () => number
  /** Waits between attempts to read the book while the broker does not answer; the last repeats. */
  delaysMs?: readonly number[]
  /** After this long an unknown outcome stays unknown (the blotter still shows the book). */
  giveUpAfterMs?: number
  setTimer?: (fn: () => void, ms: number) => ReturnType<typeof setTimeout>
  clearTimer?: (timer: ReturnType<typeof setTimeout>) => void
}

interface Unresolved {
  book: OrderBookKind
  orderId: string
  since: number
}

const key = (book: OrderBookKind, orderId: string) => `${book}:${orderId}`
/** How many settled outcomes the activity stream carries (the dialogs open now need only theirs). */
const keepReconciled = 50

/**
 * A cancel whose outcome is unknown (no answer in time, and the order book could not be read) is not
 * forgotten: the order book is read again, with a short back-off, until the broker answers, and the
 * outcome it shows replaces "unknown" on screen. Every successful read of a book, by the blotter's
 * feed or by this, settles what it can (`observe`). Nothing here ever sends a cancel.
 */
export class CancelReconciler {
  private readonly unresolved = new Map<string, Unresolved>()
  private readonly settled: Reconciled[] = []
  private timer: ReturnType<typeof setTimeout> | undefined
  private attempt = 0
  private nextAt: number | null = null
  private readonly now: () => number
  private readonly setTimer: (fn: () => void, ms: number) => ReturnType<typeof setTimeout>
  private readonly clearTimer: (timer: ReturnType<typeof setTimeout>) => void

  constructor(private readonly options: CancelReconcilerOptions) {
    this.now = options.now ?? Date.now
    this.setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms))
    this.clearTimer = options.clearTimer ?? ((t) => clearTimeout(t))
  }

  /** Takes the unknown outcomes of a cancel report and starts reading the book for them. */
  track(results: readonly CancelResult[]): void {
    let added = false
    for (const r of results) {
      if (r.outcome !== 'unknown') continue
      this.unresolved.set(key(r.book, r.orderId), { book: r.book, orderId: r.orderId, since: this.now() })
      added = true
    }
    if (!added) return
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

  /** A book was read: every unknown outcome it now shows is settled. */
  observe(book: OrderBookKind, rows: readonly OrderRow[]): void {
    let changed = false
    for (const [k, u] of this.unresolved) {
      if (u.book !== book) continue
      const result = outcomeFromBook(book, u.orderId, [...rows])
      if (result.outcome === 'unknown') continue
      this.unresolved.delete(k)
      this.settled.push({ ...result, at: this.now() })
      changed = true
    }
    if (this.settled.length > keepReconciled) this.settled.splice(0, this.settled.length - keepReconciled)
    if (!changed) return
    if (this.unresolved.size === 0) this.cancelTimer()
    this.options.onChange()
  }

  stop(): void {
    this.cancelTimer()
    this.unresolved.clear()
  }

  private cancelTimer(): void {
    if (this.timer !== undefined) this.clearTimer(this.timer)
    this.timer = undefined
    this.nextAt = null
  }

  private schedule(): void {
    this.cancelTimer()
    const delays = this.options.delaysMs ?? [1_000, 2_000, 3_000, 5_000]
    const delay = delays[Math.min(this.attempt, delays.length - 1)] ?? 5_000
    this.nextAt = this.now() + delay
    this.timer = this.setTimer(() => void this.readNow(), delay)
  }

  private async readNow(): Promise<void> {
    this.timer = undefined
    this.attempt += 1
    const giveUp = this.options.giveUpAfterMs ?? 15 * 60_000
    for (const [k, u] of this.unresolved) if (this.now() - u.since > giveUp) this.unresolved.delete(k)
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
