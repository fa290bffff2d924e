import type { MarketIndexCode } from '../../../src-shared/schemas/index-realtime'
import { changePercent, snapToTick } from '../../../src-shared/market/price-rules'
import { dailyBars } from '../../state/market/bars/daily-bars'
import { hashString } from '../../state/market/prng'
import { toTickerRecord } from '../../state/market/ticker-record'
import type { TickerState } from '../../state/market/ticker-state'
import type { SimWorld } from '../../state/world'
import { indexDefinitions } from '../../state/market/indices/index-definitions'
import { indexDailyCandles } from '../../state/market/indices/index-history'
import {
  instrumentQuote,
  instruments,
  type Candle,
  type Instrument,
  type QuoteKind,
} from '../../state/research/instruments'
import { round } from './query-kit'

export interface Quote {
  symbol: string
  kind: QuoteKind
  name?: string
  currency: string | null
  price: number
  change: number
  change_percent: number
  reference: number
  ceiling: number | null
  floor: number | null
  open: number | null
  high: number | null
  low: number | null
  volume: number | null
  value: number | null
  /** Unix ms of the quote. */
  time: number
}

export interface BookLevel {
  price: number
  volume: number
}
export interface OrderBook {
  symbol: string
  bids: BookLevel[]
  asks: BookLevel[]
  time: number
}

/** Last match, or the reference before the first match of the day (the board shows no price then). */
export const lastPrice = (t: TickerState): number => (t.matchPrice > 0 ? t.matchPrice : t.ref)

export function stockQuote(t: TickerState, nowMs: number, kind: QuoteKind = 'stocks'): Quote {
  const price = lastPrice(t)
  return {
    symbol: t.symbol,
    kind,
    currency: 'VND',
    price,
    change: price - t.ref,
    change_percent: changePercent(price, t.ref),
    reference: t.ref,
    ceiling: t.ceiling,
    floor: t.floor,
    open: t.open > 0 ? t.open : null,
    high: t.high > 0 ? t.high : null,
    low: t.low > 0 ? t.low : null,
    volume: t.totalVol,
    value: t.totalVal,
    time: nowMs,
  }
}

/** The board's three price levels a side (the ticker record's), best first; empty levels left out. */
export function stockBook(t: TickerState, nowMs: number): OrderBook {
  const r = toTickerRecord(t, 0)
  const side = (levels: [number, number][]): BookLevel[] =>
    levels.filter(([price]) => price > 0).map(([price, volume]) => ({ price, volume }))
  return {
    symbol: t.symbol,
    bids: side([
      [r.bidPrice01, r.bidQtty01],
      [r.bidPrice02, r.bidQtty02],
      [r.bidPrice03, r.bidQtty03],
    ]),
    asks: side([
      [r.offerPrice01, r.offerQtty01],
      [r.offerPrice02, r.offerQtty02],
      [r.offerPrice03, r.offerQtty03],
    ]),
    time: nowMs,
  }
}

const indexNames: Readonly<Record<MarketIndexCode, string>> = {
  VNINDEX: 'VN-Index',
  VN30: 'VN30-Index',
  HNXINDEX: 'HNX-Index',
  HNX30: 'HNX30-Index',
  UPCOMINDEX: 'UPCoM-Index',
}
export const indexCodes = indexDefinitions.map((d) => d.code)
export const isIndexCode = (s: string): s is MarketIndexCode => (indexCodes as readonly string[]).includes(s)

export function indexQuote(world: SimWorld, code: MarketIndexCode): Quote | undefined {
  const [e] = world.indices.realtime([code], false)
  if (e === undefined) return undefined
  return {
    symbol: code,
    kind: 'indices',
    name: indexNames[code],
    currency: null,
    price: e.indexValue,
    change: e.change,
    change_percent: e.changePercent,
    reference: e.reference,
    ceiling: null,
    floor: null,
    open: null,
    high: null,
    low: null,
    volume: e.allQuantity,
    value: e.allValue,
    time: world.clock.now(),
  }
}

/**
 * Exchange-traded funds on HOSE, priced off the index they track (the simulator has no ETF book of
 * its own): price = index level × units factor, on HOSE's 10-VND ETF tick. Diamond, FinLead and the
 * midcap and VN100 funds track VN30 or VNINDEX as proxies.
 */
