import type { BasketCode } from '../../../src-shared/market/baskets'
import type { TickerRecordSpec } from '../../../src-shared/schemas/ticker-commons'
import type { MarketEngine } from '../../state/market/engine'
import { toFuturesRecord } from '../../state/market/futures-record'
import { toTickerRecord } from '../../state/market/ticker-record'

/**
 * Serialized tickerCommons bodies, valid for one engine step. A basket body is built once per step
 * and then sent as the same Buffer to every request, which is what makes `index=1` cheap; rows of
 * `tickers` queries are cached one by one.
 */
export class TickerBodyCache {
  private engine: MarketEngine | undefined
  private version = -1
  private readonly baskets = new Map<BasketCode, Buffer>()
  private readonly rows = new Map<string, string>()

  private validate(engine: MarketEngine): void {
    if (engine !== this.engine || engine.version !== this.version) {
      this.engine = engine
      this.version = engine.version
      this.baskets.clear()
      this.rows.clear()
    }
  }

  basketBody(engine: MarketEngine, code: BasketCode): Buffer {
    this.validate(engine)
    let body = this.baskets.get(code)
    if (body === undefined) {
      const rows = engine.basket(code).map((t) => JSON.stringify(toTickerRecord(t, code)))
      body = Buffer.from(envelope(rows, engine.tradingDate))
      this.baskets.set(code, body)
    }
    return body
  }

  /**
   * Known symbols in the order asked, each once; unknown symbols are left out. Futures rows are
   * cached like stock rows: both only change on an engine step, which clears the cache.
   */
  tickersBody(engine: MarketEngine, symbols: readonly string[]): string {
    this.validate(engine)
    const rows: string[] = []
    const seen = new Set<string>()
    for (const symbol of symbols) {
      if (seen.has(symbol)) continue
      seen.add(symbol)
      let row = this.rows.get(symbol)
      if (row === undefined) {
        const record = tickerRecord(engine, symbol)
        if (record === undefined) continue
        row = JSON.stringify(record)
        this.rows.set(symbol, row)
      }
      rows.push(row)
    }
    return envelope(rows, engine.tradingDate)
  }

  emptyBody(engine: MarketEngine): string {
    return envelope([], engine.tradingDate)
  }
}

/** A stock or a running VN30 futures contract by code (a list may mix them); undefined when unknown. */
function tickerRecord(engine: MarketEngine, symbol: string): TickerRecordSpec | undefined {
  const t = engine.ticker(symbol)
  if (t !== undefined) return toTickerRecord(t, 0)
  const future = engine.futures.quote(symbol)
  return future === undefined ? undefined : toFuturesRecord(future)
}

function envelope(rows: readonly string[], tradingDate: string): string {
  return `{"data":[${rows.join(',')}],"tradingDate":${JSON.stringify(tradingDate)}}`
}
