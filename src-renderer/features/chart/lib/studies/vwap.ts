import type { IncrementalStudy, StudyBar } from './study-bar'

const VN_OFFSET_S = 7 * 3_600

/** The exchange day (Vietnam calendar) a bar falls in. */
const exchangeDay = (time: number): number => Math.floor((time + VN_OFFSET_S) / 86_400)

/**
 * The session's volume-weighted average price: Σ(typical price × volume) / Σ volume from the day's
 * first bar, typical price (high + low + close) / 3. It starts again each exchange day; a bar with
 * no volume yet keeps the value before it.
 */
export function vwapStudy(): IncrementalStudy {
  let day: number | null = null
  // The day's sums before the newest bar, and the newest bar's share.
  let pvBefore = 0
  let volBefore = 0
  let valueBefore: number | null = null
  let pvLast = 0
  let volLast = 0
  let valueLast: number | null = null

  const set = (bar: StudyBar) => {
    pvLast = ((bar.high + bar.low + bar.close) / 3) * bar.volume
    volLast = bar.volume
    const volume = volBefore + volLast
    valueLast = volume > 0 ? (pvBefore + pvLast) / volume : valueBefore
    return { value: valueLast }
  }
  return {
    append: (bar) => {
      const d = exchangeDay(bar.time)
      if (d !== day) {
        day = d
        pvBefore = volBefore = 0
        valueBefore = null
      } else {
        pvBefore += pvLast
        volBefore += volLast
        valueBefore = valueLast
      }
      return set(bar)
    },
    replaceLast: set,
  }
}
