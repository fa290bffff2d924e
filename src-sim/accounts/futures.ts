import type { MarketEngine } from '../market/engine'
import { vnParts, vnTime } from '../clock/vietnam-time'

/** VN30 index futures (vn-market.md §2): 100,000 VND per point, 0.1-point tick, ±7% band. */
export const futuresMultiplier = 100_000
export const futuresTick = 0.1
export const futuresBandPct = 7
/** Initial margin shown as `im` (SSI quotes 17%). */
export const initialMarginPct = 17
/** VN30 level at the reference prices (late January 2026, vn-market.md §5.4). */
const vn30Reference = 2_078

export interface FuturesContract {
  symbol: string
  alias: 'VN30F1M' | 'VN30F2M' | 'VN30F1Q' | 'VN30F2Q'
  /** Last trading day, epoch ms (third Thursday of the month). */
  expiryMs: number
  ref: number
  ceiling: number
  floor: number
}

const round1 = (x: number): number => Math.round(x * 10) / 10

/** Third Thursday of a month, Vietnam time, at 14:45 (end of its last session). */
function thirdThursday(year: number, month: number): number {
  const firstWeekday = vnParts(vnTime(year, month, 1, 12)).weekday
  const day = 1 + ((4 - firstWeekday + 7) % 7) + 14
  return vnTime(year, month, day, 14, 45)
}

function code(year: number, month: number): string {
  return `VN30F${String(year % 100).padStart(2, '0')}${String(month).padStart(2, '0')}`
}

/**
 * The four running contracts on a given day: this month (or the next once this month's has expired),
 * the month after, and the next two quarter months after that. Old-style VN30FYYMM codes are used.
 */
export function runningContracts(nowMs: number): FuturesContract[] {
  const p = vnParts(nowMs)
  let year = p.year
  let month = p.month
  if (nowMs > thirdThursday(year, month)) {
    month++
    if (month > 12) {
      month = 1
      year++
    }
  }
  const months: [number, number][] = [[year, month]]
  const next = (y: number, m: number): [number, number] => (m === 12 ? [y + 1, 1] : [y, m + 1])
  months.push(next(year, month))
  let [qy, qm] = next(...(months[1] ?? [year, month]))
  while (months.length < 4) {
    if (qm % 3 === 0) months.push([qy, qm])
    ;[qy, qm] = next(qy, qm)
  }
  const aliases = ['VN30F1M', 'VN30F2M', 'VN30F1Q', 'VN30F2Q'] as const
  return months.map(([y, m], i) => {
    // A small contango per month out, so the curve looks like a real one.
    const ref = round1(vn30Reference * (1 + 0.002 * (i + 1)))
    return {
      symbol: code(y, m),
      alias: aliases[i] ?? 'VN30F2Q',
      expiryMs: thirdThursday(y, m),
      ref,
      ceiling: round1(Math.floor(ref * (1 + futuresBandPct / 100) * 10) / 10),
      floor: round1(Math.ceil(ref * (1 - futuresBandPct / 100) * 10) / 10),
    }
  })
}

/** VN30 index now: the reference level moved by the average change of the 30 constituents. */
export function vn30Index(market: MarketEngine): number {
  const members = market.basket(2)
  if (members.length === 0) return vn30Reference
  const ratio =
    members.reduce((sum, t) => sum + (t.matchPrice > 0 ? t.matchPrice : t.ref) / t.ref, 0) / members.length
  return round1(vn30Reference * ratio)
}

/** Last price of a contract: the index plus the contract's basis, inside its band, on a 0.1 tick. */
export function futuresPrice(market: MarketEngine, contract: FuturesContract): number {
  const basis = contract.ref - vn30Reference
  return round1(Math.min(contract.ceiling, Math.max(contract.floor, vn30Index(market) + basis)))
}
