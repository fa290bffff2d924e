import type { BoardSource } from '../../../src-shared/bridge/contract'
import type { BasketCode } from '../../../src-shared/market/baskets'
import type { TickerCommons } from '../../../src-shared/schemas/ticker-commons'
import type { BoardFeedOptions, PollPriority } from './board-feed'

/** HOSE, HNX and UPCOM: together, every listed stock once (the index baskets are subsets of these). */
export const marketParts: readonly BasketCode[] = [1, 3, 5]

/**
 * The whole market as one answer: the three exchange baskets fetched together and concatenated. Any
 * part failing fails the whole poll, so the board goes stale as one rather than showing a mix of
 * fresh and old exchanges without saying which.
 */
export async function fetchWholeMarket(
  parts: readonly BoardFeedOptions<BoardSource>[],
  priority?: PollPriority,
): Promise<TickerCommons> {
  const answers = await Promise.all(parts.map((p) => p.fetchBoard(p.source, priority)))
  const seen = new Set<string>()
  const data: TickerCommons['data'] = []
  for (const answer of answers) {
    for (const row of answer.data) {
      if (seen.has(row.symbol)) continue
      seen.add(row.symbol)
      data.push(row)
    }
  }
  return { data, tradingDate: answers[0]?.tradingDate ?? '' }
}
