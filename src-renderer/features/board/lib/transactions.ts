import type { BoardEvent, RowChange, TickerRow, TickerRowField } from '../../../../src-shared/bridge/contract'

type DeltaEvent = Extract<BoardEvent, { type: 'delta' }>

/** The shape of an ag-grid row transaction, kept free of ag-grid so it can be tested alone. */
export interface RowTransaction {
  readonly add: TickerRow[]
  readonly update: TickerRow[]
  readonly remove: TickerRow[]
}

export const isEmptyTransaction = (tx: RowTransaction): boolean =>
  tx.add.length === 0 && tx.update.length === 0 && tx.remove.length === 0

/**
 * A row with the changed fields applied. Only fields present with a value count: a key that is
 * absent, or present as `undefined`, did not change and must not blank the cell.
 */
export function mergeFields(current: TickerRow, fields: RowChange['fields']): TickerRow {
  const next = { ...current }
  const target: Record<TickerRowField, number | null> = next
  for (const key of Object.keys(fields) as TickerRowField[]) {
    const value = fields[key]
    if (value !== undefined) target[key] = value
  }
  return next
}

/**
 * Turns a delta into a grid transaction and applies it to `rows`, the board's copy of every row
 * (mutated in place: at full-market speed a copy of 1,500 rows per delta would be waste).
 *
 * A changed row becomes a new object, never a mutated one: the grid compares old and new values
 * to decide which cells to refresh and flash. Changes to unknown symbols are dropped (they can
 * only come from a delta that raced an unsubscribe); an added symbol already known is an update.
 */
export function reduceDelta(
  rows: Map<string, TickerRow>,
  delta: DeltaEvent,
  /** Symbols whose changes and adds are already in `rows` (a front delta's, see BoardRows). */
  skip?: ReadonlySet<string>,
): RowTransaction {
  const updates = new Map<string, TickerRow>()
  const adds = new Map<string, TickerRow>()
  const remove: TickerRow[] = []

  for (const change of delta.changes) {
    if (skip?.has(change.symbol) === true) continue
    const current = rows.get(change.symbol)
    if (!current) continue
    const next = mergeFields(current, change.fields)
    rows.set(next.symbol, next)
    if (adds.has(next.symbol)) adds.set(next.symbol, next)
    else updates.set(next.symbol, next)
  }
  for (const row of delta.added) {
    if (skip?.has(row.symbol) === true) continue
    const known = rows.has(row.symbol) && !adds.has(row.symbol)
    rows.set(row.symbol, row)
    if (known) updates.set(row.symbol, row)
    else adds.set(row.symbol, row)
  }
  for (const symbol of delta.removed) {
    const current = rows.get(symbol)
    if (!current) continue
    rows.delete(symbol)
    updates.delete(symbol)
    // Added and removed within one delta: the grid never saw it, so there is nothing to remove.
    if (!adds.delete(symbol)) remove.push(current)
  }
  return { add: [...adds.values()], update: [...updates.values()], remove }
}

/**
 * A fresh snapshot for a board that already shows rows (after a reconnect or resubscribe): update
 * in place what is still there, add what is new, remove what is gone. Swapping the grid's rowData
 * instead would rebuild every row and lose scroll position and flashes.
 */
export function reduceSnapshot(rows: Map<string, TickerRow>, snapshot: readonly TickerRow[]): RowTransaction {
  const add: TickerRow[] = []
  const update: TickerRow[] = []
  const seen = new Set<string>()
  for (const row of snapshot) {
    if (seen.has(row.symbol)) continue
    seen.add(row.symbol)
    if (rows.has(row.symbol)) update.push(row)
    else add.push(row)
    rows.set(row.symbol, row)
  }
  const remove: TickerRow[] = []
  for (const [symbol, row] of rows) {
    if (seen.has(symbol)) continue
    rows.delete(symbol)
    remove.push(row)
  }
  return { add, update, remove }
}
