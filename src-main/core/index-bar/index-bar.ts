import {
  indexCodes,
  type IndexBar,
  type IndexCode,
  type IndexExchangeStatus,
  type IndexTile,
} from '../../../src-shared/bridge/contract'
import { bridgeError } from '../../../src-shared/bridge/errors'
import type { IndexRealtime } from '../../../src-shared/schemas/index-realtime'
import { CoreError, toBridgeError } from '../errors/to-bridge-error'
import type { FeedRegistry } from '../board/feed-registry'
import { DerivedIndexTiles } from './index-bar-baskets'
import { waitAfterRateLimit } from '../http/retry-policy'
import { exchangeReferences, exchangeTiles } from './index-bar-exchange'
import { vnDayNumber } from '../../../src-shared/market/vietnam-calendar'
import { systemClock, type Clock, type TimerId } from '../clock/clock'

/**
 * Polling cost: one index-realtime request for all five codes every 10 s is 6 requests a minute of
 * the Free key's 60. The derived fallback polls the five baskets at the same pace (30 a minute).
 * Index levels move slowly enough for 10 s.
 */
export const INDEX_BAR_CADENCE_MS = 10_000
/** While the exchange source fails, it is tried again this often (the bar is derived meanwhile). */
export const EXCHANGE_RETRY_MS = 60_000

export type IndexRealtimeFetch = (codes: readonly IndexCode[]) => Promise<IndexRealtime>

export interface IndexBarOptions {
  /** Group E index-realtime; without it every tile is derived. */
  indexRealtime?: IndexRealtimeFetch
  cadenceMs?: number
  exchangeRetryMs?: number
  /** The core's clock: the polls, the retries and the moment of each exchange answer. */
  clock?: Clock
}

const allCodes: ReadonlySet<IndexCode> = new Set(indexCodes)
const checking: IndexExchangeStatus = { state: 'checking', error: null, retryAt: null }

/**
 * The index bar of every window, while at least one window shows it. Each tile comes from the
 * broker's index-realtime data when that answers (the exchange's own level, breadth and intraday
 * series), else it is derived from its basket's ticker records and says so. A failing exchange source
 * is tried again every minute, and the bar goes back to it as soon as it answers.
 */
export class IndexBarService {
  private readonly listeners = new Set<(bar: IndexBar) => void>()
  private readonly derived: DerivedIndexTiles
  private readonly cadenceMs: number
  private readonly retryMs: number
  /** The exchange's last tiles, kept through its failures: their `at` says how old they are. */
  private exchange = new Map<IndexCode, IndexTile>()
  private exchangeAt: number | null = null
  /** Each index's reference level from the exchange's last answer, and that answer's Vietnam day. */
  private references = new Map<IndexCode, number>()
  private referencesDay: number | null = null
  private status: IndexExchangeStatus = checking
  private running = false
  /** Bumped by stop: an answer to a request sent before it is dropped. */
  private generation = 0
  private poll: TimerId | undefined
  private pending: TimerId | undefined
  private readonly clock: Clock
  private last: IndexBar | null = null
  /** An exchange request is out: a wake-up then has nothing to add. */
  private polling = false

  constructor(
    feeds: FeedRegistry,
    private readonly options: IndexBarOptions = {},
  ) {
    this.clock = options.clock ?? systemClock
    this.cadenceMs = options.cadenceMs ?? INDEX_BAR_CADENCE_MS
    this.retryMs = options.exchangeRetryMs ?? EXCHANGE_RETRY_MS
    this.derived = new DerivedIndexTiles(feeds, this.cadenceMs, () => {
      this.publishSoon()
    })
  }

  subscribe(listener: (bar: IndexBar) => void): () => void {
    this.listeners.add(listener)
    listener(this.last ?? this.build())
    if (!this.running) this.start()
    return () => {
      this.listeners.delete(listener)
      if (this.listeners.size === 0) this.stop()
    }
  }

  private start(): void {
    this.running = true
    if (this.options.indexRealtime === undefined) {
      const error = bridgeError(
        'not-found',
        'no-index-service',
        'This profile has no index-realtime service.',
      )
      this.status = { state: 'unavailable', error, retryAt: null }
      this.derived.want(allCodes)
      return
    }
    void this.pollExchange(this.options.indexRealtime, this.generation)
  }

