import type { Exchange } from '../../src-shared/market/price-rules'
import type { ClockMode } from '../clock/sim-clock'
import { vnParts } from '../clock/vietnam-time'

/** Trading phases of vn-market.md §1.5. */
export type SessionPhase =
  'pre-open' | 'ato' | 'continuous' | 'break' | 'atc' | 'plo' | 'put-through' | 'closed'

/** Continuous matching and the auctions are the phases in which the engine changes prices. */
export function phaseAt(mode: ClockMode, exchange: Exchange, ms: number): SessionPhase {
  if (mode === 'demo') return 'continuous'
  const p = vnParts(ms)
  if (p.weekday === 0 || p.weekday === 6) return 'closed'
  const m = p.hour * 60 + p.minute
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
