import { vnParts, vnTime } from '../../../../src-shared/market/vietnam-calendar'

/** The ranges of the index comparison's lines, and how many calendar days back each reaches. */
export const indexRanges = ['1W', '1M', '3M', '6M', 'YTD', '1Y'] as const
export type IndexRange = (typeof indexRanges)[number]

const fixedDays: Readonly<Record<Exclude<IndexRange, 'YTD'>, number>> = {
  '1W': 7,
  '1M': 31,
  '3M': 92,
  '6M': 183,
  '1Y': 366,
}

/** Days back from today (exchange time, UTC+7) for a range; YTD reaches back to 1 January, at least a week. */
export function rangeDays(range: IndexRange, nowMs: number): number {
  if (range !== 'YTD') return fixedDays[range]
  const jan1 = vnTime(vnParts(nowMs).year, 1, 1)
  return Math.max(5, Math.ceil((nowMs - jan1) / 86_400_000))
}

/** A series as percent from its first point (the lines start together at 0). */
export function percentFromFirst(
  points: readonly { readonly time: string; readonly close: number }[],
): { time: string; value: number }[] {
  const first = points[0]?.close
  if (first === undefined || first <= 0) return []
  return points.map((p) => ({ time: p.time, value: Math.round((p.close / first - 1) * 10_000) / 100 }))
}
