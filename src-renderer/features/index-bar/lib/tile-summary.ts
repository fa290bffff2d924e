import type { IndexTile } from '../../../../src-shared/bridge/contract'
import type { Strings } from '../../../i18n/en'
import { formatClock } from '../../../lib/time'
import { formatBillions, formatIndexLevel, formatInteger, formatSigned } from '../../../lib/numbers'

/** A count the source may not give (the exchange's breadth comes only in its full mode). */
export const count = (n: number | null): string => (n === null ? '—' : String(n))

const orDash = (n: number | null, format: (n: number) => string): string => (n === null ? '—' : format(n))

/** One tile's figures as the tile prints them, so the tile and its tooltip say the same. */
export function tileFigures(tile: IndexTile, t: Strings['indexBar']) {
  return {
    value: orDash(tile.value, formatIndexLevel),
    change:
      tile.change === null || tile.changePercent === null
        ? '—'
        : `${formatSigned(tile.change)} (${formatSigned(tile.changePercent)}%)`,
    volume: `${t.volume} ${orDash(tile.volume, formatInteger)}`,
    tradedValue: `${t.value} ${orDash(tile.tradedValue, formatBillions)} ${t.billion}`,
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
  if (tile.value === null) lines.push(t.noLevel)
  lines.push(`${t.asOf} ${formatClock(tile.at)}`)
  return lines.join('\n')
}
