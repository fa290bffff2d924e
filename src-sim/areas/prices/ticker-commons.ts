import { z } from 'zod'
import { isBasketCode } from '../../../src-shared/market/baskets'
import { tickerCommonsSpecSchema } from '../../../src-shared/schemas/ticker-commons'
import type { SimRoutes } from '../../guards/route-table'
import { countRequest } from '../../guards/rate-limit'
import { refuseAsWorded } from '../../kit/http/input-errors'
import { declareRoute } from '../../kit/http/route-spec'
import type { SimContext } from '../../state/world'
import { TickerBodyCache } from './ticker-body-cache'

const symbolPattern = /^[A-Z0-9]{1,12}$/
const maxSymbols = 2_000

type Parsed = { kind: 'basket'; code: number } | { kind: 'tickers'; symbols: string[] } | { kind: 'none' }

/** A repeated parameter arrives as an array: each of the two may be given once. */
const once = {
  error: (issue: { input: unknown }) =>
    Array.isArray(issue.input) ? 'tickers and index may each be given once' : undefined,
}

/**
 * `tickers` (comma-separated symbols) or a basket `index`, never both; real clients send `index=0`
 * or an empty `index` next to `tickers` to mean "no basket", and an empty `tickers` next to `index` to
 * mean "no list". Each refusal names its error code.
 */
const query = z
  .object({
    tickers: z.string(once).optional(),
    // Documented as the codes are written; a padded or empty index is taken too.
    index: z.string(once).optional().meta({ pattern: '^\\d{0,3}$' }),
  })
  .transform((q, ctx): Parsed => {
    const refuse = (code: string, message: string): never => {
      ctx.issues.push({ code: 'custom', message, input: q, params: { code } })
      return z.NEVER
    }
    const index = q.index === '' || q.index === '0' ? undefined : q.index
    // Real clients send an empty `tickers=` beside `index=` to mean "no list", as they do an empty index.
    const tickers = q.tickers === '' && q.index !== undefined ? undefined : q.tickers
    if (tickers !== undefined && index !== undefined) {
      return refuse('INVALID_QUERY', 'tickers and index cannot be combined; give one of them')
    }
    if (index !== undefined) {
      if (!/^\d{1,3}$/.test(index.trim())) {
        return refuse('INVALID_INDEX', `index must be a basket code, got "${index}"`)
      }
      const code = Number(index.trim())
      if (!isBasketCode(code)) {
        return refuse('UNKNOWN_INDEX', `unknown basket code ${code}; known codes are 1-5 and 10-16`)
      }
      return { kind: 'basket', code }
    }
    if (tickers === undefined) return { kind: 'none' }
    const symbols = tickers
      .split(',')
      .map((s) => s.trim().toUpperCase())
      .filter((s) => s.length > 0)
    if (symbols.length === 0) return refuse('INVALID_TICKERS', 'tickers must list at least one symbol')
    if (symbols.length > maxSymbols) {
      return refuse('INVALID_TICKERS', `at most ${maxSymbols} symbols per request`)
    }
    const bad = symbols.find((s) => !symbolPattern.test(s))
    if (bad !== undefined) {
      return refuse('INVALID_TICKERS', `"${bad}" is not a stock symbol (letters and digits, comma-separated)`)
    }
    return { kind: 'tickers', symbols }
  })

/** GET /tartarus/v1/tickerCommons: ticker records by basket code or by symbols. */
export function registerTickerCommons(routes: SimRoutes, ctx: SimContext): void {
  const cache = new TickerBodyCache()
  declareRoute(
    routes,
    {
      method: 'GET',
      path: '/tartarus/v1/tickerCommons',
      group: 'A',
      tier: 'none',
      summary:
        'Ticker records by `tickers` (comma-separated; stocks in VND, running VN30FYYMM futures in points) or basket `index`',
      description:
        'Basket codes 1-5 and 10-16; `index=0` or an empty `index` means no basket. Neither parameter: `data: []`.',
      query,
      refuse: (reply, error, part) => refuseAsWorded(reply, 'A', error, part),
      response: tickerCommonsSpecSchema,
    },
    async (request, reply, { query: parsed }) => {
      // The spec asks no bearer here; a valid one still counts against its key's quota.
      if (request.headers.authorization !== undefined) {
        const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization)?.[1]
        const claims = token === undefined ? undefined : await ctx.world.tokens.verify(token)
        const key =
          claims === undefined || 'invalid' in claims ? undefined : ctx.world.keys.get(claims.apiKey)
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
    },
  )
}
