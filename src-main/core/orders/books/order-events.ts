import type { OrderEvent, OrderRow } from '../../../../src-shared/bridge/contract'

const key = (r: OrderRow) => `${r.book}:${r.orderId}`

/** What a row's first sight says: an order placed and settled between two reads is still news. */
function fromNothing(row: OrderRow, at: number): OrderEvent[] {
  const events: OrderEvent[] = []
  if (row.matched > 0) {
    events.push({
      kind: row.state === 'matched' ? 'filled' : 'partly-filled',
      order: row,
      newlyMatched: row.matched,
      at,
    })
  }
  if (row.state === 'rejected' || row.state === 'cancelled') {
    events.push({ kind: row.state, order: row, newlyMatched: 0, at })
  }
  return events
}

/**
 * The notifications one read of a book brings: fills (in full or in part) and rejections or cancels
 * since the read before. `before` null is the first read of the book: what it shows was already so
 * when the app looked, so it is not news. A fill and a cancel of the rest in one interval are two events.
 */
export function orderEvents(
  before: readonly OrderRow[] | null,
  after: readonly OrderRow[],
  at: number,
): OrderEvent[] {
  if (before === null) return []
  const earlier = new Map(before.map((r) => [key(r), r]))
  const events: OrderEvent[] = []
  for (const row of after) {
    const prev = earlier.get(key(row))
    if (prev === undefined) {
      events.push(...fromNothing(row, at))
      continue
    }
    const newlyMatched = row.matched - prev.matched
    if (newlyMatched > 0) {
      events.push({
        kind: row.state === 'matched' ? 'filled' : 'partly-filled',
        order: row,
        newlyMatched,
        at,
      })
    } else if (row.state === 'matched' && prev.state !== 'matched') {
      events.push({ kind: 'filled', order: row, newlyMatched: 0, at })
    }
    if ((row.state === 'rejected' || row.state === 'cancelled') && prev.state !== row.state) {
      events.push({ kind: row.state, order: row, newlyMatched: 0, at })
    }
  }
  return events
}
