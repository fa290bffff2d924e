import { ExponentialAverage } from './averages'
import type { IncrementalStudy, StudyBar } from './study-bar'

/**
 * Wilder's relative strength index: the gains and losses of the close from bar to bar, each
 * smoothed by Wilder's average (seeded by the simple average of the first `period` changes);
 * RSI = 100 − 100 / (1 + average gain / average loss).
 */
export function rsiStudy(period: number): IncrementalStudy {
  const gains = ExponentialAverage.wilder(period)
  const losses = ExponentialAverage.wilder(period)
  let closeBefore: number | null = null
  let closeLast: number | null = null

  const set = (bar: StudyBar, step: 'append' | 'replaceLast') => {
    closeLast = bar.close
    const change = closeBefore === null ? null : bar.close - closeBefore
    const gain = gains[step](change === null ? null : Math.max(change, 0))
    const loss = losses[step](change === null ? null : Math.max(-change, 0))
    if (gain === null || loss === null) return { value: null }
    if (loss === 0) return { value: gain === 0 ? 50 : 100 }
    return { value: 100 - 100 / (1 + gain / loss) }
  }
  return {
    append: (bar) => {
      closeBefore = closeLast
      return set(bar, 'append')
    },
    replaceLast: (bar) => set(bar, 'replaceLast'),
  }
}
