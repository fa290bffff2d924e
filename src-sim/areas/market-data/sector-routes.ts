import { z } from 'zod'
import type { TickerState } from '../../state/market/ticker-state'
import type { SimWorld } from '../../state/world'
import {
  breadthOf,
  capIndexByDay,
  constituentsOf,
  foreignByDay,
  foreignToday,
  performanceOf,
} from './aggregate'
import { icbNodeByCode, icbNodeBySlug, sectorMembers } from '../../state/research/companies'
import { icbNodes, type IcbNode } from '../../state/research/data/icb'
import { lastPrice } from './market-view'
import { intParam, oneOf, pageOf, paging, round, unixSeconds } from './query-kit'
import { badParameter, route, type PathRouteInput, type RouteAnswer } from './route-kit'

const DAY = 86_400_000
const membersOfNode = (world: SimWorld, node: IcbNode): TickerState[] =>
  sectorMembers(node).flatMap((s) => world.market.ticker(s) ?? [])

function sectorRow(world: SimWorld, node: IcbNode) {
  const members = membersOfNode(world, node)
  const cap = members.reduce((a, t) => a + lastPrice(t) * t.listing.sharesOutstanding, 0)
  const refCap = members.reduce((a, t) => a + t.ref * t.listing.sharesOutstanding, 0)
  const b = breadthOf(members, world.clock.now())
  return {
    slug: node.slug,
    code: node.code,
    name: node.name,
    name_en: node.name_en,
    level: node.level,
    parent: node.parent === null ? null : (icbNodeByCode(node.parent)?.slug ?? null),
    constituents: members.length,
    market_cap: cap,
    change_percent: refCap > 0 ? round((cap / refCap - 1) * 100) : 0,
    volume: members.reduce((a, t) => a + t.totalVol, 0),
    value: members.reduce((a, t) => a + t.totalVal, 0),
    advances: b.advances,
    declines: b.declines,
    nochanges: b.nochanges,
  }
}

type SectorHandler = (
  world: SimWorld,
  node: IcbNode,
  members: TickerState[],
  query: Record<string, unknown>,
) => RouteAnswer
const withSector =
  (fn: SectorHandler) =>
  ({ world, params, query }: PathRouteInput): RouteAnswer => {
    const node = icbNodeBySlug((params.slug ?? '').toLowerCase())
    return node === undefined
      ? {
          status: 404,
          code: 'SECTOR_NOT_FOUND',
          message: `no sector ${params.slug ?? ''}: see /market/sectors`,
        }
      : fn(world, node, membersOfNode(world, node), query as Record<string, unknown>)
  }

const historyQuery = z.strictObject({
  from: unixSeconds('from').optional(),
  to: unixSeconds('to').optional(),
  ...paging,
})
type HistoryQuery = z.infer<typeof historyQuery>
function range(world: SimWorld, q: HistoryQuery): { fromMs: number; toMs: number } | RouteAnswer {
  const now = world.clock.now()
  const toMs = q.to === undefined ? now + 1 : q.to * 1000 + 1
  const fromMs = q.from === undefined ? toMs - 30 * DAY : q.from * 1000
  return fromMs > toMs ? badParameter('from must not be after to') : { fromMs, toMs }
}

export const sectorRoutes = [
  route({
    path: '/market/sectors',
    summary:
      'Sector comparison over the ICB tree (level 1 industries, level 2 supersectors); filters level, parent (slug or code); the source of slugs',
    query: z.strictObject({
      level: intParam('level', 1, 2).optional(),
      parent: z.string().min(1).optional(),
      sort: oneOf('sort', [
        'change_percent',
        '-change_percent',
        'market_cap',
        '-market_cap',
        'value',
        '-value',
        'code',
      ]).optional(),
      ...paging,
    }),
    handler: ({ world, query }) => {
      const parent =
        query.parent === undefined ? undefined : (icbNodeBySlug(query.parent) ?? icbNodeByCode(query.parent))
      if (query.parent !== undefined && parent === undefined)
        return badParameter(`unknown parent sector ${query.parent}`)
      const rows = icbNodes
        .filter(
          (n) =>
            (query.level === undefined || n.level === query.level) &&
            (parent === undefined || n.parent === parent.code),
        )
        .map((n) => sectorRow(world, n))
      const sort = query.sort ?? 'code'
      const desc = sort.startsWith('-')
      const field = (desc ? sort.slice(1) : sort) as 'change_percent' | 'market_cap' | 'value' | 'code'
      rows.sort((a, b) => {
        const order = field === 'code' ? a.code.localeCompare(b.code) : a[field] - b[field]
        return desc ? -order : order
      })
      return { data: pageOf(rows, query) }
    },
  }),
  route({
    path: '/market/sectors/{slug}/breadth',
    summary: 'Advancing, declining, unchanged, ceiling and floor members of the sector now',
    query: z.strictObject({}),
    handler: withSector((world, node, members) => ({
      data: { slug: node.slug, ...breadthOf(members, world.clock.now()) },
    })),
  }),
  route({
    path: '/market/sectors/{slug}/constituents',
    summary: "The sector's companies with price, change and weight, heaviest first; paged",
    query: z.strictObject(paging),
    handler: withSector((_w, node, members, query) => ({
      data: { slug: node.slug, ...pageOf(constituentsOf(members), query) },
    })),
  }),
  route({
    path: '/market/sectors/{slug}/performance',
    summary: 'Capitalisation-weighted return of the sector over 1D, 1W, 1M, 3M, 6M, YTD and 1Y, percent',
    query: z.strictObject({}),
    handler: withSector((world, node, members) => ({
      data: { slug: node.slug, returns: performanceOf(world, members) },
    })),
  }),
  route({
    path: '/market/sectors/{slug}/performance/history',
    summary:
      'Capitalisation-weighted sector level by session (100 at the first session); from/to Unix seconds (default 30 days)',
    query: z.strictObject({ from: unixSeconds('from').optional(), to: unixSeconds('to').optional() }),
    handler: withSector((world, node, members, query) => {
      const r = range(world, query)
      if ('status' in r || 'data' in r) return r
      const series = capIndexByDay(world, members, r.fromMs, r.toMs)
      const base = series[0]?.cap ?? 0
      return {
        data: {
          slug: node.slug,
          series: series.map((p) => ({
            date: p.date,
            t: p.t,
            value: base > 0 ? round((p.cap / base) * 100) : 0,
          })),
        },
      }
    }),
  }),
  route({
    path: '/market/sectors/{slug}/trading/foreign',
    summary: "Foreign investors' buying and selling over the sector today",
    query: z.strictObject({}),
    handler: withSector((world, node, members) => ({
      data: { slug: node.slug, ...foreignToday(members, world.clock.now()) },
    })),
  }),
  route({
    path: '/market/sectors/{slug}/trading/foreign/history',
    summary:
      'Foreign flows over the sector by session, newest first; from/to Unix seconds (default 30 days); paged',
    query: historyQuery,
    handler: withSector((world, node, members, query) => {
      const q = query as HistoryQuery
      const r = range(world, q)
      if ('status' in r || 'data' in r) return r
      return { data: { slug: node.slug, ...pageOf(foreignByDay(world, members, r.fromMs, r.toMs), q) } }
    }),
  }),
]