  /**
   * The broker answers again (see BrokerHealth): an exchange source that failed is tried now rather
   * than at the end of its minute, so the bar is back on the exchange's levels within seconds.
   */
  wake(): void {
    const fetchIndices = this.options.indexRealtime
    if (!this.running || this.polling || fetchIndices === undefined) return
    if (this.status.state !== 'unavailable' && this.status.retryAt === null) return
    this.clock.clearTimeout(this.poll)
    this.poll = undefined
    void this.pollExchange(fetchIndices, this.generation)
  }

  private async pollExchange(fetchIndices: IndexRealtimeFetch, generation: number): Promise<void> {
    this.polling = true
    try {
      await this.pollOnce(fetchIndices, generation)
    } finally {
      if (generation === this.generation) this.polling = false
    }
  }

  private async pollOnce(fetchIndices: IndexRealtimeFetch, generation: number): Promise<void> {
    let nextAt: number
    try {
      const body = await fetchIndices(indexCodes)
      if (generation !== this.generation) return
      const at = this.clock.now()
      const tiles = exchangeTiles(body, at)
      if (tiles.size === 0) {
        throw new CoreError(
          bridgeError('not-found', 'no-index', 'The index service answered none of the five indices.'),
        )
      }
      this.exchange = tiles
      this.exchangeAt = at
      this.references = exchangeReferences(body)
      this.referencesDay = vnDayNumber(at)
      this.status = { state: 'available', error: null, retryAt: null }
      // Codes the service skipped are derived; the others stop polling their baskets.
      this.derived.want(new Set(indexCodes.filter((code) => !tiles.has(code))))
      nextAt = this.clock.now() + this.cadenceMs
    } catch (err) {
      if (generation !== this.generation) return
      const error = toBridgeError(err)
      if (error.kind === 'rate-limited' && this.status.state === 'available') {
        // The baskets draw on the same key's quota: keep the last levels and wait for the reset.
        nextAt =
          this.clock.now() + waitAfterRateLimit(error.retryAt, this.clock.now(), { floorMs: this.cadenceMs })
        this.status = { state: 'available', error, retryAt: nextAt }
      } else {
        nextAt = Math.max(error.retryAt ?? 0, this.clock.now() + this.retryMs)
        // The last levels stay, ageing, until a derived figure newer than them comes.
        this.status = { state: 'unavailable', error, retryAt: nextAt }
        this.derived.want(allCodes)
      }
    }
    this.publish()
    this.poll = this.clock.setTimeout(
      () => void this.pollExchange(fetchIndices, generation),
      Math.max(0, nextAt - this.clock.now()),
    )
  }

  /**
   * One tile per index with any figure: the exchange's while it answers; else whichever of its last
   * tile and the derived one is newer, so an outage of everything leaves every tile in place with
   * its age rather than taking tiles away (issue 20).
   */
  private build(): IndexBar {
    const derived = this.derived.tiles(this.referencesToday())
    const exchangeAnswers = this.status.state === 'available' && this.status.error === null
    const tiles = indexCodes.flatMap((code) => {
      const fromExchange = this.exchange.get(code)
      const fromBaskets = derived.get(code)
      if (fromExchange !== undefined && (exchangeAnswers || fromBaskets === undefined)) return [fromExchange]
      if (fromBaskets === undefined) return []
      return [fromExchange !== undefined && fromExchange.at >= fromBaskets.at ? fromExchange : fromBaskets]
    })
    const times = [this.exchangeAt, this.derived.at].filter((t): t is number => t !== null)
    return {
      tiles,
      at: times.length === 0 ? null : Math.max(...times),
      cadenceMs: this.cadenceMs,
      exchange: this.status,
    }
  }

  /** Yesterday's closes stated today; on a new day they are yesterday's scale no longer. */
  private referencesToday(): ReadonlyMap<IndexCode, number> {
    const today = this.referencesDay !== null && this.referencesDay === vnDayNumber(this.clock.now())
    return today ? this.references : new Map()
  }

  /** Basket feeds answering within the same second make one bar, not five. */
  private publishSoon(): void {
    this.pending ??= this.clock.setTimeout(() => {
      this.pending = undefined
      this.publish()
    }, 1_000)
  }

  private publish(): void {
    this.clock.clearTimeout(this.pending)
    this.pending = undefined
    this.last = this.build()
    for (const listener of this.listeners) listener(this.last)
  }

  stop(): void {
    this.running = false
    this.polling = false
    this.generation += 1
    this.clock.clearTimeout(this.poll)
    this.clock.clearTimeout(this.pending)
    this.poll = undefined
    this.pending = undefined
    this.derived.stop()
    this.exchange = new Map()
    this.exchangeAt = null
    this.references = new Map()
    this.referencesDay = null
    this.status = checking
    this.last = null
  }
}
