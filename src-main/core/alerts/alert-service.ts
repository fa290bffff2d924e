import type {
  Alert,
  AlertEvent,
  AlertFiring,
  AlertsOverview,
  AlertState,
  BoardEvent,
  FeedStatus,
  TickerRow,
} from '../../../src-shared/bridge/contract'
import { ALERT_HISTORY_CAP } from '../../../src-shared/bridge/contract'
import { bridgeError } from '../../../src-shared/bridge/errors'
import type { Clock } from '../clock/clock'
import type { CadenceDemand } from '../board/board-feed'
import type { FeedRegistry } from '../board/feed-registry'
import type { SettingsStore } from '../settings/settings-store'
import { isHit, observe, type Observation } from './alert-conditions'
import { alertSources, isActive, membersOf, type AlertSource } from './alert-sources'
import { syncSources } from './source-subscriptions'

export interface AlertServiceOptions {
  settings: Pick<SettingsStore, 'getAlerts' | 'saveAlerts' | 'getDrawings' | 'getWatchlists'>
  feeds: Pick<FeedRegistry, 'subscribe' | 'cadences'>
  /** This machine's clock: cool-downs. */
  clock: Pick<Clock, 'now'>
  /** The broker's clock: when an alert fired, as the history shows it. */
  brokerNow: () => number
  /**
   * How often the alerts' feeds ask to poll when no window shows their symbols (a board that does
   * asks faster, and the alerts get its pace). The rate budget may slow it like any feed.
   */
  demandMs?: number
  /**
   * Symbols another job watches in the background (the app's stop orders): put in the alerts' own
   * ticker list, so both ride one feed, one request a poll. Told back when the alerts' own change.
   */
  sharedSymbols?: () => Iterable<string>
  onSymbolsChanged?: () => void
}

interface Watched {
  source: AlertSource
  stop: () => void
  rows: Map<string, TickerRow>
  status: FeedStatus | null
}

/** What the last observation of one alert on one symbol was, and at which level. */
interface Memory {
  observation: Observation
  level: number
}

const defaultDemandMs = 2_000

/**
 * Price alerts, evaluated on board feeds: every active alert's symbols are watched through the
 * feed registry (shared with the boards, so an alert adds no request for a symbol a board already
 * polls in the same list, and one request a poll for all the alerts' own symbols), each answer is
 * checked against the alerts that watch its rows, and a hit is kept in the history and sent to
 * every window. Paused and spent alerts keep no feed alive.
 */
export class AlertService {
  private readonly watched = new Map<string, Watched>()
  private readonly memory = new Map<string, Memory>()
  private readonly listeners = new Set<(event: AlertEvent) => void>()
  private readonly demand: CadenceDemand
  private lastStates = ''
  private lastSymbols = ''

  constructor(private readonly options: AlertServiceOptions) {
    const demandMs = options.demandMs ?? defaultDemandMs
    this.demand = () => demandMs
    this.resubscribe()
  }

  overview(): AlertsOverview {
    const section = this.options.settings.getAlerts()
    return {
      alerts: section.list,
      states: section.list.map((alert) => this.stateOf(alert)),
      feeds: this.feedFigures(),
      sound: section.sound,
    }
  }

  history(): AlertFiring[] {
    return this.options.settings.getAlerts().history
  }

  /** Adds or replaces an alert; a changed alert is armed again and watches from its next data. */
  save(alert: Alert): Alert {
    const section = this.options.settings.getAlerts()
    const armed: Alert = { ...alert, firedAt: null }
    const list = section.list.some((a) => a.id === alert.id)
      ? section.list.map((a) => (a.id === alert.id ? armed : a))
      : [...section.list, armed]
    this.options.settings.saveAlerts({ ...section, list })
    this.forget(alert.id)
    this.changed()
    return armed
  }

  remove(id: string): void {
    const section = this.options.settings.getAlerts()
    this.options.settings.saveAlerts({ ...section, list: section.list.filter((a) => a.id !== id) })
    this.forget(id)
    this.changed()
  }

  pause(id: string, paused: boolean): void {
    const section = this.options.settings.getAlerts()
    const list = section.list.map((a) => (a.id === id ? { ...a, paused } : a))
    this.options.settings.saveAlerts({ ...section, list })
    // A resumed alert starts from what it sees next, not from before the pause.
    this.forget(id)
    this.changed()
  }

  clearHistory(): void {
    this.options.settings.saveAlerts({ ...this.options.settings.getAlerts(), history: [] })
  }

  setSound(sound: boolean): void {
    this.options.settings.saveAlerts({ ...this.options.settings.getAlerts(), sound })
    this.emitOverview(true)
  }

