import { indexDefinitions } from './indices/index-definitions'
import { measureIndex } from './indices/index-measure'
import type { TickerState } from './ticker-state'

/**
 * The VN30 level the futures follow: the same capitalisation-weighted level, over the same divisor,
 * as the simulator's exchange index (index-realtime, indices/index-book.ts), so that a board's basis
 * (futures − VN30) compares like with like. The divisor is fixed at the first reference, so the
 * level chains from day to day.
 */
export function vn30Underlying(members: readonly TickerState[]): { reference: number; level: () => number } {
  const vn30 = indexDefinitions.find((d) => d.code === 'VN30')
  const reference = vn30?.baseLevel ?? 2_078
  const cap = vn30?.weightCapPct
  const divisor = measureIndex(members, cap).refCapital / reference
  return { reference, level: () => measureIndex(members, cap).capital / divisor }
}
