import { isoDate, vnParts } from '../../../../src-shared/market/vietnam-calendar'

/** One day of supply and demand of one investor type, dated. */
export interface DatedBsa {
  /** yyyy-MM-dd (Vietnam date). */
  date: string
  bup: number
  sdp: number
  bsr: number
}

/**
 * Dates the bsa-month points: the service sends `t` as dd/MM without a year (api-facts §1), oldest
 * first. Walking back from today, a month greater than the next point's month means the year
 * turned. Points that are not dd/MM are dropped rather than guessed.
 */
export function dateBsaPoints(
  points: readonly { bup: number; sdp: number; bsr: number; t: string }[],
  today: { year: number; month: number },
): DatedBsa[] {
  const out: DatedBsa[] = []
  let year = today.year
  let nextMonth = today.month
  for (let i = points.length - 1; i >= 0; i--) {
    const p = points[i]
    const m = p === undefined ? null : /^(\d{1,2})\/(\d{1,2})$/.exec(p.t.trim())
    if (p === undefined || m === null) continue
    const day = Number(m[1])
    const month = Number(m[2])
    if (month < 1 || month > 12 || day < 1 || day > 31) continue
    if (month > nextMonth) year -= 1
    nextMonth = month
    out.push({ date: isoDate(year, month, day), bup: p.bup, sdp: p.sdp, bsr: p.bsr })
  }
  return out.reverse()
}

/** Today's year and month on the exchange's clock (UTC+7). */
export function vietnamToday(nowMs: number): { year: number; month: number } {
  const { year, month } = vnParts(nowMs)
  return { year, month }
}
