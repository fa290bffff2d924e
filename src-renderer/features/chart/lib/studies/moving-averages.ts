import { ExponentialAverage, SimpleAverage, type Step } from './averages'
import type { IncrementalStudy, StudyBar } from './study-bar'

/** One average of a bar's field, as a study with one line. */
function averageOf(step: Step, field: (bar: StudyBar) => number): IncrementalStudy {
  return {
    append: (bar) => ({ value: step.append(field(bar)) }),
    replaceLast: (bar) => ({ value: step.replaceLast(field(bar)) }),
  }
}

export const smaStudy = (period: number): IncrementalStudy =>
  averageOf(new SimpleAverage(period), (b) => b.close)

export const emaStudy = (period: number): IncrementalStudy =>
  averageOf(new ExponentialAverage(period), (b) => b.close)

/** The bar's volume and its simple average. */
export function volumeStudy(period: number): IncrementalStudy {
  const average = new SimpleAverage(period)
  return {
    append: (bar) => ({ volume: bar.volume, average: average.append(bar.volume) }),
    replaceLast: (bar) => ({ volume: bar.volume, average: average.replaceLast(bar.volume) }),
  }
}
