import type { CalendarEvent } from '../../../../src-shared/schemas/research/info'
import { vnDayNumber, vnIsoDate } from '../../../../src-shared/market/vietnam-calendar'
import { fixed } from '../../../lib/numbers'

/** The six economies the calendar covers, in the order the filter lists them. */
export const economies = ['VN', 'US', 'CN', 'EU', 'JP', 'GB'] as const
export type Economy = (typeof economies)[number]

const DAY = 86_400_000

/** Monday to Sunday (Vietnam dates) of the week `weeks` away from the one holding `epochMs`. */
export function weekOf(epochMs: number, weeks = 0): { from: string; to: string; days: string[] } {
  const day = vnDayNumber(epochMs) + weeks * 7
  const monday = day - ((new Date(day * DAY).getUTCDay() + 6) % 7)
  const days = Array.from({ length: 7 }, (_, i) => new Date((monday + i) * DAY).toISOString().slice(0, 10))
  return { from: days[0] ?? '', to: days[6] ?? '', days }
}

/**
 * The dates to ask the service for a Vietnam week: it files releases by their UTC date, and a release
 * before 07:00 UTC+7 falls on the previous UTC day, so the request starts a day early and the
 * window keeps only the week's own Vietnam dates (`inWeek`).
 */
export function requestRange(week: { from: string; to: string }): { from: string; to: string } {
  const from = new Date(Date.parse(`${week.from}T00:00:00Z`) - DAY).toISOString().slice(0, 10)
  return { from, to: week.to }
}

export interface ReleaseFilter {
  /** The economies shown; all six when every one is on. */
  readonly economies: ReadonlySet<string>
  /** 1 shows everything, 3 only the market movers. */
  readonly minImportance: 1 | 2 | 3
}

/** The releases of the week's own days that pass the filter, by time. */
export function filterReleases(
  events: readonly CalendarEvent[],
  week: { from: string; to: string },
  filter: ReleaseFilter,
): CalendarEvent[] {
  return events
    .filter((e) => {
      const date = vnIsoDate(e.time)
      return (
        date >= week.from &&
        date <= week.to &&
        filter.economies.has(e.country.toUpperCase()) &&
        (e.importance ?? 1) >= filter.minImportance
      )
    })
    .sort((a, b) => a.time - b.time || a.id.localeCompare(b.id))
}

/** Releases by Vietnam date, for the day headings; days in the order given. */
export function byDay(
  events: readonly CalendarEvent[],
  days: readonly string[],
): Map<string, CalendarEvent[]> {
  const out = new Map<string, CalendarEvent[]>(days.map((d) => [d, []]))
  for (const e of events) out.get(vnIsoDate(e.time))?.push(e)
  return out
}

/** A unit-free numeric string as a number (null when missing or not a number). */
export function figure(text: string | null | undefined): number | null {
  if (text === null || text === undefined || text.trim() === '') return null
  const n = Number(text)
  return Number.isFinite(n) ? n : null
}

/** As many decimals as the service sent ("2.80" keeps two): the precision the release is quoted in. */
const decimalsOf = (text: string) => Math.min(4, text.split('.')[1]?.length ?? 0)

/**
 * A figure with its unit, as economic calendars print them: "2.8%", "150K", "$95.0B", "49.5"; an
 * unknown unit follows the number. Missing → a dash.
 */
export function formatFigure(text: string | null | undefined, unit: string | null | undefined): string {
  const n = figure(text)
  if (n === null || text === null || text === undefined) return '–'
  const number = fixed(decimalsOf(text.trim())).format(n)
  switch ((unit ?? '').toLowerCase()) {
    case 'percent':
      return `${number}%`
    case 'thousand':
      return `${number}K`
    case 'million':
      return `${number}M`
    case 'usd billion':
      return n < 0 ? `-$${number.slice(1)}B` : `$${number}B`
    case 'index':
    case '':
      return number
    default:
      return `${number} ${unit ?? ''}`
  }
}

/**
 * Releases where a lower figure is the better news for the economy and for Vietnamese equities:
 * unemployment and jobless claims, and inflation (a hotter print means tighter money).
 */
const lowerIsBetter = /jobless|unemployment|cpi|inflation|thất nghiệp/i

export type Surprise = 'better' | 'worse' | 'inline'

/**
 * The actual figure against the consensus (the forecast when there is no consensus): better, worse
 * or in line; null before the release or when there is nothing to compare with.
 */
export function surprise(
  e: Pick<CalendarEvent, 'event' | 'actual' | 'consensus' | 'forecast'>,
): Surprise | null {
  const actual = figure(e.actual)
  const expected = figure(e.consensus) ?? figure(e.forecast)
  if (actual === null || expected === null) return null
  if (actual === expected) return 'inline'
  const above = actual > expected
  return above !== lowerIsBetter.test(e.event) ? 'better' : 'worse'
}
