import { makeStudy } from './make-study'
import type { IncrementalStudy, StudyBar } from './study-bar'
import type { StudyConfig, StudyValues } from './study-config'

export interface StudyPoint {
  readonly time: number
  readonly values: StudyValues
}

/**
 * One study following a chart's candles: the history computed once, then each live candle either
 * moves the newest bar (its values recomputed, nothing else) or opens the next one.
 */
export class StudyTrack {
  private study: IncrementalStudy
  private lastTime: number | null = null

  constructor(readonly config: StudyConfig) {
    this.study = makeStudy(config)
  }

  /** Starts over on a new history, oldest first; answers every bar's values. */
  history(bars: readonly StudyBar[]): StudyPoint[] {
    this.study = makeStudy(this.config)
    this.lastTime = null
    const points: StudyPoint[] = []
    for (const bar of bars) {
      points.push({ time: bar.time, values: this.study.append(bar) })
      this.lastTime = bar.time
    }
    return points
  }

  /** The live candle: the newest bar again, or the next one; null for a bar older than the newest. */
  live(bar: StudyBar): StudyPoint | null {
    if (this.lastTime !== null && bar.time < this.lastTime) return null
    const values = bar.time === this.lastTime ? this.study.replaceLast(bar) : this.study.append(bar)
    this.lastTime = bar.time
    return { time: bar.time, values }
  }
}
