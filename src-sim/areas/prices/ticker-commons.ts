import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { isBasketCode } from '../../../src-shared/market/baskets'
import { tickerCommonsSpecSchema } from '../../../src-shared/schemas/ticker-commons'
import { countRequest } from '../../guards/bearer'
import type { SimContext } from '../../state/world'
import { sendGroupAError } from '../../kit/http/errors'
import { declareRoute, type RouteSpec } from '../../kit/http/route-spec'
import { TickerBodyCache } from './ticker-body-cache'

const symbolPattern = /^[A-Z0-9]{1,12}$/
const maxSymbols = 2_000

type Parsed =
  | { kind: 'basket'; code: number }
  | { kind: 'tickers'; symbols: string[] }
  | { kind: 'none' }
  | { kind: 'error'; error: string; message: string }

function parseQuery(query: Record<string, unknown>): Parsed {
  const tickers = query.tickers
  // Real clients send `index=0` or an empty `index` next to `tickers` to mean "no basket".
  const index = query.index === '' || query.index === '0' ? undefined : query.index
  if (Array.isArray(tickers) || Array.isArray(index)) {
    return { kind: 'error', error: 'INVALID_QUERY', message: 'tickers and index may each be given once' }
  }
  if (tickers !== undefined && index !== undefined) {
    return {
      kind: 'error',
      error: 'INVALID_QUERY',
      message: 'tickers and index cannot be combined; give one of them',
    }
  }
  if (typeof index === 'string') {
    if (!/^\d{1,3}$/.test(index.trim())) {
      return { kind: 'error', error: 'INVALID_INDEX', message: `index must be a basket code, got "${index}"` }
    }
    const code = Number(index.trim())
    if (!isBasketCode(code)) {
      return {
        kind: 'error',
        error: 'UNKNOWN_INDEX',
        message: `unknown basket code ${code}; known codes are 1-5 and 10-16`,
      }
    }
    return { kind: 'basket', code }
  }
  if (typeof tickers === 'string') {
    const symbols = tickers
      .split(',')
      .map((s) => s.trim().toUpperCase())
      .filter((s) => s.length > 0)
    if (symbols.length === 0) {
      return { kind: 'error', error: 'INVALID_TICKERS', message: 'tickers must list at least one symbol' }
    }
    if (symbols.length > maxSymbols) {
      return { kind: 'error', error: 'INVALID_TICKERS', message: `at most ${maxSymbols} symbols per request` }
    }
    const bad = symbols.find((s) => !symbolPattern.test(s))
    if (bad !== undefined) {
      return {
        kind: 'error',
        error: 'INVALID_TICKERS',
        message: `"${bad}" is not a stock symbol (letters and digits, comma-separated)`,
      }
    }
    return { kind: 'tickers', symbols }
  }
  return { kind: 'none' }
}

const spec: RouteSpec = {
  method: 'GET',
  path: '/tartarus/v1/tickerCommons',
  group: 'A',
  tier: 'none',
  summary:
    'Ticker records by `tickers` (comma-separated; stocks in VND, running VN30FYYMM futures in points) or basket `index`',
  description:
    'Basket codes 1-5 and 10-16; `index=0` or an empty `index` means no basket. Neither parameter: `data: []`.',
  query: z.object({
    tickers: z.string().optional(),
    index: z
      .string()
      .regex(/^\d{0,3}$/)
      .optional(),
  }),
  response: tickerCommonsSpecSchema,
}

/** GET /tartarus/v1/tickerCommons: ticker records by basket code or by symbols. */
export function registerTickerCommons(app: FastifyInstance, ctx: SimContext): void {
  const cache = new TickerBodyCache()
  declareRoute(app, spec, async (request, reply) => {
    const parsed = parseQuery(request.query as Record<string, unknown>)
    if (parsed.kind === 'error') return sendGroupAError(reply, 400, parsed.error, parsed.message)
    // The spec asks no bearer here; a valid one still counts against its key's quota.
    if (request.headers.authorization !== undefined) {
      const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization)?.[1]
      const claims = token === undefined ? undefined : await ctx.world.tokens.verify(token)
      const key = claims === undefined || 'invalid' in claims ? undefined : ctx.world.keys.get(claims.apiKey)
      if (key !== undefined && !countRequest(ctx, reply, key)) return reply
    }
    const world = ctx.world
    world.sync()
    const market = world.market
    reply.type('application/json; charset=utf-8')
    if (parsed.kind === 'basket' && isBasketCode(parsed.code)) {
      return reply.send(cache.basketBody(market, parsed.code))
    }
    if (parsed.kind === 'tickers') return reply.send(cache.tickersBody(market, parsed.symbols))
    return reply.send(cache.emptyBody(market))
  })
}
