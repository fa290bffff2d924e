import type { IndexCode, IndexTile, TickerRow } from '../../../src-shared/bridge/contract'

type Priced = Pick<
  TickerRow,
  'matchPrice' | 'refPrice' | 'ceilPrice' | 'floorPrice' | 'totalVol' | 'totalVal'
>

/**
 * An index tile derived from the ticker records of the index's basket, for when the broker's
 * index-realtime data is not available. Breadth, volume and value are exact sums over the members.
 * The level is not the exchange's (that needs free-float capitalisation, which the ticker records
 * do not carry): it is a price index of the members, 100 × Σ last / Σ reference, where a stock with
 * no match today counts at its reference. So change and change % say how the basket moved today,
 * equal-weighted by price; the tile is labelled "derived" wherever it is shown.
 */
export function deriveIndexTile(code: IndexCode, rows: Iterable<Priced>): IndexTile {
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
  const value = sumRef > 0 ? (100 * sumLast) / sumRef : 0
  const change = sumRef > 0 ? value - 100 : 0
  return {
    code,
    source: 'derived',
    value,
    change,
    // The base is 100, so the change in points is the change in percent.
    changePercent: change,
    volume,
    tradedValue,
    advancing,
    declining,
    unchanged,
    ceiling,
    floor,
    members,
  }
}