  /** Every firing and change of state; the current overview at once. */
  subscribe(listener: (event: AlertEvent) => void): () => void {
    this.listeners.add(listener)
    listener({ type: 'overview', overview: this.overview() })
    return () => this.listeners.delete(listener)
  }

  /** Watchlists changed (a member added or removed): the feeds follow. */
  refresh(): void {
    this.changed()
  }

  close(): void {
    for (const entry of this.watched.values()) entry.stop()
    this.watched.clear()
    this.listeners.clear()
  }

  private forget(id: string): void {
    for (const key of [...this.memory.keys()]) if (key.startsWith(`${id}:`)) this.memory.delete(key)
  }

  private changed(): void {
    this.resubscribe()
    this.emitOverview(true)
  }

  /** The symbols the active alerts read in ticker lists (symbol alerts and watchlist members). */
  symbols(): string[] {
    const watchlists = this.options.settings.getWatchlists()
    const symbols = new Set<string>()
    for (const alert of this.options.settings.getAlerts().list) {
      if (!isActive(alert)) continue
      const members = membersOf(alert, watchlists)
      if (members !== 'basket') for (const symbol of members) symbols.add(symbol)
    }
    return [...symbols].sort()
  }

  private resubscribe(): void {
    const { list } = this.options.settings.getAlerts()
    const wanted = alertSources(
      list,
      this.options.settings.getWatchlists(),
      this.options.sharedSymbols?.() ?? [],
    )
    const own = this.symbols().join(',')
    const ownChanged = own !== this.lastSymbols
    this.lastSymbols = own
    syncSources(
      this.watched,
      wanted,
      (source): Watched => ({ source, stop: () => undefined, rows: new Map(), status: null }),
      (entry) =>
        this.options.feeds.subscribe(entry.source.source, (event) => this.onEvent(entry, event), this.demand),
    )
    if (ownChanged) this.options.onSymbolsChanged?.()
  }

  private onEvent(entry: Watched, event: BoardEvent): void {
    if (this.watched.get(entry.source.key) !== entry) return
    // A watchlist edited since: its alerts' feeds follow at the next poll.
    if (
      event.type === 'status' &&
      this.options.settings.getAlerts().list.some((a) => a.target.kind === 'watchlist')
    )
      this.resubscribe()
    if (event.type === 'status') {
      const wasStale = entry.status?.state === 'stale'
      entry.status = event.status
      if (event.status.state === 'stale' && !wasStale) this.reportStale(entry)
      this.emitOverview(false)
      return
    }
    if (event.type === 'snapshot') {
      entry.rows.clear()
      for (const row of event.rows) entry.rows.set(row.symbol, row)
      this.evaluate(
        entry,
        event.rows.map((r) => r.symbol),
      )
    } else {
      for (const row of event.added) entry.rows.set(row.symbol, row)
      for (const change of event.changes) {
        const row = entry.rows.get(change.symbol)
        if (row) entry.rows.set(change.symbol, Object.assign({}, row, change.fields))
      }
      for (const symbol of event.removed) entry.rows.delete(symbol)
      this.evaluate(entry, [...event.added.map((r) => r.symbol), ...event.changes.map((c) => c.symbol)])
    }
    // A good poll proves the data live again.
    if (entry.status !== null && entry.status.state !== 'live') {
      entry.status = { ...entry.status, state: 'live', lastOkAt: event.at, nextRetryAt: null }
      this.emitOverview(false)
    }
  }

  /** The alerts that read `symbol` from `entry`'s feed. */
  private alertsOn(entry: Watched, symbol: string, list: readonly Alert[]): Alert[] {
    const watchlists = this.options.settings.getWatchlists()
    return list.filter((alert) => {
      if (!isActive(alert)) return false
      if (alert.target.kind === 'basket')
        return entry.source.source.kind === 'basket' && entry.source.source.code === alert.target.code
      const members = membersOf(alert, watchlists)
      return entry.source.source.kind === 'tickers' && members !== 'basket' && members.includes(symbol)
    })
  }

  private evaluate(entry: Watched, symbols: readonly string[]): void {
    const firings: AlertFiring[] = []
    let list = this.options.settings.getAlerts().list
    for (const symbol of new Set(symbols)) {
      const row = entry.rows.get(symbol)
      if (!row) continue
      for (const alert of this.alertsOn(entry, symbol, list)) {
        const firing = this.check(alert, symbol, row)
        if (firing === null) continue
        firings.push(firing)
        list = list.map((a) => (a.id === alert.id ? { ...a, firedAt: firing.at } : a))
      }
    }
    if (firings.length === 0) return
    const section = this.options.settings.getAlerts()
    const history = [...section.history, ...firings].slice(-ALERT_HISTORY_CAP)
    this.options.settings.saveAlerts({ ...section, list, history })
    for (const firing of firings) this.emit({ type: 'fired', firing })
    // A spent `once` alert lets its feed go.
    this.resubscribe()
    this.emitOverview(true)
  }

