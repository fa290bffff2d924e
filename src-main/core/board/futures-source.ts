import type { BoardSource } from '../../../src-shared/bridge/contract'
import { runningContracts } from '../../../src-shared/market/futures-contracts'
import type { TickerCommons } from '../../../src-shared/schemas/ticker-commons'

type TickerList = Extract<BoardSource, { kind: 'tickers' }>

/**
 * The futures board's request at a moment: the four running VN30 contracts by code, as one ticker
 * list. The spec has no derivative quote endpoint, but tickerCommons' ticker record carries what a
 * futures board shows, and the codes follow from the listed-months rule. `brokerNowMs` must be the
 * broker's clock (its expiry is what rolls the contracts), not this machine's.
 */
export function futuresTickers(brokerNowMs: number): TickerList {
  return { kind: 'tickers', symbols: runningContracts(brokerNowMs).map((c) => c.symbol) }
}

/**
 * One poll of the futures board: one request for the running codes. Only if the running set is
 * different once the answer is in is it asked again: either the answer's Date header was the first
 * reading of the broker's clock (this machine's clock guessed the codes), or a contract expired
 * while the request was out. Either way the rows shown are the ones running on the broker's clock.
 */
export async function fetchFutures(
  fetchBoard: (source: TickerList) => Promise<TickerCommons>,
  brokerNow: () => number,
): Promise<TickerCommons> {
  const asked = futuresTickers(brokerNow())
  const answer = await fetchBoard(asked)
  const running = futuresTickers(brokerNow())
  return running.symbols.join() === asked.symbols.join() ? answer : fetchBoard(running)
}
