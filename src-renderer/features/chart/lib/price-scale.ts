/**
 * The factor that brings history prices into the board's unit (raw VND for stocks). The broker's
 * history does not say its unit reliably: its documentation shows full VND, live data has been seen
 * in thousands (api-facts §5.6). So the chart compares the history's typical close with today's
 * reference from the board feed and scales by 1,000 when they are three orders apart. Daily moves
 * are at most ±15 %, so a factor near 1 and one near 1,000 cannot be confused.
 */
export function historyScale(closes: readonly number[], boardReference: number | null): number {
  if (boardReference === null || !(boardReference > 0) || closes.length === 0) return 1
  const sorted = closes.filter((c) => c > 0).sort((a, b) => a - b)
  const median = sorted[Math.floor(sorted.length / 2)]
  if (median === undefined) return 1
  const ratio = boardReference / median
  if (ratio > 300 && ratio < 3_000) return 1_000
  if (ratio > 1 / 3_000 && ratio < 1 / 300) return 1 / 1_000
  return 1
}
