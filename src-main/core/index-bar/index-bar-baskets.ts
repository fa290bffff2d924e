import type { BoardEvent, IndexCode, IndexTile, TickerRow } from '../../../src-shared/bridge/contract'
import type { BasketCode } from '../../../src-shared/market/baskets'
import type { FeedRegistry } from '../board/feed-registry'
import { deriveIndexTile } from './derive-index'

/** The tickerCommons basket each tile is derived from when the exchange's level is not at hand. */
export const indexBaskets: readonly { code: IndexCode; basket: BasketCode }[] = [
  { code: 'VNINDEX', basket: 1 },
  { code: 'VN30', basket: 2 },
  { code: 'HNXINDEX', basket: 3 },
  { code: 'HNX30', basket: 4 },
  { code: 'UPCOMINDEX', basket: 5 },
]

interface Subscription {
  rows: Map<string, TickerRow>
  /** Epoch ms of the basket's last good poll; null before any. */
  at: number | null
  stop: () => void
}

/**
 * The derived side of the index bar: basket feeds for exactly the codes the exchange source does not
 * cover, so a healthy exchange source costs no basket polling at all. A board showing one of these
 * baskets shares its feed, so that basket is then as fresh as the board and costs nothing extra.
 */
export class DerivedIndexTiles {
  private readonly subscriptions = new Map<IndexCode, Subscription>()
  private newest: number | null = null

  constructor(
    private readonly feeds: FeedRegistry,
    private readonly cadenceMs: number,
    /** Told after every basket event, so the bar can publish. */
    private readonly onChange: () => void,
  ) {}

  /** Polls the baskets of `codes` and lets go of the others. */
  want(codes: ReadonlySet<IndexCode>): void {
    for (const [code, subscription] of this.subscriptions) {
      if (codes.has(code)) continue
      subscription.stop()
      this.subscriptions.delete(code)
    }
    for (const { code, basket } of indexBaskets) {
      if (!codes.has(code) || this.subscriptions.has(code)) continue
      const subscription: Subscription = { rows: new Map(), at: null, stop: () => undefined }
      subscription.stop = this.feeds.subscribe(
        { kind: 'basket', code: basket },
        (event) => {
          this.apply(subscription, event)
        },
        () => this.cadenceMs,
      )
      this.subscriptions.set(code, subscription)
    }
    if (this.subscriptions.size === 0) this.newest = null
  }

  /**
   * Tiles of the wanted codes whose basket has answered, each level on the exchange's scale when
   * `references` has that index's reference level, else without a level.
   */
  tiles(references: ReadonlyMap<IndexCode, number>): Map<IndexCode, IndexTile> {
    const tiles = new Map<IndexCode, IndexTile>()
    for (const [code, { rows, at }] of this.subscriptions) {
      if (rows.size > 0 && at !== null) {
        tiles.set(code, deriveIndexTile(code, rows.values(), references.get(code) ?? null, at))
      }
    }
    return tiles
  }

  /** Epoch ms of the newest basket data; null before any. */
  get at(): number | null {
    return this.newest
  }

  stop(): void {
    this.want(new Set())
  }

  private apply(subscription: Subscription, event: BoardEvent): void {
    const { rows } = subscription
    let at: number | null
    if (event.type === 'status') {
      // A good poll with no price moved is fresh data too; a stale status changes nothing.
      at = event.status.state === 'live' ? event.status.lastOkAt : null
    } else if (event.type === 'snapshot') {
      rows.clear()
      for (const row of event.rows) rows.set(row.symbol, row)
      at = event.at
    } else {
      for (const change of event.changes) {
        const row = rows.get(change.symbol)
        if (row) rows.set(change.symbol, Object.assign({}, row, definedFields(change.fields)))
      }
      for (const row of event.added) rows.set(row.symbol, row)
      for (const symbol of event.removed) rows.delete(symbol)
      at = event.at
    }
    if (at === null || (event.type === 'status' && at <= (subscription.at ?? 0))) return
    subscription.at = Math.max(subscription.at ?? 0, at)
    this.newest = Math.max(this.newest ?? 0, at)
    this.onChange()
  }
}

function definedFields<T extends object>(fields: T): Partial<T> {
  const out: Partial<T> = {}
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) (out as Record<string, unknown>)[key] = value
  }
  return out
}
