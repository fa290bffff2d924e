import { RollingWindow } from './rolling'
import type { IncrementalStudy, StudyBar } from './study-bar'

/** Bollinger bands: the simple average of the close ± `width` population deviations. */
export function bollingerStudy(period: number, width: number): IncrementalStudy {
  const closes = new RollingWindow(period)
  const values = () => {
    if (!closes.full) return { middle: null, upper: null, lower: null }
    const middle = closes.mean()
    const spread = width * closes.deviation()
    return { middle, upper: middle + spread, lower: middle - spread }
  }
  return {
    append: (bar: StudyBar) => {
      closes.append(bar.close)
      return values()
    },
    replaceLast: (bar: StudyBar) => {
      closes.replaceLast(bar.close)
      return values()
    },
  }
}
