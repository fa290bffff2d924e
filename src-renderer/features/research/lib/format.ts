import { fixed, formatBillions, formatSigned, formatThousands } from '../../../lib/numbers'

/** The UI's one number convention (lib/numbers.ts); a missing figure is a dash. */
const orDash =
  <A extends unknown[]>(format: (value: number, ...rest: A) => string) =>
  (value: number | null | undefined, ...rest: A): string =>
    value === null || value === undefined ? '–' : format(value, ...rest)

/** Board convention: stock prices in thousands of VND with two decimals ("95.80"). */
export const thousands = orDash(formatThousands)
export const billions = orDash(formatBillions)
export const count = orDash((n: number) => fixed(0).format(n))
export const ratio = (n: number | null | undefined, digits = 2): string =>
  n === null || n === undefined ? '–' : fixed(digits).format(n)
export const signed = (n: number | null | undefined, digits = 2): string =>
  n === null || n === undefined ? '–' : formatSigned(n, digits)

/** Board colour of a price against its reference, ceiling and floor. */
export function priceClass(price: number, ref: number, ceil?: number | null, floor?: number | null): string {
  if (ceil !== null && ceil !== undefined && price >= ceil) return 'price-ceil'
  if (floor !== null && floor !== undefined && price <= floor) return 'price-floor'
  return price > ref ? 'price-up' : price < ref ? 'price-down' : 'price-ref'
}
