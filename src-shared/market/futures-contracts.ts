import { vnParts, vnTime } from './vietnam-calendar'

/**
 * VN30 index futures (vn-market.md §2): which contracts are listed on a given day, their codes and
 * their price band. A market rule, shared by the simulator (which quotes them) and the client (which
 * asks for them by code), like the cash market's bands and ticks.
 */

/** VND per index point. */
export const futuresMultiplier = 100_000
/** Price step in index points. */
export const futuresTick = 0.1
export const futuresBandPct = 7

/** Rolling names of the four running contracts, in listing order (front month first). */
export const futuresAliases = ['VN30F1M', 'VN30F2M', 'VN30F1Q', 'VN30F2Q'] as const
export type FuturesAlias = (typeof futuresAliases)[number]

export interface ContractMonth {
  readonly year: number
  readonly month: number
}

export interface RunningContract extends ContractMonth {
  /** Old-style exchange code VN30FYYMM, which already-listed contracts kept under KRX. */
  readonly symbol: string
  readonly alias: FuturesAlias
  /** End of trading, epoch ms: 14:45 Vietnam time (close of the ATC) on the last trading day. */
  readonly expiryMs: number
}

/**
 * Day of the month of the last trading day: the third Thursday. The exchange moves it to the
 * previous trading day when that Thursday is a holiday; holidays are not known here.
 */
export function lastTradingDay(year: number, month: number): number {
  const firstWeekday = vnParts(vnTime(year, month, 1, 12)).weekday
  return 1 + ((4 - firstWeekday + 7) % 7) + 14
}

export function expiryMs(c: ContractMonth): number {
  return vnTime(c.year, c.month, lastTradingDay(c.year, c.month), 14, 45)
}

export function contractCode(c: ContractMonth): string {
  return `VN30F${String(c.year % 100).padStart(2, '0')}${String(c.month).padStart(2, '0')}`
}

/** The month of a VN30FYYMM code; null for anything else (an alias, a stock, a KRX-style code). */
export function parseContractCode(code: string): ContractMonth | null {
  const m = /^VN30F(\d{2})(\d{2})$/.exec(code)
  if (!m) return null
  const month = Number(m[2])
  if (month < 1 || month > 12) return null
  return { year: 2000 + Number(m[1]), month }
}

const nextMonth = (c: ContractMonth): ContractMonth =>
  c.month === 12 ? { year: c.year + 1, month: 1 } : { year: c.year, month: c.month + 1 }

/** The contract that expires first at `nowMs`: this month's until it expires, then next month's. */
export function frontMonth(nowMs: number): ContractMonth {
  const p = vnParts(nowMs)
  const current = { year: p.year, month: p.month }
  return nowMs >= expiryMs(current) ? nextMonth(current) : current
}

/**
 * The four listed contracts when `front` is the front month: it, the month after, and the next two
 * quarter months after that (in April: Apr, May, Jun, Sep; in May: May, Jun, Sep, Dec).
 */
export function listedContracts(front: ContractMonth): RunningContract[] {
  const months = [front, nextMonth(front)]
  let candidate = nextMonth(months[1] ?? front)
  while (months.length < futuresAliases.length) {
    if (candidate.month % 3 === 0) months.push(candidate)
    candidate = nextMonth(candidate)
  }
  return months.map((c, i) => ({
    ...c,
    symbol: contractCode(c),
    alias: futuresAliases[i] ?? 'VN30F2Q',
    expiryMs: expiryMs(c),
  }))
}

/** The running contracts at an instant; they roll when the front month's last session ends. */
export function runningContracts(nowMs: number): RunningContract[] {
  return listedContracts(frontMonth(nowMs))
}

/**
 * The alias of each code among a set of running contracts, taking the earliest code as the front
 * month. It needs no clock, so a board's aliases always agree with the rows it shows. Codes that are
 * not running alongside that front month get none.
 */
export function aliasesOf(codes: readonly string[]): Map<string, FuturesAlias> {
  const months = codes.flatMap((code) => {
    const month = parseContractCode(code)
    return month ? [month] : []
  })
  const aliases = new Map<string, FuturesAlias>()
  if (months.length === 0) return aliases
  const front = months.reduce((a, b) => (b.year * 12 + b.month < a.year * 12 + a.month ? b : a))
  for (const c of listedContracts(front)) if (codes.includes(c.symbol)) aliases.set(c.symbol, c.alias)
  return aliases
}

/**
 * Calendar days from a trading date (dd/MM/yyyy, the spec's `tradingDate`) to the contract's last
 * trading day: 0 on the expiry day itself. Null for a code or date that does not parse.
 */
export function daysToExpiry(code: string, tradingDate: string): number | null {
  const c = parseContractCode(code)
  const d = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(tradingDate)
  if (!c || !d) return null
  const today = Date.UTC(Number(d[3]), Number(d[2]) - 1, Number(d[1]))
  const last = Date.UTC(c.year, c.month - 1, lastTradingDay(c.year, c.month))
  return Math.round((last - today) / 86_400_000)
}

/**
 * Ceiling and floor for a reference in points: ±7% rounded inwards to the 0.1-point tick (ceiling
 * down, floor up). Worked in tenths of a point so that no binary fraction creeps into a price.
 */
export function futuresLimits(ref: number): { ceiling: number; floor: number } {
  const refTenths = Math.round(ref * 10)
  return {
    ceiling: Math.floor((refTenths * (100 + futuresBandPct)) / 100) / 10,
    floor: Math.ceil((refTenths * (100 - futuresBandPct)) / 100) / 10,
  }
}
