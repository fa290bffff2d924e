import { isoDate } from '../../../../src-shared/market/vietnam-calendar'

/** Which date of a corporate event the calendar files it under (the service's `orderBy`). */
export type DateField = 'registrationDate' | 'recordDate' | 'executionDate'
export const dateFields: readonly DateField[] = ['registrationDate', 'recordDate', 'executionDate']
/** The service's `orderBy` for each date field: 1 ex-rights, 2 record, 3 execution. */
export const orderByOf: Readonly<Record<DateField, 1 | 2 | 3>> = {
  registrationDate: 1,
  recordDate: 2,
  executionDate: 3,
}

export interface YearMonth {
  year: number
  /** 1 to 12. */
  month: number
}

export function addMonths(ym: YearMonth, delta: number): YearMonth {
  const index = ym.year * 12 + (ym.month - 1) + delta
  return { year: Math.floor(index / 12), month: (index % 12) + 1 }
}

export function monthRange(ym: YearMonth): { start: string; end: string } {
  const last = new Date(Date.UTC(ym.year, ym.month, 0)).getUTCDate()
  return { start: isoDate(ym.year, ym.month, 1), end: isoDate(ym.year, ym.month, last) }
}

/**
 * The days a month view shows, Monday first (the Vietnamese week), whole weeks: the month's days
 * with `inMonth`, and the neighbouring months' days that fill its first and last weeks.
 */
export function monthGrid(ym: YearMonth): { date: string; day: number; inMonth: boolean }[] {
  const first = Date.UTC(ym.year, ym.month - 1, 1)
  const lead = (new Date(first).getUTCDay() + 6) % 7
  const days = new Date(Date.UTC(ym.year, ym.month, 0)).getUTCDate()
  const cells = Math.ceil((lead + days) / 7) * 7
  return Array.from({ length: cells }, (_, i) => {
    const d = new Date(first + (i - lead) * 86_400_000)
    return {
      date: isoDate(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()),
      day: d.getUTCDate(),
      inMonth: d.getUTCMonth() === ym.month - 1,
    }
  })
}

/** Events by the yyyy-MM-dd of the chosen date field; events without that date are left out. */
export function byDate<E extends Partial<Record<DateField, string | null | undefined>>>(
  events: readonly E[],
  field: DateField,
): Map<string, E[]> {
  const out = new Map<string, E[]>()
  for (const e of events) {
    const date = e[field]?.slice(0, 10)
    if (date === undefined || !/^\d{4}-\d{2}-\d{2}$/.test(date)) continue
    out.set(date, [...(out.get(date) ?? []), e])
  }
  return out
}
