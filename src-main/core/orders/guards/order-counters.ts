import { vnDayNumber } from '../../../../src-shared/market/vietnam-calendar'
import type { Clock } from '../../clock/clock'
import type { CounterStore } from './counter-store'

const minuteMs = 60_000

/** What one order took from the day's value, given back if the broker certainly refused it. */
export interface Reservation {
  readonly day: number
  readonly value: number
}

/**
 * What the rate and daily guards count, for every window and every profile together: orders sent in
 * the last minute and VND sent today (Vietnam's day, on the broker's clock). One per workstation,
 * kept across profile switches, so a switch does not reset a cap; kept on disk when given a store,
 * so a restart of the shell does not either within the same day (docs/trading.md).
 */
export class OrderCounters {
  private sent: number[] = []
  private day = -1
  private used = 0
  /** VND of orders this workstation placed, by order id: a modify counts only what it adds. */
  private readonly valueOf = new Map<string, number>()
  private readonly dayNow: () => number
  /** The last write of the store (its queue keeps them in order). */
  private writing: Promise<void> = Promise.resolve()

  constructor(
    private readonly clock: Pick<Clock, 'now'>,
    private readonly options: {
      /** Where the counts outlive a restart; memory only without it. */
      store?: CounterStore
      /** The clock whose Vietnam date is "today": the broker's (this machine's may be off). */
      dayNow?: () => number
    } = {},
  ) {
    this.dayNow = options.dayNow ?? (() => clock.now())
    // Restored as it was; the first use rolls it over if the day has changed since.
    const kept = options.store?.load() ?? null
    if (kept !== null) {
      this.day = kept.day
      this.used = kept.used
      this.sent = kept.sent
      for (const [orderId, value] of kept.orders) this.valueOf.set(orderId, value)
    }
  }

  /** Orders sent in the 60 s up to now, and when the oldest of them leaves the window. */
  lastMinute(): { count: number; freeAt: number | null } {
    const now = this.clock.now()
    this.sent = this.sent.filter((at) => at > now - minuteMs)
    const oldest = this.sent[0]
    return { count: this.sent.length, freeAt: oldest === undefined ? null : oldest + minuteMs }
  }

  usedToday(): number {
    this.rollDay()
    return this.used
  }

  /** VND a modify of `orderId` to `value` adds to the day: the whole value when the order is not known. */
  addedBy(orderId: string, value: number): number {
    return Math.max(0, value - (this.valueOf.get(orderId) ?? 0))
  }

  /** Counts one order going out now: a slot in the minute, and `value` against the day. */
  reserve(value: number): Reservation {
    this.rollDay()
    this.sent.push(this.clock.now())
    this.used += value
    this.save()
    return { day: this.day, value }
  }

  /** The broker certainly did not take it: its value is the day's again (its rate slot stays spent). */
  release(reservation: Reservation): void {
    if (reservation.day === this.day) this.used = Math.max(0, this.used - reservation.value)
    this.save()
  }

  remember(orderId: string, value: number): void {
    this.valueOf.set(orderId, value)
    if (this.valueOf.size > 5_000) this.valueOf.delete(this.valueOf.keys().next().value ?? '')
    this.save()
  }

  private save(): void {
    const now = this.clock.now()
    this.sent = this.sent.filter((at) => at > now - minuteMs)
    this.writing =
      this.options.store?.save({
        day: this.day,
        used: this.used,
        sent: [...this.sent],
        orders: [...this.valueOf],
      }) ?? this.writing
  }

  /** Resolves once every count so far is on disk (the shell waits for it before it exits). */
  flushed(): Promise<void> {
    return this.writing
  }

  private rollDay(): void {
    const today = vnDayNumber(this.dayNow())
    if (today !== this.day) {
      this.day = today
      this.used = 0
      this.valueOf.clear()
    }
  }
}
