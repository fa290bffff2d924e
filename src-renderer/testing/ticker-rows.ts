import type { TickerRow } from '../../src-shared/bridge/contract'
import { tickerNumericFields } from '../../src-shared/schemas/ticker-commons'

/** A complete row for tests: every numeric field 0, then the given overrides. */
export function makeRow(symbol: string, overrides: Partial<Omit<TickerRow, 'symbol'>> = {}): TickerRow {
  const zeros = Object.fromEntries(tickerNumericFields.map((f) => [f, 0])) as Omit<
    TickerRow,
    'symbol' | 'room'
  >
  return { symbol, ...zeros, room: null, ...overrides }
}
