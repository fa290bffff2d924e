import { vnParts, vnTime } from '../../../kit/clock/vietnam-time'
import type { MinuteBar } from '../bars/intraday-bars'
import { hashString, Prng } from '../prng'
import type { IndexPoint } from './index-tape'

const DAY = 86_400_000
const MINUTE = 60_000
/** The same two years of invented sessions as the stocks' daily candles. */
const maxHistoryDays = 730
const round2 = (x: number): number => Math.round(x * 100) / 100

/** Today's state of one index, as the history needs it. */
export interface IndexToday {
  code: string
  /** Points of today's intraday series, oldest first. */
  points: readonly IndexPoint[]
  value: number
  /** Yesterday's close: the past is drawn backwards from it, so it joins today. */
  reference: number
  /** Shares traded today by the members. */
  quantity: number
}

/**
 * Candles of `width` minutes from today's series: the level at each point is a minute's close, the
 * volume is what traded in it. Only buckets with at least one point in [fromMs, toMs) appear.
 */
export function indexMinuteCandles(
  today: IndexToday,
  fromMs: number,
  toMs: number,
  width: number,
): MinuteBar[] {
  const span = width * MINUTE
  const bars: MinuteBar[] = []
  for (const p of today.points) {
    if (p.time < fromMs || p.time >= toMs) continue
    const t = Math.floor(p.time / span) * span
    const value = round2(p.value)
    const last = bars.at(-1)
    if (last?.t === t) {
      last.h = Math.max(last.h, value)
      last.l = Math.min(last.l, value)
      last.c = value
      last.v += p.volume
    } else {
      bars.push({ t, o: value, h: value, l: value, c: value, v: p.volume })
    }
  }
  return bars
}

/**
 * The index's return over one past session, a fraction within ±1.5 %: drawn from the session's own
 * day (seeded by the index code), so a session keeps its move whatever day it is asked on, and the
 * news of that day (research/news.ts) reports the same move the chart shows.
 */
export function indexDailyMove(seed: number, code: string, dayMs: number): number {
  const rng = new Prng(seed ^ hashString(`index-daily:${code}:${Math.floor(dayMs / DAY)}`))
  return (rng.next() - 0.5) * 0.03
}

/**
 * Daily candles: past sessions invented backwards from today's reference, each with its session's
 * move (`indexDailyMove`), weekends skipped; today's candle is the live series. `t` is the session's
 * midnight, Vietnam time.
 */
export function indexDailyCandles(
  today: IndexToday,
  seed: number,
  nowMs: number,
  fromMs: number,
  toMs: number,
): MinuteBar[] {
  const p = vnParts(nowMs)
  const midnight = vnTime(p.year, p.month, p.day)
  const typicalVolume = Math.max(1_000_000, today.quantity)
  const past: MinuteBar[] = []
  let close = today.reference
  const oldest = Math.max(fromMs, midnight - maxHistoryDays * DAY)
  for (let day = midnight - DAY; day >= oldest; day -= DAY) {
    const weekday = vnParts(day + 12 * 3_600_000).weekday
    if (weekday === 0 || weekday === 6) continue
    const move = indexDailyMove(seed, today.code, day)
    const rng = new Prng(seed ^ hashString(`index-candle:${today.code}:${Math.floor(day / DAY)}`))
    const open = close / (1 + move * rng.next())
    const high = Math.max(open, close) * (1 + rng.next() * 0.006)
    const low = Math.min(open, close) * (1 - rng.next() * 0.006)
    const v = Math.round(typicalVolume * (0.6 + 0.8 * rng.next()))
    if (day < toMs)
      past.push({ t: day, o: round2(open), h: round2(high), l: round2(low), c: round2(close), v })
    close = close / (1 + move)
  }
  past.reverse()
  const first = today.points[0]
  if (first !== undefined && midnight >= fromMs && midnight < toMs) {
    const values = [...today.points.map((q) => q.value), today.value]
    past.push({
      t: midnight,
      o: round2(first.value),
      h: round2(Math.max(...values)),
      l: round2(Math.min(...values)),
      c: round2(today.value),
      v: today.quantity,
    })
  }
  return past
}
