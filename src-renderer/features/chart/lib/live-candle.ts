import type { ChartResolution, TickerRow } from '../../../../src-shared/bridge/contract'
import { bucketStart } from './candle-buckets'

/** A candle in the board's unit (raw VND for stocks), time in epoch seconds. */
export interface PlotCandle {
  time: number
  open: number
  high: number
  low: number
  close: number
  volume: number
}

export type LiveQuote = Pick<TickerRow, 'matchPrice' | 'totalVol' | 'open' | 'high' | 'low'>

/**
 * Folds a board update into the candles: the last candle moves with the match price, or a new candle
 * starts when the update falls in the next bucket. Volume comes from the rise of the day's total
 * since the previous update (`seenVolume`), so nothing is counted twice; a daily candle takes the
 * day's open, high, low and total as the board states them. Returns the candle to draw and the new
 * `seenVolume`; null when there is nothing to draw (no match yet today).
 */
export function foldQuote(
  last: PlotCandle | undefined,
  quote: LiveQuote,
  atSeconds: number,
  resolution: ChartResolution,
  seenVolume: number | null,
): { candle: PlotCandle; seenVolume: number } | null {
  const price = quote.matchPrice
  if (!(price > 0)) return null
  const time = bucketStart(atSeconds, resolution)
  if (resolution === '1D') {
    return {
      candle: {
        time,
        open: quote.open > 0 ? quote.open : price,
        high: quote.high > 0 ? quote.high : price,
        low: quote.low > 0 ? quote.low : price,
        close: price,
        volume: quote.totalVol,
      },
      seenVolume: quote.totalVol,
    }
  }
  // The first update after the history only sets the baseline: its volume is already in the history.
  const traded = seenVolume === null ? 0 : Math.max(0, quote.totalVol - seenVolume)
  if (last !== undefined && last.time === time) {
    return {
      candle: {
        time,
        open: last.open,
        high: Math.max(last.high, price),
        low: Math.min(last.low, price),
        close: price,
        volume: last.volume + traded,
      },
      seenVolume: quote.totalVol,
    }
  }
  if (last !== undefined && last.time > time) return null
  return {
    candle: { time, open: price, high: price, low: price, close: price, volume: traded },
    seenVolume: quote.totalVol,
  }
}
