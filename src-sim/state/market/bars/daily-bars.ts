import { bandPercent, snapToTick } from '../../../../src-shared/market/price-rules'
import { vnDayNumber, vnParts, vnTime } from '../../../kit/clock/vietnam-time'
import { hashString, Prng } from '../prng'
import type { TickerState } from '../ticker-state'
import type { MinuteBar } from './intraday-bars'

const DAY = 86_400_000
/** How far back the simulator invents a past: two years of sessions. */
export const maxHistoryDays = 730

/** Midnight (Vietnam) of the day `ms` falls in. */
function vnMidnight(ms: number): number {
  const p = vnParts(ms)
  return vnTime(p.year, p.month, p.day)
}

/**
 * Daily candles of one ticker: past sessions invented backwards from today's reference (yesterday's
 * close), so the history always joins today's board; weekends are skipped (holidays are not
 * modelled). Daily moves stay inside the exchange's band. Seeded by symbol, so the same request gives
 * the same candles; today's candle is the live one. `t` is the session's midnight, Vietnam time.
 */
export function dailyBars(
  t: TickerState,
  seed: number,
  nowMs: number,
  fromMs: number,
  toMs: number,
): MinuteBar[] {
  const today = vnMidnight(nowMs)
  const rng = new Prng(seed ^ hashString(`daily:${t.symbol}`))
  const band = bandPercent[t.exchange] / 100
  const typicalVolume = Math.max(1_000, t.totalVol > 0 ? t.totalVol : 10_000)
  const past: MinuteBar[] = []
  let close = t.ref
  const oldest = Math.max(fromMs, today - maxHistoryDays * DAY)
  for (let day = today - DAY; day >= oldest; day -= DAY) {
    const weekday = vnParts(day + 12 * 3_600_000).weekday
    if (weekday === 0 || weekday === 6) continue
    // Draw even when outside [from, to) so a candle does not depend on the range asked for.
    const move = Math.max(-band, Math.min(band, (rng.next() - 0.5) * 0.05))
    const open = close / (1 + move * rng.next())
    const high = Math.max(open, close) * (1 + rng.next() * 0.015)
    const low = Math.min(open, close) * (1 - rng.next() * 0.015)
    const v = Math.round((typicalVolume * (0.4 + 1.2 * rng.next())) / 100) * 100
    if (day < toMs) {
      past.push({
        t: day,
        o: snapToTick(t.exchange, open),
        h: snapToTick(t.exchange, high),
        l: snapToTick(t.exchange, low),
        c: snapToTick(t.exchange, close),
        v,
      })
    }
    close = close / (1 + move)
  }
  past.reverse()
  if (t.totalVol > 0 && today >= fromMs && today < toMs && vnDayNumber(today) === vnDayNumber(nowMs)) {
    past.push({ t: today, o: t.open, h: t.high, l: t.low, c: t.matchPrice, v: t.totalVol })
  }
  return past
}
