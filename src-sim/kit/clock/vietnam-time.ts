import { vnParts } from '../../../src-shared/market/vietnam-calendar'

// The calendar maths is a market rule shared with the client; the formats below are the simulator's.
export { vnDayNumber, vnParts, vnTime, type VnParts } from '../../../src-shared/market/vietnam-calendar'

const pad = (n: number, width = 2): string => String(n).padStart(width, '0')

/** dd/MM/yyyy, the spec's `tradingDate`. */
export function vnDateString(ms: number): string {
  const p = vnParts(ms)
  return `${pad(p.day)}/${pad(p.month)}/${p.year}`
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
