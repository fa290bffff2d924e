import type { IndexTile } from '../../../../src-shared/bridge/contract'
import type { Strings } from '../../../i18n/en'
import { formatBillions, formatIndexLevel, formatInteger, formatSigned } from '../../../lib/numbers'

/** A count the source may not give (the exchange's breadth comes only in its full mode). */
export const count = (n: number | null): string => (n === null ? '—' : String(n))

/** One tile's figures as the tile prints them, so the tile and its tooltip say the same. */
export function tileFigures(tile: IndexTile, t: Strings['indexBar']) {
  return {
    value: formatIndexLevel(tile.value),
    change: `${formatSigned(tile.change)} (${formatSigned(tile.changePercent)}%)`,
    volume: `${t.volume} ${tile.volume === null ? '—' : formatInteger(tile.volume)}`,
    tradedValue: `${t.value} ${tile.tradedValue === null ? '—' : formatBillions(tile.tradedValue)} ${t.billion}`,
    breadth:
      tile.advancing === null
        ? null
        : `▲${tile.advancing} (${count(tile.ceiling)}) ■${count(tile.unchanged)} ▼${count(tile.declining)} (${count(tile.floor)})`,
  }
}

/**
 * Every figure of a tile in words, for its tooltip: whatever the screen, a hover reads the whole
 * tile (issue 15).
 */
export function tileSummary(tile: IndexTile, t: Strings['indexBar']): string {
  const f = tileFigures(tile, t)
  const lines = [`${tile.code} ${f.value} ${f.change}`, `${f.volume} · ${f.tradedValue}`]
  if (f.breadth !== null) lines.push(`${f.breadth}: ${t.breadth}`)
  return lines.join('\n')
}
