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
