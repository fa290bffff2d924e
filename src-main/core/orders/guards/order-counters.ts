import { vnDayNumber } from '../../../../src-shared/market/vietnam-calendar'
import type { Clock } from '../../clock/clock'

const minuteMs = 60_000

/** What one order took from the day's value, given back if the broker certainly refused it. */
export interface Reservation {
  readonly day: number
  readonly value: number
}

/**
 * What the rate and daily guards count, for every window and every profile together: orders sent in
 * the last minute and VND sent today (Vietnam's day). One per workstation, kept across profile
 * switches, so a switch does not reset a cap; in memory, so a restart of the app (the person's own
 * act) does (docs/trading.md).
 */
export class OrderCounters {
  private sent: number[] = []
  private day = -1
  private used = 0
  /** VND of orders this workstation placed, by order id: a modify counts only what it adds. */
  private readonly valueOf = new Map<string, number>()

  constructor(private readonly clock: Pick<Clock, 'now'>) {}

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
    return { day: this.day, value }
  }

  /** The broker certainly did not take it: its value is the day's again (its rate slot stays spent). */
  release(reservation: Reservation): void {
    if (reservation.day === this.day) this.used = Math.max(0, this.used - reservation.value)
  }

  remember(orderId: string, value: number): void {
    this.valueOf.set(orderId, value)
    if (this.valueOf.size > 5_000) this.valueOf.delete(this.valueOf.keys().next().value ?? '')
  }

  private rollDay(): void {
    const today = vnDayNumber(this.clock.now())
    if (today !== this.day) {
      this.day = today
      this.used = 0
      this.valueOf.clear()
    }
  }
}
