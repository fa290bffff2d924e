import { describe, expect, it } from 'vitest'
import { MarketEngine } from '../engine'

const start = Date.parse('2026-11-20T03:00:00Z') // Friday 10:00 in Vietnam, continuous session
const later = start + 7 * 60_000 + 30_000
const engineAt = (): MarketEngine => new MarketEngine({ seed: 11, startMs: start, mode: 'demo' })
const allBars = (engine: MarketEngine, symbol: string, size: number) =>
  engine.bars.range(symbol, 0, Number.MAX_SAFE_INTEGER, size)

// The morning's candles are drawn on a symbol's first read. Reading every symbol at start is what the
// eager backfill did; the answers after the market moved on must not depend on when they were drawn.
describe('morning candles drawn on first read', () => {
  it('equal those drawn at start, for every symbol and candle size', () => {
    const eager = engineAt()
    for (const t of eager.all()) allBars(eager, t.symbol, 1)
    const lazy = engineAt()
    eager.syncTo(later)
    lazy.syncTo(later)
    let withMorning = 0
    for (const t of eager.all()) {
      for (const size of [1, 5, 15]) {
        expect(allBars(lazy, t.symbol, size)).toEqual(allBars(eager, t.symbol, size))
      }
      if (allBars(lazy, t.symbol, 1).some((bar) => bar.t < start)) withMorning++
    }
    expect(withMorning).toBeGreaterThan(100)
  })

  it('are the same candles on a second read after more trading', () => {
    const engine = engineAt()
    engine.syncTo(later)
    const symbol = engine.basket(2)[0]?.symbol ?? 'FPT'
    const first = engine.bars.range(symbol, 0, start, 1)
    engine.syncTo(later + 5 * 60_000)
    expect(first.length).toBeGreaterThan(0)
    expect(engine.bars.range(symbol, 0, start, 1)).toEqual(first)
  })
})
