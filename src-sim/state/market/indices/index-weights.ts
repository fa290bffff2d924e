import type { TickerState } from '../ticker-state'

/**
 * Capping factors of a basket whose rule caps one stock's weight (VN30: 10 %, vn-market.md §5.1):
 * a member heavier than the cap at the reference prices is scaled down to exactly the cap, the
 * others keep their whole weight (factor 1). The exchange fixes the factors at a review; fixing them
 * at each session's reference is the simulator's version of that.
 */
export function cappingFactors(caps: readonly number[], capPct: number | undefined): number[] {
  const factors = caps.map(() => 1)
  if (capPct === undefined || caps.length * capPct <= 100) return factors
  const cap = capPct / 100
  const capped = new Set<number>()
  for (;;) {
    const freeCap = caps.reduce((a, c, i) => (capped.has(i) ? a : a + c), 0)
    const total = freeCap / (1 - capped.size * cap)
    const over = caps.findIndex((c, i) => !capped.has(i) && c > cap * total)
    if (over < 0) {
      for (const i of capped) factors[i] = (cap * total) / (caps[i] ?? 1)
      return factors
    }
    capped.add(over)
  }
}

/** Each member's share count as the index weighs it: whole shares times its capping factor. */
export function indexShares(members: readonly TickerState[], capPct: number | undefined): number[] {
  const factors = cappingFactors(
    members.map((t) => t.ref * t.listing.sharesOutstanding),
    capPct,
  )
  return members.map((t, i) => t.listing.sharesOutstanding * (factors[i] ?? 1))
}
