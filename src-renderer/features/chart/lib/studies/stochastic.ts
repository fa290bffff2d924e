import { SimpleAverage } from './averages'
import { RollingWindow } from './rolling'
import type { IncrementalStudy, StudyBar } from './study-bar'

/**
 * The stochastic oscillator: where the close sits between the lowest low and highest high of the
 * last `period` bars, 0–100, smoothed by a simple average of `smooth` bars (1: the fast %K, 3: the
 * slow one); %D is the simple average of %K over `signal` bars. A range with no height reads 50.
 */
export function stochasticStudy(period: number, smooth: number, signal: number): IncrementalStudy {
  const highs = new RollingWindow(period)
  const lows = new RollingWindow(period)
  const k = new SimpleAverage(smooth)
  const d = new SimpleAverage(signal)
  const set = (bar: StudyBar, step: 'append' | 'replaceLast') => {
    highs[step](bar.high)
    lows[step](bar.low)
    let raw: number | null = null
    if (highs.full) {
      const high = highs.max()
      const low = lows.min()
      raw = high === low ? 50 : ((bar.close - low) / (high - low)) * 100
    }
    const kValue = k[step](raw)
    return { k: kValue, d: d[step](kValue) }
  }
  return {
    append: (bar) => set(bar, 'append'),
    replaceLast: (bar) => set(bar, 'replaceLast'),
  }
}
