import { getWorkstation } from '../../../lib/bridge/get-workstation'

/**
 * Which of `symbols` the market does not list, asked of the board feed: one snapshot of exactly
 * these tickers, then the subscription ends. Null when the market could not be asked (feed error),
 * so the caller says so rather than guess. At most 300 symbols (the feed's limit).
 */
export function findUnknownSymbols(symbols: readonly string[]): Promise<string[] | null> {
  if (symbols.length === 0) return Promise.resolve([])
  return new Promise((resolve) => {
    let done = false
    let stop: (() => void) | null = null
    const finish = (result: string[] | null) => {
      if (done) return
      done = true
      resolve(result)
      // Later than now: the answer may come before subscribe() has returned its stop function.
      queueMicrotask(() => stop?.())
    }
    stop = getWorkstation().subscribe(
      'board.deltas',
      { kind: 'tickers', symbols: [...symbols] },
      {
        event: (event) => {
          if (event.type === 'snapshot') {
            const listed = new Set(event.rows.map((r) => r.symbol))
            finish(symbols.filter((s) => !listed.has(s)))
          } else if (event.type === 'status' && event.status.state === 'stale') finish(null)
        },
        error: () => finish(null),
      },
    )
  })
}
