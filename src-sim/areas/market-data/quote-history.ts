import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { isMarketIndexCode } from '../../../src-shared/schemas/index-realtime'
import { dailyBars } from '../../state/market/bars/daily-bars'
import type { MinuteBar } from '../../state/market/bars/intraday-bars'
import { indexDailyCandles, indexMinuteCandles } from '../../state/market/indices/index-history'
import { researchCurrency, researchHistory } from './quote-routes'
import type { SimContext, SimWorld } from '../../state/world'
import { sendGroupEError } from '../../kit/http/errors'
import { declareRoute } from '../../kit/http/route-spec'
import { requireServiceApiKey } from '../../guards/api-key'

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

type Parsed = { from: number; to: number; resolution: string } | { error: string }

function parseQuery(query: Record<string, unknown>, nowS: number): Parsed {
  const { from, to, resolution } = query
  if ([from, to, resolution].some(Array.isArray))
    return { error: 'from, to and resolution may each be given once' }
  const seconds = (value: unknown, fallback: number): number | null =>
    value === undefined
      ? fallback
      : typeof value === 'string' && /^\d{1,12}$/.test(value)
        ? Number(value)
        : null
  const toS = seconds(to, nowS)
  const fromS = seconds(from, (toS ?? nowS) - DAY_S)
  if (toS === null || fromS === null) return { error: 'from and to are Unix timestamps in seconds' }
  if (fromS > toS) return { error: 'from must not be after to' }
  const width = typeof resolution === 'string' ? resolution.toUpperCase() : '1D'
  if (width !== '1D' && minuteWidths[width] === undefined) {
    return { error: 'resolution must be one of 1, 5, 15, 30, 60, 1H, 1D' }
  }
  return { from: fromS, to: toS, resolution: width }
}

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
export function registerQuoteHistoryRoute(app: FastifyInstance, ctx: SimContext): void {
  declareRoute<{ kind: string; symbol: string }>(
    app,
    {
      method: 'GET',
      path: '/market/quotes/{kind}/{symbol}/history',
      group: 'E',
      tier: 'apiKey',
      summary: 'Candles of a stock, ETF or index (`data.series`)',
      description: `kind: ${[...kinds].join(', ')}; only stocks, etfs and indices have data here.`,
      query: z.object({
        from: z
          .string()
          .regex(/^\d{1,12}$/)
          .optional(),
        to: z
          .string()
          .regex(/^\d{1,12}$/)
          .optional(),
        resolution: z.enum(['1', '5', '15', '30', '60', '1H', '1D']).optional(),
      }),
    },
    async (request, reply) => {
      if (requireServiceApiKey(ctx, request, reply) === undefined) return reply
      const { kind } = request.params
      const symbol = request.params.symbol.toUpperCase()
      if (!kinds.has(kind)) {
        return sendGroupEError(reply, 400, 'INVALID_PARAMETER', `unknown asset kind "${kind}"`)
      }
      const world = ctx.world
      world.sync()
      const nowMs = world.clock.now()
      const parsed = parseQuery(request.query as Record<string, unknown>, Math.floor(nowMs / 1000))
      if ('error' in parsed) return sendGroupEError(reply, 400, 'INVALID_PARAMETER', parsed.error)
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
