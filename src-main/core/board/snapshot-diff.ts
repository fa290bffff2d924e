import type { RowChange, TickerRow, TickerRowField } from '../../../src-shared/bridge/contract'
import { tickerFields } from '../../../src-shared/schemas/ticker-commons'

export interface SnapshotDiff {
  changes: RowChange[]
  /** The new poll's row for each change, at the same index: the feed keeps these as they are. */
  changedRows: TickerRow[]
  added: TickerRow[]
  removed: string[]
}

const fields = tickerFields as readonly TickerRowField[]

/**
 * Compares the previous snapshot with a new poll and keeps only what moved, field by field, so a
 * window receives a few numbers per tick instead of the whole basket.
 */
export function diffSnapshot(
  previous: ReadonlyMap<string, TickerRow>,
  next: readonly TickerRow[],
): SnapshotDiff {
  const changes: RowChange[] = []
  const changedRows: TickerRow[] = []
  const added: TickerRow[] = []
  const seen = new Set<string>()
  for (const row of next) {
    seen.add(row.symbol)
    const before = previous.get(row.symbol)
    if (!before) {
      added.push(row)
      continue
    }
    let changed: Record<string, number | null> | undefined
    for (const field of fields) {
      if (before[field] !== row[field]) (changed ??= {})[field] = row[field]
    }
    // Only fields of the row were copied in, each with the row's own type.
    if (changed) {
      changes.push({ symbol: row.symbol, fields: changed })
      changedRows.push(row)
    }
  }
  const removed: string[] = []
  for (const symbol of previous.keys()) if (!seen.has(symbol)) removed.push(symbol)
  return { changes, changedRows, added, removed }
}

export const isEmptyDiff = (d: SnapshotDiff): boolean =>
  d.changes.length === 0 && d.added.length === 0 && d.removed.length === 0
