import type { IndexCode, IndexTile, TickerRow } from '../../../src-shared/bridge/contract'

type Priced = Pick<
  TickerRow,
  'matchPrice' | 'refPrice' | 'ceilPrice' | 'floorPrice' | 'totalVol' | 'totalVal'
>

/**
 * An index tile derived from the ticker records of the index's basket, for when the broker's
 * index-realtime data is not available. Breadth, volume and value are exact sums over the members.
 * The exchange's level needs free-float capitalisation, which the ticker records do not carry, so
 * the level is estimated on the exchange's own scale: its reference level (yesterday's close, from
 * its last answer today) moved as the members' price index moved, Σ last / Σ reference, where a
 * stock with no match today counts at its reference. Without the exchange's reference there is no
 * level at all (issue 20: a "VN30 100.36" next to a VN30 at 2,086 read as a crash). The tile is
 * labelled "derived" wherever it is shown.
 */
export function deriveIndexTile(
  code: IndexCode,
  rows: Iterable<Priced>,
  /** The exchange's reference level of this index today; null when not known. */
  reference: number | null,
  /** Epoch ms of the basket data. */
  at: number,
): IndexTile {
  let sumLast = 0
  let sumRef = 0
  let volume = 0
  let tradedValue = 0
  let advancing = 0
  let declining = 0
  let unchanged = 0
  let ceiling = 0
  let floor = 0
  let members = 0
  for (const row of rows) {
    members += 1
    volume += row.totalVol
    tradedValue += row.totalVal
    if (!(row.refPrice > 0)) {
      unchanged += 1
      continue
    }
    const last = row.matchPrice > 0 ? row.matchPrice : row.refPrice
    sumLast += last
    sumRef += row.refPrice
    if (row.matchPrice > 0 && row.ceilPrice > 0 && row.matchPrice >= row.ceilPrice) ceiling += 1
    if (row.matchPrice > 0 && row.floorPrice > 0 && row.matchPrice <= row.floorPrice) floor += 1
    if (last > row.refPrice) advancing += 1
    else if (last < row.refPrice) declining += 1
    else unchanged += 1
  }
  const ratio = sumRef > 0 ? sumLast / sumRef : null
  const value = ratio !== null && reference !== null && reference > 0 ? reference * ratio : null
  return {
    code,
    source: 'derived',
    value,
    change: value === null || reference === null ? null : value - reference,
    changePercent: value === null || ratio === null ? null : (ratio - 1) * 100,
    volume,
    tradedValue,
    advancing,
    declining,
    unchanged,
    ceiling,
    floor,
    members,
    at,
  }
}
