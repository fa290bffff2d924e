import { staleAfterMs } from '../../../../src-shared/bridge/feed-freshness'

export interface TileFreshness {
  /** True while the figure is younger than the bar's cadence plus the board's margin. */
  readonly live: boolean
  /** Whole seconds since the figure's answer, never negative. */
  readonly ageSeconds: number
}

/**
 * A tile's figure judged with the board's rule (`staleAfterMs`) on the renderer's own clock: the
 * exchange's levels frozen by a 429 storm or an outage say "stale, n s" however they are sourced,
 * since a stream that stops carrying news says nothing to announce it (issue 20).
 */
export function tileFreshness(at: number, cadenceMs: number, now: number): TileFreshness {
  const age = Math.max(0, now - at)
  return { live: age <= staleAfterMs(cadenceMs), ageSeconds: Math.floor(age / 1000) }
}
