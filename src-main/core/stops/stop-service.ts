import type {
  BoardEvent,
  FeedStatus,
  FollowedOutcome,
  OrderIntent,
  OrderOutcome,
  Stop,
  StopChange,
  StopDraft,
  StopEvent,
  StopLive,
  StopsOverview,
  TickerRow,
} from '../../../src-shared/bridge/contract'
import { bridgeError } from '../../../src-shared/bridge/errors'
import type { OrderType } from '../../../src-shared/market/order-types'
import type { Exchange } from '../../../src-shared/market/price-rules'
import type { Clock } from '../clock/clock'
import type { FeedRegistry } from '../board/feed-registry'
import type { CadenceDemand } from '../board/board-feed'
import type { SettingsStore } from '../settings/settings-store'
import type { Logger } from '../logging/logger'
import { CoreError, toBridgeError } from '../errors/to-bridge-error'
import { tickerSources, type AlertSource } from '../alerts/alert-sources'
import { syncSources } from '../alerts/source-subscriptions'
import { decide, gapLimitMs, holds, isFresh, type StopObservation } from './trigger-rules'
import { intentOf, noMarketType, placeStop, type SendResult } from './stop-sender'
import { StopStore } from './stop-store'
import { stopOrderProblem, stopOrderRefusal } from './stop-order-rules'

export interface StopServiceOptions {
  settings: Pick<SettingsStore, 'getStops' | 'saveStops'>
  feeds: Pick<FeedRegistry, 'subscribe' | 'cadences'>
  /** This machine's clock: poll times, gaps (a sleep is a jump of it). */
  clock: Pick<Clock, 'now'>
  /** The broker's clock: when the order left, matched against the book after a lost answer. */
  brokerNow: () => number
  /** The profile this core trades on: only its stops are watched. */
  profileId: string
  /** `orders.place` behind the guards (core/orders/guards): a stop's order passes them like the ticket's. */
  place: (intent: OrderIntent) => Promise<OrderOutcome>
  /** The symbol's exchange (its listing, kept for hours): the lot and tick a stop's order must meet. */
  exchangeOf: (symbol: string) => Promise<Exchange>
  /** The market type the exchange takes now for this symbol; null when none. */
  marketType: (symbol: string, side: 'BUY' | 'SELL') => Promise<OrderType | null>
  secondFactor: {
    active: () => Promise<boolean>
    onActive: (listener: () => void) => () => void
  }
  /** The order follower's outcomes: a lost answer settled from the book. */
  outcomes: (listener: (f: FollowedOutcome) => void) => () => void
  /** Follows in the book a place whose answer the app never had (it stopped while sending). */
  followLost: (intent: OrderIntent, sentAtBrokerMs: number) => void
  log: Logger
  /** How often the stops' feed asks to poll. */
  demandMs?: number
  /** Longest gap between two polls that still counts as one watch (default: a few polls). */
  gapMs?: number
  /** Makes a stop's id. */
  newId: () => string
  /**
   * Symbols the price alerts watch in their ticker list: put in the stops' list, so both ride one
   * feed (one request a poll). Told back when the stops' own symbols change.
   */
  sharedSymbols?: () => Iterable<string>
  onSymbolsChanged?: () => void
  /** How long after its trigger a stop still sends when the second factor is given (default 5 min). */
  secondFactorWaitMs?: number
  /**
   * Whether the guards would refuse this order at its trigger for want of the page's large-order
   * confirmation (`OrderGuards.wantsPageConfirmation`, the web shell's channel). A stop is then
   * refused when set or changed without it, never left armed to fail when the market moves.
   */
  confirmationWanted?: (symbol: string, order: Stop['order']) => Promise<boolean>
}

const bracketOrder = (): CoreError =>
  new CoreError(
    bridgeError(
      'validation',
      'stop-bracket-order',
      'The take-profit level must be above the stop-loss level.',
    ),
  )