export const etfs: readonly { symbol: string; name: string; tracks: MarketIndexCode; factor: number }[] = [
  { symbol: 'E1VFVN30', name: 'Quỹ ETF DCVFMVN30', tracks: 'VN30', factor: 14.2 },
  { symbol: 'FUEVFVND', name: 'Quỹ ETF DCVFMVN DIAMOND', tracks: 'VN30', factor: 16.9 },
  { symbol: 'FUESSV30', name: 'Quỹ ETF SSIAM VN30', tracks: 'VN30', factor: 10.1 },
  { symbol: 'FUESSVFL', name: 'Quỹ ETF SSIAM VNFIN LEAD', tracks: 'VN30', factor: 10.8 },
  { symbol: 'FUEKIV30', name: 'Quỹ ETF KIM GROWTH VN30', tracks: 'VN30', factor: 4.4 },
  { symbol: 'FUEVN100', name: 'Quỹ ETF VINACAPITAL VN100', tracks: 'VNINDEX', factor: 12.4 },
  { symbol: 'FUEDCMID', name: 'Quỹ ETF DCVFMVNMIDCAP', tracks: 'VNINDEX', factor: 7.9 },
]
const etfTick = (x: number): number => Math.round(x / 10) * 10

export function etfQuote(world: SimWorld, symbol: string): Quote | undefined {
  const etf = etfs.find((e) => e.symbol === symbol)
  const base = etf === undefined ? undefined : indexQuote(world, etf.tracks)
  if (etf === undefined || base === undefined) return undefined
  const price = etfTick(base.price * etf.factor)
  const reference = etfTick(base.reference * etf.factor)
  const volume = Math.round((base.volume ?? 0) / 5_000 / 100) * 100
  return {
    ...base,
    symbol,
    kind: 'etfs',
    name: etf.name,
    currency: 'VND',
    price,
    reference,
    change: price - reference,
    change_percent: changePercent(price, reference),
    ceiling: snapToTick('HOSE', reference * 1.07),
    floor: snapToTick('HOSE', reference * 0.93),
    volume,
    value: volume * price,
  }
}

/** Five levels a side around the ETF's price, sizes seeded by the minute. */
export function syntheticBook(
  symbol: string,
  price: number,
  tick: number,
  seed: number,
  nowMs: number,
): OrderBook {
  const minute = Math.floor(nowMs / 60_000)
  const size = (side: string, i: number) =>
    (1 + (hashString(`${seed}:${symbol}:${side}${i}:${minute}`) % 200)) * 100
  return {
    symbol,
    bids: [0, 1, 2, 3, 4].map((i) => ({ price: round(price - tick * (i + 1), 4), volume: size('b', i) })),
    asks: [0, 1, 2, 3, 4].map((i) => ({ price: round(price + tick * i, 4), volume: size('a', i) })),
    time: nowMs,
  }
}

export function instrumentQuoteOf(inst: Instrument, seed: number, nowMs: number): Quote {
  const q = instrumentQuote(inst, seed, nowMs)
  const change = round(q.price - q.reference, inst.decimals)
  const nav = inst.series === 'nav'
  return {
    symbol: inst.symbol,
    kind: inst.kind,
    name: inst.name,
    currency: inst.currency,
    price: q.price,
    change,
    change_percent: q.reference > 0 ? round((change / q.reference) * 100) : 0,
    reference: q.reference,
    ceiling: null,
    floor: null,
    open: nav ? null : q.open,
    high: nav ? null : q.high,
    low: nav ? null : q.low,
    volume: null,
    value: null,
    time: q.time,
  }
}

export const instrumentOf = (kind: QuoteKind, symbol: string): Instrument | undefined =>
  instruments.find((i) => i.kind === kind && i.symbol === symbol)

/**
 * Daily candles of an index (the simulator's own index history, which joins the live level), scaled
 * by `factor` for an ETF that tracks it (VND, on the ETF tick).
 */
export function indexCandles(
  world: SimWorld,
  code: MarketIndexCode,
  fromMs: number,
  toMs: number,
  factor = 1,
): Candle[] {
  const today = world.indices.today(code)
  if (today === undefined) return []
  const scale = (x: number) => (factor === 1 ? x : Math.round((x * factor) / 10) * 10)
  return indexDailyCandles(today, world.config.seed, world.clock.now(), fromMs, toMs).map((b) => ({
    t: Math.floor(b.t / 1000),
    o: scale(b.o),
    h: scale(b.h),
    l: scale(b.l),
    c: scale(b.c),
    v: factor === 1 ? b.v : Math.round(b.v / 5_000 / 100) * 100,
  }))
}

/** Daily candles of a stock, the ticker's own seeded past joined to today's live candle. */
export function stockCandles(world: SimWorld, t: TickerState, fromMs: number, toMs: number): Candle[] {
  return dailyBars(t, world.config.seed, world.clock.now(), fromMs, toMs).map((b) => ({
    t: Math.floor(b.t / 1000),
    o: b.o,
    h: b.h,
    l: b.l,
    c: b.c,
    v: b.v,
  }))
}
