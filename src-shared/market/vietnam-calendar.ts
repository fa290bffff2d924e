/**
 * The market's calendar and clock: Vietnam time (Asia/Ho_Chi_Minh), UTC+7 all year with no daylight
 * saving, whatever the machine's zone. Every date and clock time the screen shows, every day boundary
 * the core or the simulator draws, comes from here.
 *
 * A fixed offset rather than `Intl.DateTimeFormat` with `timeZone: 'Asia/Ho_Chi_Minh'`: Intl gives
 * the same readings in Node and Chromium (vietnam-calendar.test.ts holds the two together), but it
 * cannot turn a wall-clock reading back into an instant, which day boundaries need, and the
 * simulator reads the calendar on every tick.
 */
const offsetMs = 7 * 3_600_000
const dayMs = 86_400_000

export const vnTimeZone = 'Asia/Ho_Chi_Minh'

export interface VnParts {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
  /** 0 = Sunday … 6 = Saturday */
  weekday: number
}

/** The Vietnam wall-clock reading of an instant. */
export function vnParts(ms: number): VnParts {
  const d = new Date(ms + offsetMs)
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
    weekday: d.getUTCDay(),
  }
}

/** Epoch milliseconds of a Vietnam wall-clock moment. */
export function vnTime(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number {
  return Date.UTC(year, month - 1, day, hour, minute, second) - offsetMs
}

/** A day number that changes at Vietnam midnight. */
export function vnDayNumber(ms: number): number {
  return Math.floor((ms + offsetMs) / dayMs)
}

/** Epoch ms of the Vietnam midnight that starts day `dayNumber` (a `vnDayNumber`). */
export function vnDayStart(dayNumber: number): number {
  return dayNumber * dayMs - offsetMs
}

/** Epoch ms of the Vietnam midnight that starts the day of `ms`. */
export function vnMidnight(ms: number): number {
  return vnDayStart(vnDayNumber(ms))
}

/**
 * The instant whose UTC reading is the Vietnam wall-clock reading of `ms`: for a library that can
 * only draw its time axis in UTC (the chart), so the axis reads exchange time on any machine.
 */
export function vnWallClockAsUtc(ms: number): number {
  return ms + offsetMs
}

const twoDigits = (n: number): string => String(n).padStart(2, '0')

/** yyyy-MM-dd of a calendar date, as the broker's date fields and parameters take it. */
export function isoDate(year: number, month: number, day: number): string {
  return `${String(year)}-${twoDigits(month)}-${twoDigits(day)}`
}

/** yyyy-MM-dd: the Vietnam date of an instant. */
export function vnIsoDate(ms: number): string {
  const p = vnParts(ms)
  return isoDate(p.year, p.month, p.day)
}

/** yyyy-MM-ddTHH:mm:ss: the Vietnam wall-clock reading, without an offset. */
export function vnIsoDateTime(ms: number): string {
  return `${vnIsoDate(ms)}T${formatVnClock(ms)}`
}

/** HH:mm:ss, 24-hour, in Vietnam time: the one way a clock time reads on screen, in both languages. */
export function formatVnClock(ms: number): string {
  const p = vnParts(ms)
  return `${twoDigits(p.hour)}:${twoDigits(p.minute)}:${twoDigits(p.second)}`
}

/** dd/MM/yyyy in Vietnam time, as Vietnamese screens (and the spec's `tradingDate`) write a date. */
export function formatVnDate(ms: number): string {
  const p = vnParts(ms)
  return `${twoDigits(p.day)}/${twoDigits(p.month)}/${String(p.year)}`
}

/** dd/MM HH:mm in Vietnam time: a moment of this year, as a news list shows it. */
export function formatVnDayMonthTime(ms: number): string {
  const p = vnParts(ms)
  return `${twoDigits(p.day)}/${twoDigits(p.month)} ${twoDigits(p.hour)}:${twoDigits(p.minute)}`
}