/** The guard's own code and words: the ticket and the stop's Edit form show it as the ticket does. */
const confirmRequired = (): CoreError =>
  new CoreError(
    bridgeError(
      'forbidden',
      'guard-confirm-required',
      'This order is above your confirmation threshold: confirm it first. The stop was not set or changed.',
    ),
  )

/** What the order is worth at its limit; a market order by its quantity alone (its price is not known). */
const valueOf = (order: Stop['order']): number => order.quantity * (order.price ?? 1)

interface Watched {
  source: AlertSource
  stop: () => void
  rows: Map<string, TickerRow>
  status: FeedStatus | null
  /** The last good poll whose prices were looked at. */
  lastPollAt: number
}

const defaultDemandMs = 2_000
/** A stop sends when the code comes within this long of its trigger; later, it asks again. */
const defaultSecondFactorWaitMs = 5 * 60_000

/** Armed stops watch the price to trigger; those that ask, to show the price now beside the question. */
const watches = (stop: Stop): boolean =>
  stop.state === 'armed' || stop.state === 'needs-confirmation' || stop.state === 'needs-second-factor'

/**
 * Stop orders held by the app: the armed stops' symbols are watched on the board feeds the core
 * already runs (one ticker list for them all), each good poll is checked against them, and a
 * crossing seen live sends the stop's one order through the guarded place path, with the stop's
 * own intent id, after the stop is written `sending` to disk. What was not seen live (after a sleep,
 * at start, set beyond the level) asks the person; a stale feed never triggers; no second-factor
 * session, nothing is sent until the trader gives the code.
 */
export class StopService {
  private readonly store: StopStore
  private readonly watched = new Map<string, Watched>()
  private readonly memory = new Map<string, StopObservation>()
  private readonly listeners = new Set<(event: StopEvent) => void>()
  private readonly demand: CadenceDemand
  private readonly startedAt: number
  private readonly offs: (() => void)[] = []
  private lastLive = ''
  private lastSymbols = ''
  /** Stops between their trigger and their written state: a second trigger or confirm joins nothing. */
  private readonly busy = new Set<string>()
  private closed = false

  constructor(private readonly options: StopServiceOptions) {
    this.store = new StopStore(options.settings)
    this.startedAt = options.clock.now()
    const demandMs = options.demandMs ?? defaultDemandMs
    this.demand = () => demandMs
    this.offs.push(options.outcomes((f) => this.onFollowed(f)))
    this.offs.push(options.secondFactor.onActive(() => void this.sessionActive()))
    this.recover()
    this.resubscribe()
  }

  overview(): StopsOverview {
    const stops = this.store.list()
    return {
      stops,
      live: stops.filter(watches).map((s) => this.liveOf(s)),
      armed: stops.filter((s) => this.mine(s) && s.state === 'armed').length,
    }
  }

  subscribe(listener: (event: StopEvent) => void): () => void {
    this.listeners.add(listener)
    listener({ type: 'overview', overview: this.overview() })
    return () => this.listeners.delete(listener)
  }

  /**
   * Arms a stop; the same intent id again answers with the stop it already set. Its order meets the
   * exchange's lot and tick now, or the stop is refused in the words the ticket uses.
   */
  async create(draft: StopDraft): Promise<Stop> {
    const known = this.byIntent(draft.intentId)
    if (known !== undefined) return known
    if (draft.profileId !== this.options.profileId) throw this.otherProfile()
    await this.checkOrder(draft.symbol, draft.order)
    await this.checkConfirmed(draft.symbol, draft.order, draft.confirmed === true)
    // A second Enter of the same ticket may have set it while the listing was read.
    const existing = this.byIntent(draft.intentId)
    if (existing !== undefined) return existing
    const stop = this.fromDraft(draft, 'stop', null)
    this.store.put(stop)
    this.options.log.info('stop set', this.describe(stop))
    this.changed()
    return stop
  }

