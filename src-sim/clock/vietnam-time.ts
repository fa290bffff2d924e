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

const pad = (n: number, width = 2): string => String(n).padStart(width, '0')

/** dd/MM/yyyy, the spec's `tradingDate`. */
export function vnDateString(ms: number): string {
  const p = vnParts(ms)
  return `${pad(p.day)}/${pad(p.month)}/${p.year}`
}

/** A day number that changes at Vietnam midnight. */
export function vnDayNumber(ms: number): number {
  return Math.floor((ms + offsetMs) / 86_400_000)
}

/** HH:mm:ss in Vietnam time. */
export function vnClockString(ms: number): string {
  const p = vnParts(ms)
  return `${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`
}

/** yyyy-MM-ddTHH:mm:ss, local Vietnam time without offset (the real `timeExec` format). */
export function vnLocalIso(ms: number): string {
  const p = vnParts(ms)
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`
}

/** Midnight of the Vietnam date, RFC 3339 with +07:00 (TCBS `txdate`). */
export function vnDateRfc3339(ms: number): string {
  const p = vnParts(ms)
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T00:00:00.000+07:00`
}

/** yyyy-MM-dd HH:mm:ss.SSSSSS (TCBS `odTimeStamp`). */
export function vnTimestampMicros(ms: number): string {
  return `${vnLocalIso(ms).replace('T', ' ')}.${String(Math.floor(ms % 1000)).padStart(3, '0')}000`
}