  private check(alert: Alert, symbol: string, row: TickerRow): AlertFiring | null {
    const level = this.levelOf(alert, symbol)
    const now = observe(alert.condition, row, level)
    if (now === null) return null
    const key = `${alert.id}:${symbol}`
    const before = this.memory.get(key)
    this.memory.set(key, { observation: now, level })
    // A level dragged across the price is not the price crossing it: start again from here.
    const previous = before !== undefined && before.level === level ? before.observation : undefined
    if (!isHit(alert.condition, previous, now)) return null
    if (alert.repeat === 'every' && alert.firedAt !== null) {
      if (this.options.brokerNow() < alert.firedAt + alert.cooldownSec * 1000) return null
    }
    const at = this.options.brokerNow()
    return {
      id: `${alert.id}-${symbol}-${at}`,
      alertId: alert.id,
      symbol,
      condition: alert.condition,
      value: now.value,
      at,
    }
  }

  /** A crossing alert set on a chart's level follows the line; the price it was set at once the line is gone. */
  private levelOf(alert: Alert, symbol: string): number {
    const condition = alert.condition
    if (condition.kind !== 'crosses') return 0
    if (condition.levelId === undefined) return condition.price
    const line = this.options.settings
      .getDrawings(symbol)
      .find((d) => d.kind === 'level' && d.id === condition.levelId)
    return line?.kind === 'level' ? line.price : condition.price
  }

  private entriesFor(alert: Alert): Watched[] {
    const members = membersOf(alert, this.options.settings.getWatchlists())
    return [...this.watched.values()].filter((entry) => {
      const source = entry.source.source
      if (alert.target.kind === 'basket') return source.kind === 'basket' && source.code === alert.target.code
      return (
        source.kind === 'tickers' && members !== 'basket' && members.some((s) => source.symbols.includes(s))
      )
    })
  }

  private stateOf(alert: Alert): AlertState {
    const base = { id: alert.id }
    if (alert.paused) return { ...base, state: 'paused', lastDataAt: null }
    if (alert.repeat === 'once' && alert.firedAt !== null) return { ...base, state: 'done', lastDataAt: null }
    const entries = this.entriesFor(alert)
    const times = entries.map((e) => e.status?.lastOkAt ?? null)
    const lastDataAt = times.includes(null) || times.length === 0 ? null : Math.min(...(times as number[]))
    const stale = entries.find((e) => e.status?.state === 'stale')
    if (stale !== undefined)
      return {
        ...base,
        state: 'stale',
        lastDataAt,
        ...(stale.status?.error ? { error: stale.status.error } : {}),
      }
    if (entries.length === 0 || entries.some((e) => e.rows.size === 0))
      return { ...base, state: 'waiting', lastDataAt }
    if (alert.firedAt !== null) {
      const until = alert.firedAt + alert.cooldownSec * 1000
      if (this.options.brokerNow() < until) return { ...base, state: 'cooling', lastDataAt, until }
    }
    return { ...base, state: 'armed', lastDataAt }
  }

  private reportStale(entry: Watched): void {
    const list = this.options.settings.getAlerts().list.filter(isActive)
    const alertIds = list.filter((a) => this.entriesFor(a).includes(entry)).map((a) => a.id)
    if (alertIds.length === 0) return
    const source = entry.source.source
    const symbols =
      source.kind === 'tickers' ? source.symbols : source.kind === 'basket' ? [`basket ${source.code}`] : []
    const error =
      entry.status?.error ?? bridgeError('network', 'poll-overdue', 'The prices these alerts watch stopped.')
    this.emit({ type: 'stale', alertIds, symbols, error })
  }

  private feedFigures(): AlertsOverview['feeds'] {
    const all = this.options.feeds.cadences()
    const cadences: Record<string, number> = {}
    let requestsPerMinute = 0
    for (const key of this.watched.keys()) {
      const cadence = all[key]
      if (cadence === undefined) continue
      cadences[key] = cadence
      requestsPerMinute += 60_000 / cadence
    }
    return { requestsPerMinute: Math.round(requestsPerMinute * 10) / 10, demandMs: this.demand(), cadences }
  }

  /** States are sent again only when one changed (a poll's new time alone is not news). */
  private emitOverview(force: boolean): void {
    if (this.listeners.size === 0) return
    const overview = this.overview()
    const states = JSON.stringify(overview.states.map((s) => [s.id, s.state, s.error?.code]))
    if (!force && states === this.lastStates) return
    this.lastStates = states
    this.emit({ type: 'overview', overview })
  }

  private emit(event: AlertEvent): void {
    for (const listener of this.listeners) listener(event)
  }
}
