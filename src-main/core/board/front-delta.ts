import type { BoardEvent } from '../../../src-shared/bridge/contract'

type DeltaEvent = Extract<BoardEvent, { type: 'delta' }>

/**
 * The part of a poll's delta that a window draws now: the changes and adds of `view`'s symbols,
 * with the delta's `at` and trading date, marked `front`. Null when there is nothing to send ahead:
 * no row of the view changed, or every change is in the view (the front would be the whole delta
 * twice). Removes stay in the full delta only: they change which rows exist, and a window applies
 * them once, in the order the full delta gives.
 */
export function frontOf(delta: DeltaEvent, view: ReadonlySet<string>): DeltaEvent | null {
  if (view.size === 0) return null
  const changes = delta.changes.filter((change) => view.has(change.symbol))
  const added = delta.added.filter((row) => view.has(row.symbol))
  if (changes.length === 0 && added.length === 0) return null
  if (changes.length === delta.changes.length && added.length === delta.added.length) return null
  return {
    type: 'delta',
    changes,
    added,
    removed: [],
    tradingDate: delta.tradingDate,
    at: delta.at,
    front: true,
  }
}
