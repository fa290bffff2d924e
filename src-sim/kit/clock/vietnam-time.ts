import {
  formatVnClock,
  formatVnDate,
  vnIsoDate,
  vnIsoDateTime,
} from '../../../src-shared/market/vietnam-calendar'

// The calendar is a market rule shared with the client; the wire formats below are the simulator's.
export { vnDayNumber, vnParts, vnTime, type VnParts } from '../../../src-shared/market/vietnam-calendar'

/** dd/MM/yyyy, the spec's `tradingDate`. */
export function vnDateString(ms: number): string {
  return formatVnDate(ms)
}

/** HH:mm:ss in Vietnam time. */
export function vnClockString(ms: number): string {
  return formatVnClock(ms)
}

/** yyyy-MM-ddTHH:mm:ss, local Vietnam time without offset (the real `timeExec` format). */
export function vnLocalIso(ms: number): string {
  return vnIsoDateTime(ms)
}

/** Midnight of the Vietnam date, RFC 3339 with +07:00 (TCBS `txdate`). */
export function vnDateRfc3339(ms: number): string {
  return `${vnIsoDate(ms)}T00:00:00.000+07:00`
}

/** yyyy-MM-dd HH:mm:ss.SSSSSS (TCBS `odTimeStamp`). */
export function vnTimestampMicros(ms: number): string {
  return `${vnLocalIso(ms).replace('T', ' ')}.${String(Math.floor(ms % 1000)).padStart(3, '0')}000`
}
