import { z } from 'zod'
import { isMarketIndexCode } from '../../../src-shared/schemas/index-realtime'
import { dailyBars } from '../../state/market/bars/daily-bars'
import type { MinuteBar } from '../../state/market/bars/intraday-bars'
import { indexDailyCandles, indexMinuteCandles } from '../../state/market/indices/index-history'
import { researchCurrency, researchHistory } from './quote-routes'
import type { SimContext, SimWorld } from '../../state/world'
import { sendGroupEError } from '../../kit/http/errors'
import { declareRoute } from '../../kit/http/route-spec'
import type { SimRoutes } from '../../guards/route-table'
import { refuseAsWorded } from '../../kit/http/input-errors'

/** Asset kinds of `/market/quotes/{kind}` (spec, group E). The simulator has stocks, ETFs and the five indices. */
const kinds = new Set(['stocks', 'indices', 'forex', 'cryptos', 'commodities', 'funds', 'bonds', 'etfs'])
/**
 * Candle widths in minutes, and `1D`. The current API's parameter is not published; `resolution` and
 * these values are the legacy price-history API's (api-facts §5.6).
 */
const minuteWidths: Readonly<Record<string, number>> = {
  '1': 1,
  '5': 5,
  '15': 15,
  '30': 30,
  '60': 60,
  '1H': 60,
}
const DAY_S = 86_400

const once = 'from, to and resolution may each be given once'
const onceOr = (message?: string) => ({
  error: (issue: { input: unknown }) => (Array.isArray(issue.input) ? once : message),
})
const seconds = z
  .string(onceOr())
  .regex(/^\d{1,12}$/, 'from and to are Unix timestamps in seconds')
  .transform(Number)
  .optional()

/** `from` and `to` in Unix seconds (default: the last day up to now), `resolution` a candle width. */
const query = z.object({
  from: seconds,
  to: seconds,
  resolution: z
    .string(onceOr())
    .transform((width) => width.toUpperCase())
    .refine(
      (width) => width === '1D' || minuteWidths[width] !== undefined,
      'resolution must be one of 1, 5, 15, 30, 60, 1H, 1D',
    )
    .optional()
    // The transform hides the widths from the document: named here, in any case accepted.
    .meta({ enum: ['1', '5', '15', '30', '60', '1H', '1D'] }),
})

const toWire = (bar: MinuteBar) => ({
  t: Math.floor(bar.t / 1000),
  o: bar.o,
  h: bar.h,
  l: bar.l,
  c: bar.c,
  v: bar.v,
})

type Series = { currency?: string; bars: MinuteBar[] } | undefined

/** Candles of a stock or ETF (VND) or of an index (points, no currency), or undefined for an unknown symbol. */
function seriesOf(
  world: SimWorld,
  kind: string,
  symbol: string,
  range: { from: number; to: number; resolution: string },
  nowMs: number,
): Series {
  const fromMs = range.from * 1000
  const toMs = range.to * 1000 + 1
  const width = minuteWidths[range.resolution] ?? 1
  if (kind === 'indices') {
    const today = isMarketIndexCode(symbol) ? world.indices.today(symbol) : undefined
    if (today === undefined) return undefined
    return {
      bars:
        range.resolution === '1D'
          ? indexDailyCandles(today, world.config.seed, nowMs, fromMs, toMs)
          : indexMinuteCandles(today, fromMs, toMs, width),
    }
  }
  const ticker = kind === 'stocks' || kind === 'etfs' ? world.market.ticker(symbol) : undefined
  if (ticker === undefined) return undefined
  return {
    currency: 'VND',
    bars:
      range.resolution === '1D'
        ? dailyBars(ticker, world.config.seed, nowMs, fromMs, toMs)
        : world.market.bars.range(symbol, fromMs, toMs, width),
  }
}

/**
 * GET /market/quotes/{kind}/{symbol}/history (group E, tier 1): candles `{t, o, h, l, c, v}` in
 * `data.series`, `t` in Unix seconds. Stocks and ETFs in VND (`currency`); indices in points with
 * no `currency`, as api-facts §5.6 has it. Today's minute candles are the engine's own matches (the
 * index series for an index); daily candles before today are a seeded past.
 */
export function registerQuoteHistoryRoute(routes: SimRoutes, ctx: SimContext): void {
  declareRoute(
    routes,
    {
      method: 'GET',
      path: '/market/quotes/{kind}/{symbol}/history',
      group: 'E',
      tier: 'apiKey',
      summary: 'Candles of a stock, ETF or index (`data.series`)',
      description: `kind: ${[...kinds].join(', ')}; only stocks, etfs and indices have data here.`,
      query,
      refuse: (reply, error, part) => refuseAsWorded(reply, 'E', error, part),
    },
    async (request, reply, { query: asked }) => {
      const { kind } = request.params
      const symbol = request.params.symbol.toUpperCase()
      if (!kinds.has(kind)) {
        return sendGroupEError(reply, 400, 'INVALID_PARAMETER', `unknown asset kind "${kind}"`)
      }
      const world = ctx.world
      world.sync()
      const nowMs = world.clock.now()
      const to = asked.to ?? Math.floor(nowMs / 1000)
      const parsed = { from: asked.from ?? to - DAY_S, to, resolution: asked.resolution ?? '1D' }
      if (parsed.from > parsed.to) {
        return sendGroupEError(reply, 400, 'INVALID_PARAMETER', 'from must not be after to')
      }
      if (kind !== 'stocks' && kind !== 'indices') {
        // ETFs, currencies, coins, commodities, funds and bond yields: daily series (src-sim/research).
        const daily = researchHistory(world, kind, symbol, parsed.from * 1000, parsed.to * 1000 + 1)
        if (daily !== undefined) {
          const currency = researchCurrency(kind, symbol)
          return reply.type('application/json; charset=utf-8').send({
            error_code: '0',
            message: 'success',
            data: { symbol, ...(currency === null ? {} : { currency }), resolution: '1D', series: daily },
          })
        }
      }
      const series = seriesOf(world, kind, symbol, parsed, nowMs)
      if (series === undefined) {
        return sendGroupEError(reply, 404, 'SYMBOL_NOT_FOUND', `no ${kind} quote history for ${symbol}`)
      }
      return reply.type('application/json; charset=utf-8').send({
        error_code: '0',
        message: 'success',
        data: {
          symbol,
          ...(series.currency === undefined ? {} : { currency: series.currency }),
          resolution: parsed.resolution,
          series: series.bars.map(toWire),
        },
      })
    },
  )
}
