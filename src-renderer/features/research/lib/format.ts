import { formatNumber, formatSigned, type UiLocale } from '../../../lib/format-locale'

/** Board convention: stock prices in thousands of VND with two decimals ("95.80"). */
export const thousands = (vnd: number | null | undefined, locale: UiLocale): string =>
  vnd === null || vnd === undefined ? '–' : formatNumber(vnd / 1000, locale, 2)

export const billions = (vnd: number | null | undefined, locale: UiLocale): string =>
  vnd === null || vnd === undefined ? '–' : formatNumber(vnd / 1e9, locale, 2)

export const count = (n: number | null | undefined, locale: UiLocale): string =>
  n === null || n === undefined ? '–' : formatNumber(n, locale, 0)

export const ratio = (n: number | null | undefined, locale: UiLocale, digits = 2): string =>
  n === null || n === undefined ? '–' : formatNumber(n, locale, digits)

export const signed = (n: number | null | undefined, locale: UiLocale, digits = 2): string =>
  n === null || n === undefined ? '–' : formatSigned(n, locale, digits)

/** Board colour of a price against its reference, ceiling and floor. */
export function priceClass(price: number, ref: number, ceil?: number | null, floor?: number | null): string {
  if (ceil !== null && ceil !== undefined && price >= ceil) return 'price-ceil'
  if (floor !== null && floor !== undefined && price <= floor) return 'price-floor'
  return price > ref ? 'price-up' : price < ref ? 'price-down' : 'price-ref'
}