  /** A holding's take-profit and stop-loss, each the other's partner. */
  async createBracket(takeProfit: StopDraft, stopLoss: StopDraft): Promise<Stop[]> {
    const known = this.bracketOf(takeProfit.intentId)
    if (known !== null) return known
    if (takeProfit.trigger.price <= stopLoss.trigger.price) throw bracketOrder()
    if (takeProfit.profileId !== this.options.profileId || stopLoss.profileId !== this.options.profileId)
      throw this.otherProfile()
    await this.checkOrder(takeProfit.symbol, takeProfit.order)
    await this.checkOrder(stopLoss.symbol, stopLoss.order)
    await this.checkConfirmed(takeProfit.symbol, takeProfit.order, takeProfit.confirmed === true)
    await this.checkConfirmed(stopLoss.symbol, stopLoss.order, stopLoss.confirmed === true)
    const again = this.bracketOf(takeProfit.intentId)
    if (again !== null) return again
    const tpId = this.options.newId()
    const slId = this.options.newId()
    const tp = { ...this.fromDraft(takeProfit, 'take-profit', slId), id: tpId }
    const sl = { ...this.fromDraft(stopLoss, 'stop-loss', tpId), id: slId }
    this.store.put(tp, sl)
    this.options.log.info('take-profit / stop-loss set', { tp: this.describe(tp), sl: this.describe(sl) })
    this.changed()
    return [tp, sl]
  }

  /**
   * Changes an armed stop's level and order. Only an armed stop that is not between its trigger and
   * its written state: the check and the write happen in one turn of the event loop after the last
   * wait, so the evaluator either triggered it before (and the change is refused, saying so) or
   * sees the changed stop. The live-crossing rule starts again from the change: the last good
   * poll's price is judged against the new level, and a level it has already passed asks at the
   * next poll (`set-beyond`), as at creation. A change that makes the order need a large-order
   * confirmation it was not given is refused (`guard-confirm-required`) and the stop keeps its old
   * values: the trader learns it now, and confirms in the form, not when the market moves.
   */
  async modify(change: StopChange): Promise<Stop> {
    const before = this.modifiable(change)
    const order = this.changedOrder(before, change)
    await this.checkOrder(before.symbol, order)
    const wanted = (await this.options.confirmationWanted?.(before.symbol, order)) === true
    // Read again after the waits: the evaluator may have triggered it meanwhile.
    const stop = this.modifiable(change)
    const grows = valueOf(order) > valueOf(stop.order)
    // A confirmation given for a smaller order is no confirmation of a larger one; one given for
    // this order, or for a larger one, stays.
    const confirmed = change.confirmed === true || (!grows && stop.confirmed)
    if (wanted && !confirmed) throw confirmRequired()
    const trigger = { ...stop.trigger, price: change.level }
    const partner = this.partnerOf(stop)
    if (partner !== undefined && watches(partner)) {
      const tp = stop.role === 'take-profit' ? trigger.price : partner.trigger.price
      const sl = stop.role === 'take-profit' ? partner.trigger.price : trigger.price
      if (tp <= sl) throw bracketOrder()
    }
    const now = this.options.clock.now()
    const modified = this.moved(stop, {
      trigger,
      order,
      confirmed,
      modifiedAt: now,
      askReason: null,
      triggerPrice: null,
      triggeredAt: null,
    })
    this.store.put(modified)
    // The last good poll, judged against the new level: short of it, the next poll's crossing is
    // one seen live; already beyond it (or no price yet), the next poll is a first sight and asks.
    const baseline = this.baselineOf(modified)
    if (baseline?.holds === false) this.memory.set(stop.id, baseline)
    else this.memory.delete(stop.id)
    this.options.log.info('stop changed', { ...this.describe(modified), was: this.describe(stop) })
    this.changed()
    return modified
  }

