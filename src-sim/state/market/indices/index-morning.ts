import type { Prng } from '../prng'
import type { IndexPoint } from './index-tape'

export interface MorningEnds {
  /** Level at the open: the reference. */
  reference: number
  /** Level and breadth at the simulator's start, where the morning ends. */
  now: Omit<IndexPoint, 'time' | 'volume'>
  /** Shares the members had traded by the start. */
  allQuantity: number
  members: number
}

/** Per-minute noise of the walk, as a share of the level: a day of it is about ±0.6 %, a usual VN day. */
const minuteVolatility = 0.0004

/**
 * The series of the morning the market engine starts with (its tickers open with a morning's totals
 * already traded): a Brownian bridge from the reference to the level at the start, so the series
 * joins the live one, with the morning's volume spread over its minutes and the breadth opening out
 * from "all unchanged". Drawn from the seed, so every start of the same simulator draws the same.
 */
export function morningSeries(minutes: readonly number[], ends: MorningEnds, rng: Prng): IndexPoint[] {
  const n = minutes.length
  if (n === 0) return []
  const walk = [0]
  for (let i = 1; i <= n; i++) {
    const step = (rng.next() + rng.next() + rng.next() - 1.5) * 2 * minuteVolatility * ends.reference
    walk.push((walk[i - 1] ?? 0) + step)
  }
  const end = walk[n] ?? 0
  const weights = minutes.map(() => 0.5 + rng.next())
  const totalWeight = weights.reduce((a, b) => a + b, 0)
  let volumeLeft = ends.allQuantity
  const share = (full: number, i: number): number => Math.round((full * i) / n)
  return minutes.map((time, k) => {
    const i = k + 1
    const bridge = (walk[i] ?? 0) - (end * i) / n
    const volume = i === n ? volumeLeft : Math.round((ends.allQuantity * (weights[k] ?? 0)) / totalWeight)
    volumeLeft -= volume
    const advances = share(ends.now.advances, i)
    const declines = share(ends.now.declines, i)
    return {
      time,
      value: ends.reference + ((ends.now.value - ends.reference) * i) / n + bridge,
      volume: Math.max(0, volume),
      advances,
      declines,
      nochanges: ends.members - advances - declines,
      ceiling: share(ends.now.ceiling, i),
      floor: share(ends.now.floor, i),
    }
  })
}
