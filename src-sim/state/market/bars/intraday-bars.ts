import { snapToTick } from '../../../../src-shared/market/price-rules'
import { vnDayNumber } from '../../../kit/clock/vietnam-time'
import { hashString, Prng } from '../prng'
import type { TickerState } from '../ticker-state'

/** One-minute candle: `t` is the minute's start, epoch ms. */
export interface MinuteBar {
  t: number
  o: number
  h: number
  l: number
  c: number
  v: number
}

/** What a ticker's pre-start morning is drawn from, copied at start: the ticker moves on afterwards. */
type MorningInputs = Pick<
  TickerState,
  'symbol' | 'exchange' | 'open' | 'matchPrice' | 'high' | 'low' | 'totalVol'
>

interface SymbolBars {
  /**
   * The pre-start morning: drawn on the first read of the symbol, not at start (a whole-market
   * backfill cost the simulator's start more than the first board needed). Drawn from the inputs
   * copied at start, so it is the same candles whenever it is drawn.
   */
  morning: MinuteBar[] | MorningInputs
  /** Candles recorded since start; all later than the morning's. */
  bars: MinuteBar[]
  /** totalVol when last seen: a rise is a match since then. */
  seenVol: number
}

const MINUTE = 60_000

/**
 * Today's one-minute candles of every ticker, recorded from the engine's matches. The engine calls
 * `observe` once per step; only tickers whose day volume rose get a touch, so storm mode costs a few
 * additions per match. The morning that happened before the simulator started (the engine seeds
 * open, high, low, last and volume) is drawn once, at start, as candles that bridge the open to the
 * last price through the day's high and low, so a chart opened at once shows a session, and those
 * candles never change afterwards.
 */
export class IntradayBars {
  private readonly bySymbol = new Map<string, SymbolBars>()
  private day: number
  private morningMinutes: readonly number[] = []

  constructor(
    private readonly seed: number,
    startMs: number,
  ) {
    this.day = vnDayNumber(startMs)
  }

  /** Draws the pre-start morning of each ticker over `minutes` (epoch ms of trading minutes, oldest first). */
  backfill(tickers: readonly TickerState[], minutes: readonly number[]): void {
    this.morningMinutes = minutes
    for (const t of tickers) {
      const morning: SymbolBars['morning'] =
        t.totalVol > 0 && minutes.length > 0
          ? {
              symbol: t.symbol,
              exchange: t.exchange,
              open: t.open,
              matchPrice: t.matchPrice,
              high: t.high,
              low: t.low,
              totalVol: t.totalVol,
            }
          : []
      this.bySymbol.set(t.symbol, { morning, bars: [], seenVol: t.totalVol })
    }
  }

  observe(tickers: readonly TickerState[], nowMs: number): void {
    const day = vnDayNumber(nowMs)
    if (day !== this.day) {
      this.day = day
      this.bySymbol.clear()
    }
    const minute = Math.floor(nowMs / MINUTE) * MINUTE
    for (const t of tickers) {
      let entry = this.bySymbol.get(t.symbol)
      if (entry === undefined) {
        entry = { morning: [], bars: [], seenVol: 0 }
        this.bySymbol.set(t.symbol, entry)
      }
      const traded = t.totalVol - entry.seenVol
      if (traded <= 0) {
        // A new day resets the totals: follow them down without inventing a trade.
        entry.seenVol = t.totalVol
        continue
      }
      entry.seenVol = t.totalVol
      const price = t.matchPrice
      // The morning's candles end before the start's minute, so only a recorded candle can be this one.
      const last = entry.bars.at(-1)
      if (last?.t === minute) {
        last.h = Math.max(last.h, price)
        last.l = Math.min(last.l, price)
        last.c = price
        last.v += traded
      } else {
        entry.bars.push({ t: minute, o: price, h: price, l: price, c: price, v: traded })
      }
    }
  }

  /** Candles of `symbol` with `from <= t < to`, merged into `size`-minute candles. */
  range(symbol: string, fromMs: number, toMs: number, size: number): MinuteBar[] {
    const entry = this.bySymbol.get(symbol)
    const bars = entry === undefined ? [] : [...this.morningOf(entry), ...entry.bars]
    const width = size * MINUTE
    const out: MinuteBar[] = []
    for (const bar of bars) {
      if (bar.t < fromMs || bar.t >= toMs) continue
      const t = Math.floor(bar.t / width) * width
      const open = out.at(-1)
      if (open?.t === t) {
        open.h = Math.max(open.h, bar.h)
        open.l = Math.min(open.l, bar.l)
        open.c = bar.c
        open.v += bar.v
      } else out.push({ ...bar, t })
    }
    return out
  }

  private morningOf(entry: SymbolBars): MinuteBar[] {
    if (!Array.isArray(entry.morning))
      entry.morning = morningBars(entry.morning, this.morningMinutes, this.seed)
    return entry.morning
  }
}

/**
 * A random walk from the open to the last price, pinned to touch the day's high and low, with the
 * morning's volume spread over the minutes. Seeded by symbol and day so it is the same at every start
 * of the same simulator.
 */
function morningBars(t: MorningInputs, minutes: readonly number[], seed: number): MinuteBar[] {
  const first = minutes[0] ?? 0
  const rng = new Prng(seed ^ hashString(`${t.symbol}:${vnDayNumber(first)}`))
  const n = minutes.length
  const path: number[] = [t.open]
  for (let i = 1; i <= n; i++) {
    const prev = path[i - 1] ?? t.open
    // Bridge: drift towards the last price so the walk ends there, plus noise.
    const pull = (t.matchPrice - prev) / (n - i + 1)
    path.push(prev + pull + (rng.next() - 0.5) * (t.high - t.low) * 0.5)
  }
  path[n] = t.matchPrice
  const lo = Math.min(...path)
  const hi = Math.max(...path)
  // Stretch the walk onto [low, high] so the candles reach what the board says the day did.
  const scale = (p: number): number => (hi === lo ? p : t.low + ((p - lo) / (hi - lo)) * (t.high - t.low))
  const snap = (p: number): number => snapToTick(t.exchange, Math.round(p))
  const weights = minutes.map(() => 0.2 + rng.next())
  const total = weights.reduce((a, b) => a + b, 0)
  let volumeLeft = t.totalVol
  return minutes.map((minute, i) => {
    const o = snap(scale(path[i] ?? t.open))
    const c = snap(scale(path[i + 1] ?? t.matchPrice))
    const wick = (rng.next() * (t.high - t.low)) / 6
    const h = snap(Math.min(t.high, Math.max(o, c) + wick))
    const l = snap(Math.max(t.low, Math.min(o, c) - wick))
    const v = i === n - 1 ? volumeLeft : Math.round((t.totalVol * (weights[i] ?? 0)) / total / 100) * 100
    volumeLeft -= v
    return { t: minute, o, h, l, c, v: Math.max(0, v) }
  })
}