  cancel(id: string): Stop {
    const stop = this.required(id)
    if (!['armed', 'needs-confirmation', 'needs-second-factor'].includes(stop.state)) {
      throw new CoreError(
        bridgeError(
          'validation',
          'stop-not-cancellable',
          `This stop is ${stop.state}: it can no longer be cancelled.`,
        ),
      )
    }
    const cancelled = this.moved(stop, { state: 'cancelled', cancelledBy: 'trader' })
    this.store.put(cancelled)
    this.options.log.info('stop cancelled', this.describe(cancelled))
    this.changed()
    return cancelled
  }

  /** The person's word on a stop that asks: send now, at whatever the price is. */
  async confirm(id: string, confirmedPossibleDuplicate: boolean): Promise<Stop> {
    const stop = this.required(id)
    if (stop.state !== 'needs-confirmation' && stop.state !== 'needs-second-factor') {
      throw new CoreError(
        bridgeError(
          'validation',
          'stop-not-asking',
          `This stop is ${stop.state}: there is nothing to confirm.`,
        ),
      )
    }
    if (!this.mine(stop)) throw this.otherProfile()
    this.options.log.info('stop confirmed by the person', this.describe(stop))
    return this.send(stop, stop.triggerPrice, confirmedPossibleDuplicate)
  }

  clearDone(): void {
    this.store.removeOver()
    this.changed()
  }

  close(): void {
    this.closed = true
    for (const off of this.offs.splice(0)) off()
    for (const entry of this.watched.values()) entry.stop()
    this.watched.clear()
    this.listeners.clear()
  }

  // ── lifecycle ──────────────────────────────────────────────────────────────────────────────

  /**
   * At start: a stop written `sending` or `unknown` may have reached the broker. It is never sent
   * again: the order follower reads the book for it. A stop that waited for the second factor when
   * the app closed asks again (the moment passed while the app was closed).
   */
  private recover(): void {
    for (const stop of this.store.list()) {
      if (!this.mine(stop)) continue
      if (stop.state === 'sending' || stop.state === 'unknown') {
        const intent = intentOf(stop, 'MP', false)
        if (intent === null || stop.sendingAt === null) continue
        // The market type does not take part in the book match; the price does, for a limit.
        this.options.followLost(intent, stop.sendingAt)
        this.store.put(this.moved(stop, { state: 'unknown' }))
        this.options.log.warn(
          'stop: the app stopped while its order was sent; following the book',
          this.describe(stop),
        )
      } else if (stop.state === 'needs-second-factor') {
        this.store.put(this.moved(stop, { state: 'needs-confirmation', askReason: 'at-start' }))
      }
    }
  }

  private async send(stop: Stop, price: number | null, confirmedPossibleDuplicate = false): Promise<Stop> {
    if (this.busy.has(stop.id)) return stop
    this.busy.add(stop.id)
    try {
      return await this.sendOnce(stop.id, price, confirmedPossibleDuplicate)
    } finally {
      this.busy.delete(stop.id)
    }
  }

