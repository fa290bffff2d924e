import type {
  GuardChange,
  GuardStatus,
  TradingLimits,
} from '../../../../src-shared/bridge/areas/orders-guards'
import type { OrderChange, OrderIntent, OrderOutcome } from '../../../../src-shared/bridge/areas/orders-entry'
import type { UiSettings } from '../../../../src-shared/schemas/settings'
import type { Clock } from '../../clock/clock'
import type { SettingsStore } from '../../settings/settings-store'
import { guardRefusal } from './guard-refusal'
import { applyChange, loosenings, type GuardSettings } from './guard-settings'
import type { OrderCounters } from './order-counters'
import type { PersonCheck } from './person-check'

/** Outcomes after which the broker certainly has nothing from this call: its value is the day's again. */
const certainlyRefused: ReadonlySet<OrderOutcome['outcome']> = new Set([
  'rejected',
  'not-placed',
  'session-required',
  'rate-limited',
])

const vnd = (n: number): string => `${n.toLocaleString('en-US')} VND`

export interface OrderGuardsOptions {
  settings: Pick<SettingsStore, 'getTradingLimits' | 'setTradingLimits' | 'getUi'>
  /** Writes the confirmations into the UI settings so every window shows them (workspace.setUi). */
  setUi: (patch: Pick<Partial<UiSettings>, 'orderConfirm' | 'orderConfirmAbove'>) => void
  counters: OrderCounters
  person: PersonCheck
  /** The profile this core trades on: an order naming another one comes from a window that has not followed. */
  profileId: string
  /** The ceiling price of a symbol (VND), to bound a market order's value; null when unknown. */
  ceilingOf: (symbol: string) => Promise<number | null>
  clock: Pick<Clock, 'now'>
  /**
   * The order client answers this ticket from what it already holds, sending nothing (an unknown
   * outcome followed since before a restart): not counted again.
   */
  answersWithoutSending?: (intentId: string) => boolean
}

/**
 * The guards between a window and the money, enforced in the core on every place and modify from
 * any window or bridge client: the profile the window shows, the value and quantity of one order,
 * orders a minute, value a day, and the confirmation of a large order. Loosening any of them asks the
 * person (PersonCheck). An order refused here never reaches the order client: nothing is sent.
 */
export class OrderGuards {
  private readonly listeners = new Set<(status: GuardStatus) => void>()
  /** Tickets whose order is counted: a second Enter joins the first in the order client, uncounted. */
  private readonly counted = new Set<string>()

  constructor(private readonly options: OrderGuardsOptions) {}

  status(): GuardStatus {
    const { counters, person } = this.options
    const current = this.current()
    return {
      ...current,
      usedToday: counters.usedToday(),
      sentLastMinute: counters.lastMinute().count,
      channel: person.channel,
      pinSet: person.pinSet(),
      profileId: this.options.profileId,
      at: this.options.clock.now(),
    }
  }

