import { z } from 'zod'
import type { MarketIndexCode } from '../../../src-shared/schemas/index-realtime'
import { indexDefinitions } from '../../state/market/indices/index-definitions'
import type { SimWorld } from '../../state/world'
import { breadthOf, constituentsOf, foreignByDay, foreignToday } from './aggregate'
import { indexCandles, indexQuote, isIndexCode } from './market-view'
import { csv, oneOf, pageOf, paging, round, unixSeconds } from './query-kit'
import { notFound, route, badParameter, type PathRouteInput, type RouteAnswer } from './route-kit'
import { applyTable, boundParameter, windowStartMs, windows, type Window } from './table-query'

const numeric = [
  'value',
  'change',
  'change_percent',
  'volume',
  'traded_value',
  'advances',
  'declines',
  'nochanges',
] as const
const all = ['symbol', 'name', ...numeric] as const

function indexRow(world: SimWorld, code: MarketIndexCode, window: Window) {
  const q = indexQuote(world, code)
  const def = indexDefinitions.find((d) => d.code === code)
  if (q === undefined || def === undefined) return undefined
  const now = world.clock.now()
  let base = q.reference
  if (window !== '1D') {
    const start = windowStartMs(window, now)
    base = indexCandles(world, code, start - 10 * 86_400_000, start).at(-1)?.c ?? q.reference
  }
  const b = breadthOf(world.market.basket(def.basket), now)
  return {
    symbol: code,
    name: q.name ?? code,
    value: q.price,
    change: round(q.price - base),
    change_percent: base > 0 ? round(((q.price - base) / base) * 100) : 0,
    volume: q.volume ?? 0,
    traded_value: q.value ?? 0,
    advances: b.advances,
    declines: b.declines,
    nochanges: b.nochanges,
  }
}

type IndexHandler = (world: SimWorld, code: MarketIndexCode, query: Record<string, unknown>) => RouteAnswer
const withIndex =
  (fn: IndexHandler) =>
  ({ world, params, query }: PathRouteInput): RouteAnswer => {
    const code = (params.symbol ?? '').toUpperCase()
    return isIndexCode(code)
      ? fn(world, code, query as Record<string, unknown>)
      : notFound(`no index ${code}: one of VNINDEX, VN30, HNXINDEX, HNX30, UPCOMINDEX`)
  }
/** VN30 and HNX30 hold 30 stocks each. */
const basketPageSize = 30
const membersOf = (world: SimWorld, code: MarketIndexCode) =>
  world.market.basket(indexDefinitions.find((d) => d.code === code)?.basket ?? 1)

export const indexRoutes = [
  route({
    path: '/market/indices',
    summary:
      'Index comparison of the five exchange indices; window, sort, fields, <field>_gt/<field>_lt, paged',
    query: z.strictObject({
      window: oneOf('window', windows).optional(),
      sort: z.string().min(1).optional(),
      fields: csv.optional(),
      ...paging,
    }),
    dynamicQuery: boundParameter,
    handler: ({ world, query, raw }) => {
      const rows = indexDefinitions.flatMap((d) => indexRow(world, d.code, query.window ?? '1D') ?? [])
      const table = applyTable(rows, raw, {
        key: 'symbol',
        numeric,
        all,
        ...(query.sort === undefined ? {} : { sort: query.sort }),
        defaultSort: '-traded_value',
        ...(query.fields === undefined ? {} : { fields: query.fields }),
      })
      return 'rows' in table
        ? { data: { window: query.window ?? '1D', ...pageOf(table.rows, query) } }
        : table
    },
  }),
  route({
    path: '/market/indices/{symbol}/breadth',
    summary: 'Advancing, declining, unchanged, ceiling and floor members now',
    query: z.strictObject({}),
    handler: withIndex((world, code) => ({
      data: { symbol: code, ...breadthOf(membersOf(world, code), world.clock.now()) },
    })),
  }),
  route({
    path: '/market/indices/{symbol}/constituents',
    summary:
      "The index basket's members with price, change and index weight, heaviest first; paged (a page holds a 30-stock basket whole by default)",
    query: z.strictObject(paging),
    handler: withIndex((world, code, query) => {
      const cap = indexDefinitions.find((d) => d.code === code)?.weightCapPct
      // A default page of 20 cut VN30 and HNX30 in two: the basket is what a caller asks for.
      const q = query as { page?: number; page_size?: number }
      const page = { ...q, page_size: q.page_size ?? basketPageSize }
      return { data: { symbol: code, ...pageOf(constituentsOf(membersOf(world, code), cap), page) } }
    }),
  }),
  route({
    path: '/market/indices/{symbol}/trading/foreign',
    summary: "Foreign investors' buying and selling over the index members today",
    query: z.strictObject({}),
    handler: withIndex((world, code) => ({
      data: { symbol: code, ...foreignToday(membersOf(world, code), world.clock.now()) },
    })),
  }),
  route({
    path: '/market/indices/{symbol}/trading/foreign/history',
    summary:
      'Foreign flows over the index members by session, newest first; from/to Unix seconds (default 30 days); paged',
    query: z.strictObject({
      from: unixSeconds('from').optional(),
      to: unixSeconds('to').optional(),
      ...paging,
    }),
    handler: withIndex((world, code, query) => {
      const q = query as { from?: number; to?: number; page?: number; page_size?: number }
      const now = world.clock.now()
      const toMs = q.to === undefined ? now + 1 : q.to * 1000 + 1
      const fromMs = q.from === undefined ? toMs - 30 * 86_400_000 : q.from * 1000
      if (fromMs > toMs) return badParameter('from must not be after to')
      return {
        data: { symbol: code, ...pageOf(foreignByDay(world, membersOf(world, code), fromMs, toMs), q) },
      }
    }),
  }),
]
