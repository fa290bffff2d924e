import { z } from 'zod'
import { tickSize } from '../../../src-shared/market/price-rules'
import { hashString } from '../../state/market/prng'
import type { SimWorld } from '../../state/world'
import { companyName, listings } from '../../state/research/companies'
import { dealerProducts, dealerProductHistory } from '../../state/research/dealers'
import {
  instrumentCandles,
  instruments,
  quoteKinds,
  type Candle,
  type Instrument,
  type QuoteKind,
} from '../../state/research/instruments'
import {
  etfQuote,
  etfs,
  indexCandles,
  indexCodes,
  indexQuote,
  instrumentOf,
  instrumentQuoteOf,
  isIndexCode,
  stockBook,
  stockQuote,
  syntheticBook,
  type OrderBook,
  type Quote,
} from './market-view'
import { csv, oneOf, pageOf, paging, unixSeconds } from './query-kit'
import { badParameter, notFound, route, type RouteAnswer } from './route-kit'

const kindOf = (kind: string): QuoteKind | undefined =>
  (quoteKinds as readonly string[]).includes(kind) ? (kind as QuoteKind) : undefined
const unknownKind = (kind: string) =>
  badParameter(`unknown asset kind "${kind}": one of ${quoteKinds.join(', ')}`)

interface CatalogItem {
  symbol: string
  name: string
  kind: QuoteKind
  exchange: string | null
  currency: string | null
}

function catalog(kind: QuoteKind): CatalogItem[] {
  switch (kind) {
    case 'stocks':
      return listings.map((l) => ({
        symbol: l.symbol,
        name: companyName(l.symbol).name,
        kind,
        exchange: l.exchange,
        currency: 'VND',
      }))
    case 'indices':
      return indexCodes.map((code) => ({
        symbol: code,
        name: code,
        kind,
        exchange: code.startsWith('HNX') ? 'HNX' : code.startsWith('UPCOM') ? 'UPCOM' : 'HOSE',
        currency: null,
      }))
    case 'etfs':
      return etfs.map((e) => ({ symbol: e.symbol, name: e.name, kind, exchange: 'HOSE', currency: 'VND' }))
    default:
      return instruments
        .filter((i) => i.kind === kind)
        .map((i) => ({ symbol: i.symbol, name: i.name, kind, exchange: null, currency: i.currency }))
  }
}

/** The realtime quote of any kind; undefined for a symbol the kind does not have. */
export function quoteOf(world: SimWorld, kind: QuoteKind, symbol: string): Quote | undefined {
  const now = world.clock.now()
  switch (kind) {
    case 'stocks': {
      const t = world.market.ticker(symbol)
      return t === undefined ? undefined : { ...stockQuote(t, now), name: companyName(symbol).name }
    }
    case 'indices':
      return isIndexCode(symbol) ? indexQuote(world, symbol) : undefined
    case 'etfs':
      return etfQuote(world, symbol)
    default: {
      const inst = instrumentOf(kind, symbol)
      return inst === undefined ? undefined : instrumentQuoteOf(inst, world.config.seed, now)
    }
  }
}

/** Daily history of the kinds the cash-market engine does not trade (stock history is its own route). */
export function researchHistory(
  world: SimWorld,
  kind: string,
  symbol: string,
  fromMs: number,
  toMs: number,
): Candle[] | undefined {
  if (kind === 'etfs') {
    const etf = etfs.find((e) => e.symbol === symbol)
    return etf === undefined ? undefined : indexCandles(world, etf.tracks, fromMs, toMs, etf.factor)
  }
  const k = kindOf(kind)
  const inst = k === undefined ? undefined : instrumentOf(k, symbol)
  return inst === undefined ? undefined : instrumentCandlesOf(world, inst, fromMs, toMs)
}

const instrumentCandlesOf = (world: SimWorld, inst: Instrument, fromMs: number, toMs: number) =>
  instrumentCandles(inst, world.config.seed, world.clock.now(), fromMs, toMs)

const bookKinds: readonly QuoteKind[] = ['stocks', 'bonds', 'etfs']

function bookOf(world: SimWorld, kind: QuoteKind, symbol: string): OrderBook | undefined {
  const now = world.clock.now()
  if (kind === 'stocks') {
    const t = world.market.ticker(symbol)
    return t === undefined ? undefined : stockBook(t, now)
  }
  const q = quoteOf(world, kind, symbol)
  if (q === undefined) return undefined
  // Bond yields trade in 0.005-point steps on the secondary market; ETFs in HOSE's 10 VND.
  return syntheticBook(symbol, q.price, kind === 'bonds' ? 0.005 : 10, world.config.seed, now)
}

/** A stock's book at a past minute of the session: the board's levels around that minute's close. */
function pastBook(world: SimWorld, symbol: string, minuteMs: number, close: number): OrderBook {
  const t = world.market.ticker(symbol)
  const exchange = t?.exchange ?? 'HOSE'
  const tick = tickSize(exchange, close)
  const size = (side: string, i: number) =>
    (1 + (hashString(`${world.config.seed}:${symbol}:${side}${i}:${minuteMs}`) % 300)) * 100
  return {
    symbol,
    bids: [0, 1, 2].map((i) => ({ price: close - tick * i, volume: size('b', i) })),
    asks: [1, 2, 3].map((i) => ({ price: close + tick * i, volume: size('a', i) })),
    time: minuteMs,
  }
}

const symbolParam = (params: Readonly<Record<string, string>>): string => (params.symbol ?? '').toUpperCase()

