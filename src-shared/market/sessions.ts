import type { Exchange } from './price-rules'
import { vnParts } from './vietnam-calendar'

/** Trading phases of vn-market.md §1.5. */
export const sessionPhases = [
  'pre-open',
  'ato',
  'continuous',
  'break',
  'atc',
  'plo',
  'put-through',
  'closed',
] as const
export type SessionPhase = (typeof sessionPhases)[number]

/**
 * The trading phase of an exchange at an instant, from the exchanges' timetable on Vietnam time
 * (vn-market.md §1.5). Public holidays are not known here: on one, it says what a normal day would.
 */
export function sessionPhaseAt(exchange: Exchange, epochMs: number): SessionPhase {
  const { weekday, hour, minute } = vnParts(epochMs)
  if (weekday === 0 || weekday === 6) return 'closed'
  const m = hour * 60 + minute
  const at = (h: number, min: number): number => h * 60 + min
  if (m < at(9, 0)) return 'pre-open'
  if (exchange === 'HOSE' && m < at(9, 15)) return 'ato'
  if (m < at(11, 30)) return 'continuous'
  if (m < at(13, 0)) return 'break'
  if (exchange === 'UPCOM') return m < at(15, 0) ? 'continuous' : 'closed'
  if (m < at(14, 30)) return 'continuous'
  if (m < at(14, 45)) return 'atc'
  if (m < at(15, 0)) return exchange === 'HNX' ? 'plo' : 'put-through'
  return 'closed'
}

/**
 * The phase of the derivatives market (VN30 index futures, vn-market.md §2): ATO 08:45–09:00,
 * continuous to 11:30, break to 13:00, continuous to 14:30, ATC to 14:45, then closed (no
 * put-through or PLO after the ATC). Public holidays are not known here either.
 */
export function derivativesPhaseAt(epochMs: number): SessionPhase {
  const { weekday, hour, minute } = vnParts(epochMs)
  if (weekday === 0 || weekday === 6) return 'closed'
  const m = hour * 60 + minute
  const at = (h: number, min: number): number => h * 60 + min
  if (m < at(8, 45)) return 'pre-open'
  if (m < at(9, 0)) return 'ato'
  if (m < at(11, 30)) return 'continuous'
  if (m < at(13, 0)) return 'break'
  if (m < at(14, 30)) return 'continuous'
  if (m < at(14, 45)) return 'atc'
  return 'closed'
}

/** A market with its own timetable: the three stock exchanges and the derivatives market. */
export type SessionMarket = Exchange | 'DERIVATIVES'

/**
 * Whose session a board shows, by what it lists: HOSE's indices and baskets (VN30, VN100, …) trade
 * on HOSE, HNX and HNX30 on HNX, UPCOM on UPCOM, the futures on the derivatives market. A list of
 * tickers or the whole market spans exchanges: null, the header shows each.
 */
export function sessionMarketOfBoard(
  source:
    { readonly kind: 'basket'; readonly code: number } | { readonly kind: 'tickers' | 'market' | 'futures' },
): SessionMarket | null {
  if (source.kind === 'futures') return 'DERIVATIVES'
  if (source.kind !== 'basket') return null
  if (source.code === 3 || source.code === 4) return 'HNX'
  if (source.code === 5) return 'UPCOM'
  return 'HOSE'
}