  private async sendOnce(
    id: string,
    price: number | null,
    confirmedPossibleDuplicate: boolean,
  ): Promise<Stop> {
    const active = await this.options.secondFactor.active()
    // Read again after the wait: cancelled meanwhile, or sent from another window's confirm.
    const stop = this.required(id)
    if (this.closed || !['armed', 'needs-confirmation', 'needs-second-factor'].includes(stop.state))
      return stop
    if (!active) return this.ask(stop, price, 'needs-second-factor', null)
    let type: OrderType | null = null
    try {
      if (stop.order.kind === 'market') type = await this.options.marketType(stop.symbol, stop.order.side)
    } catch (error) {
      // The session's types could not be read: nothing was sent, and the moment is gone.
      return this.finish(stop, {
        state: 'failed',
        outcome: null,
        error: toBridgeError(error),
        askReason: null,
      })
    }
    // Closed while the session's types were read (narrowing does not see the await).
    if (this.isClosed()) return stop
    const intent = intentOf(stop, type, confirmedPossibleDuplicate)
    if (intent === null)
      return this.finish(stop, {
        state: 'failed',
        outcome: null,
        error: noMarketType(stop.symbol),
        askReason: null,
      })
    // On disk before the order leaves: whatever happens next, this stop is never sent again.
    const sending = this.moved(stop, {
      state: 'sending',
      askReason: null,
      triggerPrice: price,
      triggeredAt: stop.triggeredAt ?? this.options.clock.now(),
      sendingAt: this.options.brokerNow(),
    })
    const partner = this.partnerOf(stop)
    try {
      this.store.put(
        sending,
        ...(partner === undefined
          ? []
          : [this.moved(partner, { state: 'cancelled', cancelledBy: 'partner' })]),
      )
    } catch (error) {
      this.options.log.error('stop not sent: it could not be written to disk first', {
        ...this.describe(stop),
        error: error instanceof Error ? error.message : String(error),
      })
      return stop
    }
    this.memory.delete(stop.id)
    this.options.log.info('stop triggered: sending its order', {
      ...this.describe(sending),
      price,
      type: intent.type,
    })
    this.changed()
    this.emit({ type: 'triggered', stop: sending })
    return this.finish(sending, await placeStop(intent, this.options.place))
  }

  /** Triggered but not sent: the window shows why and the price now. */
  private ask(
    stop: Stop,
    price: number | null,
    state: 'needs-confirmation' | 'needs-second-factor',
    reason: Stop['askReason'],
  ): Stop {
    if (this.closed) return stop
    const asking = this.moved(stop, {
      state,
      askReason: reason,
      triggerPrice: price,
      triggeredAt: this.options.clock.now(),
    })
    this.store.put(asking)
    this.memory.delete(stop.id)
    this.options.log.info(`stop triggered: ${state}, nothing sent`, {
      ...this.describe(asking),
      price,
      reason,
    })
    this.changed()
    this.emit({ type: 'triggered', stop: asking })
    return asking
  }

  private finish(stop: Stop, result: SendResult): Stop {
    // A core closed meanwhile (a profile switch, the app quitting) leaves the stop as written: the
    // next core finds it `sending` and follows the book.
    if (this.closed) return stop
    const current = this.store.get(stop.id) ?? stop
    const done = this.moved(current, {
      state: result.state,
      outcome: result.outcome,
      error: result.error,
      askReason: result.askReason,
    })
    const restored = this.restorePartner(done)
    this.store.put(done, ...restored)
    const fields = {
      ...this.describe(done),
      outcome: result.outcome?.outcome ?? null,
      orderId: result.outcome?.orderId ?? null,
      code: result.outcome?.code ?? result.error?.code ?? null,
    }
    if (done.state === 'failed' || done.state === 'unknown') this.options.log.warn('stop order', fields)
    else this.options.log.info('stop order', fields)
    this.changed()
    this.emit({ type: 'outcome', stop: done })
    return done
  }

  /** A stop whose order certainly did not reach the book gives its partner back its watch. */
  private restorePartner(stop: Stop): Stop[] {
    if (stop.state === 'sent' || stop.state === 'unknown' || stop.state === 'sending') return []
    const partner = this.partnerOf(stop)
    if (partner?.state !== 'cancelled' || partner.cancelledBy !== 'partner') return []
    this.options.log.info('stop re-armed: its partner sent nothing', this.describe(partner))
    return [this.moved(partner, { state: 'armed', cancelledBy: null })]
  }

  private onFollowed(f: FollowedOutcome): void {
    if (f.operation !== 'place' || f.phase !== 'settled') return
    const stop = this.store
      .list()
      .find((s) => s.intentId === f.ref && (s.state === 'unknown' || s.state === 'sending'))
    if (stop === undefined) return
    this.options.log.info('stop order settled from the book', {
      ...this.describe(stop),
      outcome: f.outcome.outcome,
    })
    this.finish(stop, {
      state: f.outcome.outcome === 'placed' ? 'sent' : 'failed',
      outcome: f.outcome,
      error: null,
      askReason: null,
    })
  }

