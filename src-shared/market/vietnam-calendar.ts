/** Vietnam is UTC+7 all year (no daylight saving), so calendar maths is a fixed offset. */
const offsetMs = 7 * 3_600_000

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
  return Math.floor((ms + offsetMs) / 86_400_000)
}
