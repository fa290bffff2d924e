import type { AlertCondition, TickerRow } from '../../../src-shared/bridge/contract'

/**
 * What one condition reads in a board row, and whether it holds. Pure: the memory of the last
 * observation (needed to see a crossing) lives in the watcher.
 */

/** A crossing needs the side of the level the price was on; every other condition is a state. */
export type Observation =
  { kind: 'side'; above: boolean; value: number } | { kind: 'state'; holds: boolean; value: number }

/** Null when the row carries no usable figure (no trade yet, room unknown). */
export function observe(condition: AlertCondition, row: TickerRow, level: number): Observation | null {
  const last = row.matchPrice
  switch (condition.kind) {
    case 'crosses':
      if (!(last > 0)) return null
      // At the level counts as having crossed it, whichever way the alert looks.
      return {
        kind: 'side',
        above: condition.direction === 'above' ? last >= level : last > level,
        value: last,
      }
    case 'change-percent': {
      if (!(last > 0)) return null
      const holds =
        condition.percent >= 0
          ? row.changePercent >= condition.percent
          : row.changePercent <= condition.percent
      return { kind: 'state', holds, value: row.changePercent }
    }
    case 'volume-above':
      return { kind: 'state', holds: row.totalVol > condition.volume, value: row.totalVol }
    case 'limit': {
      if (!(last > 0)) return null
      const bound = condition.side === 'ceiling' ? row.ceilPrice : row.floorPrice
      return { kind: 'state', holds: bound > 0 && last === bound, value: last }
    }
    case 'room-below':
      if (row.room === null) return null
      return { kind: 'state', holds: row.room < condition.room, value: row.room }
  }
}

/**
 * Whether going from `before` to `now` is a hit: a crossing in the alert's direction, or a state
 * that starts to hold (a state that already holds when first seen is a hit too: the trader asked
 * to know, and arming it late must not hide it).
 */
export function isHit(condition: AlertCondition, before: Observation | undefined, now: Observation): boolean {
  if (now.kind === 'state')
    return now.holds && (before === undefined || before.kind !== 'state' || !before.holds)
  if (before === undefined || before.kind !== 'side') return false
  return condition.kind === 'crosses' && condition.direction === 'above'
    ? !before.above && now.above
    : before.above && !now.above
}