  /** The trader gave the code: the stops that waited for it send now. */
  private async sessionActive(): Promise<void> {
    for (const stop of this.store.list()) {
      if (this.closed) return
      if (stop.state !== 'needs-second-factor' || !this.mine(stop)) continue
      // A code given long after the trigger is not an answer to it: the price has moved on since.
      const waited = this.options.clock.now() - (stop.triggeredAt ?? 0)
      if (waited > (this.options.secondFactorWaitMs ?? defaultSecondFactorWaitMs)) {
        this.ask(
          stop,
          this.liveOf(stop).lastPrice ?? stop.triggerPrice,
          'needs-confirmation',
          'late-second-factor',
        )
        continue
      }
      this.options.log.info('second factor given: sending the stop that waited for it', this.describe(stop))
      await this.send(stop, stop.triggerPrice)
    }
  }

  // ── watching ───────────────────────────────────────────────────────────────────────────────

  /** The symbols the stops of this profile watch now. */
  symbols(): string[] {
    const own = this.store
      .list()
      .filter((s) => this.mine(s) && watches(s))
      .map((s) => s.symbol)
    return [...new Set(own)].sort()
  }

  /** The alerts' symbols changed: the shared list follows. */
  refresh(): void {
    this.resubscribe()
  }

  private resubscribe(): void {
    if (this.closed) return
    const own = this.symbols()
    const wanted = own.length === 0 ? [] : tickerSources([...own, ...(this.options.sharedSymbols?.() ?? [])])
    const ownKey = own.join(',')
    const ownChanged = ownKey !== this.lastSymbols
    this.lastSymbols = ownKey
    syncSources(
      this.watched,
      wanted,
      (source): Watched => ({ source, stop: () => undefined, rows: new Map(), status: null, lastPollAt: 0 }),
      (entry) =>
        this.options.feeds.subscribe(entry.source.source, (event) => this.onEvent(entry, event), this.demand),
    )
    if (ownChanged) this.options.onSymbolsChanged?.()
  }

  private gapMs(entry: Watched): number {
    if (this.options.gapMs !== undefined) return this.options.gapMs
    const cadence = this.options.feeds.cadences()[entry.source.key] ?? this.demand()
    return gapLimitMs(cadence)
  }

  private onEvent(entry: Watched, event: BoardEvent): void {
    if (this.watched.get(entry.source.key) !== entry) return
    switch (event.type) {
      case 'snapshot':
        // A subscriber's first snapshot may be an older poll's rows: its time comes with the status.
        entry.rows.clear()
        for (const row of event.rows) entry.rows.set(row.symbol, row)
        if (entry.status?.state === 'live' && entry.status.lastOkAt === event.at) this.onPoll(entry, event.at)
        return
      case 'delta':
        for (const row of event.added) entry.rows.set(row.symbol, row)
        for (const change of event.changes) {
          const row = entry.rows.get(change.symbol)
          if (row) entry.rows.set(change.symbol, Object.assign({}, row, change.fields))
        }
        for (const symbol of event.removed) entry.rows.delete(symbol)
        if (entry.status !== null && entry.status.state !== 'live')
          entry.status = { ...entry.status, state: 'live', lastOkAt: event.at, nextRetryAt: null }
        this.onPoll(entry, event.at)
        return
      case 'status':
        entry.status = event.status
        // A stale feed never triggers; a good poll that changed nothing still shows the price held.
        if (event.status.state === 'live' && event.status.lastOkAt !== null)
          this.onPoll(entry, event.status.lastOkAt)
        this.emitLive()
        return
    }
  }

