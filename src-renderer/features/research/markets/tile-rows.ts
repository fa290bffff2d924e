import type { Constituent, SectorRow } from '../../../../src-shared/schemas/research/market'
import { priceLimits, type Exchange } from '../../../../src-shared/market/price-rules'
import { limitOf, tileSizes, type PriceLimit } from './heat-map-tiles'

export type SizeBy = 'market_cap' | 'value'

/** One tile of the heat map and one row of the list beside it, in the same order. */
export interface Tile {
  /** A sector's slug or a member's ticker: what a click on the map names. */
  readonly id: string
  readonly kind: 'sector' | 'member'
  readonly label: string
  readonly name: string
  readonly level: number
  readonly size: number
  readonly changePercent: number | null
  readonly marketCap: number | null
  readonly value: number | null
  readonly price: number | null
  readonly limit: PriceLimit
  readonly advances: number | null
  readonly declines: number | null
  readonly nochanges: number | null
}

const isExchange = (e: string | null | undefined): e is Exchange =>
  e === 'HOSE' || e === 'HNX' || e === 'UPCOM'

/** Heaviest first: the order the treemap lays tiles out in and the arrow keys follow. */
const bySize = (tiles: Tile[]): Tile[] => tiles.sort((a, b) => b.size - a.size || a.id.localeCompare(b.id))

export function sectorTiles(rows: readonly SectorRow[], sizeBy: SizeBy, locale: 'vi' | 'en'): Tile[] {
  const sizes = tileSizes(rows.map((r) => r[sizeBy]))
  return bySize(
    rows.map((r, i) => {
      const name = locale === 'en' ? (r.name_en ?? r.name) : r.name
      return {
        id: r.slug,
        kind: 'sector',
        label: name,
        name,
        level: r.level,
        size: sizes[i] ?? 0,
        changePercent: r.change_percent ?? null,
        marketCap: r.market_cap ?? null,
        value: r.value ?? null,
        price: null,
        limit: null,
        advances: r.advances ?? null,
        declines: r.declines ?? null,
        nochanges: r.nochanges ?? null,
      }
    }),
  )
}

export function memberTiles(rows: readonly Constituent[], sizeBy: SizeBy): Tile[] {
  const sizes = tileSizes(rows.map((r) => r[sizeBy]))
  return bySize(
    rows.map((r, i) => {
      const reference = r.reference ?? null
      const limits =
        reference !== null && reference > 0 && isExchange(r.exchange)
          ? priceLimits(r.exchange, reference)
          : null
      return {
        id: r.symbol,
        kind: 'member',
        label: r.symbol,
        name: r.name ?? r.symbol,
        level: 0,
        size: sizes[i] ?? 0,
        changePercent: r.change_percent ?? null,
        marketCap: r.market_cap ?? null,
        value: r.value ?? null,
        price: r.price,
        limit: limitOf(r.price, limits),
        advances: null,
        declines: null,
        nochanges: null,
      }
    }),
  )
}
