import type { Candle } from '../../../../src-shared/bridge/contract'
import type { PlotCandle } from './live-candle'
import { formatPoints, formatThousands } from '../../../lib/numbers'

/**
 * History candles as the chart draws them: in the board's unit (`scale`), oldest first, one per
 * time (a broker repeating a candle would make the chart library throw), a missing open taken as the
 * close and a missing volume as zero.
 */
export function toPlotCandles(candles: readonly Candle[], scale: number): PlotCandle[] {
  const byTime = new Map<number, PlotCandle>()
  for (const c of candles) {
    byTime.set(c.time, {
      time: c.time,
      open: (c.open ?? c.close) * scale,
      high: c.high * scale,
      low: c.low * scale,
      close: c.close * scale,
      volume: c.volume ?? 0,
    })
  }
  return [...byTime.values()].sort((a, b) => a.time - b.time)
}

/** VN30 futures are quoted in index points; everything else on the boards in VND. */
export const isFuturesSymbol = (symbol: string): boolean => /^VN30F/.test(symbol) || /^41I/.test(symbol)

/**
 * The price step of the axis: 0.1 point for futures, 10 VND for stocks (the smallest tick of any
 * board). Without it the axis picks finer steps than the text shows and prints the same label
 * twice ("2,081.1", "2,081.1").
 */
export function chartPriceStep(symbol: string): { readonly minMove: number; readonly precision: number } {
  return isFuturesSymbol(symbol) ? { minMove: 0.1, precision: 1 } : { minMove: 10, precision: 0 }
}

/** Axis text in the board convention: "95.30" (thousands of VND) or "1,234.5" (points). */
export function chartPriceFormatter(symbol: string): (price: number) => string {
  return isFuturesSymbol(symbol) ? formatPoints : formatThousands
}
