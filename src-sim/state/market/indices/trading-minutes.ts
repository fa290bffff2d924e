import type { Exchange } from '../../../../src-shared/market/price-rules'
import type { ClockMode } from '../../../kit/clock/sim-clock'
import { phaseAt } from '../sessions'

/**
 * Minutes in which an index is published: the auctions and continuous matching. In the lunch break,
 * before the open and after the close nothing is computed, so the series skips those minutes.
 */
export function publishesAt(mode: ClockMode, exchange: Exchange, minuteMs: number): boolean {
  const phase = phaseAt(mode, exchange, minuteMs)
  return phase === 'ato' || phase === 'continuous' || phase === 'atc' || phase === 'plo'
}

/**
 * The last `count` published minutes before the one `startMs` falls in, oldest first, never before
 * the start's Vietnam day: the morning the market engine pretends has already traded.
 */
export function minutesBefore(
  mode: ClockMode,
  exchange: Exchange,
  startMs: number,
  count: number,
  dayStartMs: number,
): number[] {
  const minutes: number[] = []
  const startMinute = Math.floor(startMs / 60_000) * 60_000
  for (let t = startMinute - 60_000; t >= dayStartMs && minutes.length < count; t -= 60_000) {
    if (publishesAt(mode, exchange, t)) minutes.push(t)
  }
  return minutes.reverse()
}
