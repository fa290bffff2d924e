import { z } from 'zod'
import { basketName } from '../../../src-shared/market/baskets'
import { screenerFields, screenerNumericFields } from '../../../src-shared/schemas/research/screen'
import { changePercent } from '../../../src-shared/market/price-rules'
import type { TickerState } from '../../state/market/ticker-state'
import type { SimWorld } from '../../state/world'
import { latestPerShare } from './analysis'
import { classificationOf, companyName, icbNodeBySlug, sectorMembers } from '../../state/research/companies'
import { isIndexCode, lastPrice } from './market-view'
import { indexDefinitions } from '../../state/market/indices/index-definitions'
import { csv, isoDate, oneOf, pageOf, paging, round } from './query-kit'
import { badParameter, route } from './route-kit'
import { foreignDay, sessionDays } from './stock-days'
import { applyTable, boundParameter, windowStartMs, windows, type Window } from './table-query'

export interface ScreenerRow {
  symbol: string
  name: string
  exchange: string
  sector: string | null
  price: number
  change: number
  change_percent: number
  volume: number
  value: number
  market_cap: number
  pe: number | null
  pb: number | null
  roe: number
  eps: number
  foreign_net_volume: number
}

/** The scope filters: an exchange, an index (the five, or a tickerCommons basket name), a sector slug. */
function scope(
  world: SimWorld,
  q: { exchange?: string | undefined; index?: string | undefined; sector?: string | undefined },
): TickerState[] | string {
  let tickers = [...world.market.all()]
  if (q.exchange !== undefined) tickers = tickers.filter((t) => t.exchange === q.exchange)
  if (q.index !== undefined) {
    const code = q.index.toUpperCase()
    const def = isIndexCode(code) ? indexDefinitions.find((d) => d.code === code) : undefined
    const inBasket = (t: TickerState) =>
      def !== undefined
        ? t.listing.baskets.includes(def.basket)
        : t.listing.baskets.some((b) => basketName(b).toUpperCase() === code)
    tickers = tickers.filter(inBasket)
    if (def === undefined && tickers.length === 0) return `unknown index ${q.index}`
  }
  if (q.sector !== undefined) {
    const node = icbNodeBySlug(q.sector)
    if (node === undefined) return `unknown sector ${q.sector}: see /market/sectors`
    const members = new Set(sectorMembers(node))
    tickers = tickers.filter((t) => members.has(t.symbol))
  }
  return tickers
}

function rowOf(
  world: SimWorld,
  t: TickerState,
  window: Window,
  date: string | undefined,
): ScreenerRow | undefined {
  const now = world.clock.now()
  const seed = world.config.seed
  let price = lastPrice(t)
  let base = t.ref
  let volume = t.totalVol
  let value = t.totalVal
  let foreign = t.buyForeignQtty - t.sellForeignQtty
  if (date !== undefined) {
    const day = Date.parse(`${date}T00:00:00+07:00`)
    const days = sessionDays(world, t, day - 10 * 86_400_000, day + 1)
    const end = days.at(-1)
    if (end === undefined || end.candle.c === null) return undefined
    price = end.candle.c
    base = days.at(-2)?.candle.c ?? price
    volume = end.live ? t.totalVol : (end.candle.v ?? 0)
    value = end.live ? t.totalVal : volume * price
    foreign = foreignDay(world, t, end).net_volume
  } else if (window !== '1D') {
    const start = windowStartMs(window, now)
    const days = sessionDays(world, t, start - 10 * 86_400_000, now + 1)
    const inside = days.filter((d) => d.dayMs >= start)
    base = days.filter((d) => d.dayMs < start).at(-1)?.candle.c ?? inside[0]?.candle.o ?? t.ref
    volume = inside.reduce((a, d) => a + (d.live ? t.totalVol : (d.candle.v ?? 0)), 0)
    value = inside.reduce((a, d) => a + (d.live ? t.totalVal : (d.candle.v ?? 0) * (d.candle.c ?? 0)), 0)
    foreign = inside.reduce((a, d) => a + foreignDay(world, t, d).net_volume, 0)
  }
  const per = latestPerShare(t.listing, seed, now)
  return {
    symbol: t.symbol,
    name: companyName(t.symbol).name,
    exchange: t.exchange,
    sector: classificationOf(t.symbol)?.supersector.slug ?? null,
    price,
    change: price - base,
    change_percent: changePercent(price, base),
    volume,
    value,
    market_cap: price * t.listing.sharesOutstanding,
    pe: per.eps > 0 ? round(price / per.eps) : null,
    pb: per.bvps > 0 ? round(price / per.bvps) : null,
    roe: per.roe,
    eps: per.eps,
    foreign_net_volume: foreign,
  }
}

export const screenerRoutes = [
  route({
    path: '/market/stocks',
    summary:
      'Stock screener: scope exchange, index, sector (slug); numeric <field>_gt/<field>_lt; sort (-field descending); window or date (not both); fields; paged',
    query: z.strictObject({
      exchange: oneOf('exchange', ['HOSE', 'HNX', 'UPCOM']).optional(),
      index: z.string().min(1).optional(),
      sector: z.string().min(1).optional(),
      sort: z.string().min(1).optional(),
      window: oneOf('window', windows).optional(),
      date: isoDate('date').optional(),
      fields: csv.optional(),
      ...paging,
    }),
    dynamicQuery: boundParameter,
    handler: ({ world, query, raw }) => {
      if (query.window !== undefined && query.date !== undefined)
        return badParameter('window and date are mutually exclusive')
      if (query.date !== undefined && Date.parse(`${query.date}T00:00:00+07:00`) > world.clock.now())
        return badParameter('date must not be in the future')
      const tickers = scope(world, query)
      if (typeof tickers === 'string') return badParameter(tickers)
      const rows = tickers.flatMap((t) => rowOf(world, t, query.window ?? '1D', query.date) ?? [])
      const table = applyTable(rows as unknown as Record<string, unknown>[], raw, {
        key: 'symbol',
        numeric: screenerNumericFields,
        all: screenerFields,
        ...(query.sort === undefined ? {} : { sort: query.sort }),
        defaultSort: '-market_cap',
        ...(query.fields === undefined ? {} : { fields: query.fields }),
      })
      if (!('rows' in table)) return table
      return {
        data: { window: query.window ?? '1D', date: query.date ?? null, ...pageOf(table.rows, query) },
      }
    },
  }),
]
