import type { IndexCode, IndexTile } from '../../../src-shared/bridge/contract'
import {
  isMarketIndexCode,
  type IndexRealtime,
  type IndexRealtimeEntry,
} from '../../../src-shared/schemas/index-realtime'

/** Enough for a sparkline a tile wide; a whole day of minutes would be 270 points or more. */
export const MAX_SERIES_POINTS = 120

/**
 * Times and values paired up to the shorter of the two (the service does not promise equal lengths),
 * without non-finite points, in time order, then thinned to `max` points evenly spread over the
 * day. The first and the last point always stay: the sparkline starts at the open and ends now.
 */
export function thinSeries(
  times: readonly number[],
  values: readonly number[],
  max = MAX_SERIES_POINTS,
): { times: number[]; values: number[] } {
  const points: [number, number][] = []
  for (let i = 0; i < Math.min(times.length, values.length); i++) {
    const t = times[i]
    const v = values[i]
    if (t !== undefined && v !== undefined && Number.isFinite(t) && Number.isFinite(v)) points.push([t, v])
  }
  points.sort((a, b) => a[0] - b[0])
  const picked =
    points.length <= max
      ? points
      : Array.from({ length: max }, (_, i) => points[Math.round((i * (points.length - 1)) / (max - 1))])
  return {
    times: picked.flatMap((p) => (p === undefined ? [] : [p[0]])),
    values: picked.flatMap((p) => (p === undefined ? [] : [p[1]])),
  }
}

export function exchangeTile(code: IndexCode, entry: IndexRealtimeEntry, at: number): IndexTile {
  const { advances, declines, nochanges } = entry
  const series =
    entry.times !== undefined && entry.values !== undefined
      ? thinSeries(entry.times, entry.values)
      : undefined
  return {
    code,
    source: 'exchange',
    value: entry.indexValue,
    change: entry.change,
    changePercent: entry.changePercent,
    volume: entry.allQuantity ?? null,
    tradedValue: entry.allValue ?? null,
    advancing: advances ?? null,
    declining: declines ?? null,
    unchanged: nochanges ?? null,
    ceiling: entry.ceiling ?? null,
    floor: entry.floor ?? null,
    members:
      advances !== undefined && declines !== undefined && nochanges !== undefined
        ? advances + declines + nochanges
        : null,
    at,
    // A single point draws no line.
    ...(series !== undefined && series.times.length >= 2 ? { series } : {}),
  }
}

/** The answer's entries for the codes the bar shows, by code, the first of each; others are ignored. */
function entriesByCode(body: IndexRealtime): Map<IndexCode, IndexRealtimeEntry> {
  const entries = new Map<IndexCode, IndexRealtimeEntry>()
  for (const entry of body.result) {
    const code = entry.index.trim().toUpperCase()
    if (isMarketIndexCode(code) && !entries.has(code)) entries.set(code, entry)
  }
  return entries
}

/** Tiles of the codes the answer has, by code, stamped with the moment of the answer. */
export function exchangeTiles(body: IndexRealtime, at: number): Map<IndexCode, IndexTile> {
  const tiles = new Map<IndexCode, IndexTile>()
  for (const [code, entry] of entriesByCode(body)) tiles.set(code, exchangeTile(code, entry, at))
  return tiles
}

/**
 * Each index's reference level (yesterday's close) as the exchange states it: the scale a derived
 * level stands on while the exchange's own level cannot be had.
 */
export function exchangeReferences(body: IndexRealtime): Map<IndexCode, number> {
  const references = new Map<IndexCode, number>()
  for (const [code, entry] of entriesByCode(body)) {
    if (Number.isFinite(entry.reference) && entry.reference > 0) references.set(code, entry.reference)
  }
  return references
}
