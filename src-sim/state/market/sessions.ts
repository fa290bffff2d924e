import type { Exchange } from '../../../src-shared/market/price-rules'
import { derivativesPhaseAt, sessionPhaseAt, type SessionPhase } from '../../../src-shared/market/sessions'
import type { ClockMode } from '../../kit/clock/sim-clock'

export type { SessionPhase }

/**
 * Continuous matching and the auctions are the phases in which the engine changes prices. The demo
 * clock keeps every exchange in its continuous session, at any hour, on any day.
 */
export function phaseAt(mode: ClockMode, exchange: Exchange, ms: number): SessionPhase {
  return mode === 'demo' ? 'continuous' : sessionPhaseAt(exchange, ms)
}

/** The derivatives market's phase (VN30 futures: 08:45 ATO … 14:45); the demo clock keeps it continuous. */
export function derivativesPhase(mode: ClockMode, ms: number): SessionPhase {
  return mode === 'demo' ? 'continuous' : derivativesPhaseAt(ms)
}
