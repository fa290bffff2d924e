import type { BoardEvent, IndexBar, IndexCode, TickerRow } from '../../../src-shared/bridge/contract'
import type { BasketCode } from '../../../src-shared/market/baskets'
import type { FeedRegistry } from '../feeds/feed-registry'
import { deriveIndexTile } from './derive-index'

/** The five tiles of a VN index bar (vn-market.md §6.4) and the basket each is derived from. */
export const indexBaskets: readonly { code: IndexCode; basket: BasketCode }[] = [
  { code: 'VNINDEX', basket: 1 },
  { code: 'VN30', basket: 2 },
  { code: 'HNXINDEX', basket: 3 },
  { code: 'HNX30', basket: 4 },
  { code: 'UPCOMINDEX', basket: 5 },
]

/**
 * Polling cost: five baskets every 10 s is 30 requests a minute of the Pro key's 300, when no board
 * shows them; a board on one of these baskets shares its feed, so that basket is then as fresh as the
 * board and costs nothing extra. Index levels move slowly enough for 10 s.
 */
export const INDEX_BAR_CADENCE_MS = 10_000

/**
 * Derives the index bar from the five baskets' feeds while at least one window shows it, and sends
 * every window the same bar, at most once a second.
 */
export class IndexBarService {
  private readonly listeners = new Set<(bar: IndexBar) => void>()
  private readonly rows = new Map<IndexCode, Map<string, TickerRow>>()
  private stops: (() => void)[] = []
  private at: number | null = null
  private pending: ReturnType<typeof setTimeout> | undefined
  private last: IndexBar | null = null

  constructor(
    private readonly feeds: FeedRegistry,
    private readonly cadenceMs = INDEX_BAR_CADENCE_MS,
  ) {}

  subscribe(listener: (bar: IndexBar) => void): () => void {
    this.listeners.add(listener)
    listener(this.last ?? this.build())
    if (this.stops.length === 0) this.start()
    return () => {
      this.listeners.delete(listener)
      if (this.listeners.size === 0) this.stop()
    }
  }

  private start(): void {
    for (const { code, basket } of indexBaskets) {
      const rows = new Map<string, TickerRow>()
      this.rows.set(code, rows)
      this.stops.push(
        this.feeds.subscribe(
          { kind: 'basket', code: basket },
          (event) => this.apply(rows, event),
          () => this.cadenceMs,
        ),
      )
    }
  }

  private apply(rows: Map<string, TickerRow>, event: BoardEvent): void {
    if (event.type === 'status') return
    if (event.type === 'snapshot') {
      rows.clear()
      for (const row of event.rows) rows.set(row.symbol, row)
    } else {
      for (const change of event.changes) {
        const row = rows.get(change.symbol)
        if (row) rows.set(change.symbol, Object.assign({}, row, definedFields(change.fields)))
      }
      for (const row of event.added) rows.set(row.symbol, row)
      for (const symbol of event.removed) rows.delete(symbol)
    }
    this.at = Math.max(this.at ?? 0, event.at)
    // Five feeds answering within the same second make one bar, not five.
    this.pending ??= setTimeout(() => {
      this.pending = undefined
      this.publish()
    }, 1_000)
  }

  private build(): IndexBar {
    const tiles = indexBaskets
      .filter(({ code }) => (this.rows.get(code)?.size ?? 0) > 0)
      .map(({ code }) => deriveIndexTile(code, this.rows.get(code)?.values() ?? []))
    return { tiles, at: this.at, cadenceMs: this.cadenceMs }
  }

  private publish(): void {
    this.last = this.build()
    for (const listener of this.listeners) listener(this.last)
  }

  stop(): void {
    for (const stop of this.stops) stop()
    this.stops = []
    this.rows.clear()
    if (this.pending) clearTimeout(this.pending)
    this.pending = undefined
    this.last = null
    this.at = null
  }
}

function definedFields<T extends object>(fields: T): Partial<T> {
  const out: Partial<T> = {}
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) (out as Record<string, unknown>)[key] = value
  }
  return out
}
