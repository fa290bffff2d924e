import type { TickerState } from '../ticker-state'
import { indexShares } from './index-weights'

/** Sums over an index's members at one moment, before the divisor turns them into points. */
export interface IndexMeasure {
  /** Σ shares × last price (the reference for a member that has not traded today), VND. */
  capital: number
  /** Σ shares × reference price, VND. */
  refCapital: number
  /** Shares traded today. */
  allQuantity: number
  /** VND traded today. */
  allValue: number
  advances: number
  declines: number
  /** Unchanged, including members that have not traded today. */
  nochanges: number
  ceiling: number
  floor: number
}

/**
 * Capitalisation weights use each listing's whole share count (the simulator has no free float), as
 * VNINDEX, HNXINDEX and UPCOMINDEX do; a basket with a weight cap (VN30's 10 %) scales its heaviest
 * members down to it (index-weights.ts).
 */
export function measureIndex(members: readonly TickerState[], capPct?: number): IndexMeasure {
  const m: IndexMeasure = {
    capital: 0,
    refCapital: 0,
    allQuantity: 0,
    allValue: 0,
    advances: 0,
    declines: 0,
    nochanges: 0,
    ceiling: 0,
    floor: 0,
  }
  const weighed = indexShares(members, capPct)
  members.forEach((t, i) => {
    const shares = weighed[i] ?? 0
    const traded = t.matchPrice > 0
    const last = traded ? t.matchPrice : t.ref
    m.capital += shares * last
    m.refCapital += shares * t.ref
    m.allQuantity += t.totalVol
    m.allValue += t.totalVal
    if (last > t.ref) m.advances += 1
    else if (last < t.ref) m.declines += 1
    else m.nochanges += 1
    if (traded && t.matchPrice >= t.ceiling) m.ceiling += 1
    if (traded && t.matchPrice <= t.floor) m.floor += 1
  })
  return m
}
