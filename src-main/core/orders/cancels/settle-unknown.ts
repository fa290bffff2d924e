import type { CancelResult, OrderBookKind, OrderRow } from '../../../../src-shared/bridge/contract'
import { outcomeFromBook } from '../outcomes/cancel-outcomes'
import type { CancelContext } from './cancel-context'

/**
 * A timeout or a dropped connection: did the cancel happen? Ask the order book, never re-send.
 * A request that timed out may still reach the broker a moment later, so an order that still
 * shows working is looked at again a few times before the answer is "still working".
 */
export async function settleUnknown(
  ctx: Pick<CancelContext, 'activity' | 'readOne' | 'recheckDelaysMs' | 'clock'>,
  book: OrderBookKind,
  ids: string[],
): Promise<Map<string, CancelResult>> {
  ctx.activity.setPhase(book, ids, 'checking')
  let outcomes = new Map<string, CancelResult>()
  for (const delay of ctx.recheckDelaysMs ?? [0, 1_000, 2_000]) {
    if (delay > 0) await ctx.clock.sleep(delay)
    let rows: OrderRow[] | null = null
    try {
      rows = await ctx.readOne(book)
    } catch {
      rows = null
    }
    outcomes = new Map(ids.map((id) => [id, outcomeFromBook(book, id, rows)]))
    if (![...outcomes.values()].some((r) => r.outcome === 'still-working' || r.outcome === 'unknown')) break
  }
  return outcomes
}