  onChange(listener: (status: GuardStatus) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Tightening is applied at once; any loosening first asks the person, and a no changes nothing. */
  async change(change: GuardChange): Promise<GuardStatus> {
    const before = this.current()
    const after = applyChange(before, change)
    await this.allow(before, after, change.pin)
    this.options.settings.setTradingLimits(after.limits)
    if (after.confirmEvery !== before.confirmEvery || after.confirmAbove !== before.confirmAbove) {
      this.options.setUi({ orderConfirm: after.confirmEvery, orderConfirmAbove: after.confirmAbove })
    }
    return this.changed()
  }

  /**
   * `workspace.setUi` from a page: its confirmation fields are guards too, so a loosening there asks
   * the person (no PIN travels with it: the web shell's answer is "use the guards panel").
   */
  async checkUiPatch(patch: {
    orderConfirm?: boolean | undefined
    orderConfirmAbove?: number | null | undefined
  }): Promise<void> {
    const before = this.current()
    const after: GuardSettings = {
      ...before,
      confirmEvery: patch.orderConfirm ?? before.confirmEvery,
      confirmAbove: patch.orderConfirmAbove === undefined ? before.confirmAbove : patch.orderConfirmAbove,
    }
    await this.allow(before, after, undefined)
  }

  uiChanged(): void {
    this.changed()
  }

  async setPin(
    next: string,
    proof: { current?: string | undefined; setupCode?: string | undefined },
  ): Promise<GuardStatus> {
    await this.options.person.setPin(next, proof)
    return this.changed()
  }

  /**
   * Whether this order, sent later by the core itself (a stop held by the app), would be refused
   * for want of the page's large-order confirmation: above the threshold where the channel takes
   * only the page's word for it (the web shell's). Where the core asks the person itself (the
   * native dialog) it asks then, so nothing is wanted now. Valued as `place` values it: a market
   * order at the ceiling; a ceiling not known now says nothing (the trigger's own check refuses it).
   */
  async wantsPageConfirmation(order: {
    symbol: string
    quantity: number
    price: number | null
  }): Promise<boolean> {
    const { confirmAbove } = this.current()
    if (confirmAbove === null || this.options.person.channel !== 'trading-pin') return false
    const price = order.price ?? (await this.options.ceilingOf(order.symbol))
    return price !== null && price * order.quantity > confirmAbove
  }

  async place(
    intent: OrderIntent,
    send: (intent: OrderIntent) => Promise<OrderOutcome>,
  ): Promise<OrderOutcome> {
    this.checkProfile(intent.profileId)
    // A second Enter of a counted ticket, or after a restart the Enter of a ticket whose outcome is
    // followed: the order client answers it from what it holds, sending nothing. Asked and sent in the
    // same tick (the client looks the ticket up synchronously), so nothing can settle in between.
    if (this.counted.has(intent.intentId) || this.options.answersWithoutSending?.(intent.intentId) === true) {
      return send(intent)
    }
    const price = intent.type === 'LO' ? intent.price : await this.options.ceilingOf(intent.symbol)
    if (price === null) {
      throw guardRefusal(
        'guard-price-unknown',
        `The value of this market order cannot be bounded (no ceiling price for ${intent.symbol}): not sent.`,
      )
    }
    const value = price * intent.quantity
    const words = `${intent.side} ${intent.quantity} ${intent.symbol} @ ${intent.type === 'LO' ? vnd(price) : intent.type}`
    await this.checkOrder({
      quantity: intent.quantity,
      value,
      added: value,
      words,
      confirmed: intent.confirmed,
    })
    const reservation = this.options.counters.reserve(value)
    this.counted.add(intent.intentId)
    if (this.counted.size > 1_000) this.counted.delete(this.counted.values().next().value ?? '')
    try {
      const outcome = await send(intent)
      if (certainlyRefused.has(outcome.outcome)) {
        this.options.counters.release(reservation)
        this.counted.delete(intent.intentId)
      } else if (outcome.orderId !== null) {
        this.options.counters.remember(outcome.orderId, value)
      }
      return outcome
    } catch (error) {
      // Failed before anything went out (the order client reports every sent order as an outcome).
      this.options.counters.release(reservation)
      this.counted.delete(intent.intentId)
      throw error
    } finally {
      this.changed()
    }
  }

  async modify(
    change: OrderChange,
    send: (change: OrderChange) => Promise<OrderOutcome>,
  ): Promise<OrderOutcome> {
    this.checkProfile(change.profileId)
    const value = change.price * change.quantity
    const added = this.options.counters.addedBy(change.orderId, value)
    const words = `modify ${change.orderId}: ${change.quantity} @ ${vnd(change.price)}`
    await this.checkOrder({ quantity: change.quantity, value, added, words, confirmed: change.confirmed })
    const reservation = this.options.counters.reserve(added)
    try {
      const outcome = await send(change)
      if (certainlyRefused.has(outcome.outcome)) this.options.counters.release(reservation)
      else this.options.counters.remember(change.orderId, value)
      return outcome
    } catch (error) {
      this.options.counters.release(reservation)
      throw error
    } finally {
      this.changed()
    }
  }

  private current(): GuardSettings {
    const ui = this.options.settings.getUi()
    return {
      limits: this.options.settings.getTradingLimits(),
      confirmEvery: ui.orderConfirm,
      confirmAbove: ui.orderConfirmAbove,
    }
  }

  private async allow(before: GuardSettings, after: GuardSettings, pin: string | undefined): Promise<void> {
    const loosened = loosenings(before, after)
    if (loosened.length === 0) return
    const answer = await this.options.person.allowLoosening(
      { title: 'Nới giới hạn giao dịch? / Loosen your trading guards?', detail: loosened.join('\n') },
      pin,
    )
    if (!answer.ok) throw answer.refusal
  }

  private checkProfile(profileId: string | undefined): void {
    if (profileId !== undefined && profileId !== this.options.profileId) {
      throw guardRefusal(
        'guard-profile-mismatch',
        `This window still shows profile "${profileId}", but orders now go to "${this.options.profileId}": reload it first. Nothing was sent.`,
      )
    }
  }

  private async checkOrder(order: {
    quantity: number
    value: number
    added: number
    words: string
    confirmed: boolean | undefined
  }): Promise<void> {
    const { limits, confirmAbove } = this.current()
    if (order.quantity > limits.maxOrderQuantity) {
      throw guardRefusal(
        'guard-order-quantity',
        `${order.quantity} shares is more than your limit of ${limits.maxOrderQuantity} an order: not sent.`,
      )
    }
    if (order.value > limits.maxOrderValue) {
      throw guardRefusal(
        'guard-order-value',
        `${vnd(order.value)} is more than your limit of ${vnd(limits.maxOrderValue)} an order: not sent.`,
      )
    }
    this.checkCounters(limits, order.added)
    if (confirmAbove !== null && order.value > confirmAbove) {
      const answer = await this.options.person.confirmOrder(
        {
          title: 'Xác nhận lệnh lớn? / Confirm a large order?',
          detail: `${order.words}\n${vnd(order.value)} > ${vnd(confirmAbove)}`,
        },
        order.confirmed === true,
      )
      if (!answer.ok) throw answer.refusal
      // The dialog may have stayed open a while: the minute and the day are counted again.
      this.checkCounters(this.options.settings.getTradingLimits(), order.added)
    }
  }

  private checkCounters(limits: TradingLimits, added: number): void {
    const { counters } = this.options
    const minute = counters.lastMinute()
    if (minute.count >= limits.maxOrdersPerMinute) {
      throw guardRefusal(
        'guard-rate',
        `${minute.count} orders in the last minute is your limit: not sent. Try again in a moment.`,
        minute.freeAt ?? undefined,
      )
    }
    const used = counters.usedToday()
    if (used + added > limits.maxDailyValue) {
      throw guardRefusal(
        'guard-daily-value',
        `This order would take today's orders to ${vnd(used + added)}, above your daily limit of ${vnd(limits.maxDailyValue)}: not sent.`,
      )
    }
  }

  private changed(): GuardStatus {
    const status = this.status()
    for (const listener of this.listeners) listener(status)
    return status
  }
}
