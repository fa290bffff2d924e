import type { FollowedOutcome, OrderOutcome } from '../../../../src-shared/bridge/areas/orders-entry'
import type { OrderBookEntry } from '../../../../src-shared/schemas/trading'
import type { Clock, TimerId } from '../../clock/clock'
import { followDelayMs, FOLLOW_AT_LEAST_MS } from './follow-window'

/**
 * What one read of the book says about a followed outcome: the settled outcome, or null while it
 * proves nothing. `windowOver`: the read began after the window in which the change could land, so
 * an absence is proof.
 */
export type BookVerdict = (book: readonly OrderBookEntry[], windowOver: boolean) => OrderOutcome | null

interface Followed {
  view: FollowedOutcome
  verdict: BookVerdict
  /**
   * When the window ends on the broker's clock, for an outcome reloaded after a restart: this
   * machine's clock may have moved meanwhile; the broker's is the one its acceptance runs on.
   */
  untilBroker?: number
}

export interface OrderFollowerOptions {
  clock: Clock
  /**
   * Reads group E's order book. Entries it returns are observed; the app's shared read (the
   * blotter's feed) returns nothing and reaches `observe` through its own tee instead.
   */
  read: () => Promise<readonly OrderBookEntry[] | undefined>
  /** How long after the lost answer the change may still land (at least a minute). */
  followForMs?: number
  /** Waits between reads; the last repeats. */
  delaysMs?: readonly number[]
  /** The broker's clock (its Date headers): reloaded outcomes' windows are judged on it. */
  brokerNow?: () => number
}

/**
 * Group E places, modifies and cancels whose answer was lost (timeout, 5xx, dropped connection, a
 * body that does not parse): each is "unknown" until the order book proves it either way, and the
 * book is read, backing off, until it does. One read serves every outcome followed at that moment,
 * and any other read of the same book (the blotter's) settles what it can. A book that cannot be
 * read keeps an outcome unknown, however long. Nothing here sends an order.
 */
export class OrderFollower {
  private readonly followed = new Map<string, Followed>()
  private readonly listeners = new Set<(outcome: FollowedOutcome) => void>()
  private timer: TimerId | undefined
  private attempt = 0
  private reading = false

  constructor(private readonly options: OrderFollowerOptions) {}

  /** A read of the book is in flight (a test waits for it before moving its clock on). */
  get busy(): boolean {
    return this.reading
  }

  get followForMs(): number {
    return this.options.followForMs ?? FOLLOW_AT_LEAST_MS
  }

  /** Starts following; the outcome stays `unknown` on every stream until a read settles it. */
  follow(
    view: Omit<FollowedOutcome, 'phase' | 'since' | 'followUntil' | 'at'>,
    verdict: BookVerdict,
  ): FollowedOutcome {
    const now = this.options.clock.now()
    const full: FollowedOutcome = {
      ...view,
      phase: 'unknown',
      since: now,
      followUntil: now + this.followForMs,
      at: now,
    }
    this.followed.set(this.key(full), { view: full, verdict })
    this.tell(full)
    this.attempt = 0
    this.schedule()
    return full
  }

  /**
   * Follows again an outcome that was unknown when the core stopped (followed-store.ts): unknown on
   * every stream until a read settles it, its window ending at `untilBroker` on the broker's clock.
   */
  restore(view: FollowedOutcome, verdict: BookVerdict, untilBroker: number): void {
    const now = this.options.clock.now()
    const full: FollowedOutcome = {
      ...view,
      phase: 'unknown',
      followUntil: untilBroker - this.brokerOffset(),
      at: now,
    }
    this.followed.set(this.key(full), { view: full, verdict, untilBroker })
    this.tell(full)
    this.attempt = 0
    this.schedule()
  }

  /** The outcome followed under this key (`place:<intentId>`, `modify:<id>`, `cancel:<id>`), if unknown. */
  current(operation: FollowedOutcome['operation'], ref: string): FollowedOutcome | undefined {
    return this.followed.get(`${operation}:${ref}`)?.view
  }

  /** Every outcome still unknown, oldest first. */
  unknown(): FollowedOutcome[] {
    return [...this.followed.values()].map((f) => f.view)
  }

  /** A read of the book that began at `startedAt` came back: settle what it proves. */
  observe(book: readonly OrderBookEntry[], startedAt: number): void {
    for (const [key, f] of [...this.followed]) {
      const windowOver =
        f.untilBroker === undefined
          ? startedAt >= f.view.followUntil
          : startedAt + this.brokerOffset() >= f.untilBroker
      const settled = f.verdict(book, windowOver)
      if (settled === null) continue
      this.followed.delete(key)
      this.tell({ ...f.view, phase: 'settled', outcome: settled, at: this.options.clock.now() })
    }
    if (this.followed.size === 0) this.clearTimer()
  }

  subscribe(listener: (outcome: FollowedOutcome) => void): () => void {
    this.listeners.add(listener)
    for (const f of this.followed.values()) listener(f.view)
    return () => this.listeners.delete(listener)
  }

  stop(): void {
    this.clearTimer()
    this.followed.clear()
    this.listeners.clear()
  }

  /** The broker's clock minus this machine's (0 when the core has no broker clock). */
  private brokerOffset(): number {
    const brokerNow = this.options.brokerNow
    return brokerNow === undefined ? 0 : brokerNow() - this.options.clock.now()
  }

  private key(view: FollowedOutcome): string {
    return `${view.operation}:${view.ref}`
  }

  private tell(outcome: FollowedOutcome): void {
    for (const listener of this.listeners) listener(outcome)
  }

  private clearTimer(): void {
    this.options.clock.clearTimeout(this.timer)
    this.timer = undefined
  }

  private schedule(): void {
    if (this.reading) return
    this.clearTimer()
    if (this.followed.size === 0) return
    this.timer = this.options.clock.setTimeout(
      () => void this.readNow(),
      followDelayMs(this.attempt, this.options.delaysMs),
    )
  }

  private async readNow(): Promise<void> {
    this.timer = undefined
    this.attempt += 1
    this.reading = true
    const startedAt = this.options.clock.now()
    try {
      const book = await this.options.read()
      if (book !== undefined) this.observe(book, startedAt)
    } catch {
      // The book cannot be read: what it would prove stays unknown; read again later.
    } finally {
      this.reading = false
    }
    this.schedule()
  }
}
