import type { OrderIntent } from '../../../../src-shared/bridge/areas/orders-entry'
import type { OrderBookEntry } from '../../../../src-shared/schemas/trading'

/** `odtimestamp` (`yyyy-MM-dd HH:mm:ss.SSSSSS`, Vietnam time) as epoch ms; NaN when it is not one. */
export function bookTimestamp(entry: OrderBookEntry): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,6}))?/.exec(
    entry.odtimestamp ?? '',
  )
  if (m === null) return Number.NaN
  const [, y, mo, d, h, mi, se, frac] = m
  const ms = Number((frac ?? '0').padEnd(3, '0').slice(0, 3))
  return Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h) - 7, Number(mi), Number(se), ms)
}

/**
 * The book entries that may be the order an unanswered request sent: same symbol, side, quantity and
 * price (or market type), placed no earlier than just before the request left (broker clock), and not
 * an order this client already knows. Newest first.
 */
export function candidatesFor(
  intent: OrderIntent,
  book: readonly OrderBookEntry[],
  sentAtServerMs: number,
  known: ReadonlySet<string>,
): OrderBookEntry[] {
  const type = intent.type
  return book
    .filter(
      (e) =>
        !known.has(e.orderid) &&
        e.symbol === intent.symbol &&
        e.side === intent.side &&
        e.qtty === intent.quantity &&
        (type !== 'LO' || e.price === intent.price) &&
        // Slack for the estimate of the broker's clock (Date headers have whole seconds).
        bookTimestamp(e) >= sentAtServerMs - 3_000,
    )
    .sort((a, b) => bookTimestamp(b) - bookTimestamp(a))
}