  /** One good poll at `at`: every armed stop on its rows is checked once. */
  private onPoll(entry: Watched, at: number): void {
    if (at <= entry.lastPollAt) return
    entry.lastPollAt = at
    const gap = this.gapMs(entry)
    if (!isFresh(at, this.options.clock.now(), gap)) return
    for (const stop of this.store.list()) {
      if (stop.state !== 'armed' || !this.mine(stop)) continue
      if (entry.source.source.kind !== 'tickers' || !entry.source.source.symbols.includes(stop.symbol))
        continue
      const row = entry.rows.get(stop.symbol)
      if (row === undefined || !(row.matchPrice > 0)) continue
      const before = this.memory.get(stop.id)
      // Seen already from a newer poll (the list moved to a feed shared with the alerts, whose
      // last poll is older): an older price never decides.
      if (before !== undefined && at <= before.at) continue
      const now: StopObservation = { holds: holds(stop.trigger, row.matchPrice), at }
      this.memory.set(stop.id, now)
      // Set or changed while this core ran: a first sight beyond the level is `set-beyond`.
      const decision = decide(before, now, gap, (stop.modifiedAt ?? stop.createdAt) >= this.startedAt)
      if (decision.kind === 'send') void this.send(stop, row.matchPrice)
      else if (decision.kind === 'ask') this.ask(stop, row.matchPrice, 'needs-confirmation', decision.reason)
    }
    this.emitLive()
  }

  private liveOf(stop: Stop): StopLive {
    if (!this.mine(stop)) return { id: stop.id, data: 'other-profile', lastPrice: null, lastDataAt: null }
    const entry = this.entryOf(stop)
    const row = entry?.rows.get(stop.symbol)
    if (entry === undefined || row === undefined)
      return { id: stop.id, data: 'waiting', lastPrice: null, lastDataAt: null }
    const base = { id: stop.id, lastPrice: row.matchPrice, lastDataAt: entry.status?.lastOkAt ?? null }
    if (entry.status?.state === 'stale')
      return { ...base, data: 'stale', ...(entry.status.error ? { error: entry.status.error } : {}) }
    return { ...base, data: entry.status?.state === 'live' ? 'live' : 'waiting' }
  }

  // ── helpers ────────────────────────────────────────────────────────────────────────────────

  private byIntent(intentId: string): Stop | undefined {
    return this.store.list().find((s) => s.intentId === intentId)
  }

  private bracketOf(takeProfitIntent: string): Stop[] | null {
    const known = this.byIntent(takeProfitIntent)
    if (known === undefined) return null
    return this.store.list().filter((s) => s.id === known.id || s.id === known.ocoWith)
  }

  /** The lot and tick of the exchange, the ticket's own checks: refused now, not at the trigger. */
  private async checkOrder(symbol: string, order: Stop['order']): Promise<void> {
    const problem = stopOrderProblem(order, await this.options.exchangeOf(symbol))
    if (problem !== null) throw new CoreError(stopOrderRefusal(problem))
  }

  /** An order the guards will want confirmed at its trigger is refused now unless it was. */
  private async checkConfirmed(symbol: string, order: Stop['order'], confirmed: boolean): Promise<void> {
    if (confirmed) return
    if ((await this.options.confirmationWanted?.(symbol, order)) === true) throw confirmRequired()
  }

  /** The price of the last poll this stop was checked on, under its trigger now. */
  private baselineOf(stop: Stop): StopObservation | undefined {
    const seen = this.memory.get(stop.id)
    const row = this.entryOf(stop)?.rows.get(stop.symbol)
    if (seen === undefined || row === undefined || !(row.matchPrice > 0)) return undefined
    return { holds: holds(stop.trigger, row.matchPrice), at: seen.at }
  }

  private entryOf(stop: Stop): Watched | undefined {
    return [...this.watched.values()].find(
      (e) => e.source.source.kind === 'tickers' && e.source.source.symbols.includes(stop.symbol),
    )
  }