export const quoteRoutes = [
  route({
    path: '/market/quotes/{kind}',
    summary:
      'Catalog of one asset kind (stocks, indices, forex, cryptos, commodities, funds, bonds, etfs), paged',
    query: z.strictObject({ exchange: oneOf('exchange', ['HOSE', 'HNX', 'UPCOM']).optional(), ...paging }),
    handler: ({ params, query }): RouteAnswer => {
      const kind = kindOf(params.kind ?? '')
      if (kind === undefined) return unknownKind(params.kind ?? '')
      const all = catalog(kind).filter((i) => query.exchange === undefined || i.exchange === query.exchange)
      return { data: pageOf(all, query) }
    },
  }),
  route({
    path: '/market/quotes/{kind}/{symbol}',
    summary: 'Realtime quote; symbol case-insensitive; stock prices equal the board (last match, VND)',
    query: z.strictObject({}),
    handler: ({ world, params }) => {
      const kind = kindOf(params.kind ?? '')
      if (kind === undefined) return unknownKind(params.kind ?? '')
      const symbol = symbolParam(params)
      const q = quoteOf(world, kind, symbol)
      return q === undefined ? notFound(`no ${kind} quote for ${symbol}`) : { data: q }
    },
  }),
  route({
    path: '/market/quotes/{kind}/{symbol}/order-book',
    summary: 'Order book (stocks, bonds, etfs only): bids and asks, best first',
    query: z.strictObject({}),
    handler: ({ world, params }) => {
      const kind = kindOf(params.kind ?? '')
      if (kind === undefined) return unknownKind(params.kind ?? '')
      if (!bookKinds.includes(kind))
        return badParameter(`no order book for ${kind}: only stocks, bonds and etfs have one`)
      const symbol = symbolParam(params)
      const book = bookOf(world, kind, symbol)
      return book === undefined ? notFound(`no ${kind} order book for ${symbol}`) : { data: book }
    },
  }),
  route({
    path: '/market/quotes/stocks/{symbol}/order-book/history',
    summary:
      "Order-book snapshots through today's session, one a minute, oldest first; from/to Unix seconds; paged",
    query: z.strictObject({
      from: unixSeconds('from').optional(),
      to: unixSeconds('to').optional(),
      ...paging,
    }),
    handler: ({ world, params, query }) => {
      const symbol = symbolParam(params)
      const t = world.market.ticker(symbol)
      if (t === undefined) return notFound(`no stock ${symbol}`)
      const now = world.clock.now()
      const fromMs = query.from === undefined ? 0 : query.from * 1000
      const toMs = query.to === undefined ? now + 1 : query.to * 1000 + 1
      if (fromMs > toMs) return badParameter('from must not be after to')
      const minutes = world.market.bars.range(symbol, fromMs, toMs, 1)
      const snapshots = minutes.map((b) => pastBook(world, symbol, b.t, b.c))
      // The last snapshot is the live book, so the history ends where the board is.
      if (now < toMs) snapshots.push(stockBook(t, now))
      return { data: { symbol, ...pageOf(snapshots, query) } }
    },
  }),
  route({
    path: '/market/quotes/commodities/{symbol}/dealer-products',
    summary:
      "Dealers' products of a commodity (gold: SJC, DOJI, PNJ, Bao Tin Minh Chau, Phu Quy) with buy and sell prices",
    query: z.strictObject({ dealer: csv.optional() }),
    handler: ({ world, params, query }) => {
      const symbol = symbolParam(params)
      const products = dealerProducts(world, symbol)
      if (products === undefined) return notFound(`no dealer products for ${symbol}`)
      const wanted = query.dealer?.map((d) => d.toUpperCase())
      return {
        data: { symbol, items: products.filter((p) => wanted === undefined || wanted.includes(p.dealer)) },
      }
    },
  }),
  route({
    path: '/market/quotes/commodities/{symbol}/dealer-products/{dealer}',
    summary: "One dealer's products of a commodity with buy and sell prices",
    query: z.strictObject({}),
    handler: ({ world, params }) => {
      const symbol = symbolParam(params)
      const dealer = (params.dealer ?? '').toUpperCase()
      const items = dealerProducts(world, symbol)?.filter((p) => p.dealer === dealer)
      return items === undefined || items.length === 0
        ? notFound(`no dealer ${dealer} for ${symbol}`)
        : { data: { symbol, dealer, items } }
    },
  }),
  route({
    path: '/market/quotes/commodities/{symbol}/dealer-products/{dealer}/{product}/history',
    summary: "Daily buy and sell prices of one dealer's product; from/to Unix seconds",
    query: z.strictObject({ from: unixSeconds('from').optional(), to: unixSeconds('to').optional() }),
    handler: ({ world, params, query }) => {
      const symbol = symbolParam(params)
      const now = world.clock.now()
      const toMs = query.to === undefined ? now + 1 : query.to * 1000 + 1
      const fromMs = query.from === undefined ? toMs - 30 * 86_400_000 : query.from * 1000
      if (fromMs > toMs) return badParameter('from must not be after to')
      const series = dealerProductHistory(
        world,
        symbol,
        (params.dealer ?? '').toUpperCase(),
        params.product ?? '',
        fromMs,
        toMs,
      )
      return series === undefined ? notFound(`no such dealer product for ${symbol}`) : { data: series }
    },
  }),
]

/** The currency a non-stock kind's history states (null for yields and index-like series). */
export function researchCurrency(kind: string, symbol: string): string | null {
  if (kind === 'etfs') return 'VND'
  const k = kindOf(kind)
  return k === undefined ? null : (instrumentOf(k, symbol)?.currency ?? null)
}
