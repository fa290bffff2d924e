/**
 * The colour convention of Vietnamese price boards: a price is compared with the day's band.
 * Ceiling purple, floor cyan, reference yellow, between reference and ceiling green, between floor
 * and reference red. `none` is for an empty level (price 0), which has no colour.
 */
export type PriceClass = 'ceil' | 'floor' | 'ref' | 'up' | 'down' | 'none'

export interface PriceBand {
  readonly ref: number
  readonly ceil: number
  readonly floor: number
}

export function priceClass(price: number | null | undefined, band: PriceBand): PriceClass {
  return classifyPrice(price, band.ref, band.ceil, band.floor)
}

/**
 * The same, with the band as plain arguments: the grid evaluates this for every coloured cell on
 * every refresh, so it allocates nothing.
 */
export function classifyPrice(
  price: number | null | undefined,
  ref: number,
  ceil: number,
  floor: number,
): PriceClass {
  if (price === null || price === undefined || !Number.isFinite(price) || price <= 0) return 'none'
  // Ceiling and floor are checked first, and with >= / <=, so a price the exchange should never
  // print outside the band still reads as "at the limit" rather than as an ordinary up or down.
  if (ceil > 0 && price >= ceil) return 'ceil'
  if (floor > 0 && price <= floor) return 'floor'
  if (!(ref > 0)) return 'none'
  if (price === ref) return 'ref'
  return price > ref ? 'up' : 'down'
}

/** The CSS class of each colour; the e2e tests look for these on `.ag-cell` elements. */
export const priceClassNames = {
  ceil: 'price-ceil',
  floor: 'price-floor',
  ref: 'price-ref',
  up: 'price-up',
  down: 'price-down',
} as const satisfies Record<Exclude<PriceClass, 'none'>, string>
