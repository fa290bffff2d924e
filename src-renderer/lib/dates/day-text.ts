import { isoDate } from '../../../src-shared/market/vietnam-calendar'

/**
 * A calendar day as a Vietnamese trader types and reads it, dd/MM/yyyy, and as the bridge carries it,
 * yyyy-MM-dd. A browser's date input follows the browser's locale (mm/dd/yyyy on an English one),
 * not the page's language, so day fields are text in this format instead.
 */
export const dayTextPattern = 'dd/mm/yyyy'

/** "2026-01-05" → "05/01/2026"; anything else as it is. */
export function dayTextOf(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso)
  return m === null ? iso : `${m[3]}/${m[2]}/${m[1]}`
}

/**
 * "5/1/2026", "05-01-2026", "05.01.2026" (day first) or an ISO "2026-01-05" → "2026-01-05"; null
 * for text that is not a real day (31/02/2026, 13th month, a two-digit year).
 */
export function isoOfDayText(text: string): string | null {
  const t = text.trim()
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t)
  const vn = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(t)
  const [y, m, d] =
    iso !== null
      ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
      : vn !== null
        ? [Number(vn[3]), Number(vn[2]), Number(vn[1])]
        : [0, 0, 0]
  if (y === 0 || m < 1 || m > 12 || d < 1) return null
  const daysInMonth = new Date(Date.UTC(y, m, 0)).getUTCDate()
  return d > daysInMonth ? null : isoDate(y, m, d)
}
