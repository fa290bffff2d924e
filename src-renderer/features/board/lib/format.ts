import { fixed } from '../../../lib/numbers'

/**
 * The board's cells: the UI's one number convention (lib/numbers.ts: prices in thousands of VND
 * with two decimals, 98,800 VND → "98.80"; grouped volumes) with the board's own rules for what
 * is left blank.
 */
const price2 = fixed(2)
const integer = fixed(0)

const isAbsent = (value: number | null | undefined): value is null | undefined =>
  value === null || value === undefined || !Number.isFinite(value)

/** Raw VND → thousands with 2 decimals; 0 or absent → blank (no order at that level). */
export function formatPrice(vnd: number | null | undefined): string {
  if (isAbsent(vnd) || vnd === 0) return ''
  return price2.format(vnd / 1000)
}

/** Divisors a board may use for volumes; 10 is the legacy "KL ×10" of some boards. */
export type VolumeUnit = 1 | 10 | 100

/** Shares → grouped integer in the given unit; 0 or absent → blank. */
export function formatVolume(shares: number | null | undefined, unit: VolumeUnit = 1): string {
  if (isAbsent(shares) || shares === 0) return ''
  return integer.format(Math.round(shares / unit))
}

/**
 * Change against the reference, in thousands of VND with a sign ("+1.20", "-0.50", "0.00").
 * Blank before the first match of the day, when a change of 0 would be misleading.
 */
export function formatChange(changeVnd: number | null | undefined, matched: boolean): string {
  if (!matched || isAbsent(changeVnd)) return ''
  const text = price2.format(changeVnd / 1000)
  return changeVnd > 0 ? `+${text}` : text
}

/** Percent change, already in percent (1.23 means 1.23 %), with a sign; blank before a match. */
export function formatPercent(percent: number | null | undefined, matched: boolean): string {
  if (!matched || isAbsent(percent)) return ''
  const text = `${price2.format(percent)}%`
  return percent > 0 ? `+${text}` : text
}

const billions2 = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** Traded value, VND → billions with two decimals ("43.80" is 43.8 bn VND); 0 or absent → blank. */
export function formatValueBn(vnd: number | null | undefined): string {
  if (isAbsent(vnd) || vnd === 0) return ''
  return billions2.format(vnd / 1e9)
}

/** Foreign room in shares; unlike volumes, 0 is meaningful (room exhausted), null is unknown. */
export function formatRoom(shares: number | null | undefined): string {
  if (isAbsent(shares)) return ''
  return integer.format(shares)
}

const points1 = fixed(1)

/**
 * Index points with one decimal ("2,081.1"), how futures boards print a contract's prices
 * (vn-market.md §6.2); 0 or absent → blank, as for a stock price.
 */
export function formatPoints(points: number | null | undefined): string {
  if (isAbsent(points) || points === 0) return ''
  return points1.format(points)
}

/** Change in points with a sign ("+3.4", "-0.7", "0.0"); blank before the first match. */
export function formatPointChange(points: number | null | undefined, matched: boolean): string {
  if (!matched || isAbsent(points)) return ''
  const text = points1.format(points)
  return points > 0 ? `+${text}` : text
}
