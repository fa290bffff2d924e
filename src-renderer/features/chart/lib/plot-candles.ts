import type { Candle } from '../../../../src-shared/bridge/contract'
import type { PlotCandle } from './live-candle'
import { formatPoints, formatThousands } from '../../../lib/numbers'
import { futuresTick } from '../../../../src-shared/market/futures-contracts'
import { tickSize, type Exchange } from '../../../../src-shared/market/price-rules'

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
 * How the price axis counts. lightweight-charts steps its labels by `minMove` only when 1 / minMove
 * rounds to a whole number (it rounds the base), so a step of 100 VND drawn in VND would be ignored
 * and the axis would print 96.24 / 96.20 / 96.16. Stocks are therefore plotted in thousands of VND
 * (the board's text), with a minMove of 0.1 (100 VND) or 0.01 (10 VND): every label is then a
 * multiple of the step, and the library's spans (1, 2, 2.5, 5 × 10ⁿ of the base, never 0.25) keep
 * it so. Futures are plotted in points, 0.1 a step.
 */
export interface ChartPriceFormat {
  /** Board units per plotted unit: 1,000 for stocks (thousands of VND), 1 for futures (points). */
  readonly unit: number
  /** The axis's smallest step, in plotted units (the library's `minMove`). */
  readonly minMove: number
}

/**
 * The axis step for a symbol: 0.1 point for futures; for a stock, the exchange's tick at the
 * highest price the chart may show (`top`: the ceiling or the highest candle), so one step fits
 * the whole chart. A multiple of a coarser tick is on every finer one below it, so HOSE's 10 VND
 * is used only when everything is under 10,000; its 50 VND band is stepped by 100 (every label
 * still a valid price: the library cannot step by 50 without printing 125s); HNX and UPCOM 100.
 * While the exchange is not known, 100, which is a valid step on every board at every price.
 */
export function chartPriceFormat(
  symbol: string,
  exchange: Exchange | null,
  top: number | null,
): ChartPriceFormat {
  if (isFuturesSymbol(symbol)) return { unit: 1, minMove: futuresTick }
  const fine = exchange !== null && top !== null && top > 0 && tickSize(exchange, top) === 10
  return { unit: 1_000, minMove: fine ? 0.01 : 0.1 }
}

/** Axis text in the board convention: "95.30" (thousands of VND) or "1,234.5" (points). */
export function chartPriceFormatter(symbol: string): (price: number) => string {
  return isFuturesSymbol(symbol) ? formatPoints : formatThousands
}
