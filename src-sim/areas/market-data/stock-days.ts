import { vnIsoDate, vnMidnight } from '../../../src-shared/market/vietnam-calendar'
import { hashString } from '../../state/market/prng'
import type { TickerState } from '../../state/market/ticker-state'
import type { SimWorld } from '../../state/world'
import type { Candle } from '../../state/research/instruments'
import { stockCandles } from './market-view'

/** yyyy-MM-dd of a Vietnam date. */
export const isoDay = vnIsoDate

export interface SessionDay {
  date: string
  /** Vietnam midnight of the session, ms. */
  dayMs: number
  candle: Candle
  /** Whether the figures are today's live ones from the engine. */
  live: boolean
}

const todayStart = vnMidnight

/** Sessions with data in [fromMs, toMs), oldest first; today's only once it has traded. */
export function sessionDays(world: SimWorld, t: TickerState, fromMs: number, toMs: number): SessionDay[] {
  const today = todayStart(world.clock.now())
  return stockCandles(world, t, fromMs, toMs).map((candle) => ({
    date: isoDay(candle.t * 1000),
    dayMs: candle.t * 1000,
    candle,
    live: candle.t * 1000 >= today,
  }))
}

/** The latest session that has data: today once traded, otherwise the last past session. */
export function latestSession(world: SimWorld, t: TickerState): SessionDay | undefined {
  const now = world.clock.now()
  return sessionDays(world, t, now - 10 * 86_400_000, now + 1).at(-1)
}

/** A stable fraction in [0, 1) for one ticker, one day and one label. */
export const dayUnit = (seed: number, symbol: string, dayMs: number, label: string): number =>
  hashString(`${seed}:${symbol}:${dayMs}:${label}`) / 4294967296

const lot = (x: number) => Math.round(x / 100) * 100

/** One day of an investor group's trading, both sides and the net, in shares and VND. */
export interface FlowDay {
  date: string
  buy_volume: number
  sell_volume: number
  net_volume: number
  buy_value: number
  sell_value: number
  net_value: number
}

/** A day's flow from the shares bought and sold, valued at the day's close. */
export const flowDay = (date: string, buy: number, sell: number, close: number): FlowDay => ({
  date,
  buy_volume: buy,
  sell_volume: sell,
  net_volume: buy - sell,
  buy_value: buy * close,
  sell_value: sell * close,
  net_value: (buy - sell) * close,
})

export interface ForeignDay extends FlowDay {
  /** Shares foreigners may still buy at the session's end. */
  room: number
}

/** Foreign flows of a session: the engine's own counts today, seeded shares of the volume before. */
export function foreignDay(world: SimWorld, t: TickerState, d: SessionDay): ForeignDay {
  const close = d.candle.c ?? t.ref
  const [buy, sell] = d.live
    ? [t.buyForeignQtty, t.sellForeignQtty]
    : [
        lot((d.candle.v ?? 0) * 0.15 * dayUnit(world.config.seed, t.symbol, d.dayMs, 'fb')),
        lot((d.candle.v ?? 0) * 0.15 * dayUnit(world.config.seed, t.symbol, d.dayMs, 'fs')),
      ]
  return {
    ...flowDay(d.date, buy, sell, close),
    room: d.live ? t.room : Math.max(0, t.room + lot((sell - buy) * 0.5)),
  }
}

export type ProprietaryDay = FlowDay

/** Brokers' own-account (tự doanh) trading: a seeded few percent of the session's volume, both sides. */
export function proprietaryDay(world: SimWorld, t: TickerState, d: SessionDay): ProprietaryDay {
  const close = d.candle.c ?? t.ref
  const seed = world.config.seed
  const v = d.live ? t.totalVol : (d.candle.v ?? 0)
  const buy = lot(v * 0.06 * dayUnit(seed, t.symbol, d.dayMs, 'pb'))
  const sell = lot(v * 0.06 * dayUnit(seed, t.symbol, d.dayMs, 'ps'))
  return flowDay(d.date, buy, sell, close)
}

export interface OrdersDay {
  date: string
  buy_orders: number
  sell_orders: number
  buy_volume: number
  sell_volume: number
  avg_buy_order_volume: number
  avg_sell_order_volume: number
  /** Matched volume initiated by buyers (buy-up) and by sellers (sell-down). */
  buy_up_volume: number
  sell_down_volume: number
}

/** Order statistics: today's active buy and sell volumes are the engine's; order counts follow from sizes. */
export function ordersDay(world: SimWorld, t: TickerState, d: SessionDay): OrdersDay {
  const seed = world.config.seed
  const v = d.live ? t.totalVol : (d.candle.v ?? 0)
  const buyUp = d.live
    ? t.buyUpVol.reduce((a, b) => a + b, 0)
    : lot(v * (0.35 + 0.3 * dayUnit(seed, t.symbol, d.dayMs, 'bu')))
  const sellDown = v - buyUp
  const buyVolume = lot(v * (1.2 + 0.8 * dayUnit(seed, t.symbol, d.dayMs, 'bv')))
  const sellVolume = lot(v * (1.2 + 0.8 * dayUnit(seed, t.symbol, d.dayMs, 'sv')))
  const avgBuy = lot(500 + 4_500 * dayUnit(seed, t.symbol, d.dayMs, 'ab')) || 100
  const avgSell = lot(500 + 4_500 * dayUnit(seed, t.symbol, d.dayMs, 'as')) || 100
  return {
    date: d.date,
    buy_orders: Math.ceil(buyVolume / avgBuy),
    sell_orders: Math.ceil(sellVolume / avgSell),
    buy_volume: buyVolume,
    sell_volume: sellVolume,
    avg_buy_order_volume: avgBuy,
    avg_sell_order_volume: avgSell,
    buy_up_volume: buyUp,
    sell_down_volume: sellDown,
  }
}

export interface TradingDay {
  date: string
  open: number | null
  high: number | null
  low: number | null
  close: number | null
  reference: number | null
  change: number | null
  change_percent: number | null
  volume: number
  value: number
}

export function tradingDay(t: TickerState, d: SessionDay, previousClose: number | null): TradingDay {
  const c = d.candle
  const reference = d.live ? t.ref : previousClose
  const close = c.c
  const change = close === null || reference === null ? null : close - reference
  return {
    date: d.date,
    open: c.o,
    high: c.h,
    low: c.l,
    close,
    reference,
    change,
    change_percent:
      change === null || reference === null || reference === 0
        ? null
        : Math.round((change / reference) * 10_000) / 100,
    volume: d.live ? t.totalVol : (c.v ?? 0),
    value: d.live ? t.totalVal : Math.round(((c.v ?? 0) * (c.h + c.l + (c.c ?? 0))) / 3),
  }
}
