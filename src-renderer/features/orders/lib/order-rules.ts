import type { OrderRow } from '../../../../src-shared/bridge/contract'

/** The blotter's filters: a symbol, a side and a status group. */
export interface BlotterFilter {
  readonly symbol: string | null
  readonly side: 'B' | 'S' | null
  readonly status: 'working' | 'all'
}

export const defaultFilter: BlotterFilter = { symbol: null, side: null, status: 'working' }

/** An order may be picked for a cancel only while the broker says it can still be cancelled. */
export const canSelect = (row: OrderRow): boolean => row.cancellable && row.remaining > 0

/** A group E order may be modified while the broker's `allowamend` says so and part is left. */
export const canModify = (row: OrderRow): boolean =>
  row.book === 'svc' && row.amendable === true && row.remaining > 0

/** Rows are keyed by book and id: a stock and a derivative order may share a number. */
export const rowKey = (row: Pick<OrderRow, 'book' | 'orderId'>): string => `${row.book}:${row.orderId}`

/**
 * The "working" view shows what is working and what filled today (a fill is never hidden: issue 20);
 * `keep`: rows (book:id) shown whatever their status, so an order that was just cancelled or
 * rejected stays in view, marked, until the trader has seen it.
 */
export function filterRows(
  rows: readonly OrderRow[],
  filter: BlotterFilter,
  keep: ReadonlySet<string> = new Set(),
): OrderRow[] {
  return rows.filter(
    (r) =>
      (filter.symbol === null || r.symbol === filter.symbol) &&
      (filter.side === null || r.side === filter.side) &&
      (filter.status === 'all' ||
        keep.has(rowKey(r)) ||
        r.state === 'working' ||
        r.state === 'partly-matched' ||
        r.state === 'matched' ||
        r.state === 'cancel-pending'),
  )
}

/** Newest first, working before finished: the orders a trader may pull are at the top. */
export function sortRows(rows: readonly OrderRow[]): OrderRow[] {
  return [...rows].sort((a, b) => Number(canSelect(b)) - Number(canSelect(a)) || b.time.localeCompare(a.time))
}

/**
 * The selection after the books changed: an order that matched or was cancelled in the meantime
 * drops out, so a cancel dialog never offers an order that cannot be cancelled.
 */
export function pruneSelection(selected: ReadonlySet<string>, rows: readonly OrderRow[]): Set<string> {
  const live = new Set(rows.filter(canSelect).map(rowKey))
  return new Set([...selected].filter((k) => live.has(k)))
}

export function toggle(selected: ReadonlySet<string>, row: OrderRow): Set<string> {
  const next = new Set(selected)
  const key = rowKey(row)
  if (next.has(key)) next.delete(key)
  else if (canSelect(row)) next.add(key)
  return next
}

/** One broker call per group: each stock sub-account in one `cancel-orders`, derivatives with the PIN. */
export interface CancelGroups {
  readonly normal: OrderRow[]
  readonly margin: OrderRow[]
  readonly derivative: OrderRow[]
  /** Group E: one signed DELETE per order through the order client. */
  readonly svc: OrderRow[]
}

export function groupForCancel(rows: readonly OrderRow[]): CancelGroups {
  const live = rows.filter(canSelect)
  return {
    normal: live.filter((r) => r.book === 'stock' && r.subAccount === 'normal'),
    margin: live.filter((r) => r.book === 'stock' && r.subAccount === 'margin'),
    derivative: live.filter((r) => r.book === 'derivative'),
    svc: live.filter((r) => r.book === 'svc'),
  }
}

/** Tone of a state, for its colour. */
export function stateTone(row: OrderRow): 'live' | 'done' | 'dead' | 'pending' {
  switch (row.state) {
    case 'working':
    case 'partly-matched':
      return 'live'
    case 'matched':
      return 'done'
    case 'cancel-pending':
      return 'pending'
    default:
      return 'dead'
  }
}
