/** What a study reads of a candle. Time in epoch seconds. */
export interface StudyBar {
  readonly time: number
  readonly high: number
  readonly low: number
  readonly close: number
  readonly volume: number
}

/**
 * A study computed bar by bar: `append` a new bar, or `replaceLast` when the newest bar changed
 * (the live candle), which recomputes that bar's values only, from the state before it.
 */
export interface IncrementalStudy {
  append(bar: StudyBar): Readonly<Record<string, number | null>>
  replaceLast(bar: StudyBar): Readonly<Record<string, number | null>>
}
