import { ExponentialAverage } from './averages'
import type { IncrementalStudy, StudyBar } from './study-bar'

/**
 * MACD: the fast EMA of the close less the slow one; the signal is an EMA of that line, and the
 * histogram the line less its signal.
 */
export function macdStudy(fast: number, slow: number, signal: number): IncrementalStudy {
  const fastAverage = new ExponentialAverage(fast)
  const slowAverage = new ExponentialAverage(slow)
  const signalAverage = new ExponentialAverage(signal)
  const set = (bar: StudyBar, step: 'append' | 'replaceLast') => {
    const f = fastAverage[step](bar.close)
    const s = slowAverage[step](bar.close)
    const macd = f === null || s === null ? null : f - s
    const sig = signalAverage[step](macd)
    return { macd, signal: sig, histogram: macd === null || sig === null ? null : macd - sig }
  }
  return {
    append: (bar) => set(bar, 'append'),
    replaceLast: (bar) => set(bar, 'replaceLast'),
  }
}
