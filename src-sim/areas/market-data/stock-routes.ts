import { z } from 'zod'
import type { TickerState } from '../../state/market/ticker-state'
import type { SimWorld } from '../../state/world'
import {
  analystReports,
  eventTypes,
  insiderTrades,
  listingRecordOf,
  ownershipOf,
  profileOf,
  recommendations,
  stockEvents,
} from './company-records'
import { isoDate, oneOf, pageOf, paging, unixSeconds } from './query-kit'
import { badParameter, notFound, route, type PathRouteInput, type RouteAnswer } from './route-kit'
import {
  foreignDay,
  latestSession,
  ordersDay,
  proprietaryDay,
  sessionDays,
  tradingDay,
  type SessionDay,
} from './stock-days'

type Handler = (world: SimWorld, t: TickerState, query: Record<string, unknown>) => RouteAnswer

const withTicker =
  (fn: Handler) =>
  ({ world, params, query }: PathRouteInput): RouteAnswer => {
    const symbol = (params.symbol ?? '').toUpperCase()
    const t = world.market.ticker(symbol)
    return t === undefined ? notFound(`no stock ${symbol}`) : fn(world, t, query as Record<string, unknown>)
  }

const historyQuery = z.strictObject({
  from: unixSeconds('from').optional(),
  to: unixSeconds('to').optional(),
  ...paging,
})
type HistoryQuery = z.infer<typeof historyQuery>
const DAY = 86_400_000

type DayFn<T> = (world: SimWorld, t: TickerState, d: SessionDay, previousClose: number | null) => T

function snapshotAndHistory<T>(path: string, what: string, day: DayFn<T>) {
  return [
    route({
      path: `/market/stocks/{symbol}/${path}`,
      summary: `${what}: the latest session that has data`,
      query: z.strictObject({}),
      handler: withTicker((world, t) => {
        const now = world.clock.now()
        const days = sessionDays(world, t, now - 10 * DAY, now + 1)
        const last = latestSession(world, t)
        if (last === undefined) return notFound(`no session with data for ${t.symbol}`)
        const previous = days.at(-2)?.candle.c ?? null
        return { data: { symbol: t.symbol, ...day(world, t, last, previous) } }
      }),
    }),
    route({
      path: `/market/stocks/{symbol}/${path}/history`,
      summary: `${what} by session, newest first; from/to Unix seconds (default the last 30 days); paged`,
      query: historyQuery,
      handler: withTicker((world, t, query) => {
        const q = query as HistoryQuery
        const now = world.clock.now()
        const toMs = q.to === undefined ? now + 1 : q.to * 1000 + 1
        const fromMs = q.from === undefined ? toMs - 30 * DAY : q.from * 1000
        if (fromMs > toMs) return badParameter('from must not be after to')
        // A week more, so the first session in range has its previous close.
        const days = sessionDays(world, t, fromMs - 7 * DAY, toMs)
        const rows = days
          .map((d, i) => ({ d, row: day(world, t, d, days[i - 1]?.candle.c ?? null) }))
          .filter(({ d }) => d.dayMs >= fromMs)
          .map(({ row }) => row)
          .reverse()
        return { data: { symbol: t.symbol, ...pageOf(rows, q) } }
      }),
    }),
  ]
}

const sides = ['buy', 'sell'] as const
const statuses = ['registered', 'completed', 'cancelled'] as const

export const stockRoutes = [
  ...snapshotAndHistory('trading', 'Trading summary (OHLC, volume, value)', (_w, t, d, prev) =>
    tradingDay(t, d, prev),
  ),
  ...snapshotAndHistory('trading/foreign', 'Foreign investors’ buying and selling', (w, t, d) =>
    foreignDay(w, t, d),
  ),
  ...snapshotAndHistory(
    'trading/proprietary',
    'Proprietary (own-account) trading of securities firms',
    (w, t, d) => proprietaryDay(w, t, d),
  ),
  ...snapshotAndHistory(
    'trading/orders',
    'Order statistics: orders, volumes, buy-up and sell-down',
    (w, t, d) => ordersDay(w, t, d),
  ),
  route({
    path: '/market/stocks/{symbol}/trading/insider',
    summary: 'Insider and major-holder trades, newest first; filters side, status; paged',
    query: z.strictObject({
      side: oneOf('side', sides).optional(),
      status: oneOf('status', statuses).optional(),
      ...paging,
    }),
    handler: withTicker((world, t, query) => {
      const q = query as { side?: string; status?: string; page?: number; page_size?: number }
      const all = insiderTrades(t.listing, world.config.seed, world.clock.now()).filter(
        (x) =>
          (q.side === undefined || x.side === q.side) && (q.status === undefined || x.status === q.status),
      )
      return { data: pageOf(all, q) }
    }),
  }),
  route({
    path: '/market/stocks/{symbol}/events',
    summary:
      'Rights and corporate events (group C dividends and rights issues, AGMs); `details` by `event_type`; paged',
    query: z.strictObject({ event_type: oneOf('event_type', eventTypes).optional(), ...paging }),
    handler: withTicker((world, t, query) => {
      const q = query as { event_type?: string; page?: number; page_size?: number }
      const all = stockEvents(world, t.listing).filter(
        (e) => q.event_type === undefined || e.event_type === q.event_type,
      )
      return { data: pageOf(all, q) }
    }),
  }),
  route({
    path: '/market/stocks/{symbol}/analyst-reports',
    summary:
      'Broker research reports, newest first; filters source, recommendation, from_date/to_date (issue date, yyyy-MM-dd); paged',
    query: z.strictObject({
      source: z.string().min(1).optional(),
      recommendation: oneOf('recommendation', recommendations).optional(),
      from_date: isoDate('from_date').optional(),
      to_date: isoDate('to_date').optional(),
      ...paging,
    }),
    handler: withTicker((world, t, query) => {
      const q = query as {
        source?: string
        recommendation?: string
        from_date?: string
        to_date?: string
        page?: number
        page_size?: number
      }
      if (q.from_date !== undefined && q.to_date !== undefined && q.from_date > q.to_date)
        return badParameter('from_date must not be after to_date')
      const all = analystReports(t, world.config.seed, world.clock.now()).filter(
        (r) =>
          (q.source === undefined || r.source.toLowerCase() === q.source.toLowerCase()) &&
          (q.recommendation === undefined || r.recommendation === q.recommendation) &&
          (q.from_date === undefined || r.issue_date >= q.from_date) &&
          (q.to_date === undefined || r.issue_date <= q.to_date),
      )
      return { data: pageOf(all, q) }
    }),
  }),
  route({
    path: '/market/stocks/{symbol}/profile',
    summary: 'Company profile: names, ICB industry and sector, capital, address',
    query: z.strictObject({}),
    handler: withTicker((world, t) => ({ data: profileOf(t.listing, world.config.seed) })),
  }),
  route({
    path: '/market/stocks/{symbol}/listing',
    summary: 'Listing: exchange, date, shares, foreign limit and room, index memberships',
    query: z.strictObject({}),
    handler: withTicker((world, t) => ({ data: listingRecordOf(t, world.config.seed) })),
  }),
  route({
    path: '/market/stocks/{symbol}/ownership',
    summary: 'Ownership structure (foreign, state, other) and major holders',
    query: z.strictObject({}),
    handler: withTicker((world, t) => ({ data: ownershipOf(t, world.config.seed, world.clock.now()) })),
  }),
]
