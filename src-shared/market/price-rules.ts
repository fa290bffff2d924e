/**
 * Cash-market price rules of the three exchanges (vn-market.md §1.1–§1.4): daily bands, tick sizes,
 * ceiling and floor rounding, board lots. Prices are integers in VND.
 */
export type Exchange = 'HOSE' | 'HNX' | 'UPCOM'

export const exchanges: readonly Exchange[] = ['HOSE', 'HNX', 'UPCOM']

/** Normal-day band in percent of the reference price. */
export const bandPercent: Readonly<Record<Exchange, number>> = { HOSE: 7, HNX: 10, UPCOM: 15 }

export const boardLot = 100

/** The exchange a listing names (the broker writes HOSE as "HSX" too); null for anything else. */
export function exchangeNamed(name: string | null | undefined): Exchange | null {
  const upper = (name ?? '').toUpperCase()
  if (upper === 'HSX') return 'HOSE'
  return (exchanges as readonly string[]).includes(upper) ? (upper as Exchange) : null
}

/** Price step at a price level. HOSE steps depend on the level; HNX and UPCOM stocks use 100 VND. */
export function tickSize(exchange: Exchange, price: number): number {
  if (exchange !== 'HOSE') return 100
  if (price < 10_000) return 10
  if (price < 50_000) return 50
  return 100
}

export function isOnTick(exchange: Exchange, price: number): boolean {
  return Number.isInteger(price) && price > 0 && price % tickSize(exchange, price) === 0
}

/** The next valid price above `price` (which must be on a tick). */
export function tickUp(exchange: Exchange, price: number): number {
  return price + tickSize(exchange, price)
}

/**
 * The next valid price below `price`. The step is the one of the level just below, so that 10,000 on
 * HOSE steps down to 9,990 and 50,000 to 49,950.
 */
export function tickDown(exchange: Exchange, price: number): number {
  return price - tickSize(exchange, price - 1)
}

/** Nearest valid price to any positive amount (half-way rounds up). */
export function snapToTick(exchange: Exchange, price: number): number {
  const step = tickSize(exchange, price)
  const snapped = Math.max(step, Math.round(price / step) * step)
  return snapped
}

export interface PriceLimits {
  ceiling: number
  floor: number
}

/**
 * Ceiling rounded down and floor rounded up to the tick of the level the raw result falls in
 * (§1.2); when rounding lands on the reference itself, one tick beyond it (the HNX special case,
 * assumed for every exchange).
 */
export function priceLimits(exchange: Exchange, ref: number): PriceLimits {
  const pct = bandPercent[exchange]
  const rawCeil = (ref * (100 + pct)) / 100
  const ceilStep = tickSize(exchange, rawCeil)
  let ceiling = Math.floor((ref * (100 + pct)) / (100 * ceilStep)) * ceilStep
  const rawFloor = (ref * (100 - pct)) / 100
  const floorStep = tickSize(exchange, rawFloor)
  let floor = Math.ceil((ref * (100 - pct)) / (100 * floorStep)) * floorStep
  if (ceiling <= ref) ceiling = tickUp(exchange, ref)
  if (floor >= ref) floor = tickDown(exchange, ref)
  if (floor <= 0) floor = tickSize(exchange, 1)
  return { ceiling, floor }
}

/** Change in percent of the reference, two decimals, as boards show it. */
export function changePercent(price: number, ref: number): number {
  if (ref <= 0) return 0
  return Math.round(((price - ref) / ref) * 10_000) / 100
}
