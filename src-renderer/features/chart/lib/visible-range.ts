/** About six months of trading days: what a daily chart opens on (issue 15). */
export const openingBars = 126

/**
 * The logical range a chart opens on: a short series (the morning's minute candles) is fitted
 * whole (null); a long one shows its newest `openingBars` candles plus the right margin, and the
 * older ones stay a scroll away.
 */
export function openingRange(count: number, rightOffset: number): { from: number; to: number } | null {
  if (count <= openingBars) return null
  return { from: count - openingBars, to: count - 1 + rightOffset }
}