  /** The stop a change names, if it can be changed now; else the refusal says why. */
  private modifiable(change: StopChange): Stop {
    const stop = this.required(change.id)
    if (!this.mine(stop) || change.profileId !== this.options.profileId) throw this.otherProfile()
    if (this.busy.has(stop.id)) {
      throw new CoreError(
        bridgeError(
          'validation',
          'stop-triggering',
          'This stop has just triggered and its order is being sent: it can no longer be changed.',
        ),
      )
    }
    if (stop.state !== 'armed') {
      throw new CoreError(
        bridgeError(
          'validation',
          'stop-not-modifiable',
          `This stop is ${stop.state}: only a stop still watching the price can be changed.`,
        ),
      )
    }
    return stop
  }

  private changedOrder(stop: Stop, change: StopChange): Stop['order'] {
    if ((stop.order.kind === 'limit') !== (change.price !== null)) {
      throw new CoreError(
        bridgeError(
          'validation',
          'stop-price-kind',
          stop.order.kind === 'limit'
            ? 'This stop sends a limit order: give its price.'
            : 'This stop sends a market order: it takes no price.',
        ),
      )
    }
    return { ...stop.order, quantity: change.quantity, price: change.price }
  }

  private isClosed(): boolean {
    return this.closed
  }

  private mine(stop: Stop): boolean {
    return stop.profileId === this.options.profileId
  }

  private otherProfile(): CoreError {
    return new CoreError(
      bridgeError(
        'forbidden',
        'guard-profile-mismatch',
        'This stop belongs to another profile than the one the app trades on now.',
      ),
    )
  }

  private required(id: string): Stop {
    const stop = this.store.get(id)
    if (stop === undefined) throw new CoreError(bridgeError('not-found', 'stop-not-found', 'No such stop.'))
    return stop
  }

  private partnerOf(stop: Stop): Stop | undefined {
    return stop.ocoWith === null ? undefined : this.store.get(stop.ocoWith)
  }

  private fromDraft(draft: StopDraft, role: Stop['role'], ocoWith: string | null): Stop {
    if (draft.profileId !== this.options.profileId) throw this.otherProfile()
    const now = this.options.clock.now()
    return {
      id: this.options.newId(),
      profileId: draft.profileId,
      symbol: draft.symbol,
      trigger: draft.trigger,
      order: draft.order,
      intentId: draft.intentId,
      confirmed: draft.confirmed ?? false,
      note: draft.note ?? '',
      role,
      ocoWith,
      state: 'armed',
      cancelledBy: null,
      askReason: null,
      createdAt: now,
      modifiedAt: null,
      triggerPrice: null,
      triggeredAt: null,
      sendingAt: null,
      outcome: null,
      error: null,
      updatedAt: now,
    }
  }

  private moved(stop: Stop, patch: Partial<Stop>): Stop {
    return { ...stop, ...patch, updatedAt: this.options.clock.now() }
  }

  private describe(stop: Stop): Record<string, unknown> {
    return {
      stopId: stop.id,
      intentId: stop.intentId,
      symbol: stop.symbol,
      role: stop.role,
      state: stop.state,
      trigger: `${stop.trigger.direction} ${stop.trigger.price}`,
      order: `${stop.order.side} ${stop.order.quantity} ${stop.order.kind === 'limit' ? stop.order.price : 'market'}`,
    }
  }

  private changed(): void {
    this.resubscribe()
    this.emitOverview()
  }

  private emitOverview(): void {
    if (this.listeners.size === 0) return
    const overview = this.overview()
    this.lastLive = JSON.stringify(overview.live.map((l) => [l.id, l.data, l.lastPrice]))
    this.emit({ type: 'overview', overview })
  }

  /** Sent again when a stop's data state or price now changed (a poll's new time alone is not news). */
  private emitLive(): void {
    if (this.listeners.size === 0) return
    const live = JSON.stringify(this.overview().live.map((l) => [l.id, l.data, l.lastPrice]))
    if (live !== this.lastLive) this.emitOverview()
  }

  private emit(event: StopEvent): void {
    for (const listener of this.listeners) listener(event)
  }
}
