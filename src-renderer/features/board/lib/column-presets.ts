import { en } from '../../../i18n/en'
import type { BoardColumnId, BoardKind } from './columns'

/** Every leaf column of either board, in board order. */
export const allColumnIds = Object.keys(en.board.columns) as BoardColumnId[]

/** Columns of one kind of board only: a contract's alias, expiry and basis; a stock's foreign room. */
const onlyOn: Readonly<Record<BoardKind, readonly BoardColumnId[]>> = {
  futures: ['alias', 'expiryDays', 'basis'],
  stock: ['foreignRoom'],
}

/** The leaf columns a board of this kind has, in board order (what its column chooser offers). */
export function columnsOf(kind: BoardKind): BoardColumnId[] {
  const other = onlyOn[kind === 'futures' ? 'stock' : 'futures']
  return allColumnIds.filter((id) => !other.includes(id))
}

/** The symbol is the row's name: it cannot be hidden. */
export const fixedColumns: readonly BoardColumnId[] = ['symbol']

/**
 * Column presets a window can switch between; hiding or showing any column by hand makes the
 * window's layout "custom". A preset is a list of hidden columns, as the saved layout is.
 * As on the Vietnamese boards: "full" shows every column (value, open, average and the resting
 * bid/offer volumes included); "compact" keeps the best level, the match, volume and value, high
 * and low; "depth" keeps the three levels and the resting volumes, and drops the day's statistics.
 */
export const columnPresets = {
  full: [] as BoardColumnId[],
  compact: [
    'bidPrice3',
    'bidVol3',
    'bidPrice2',
    'bidVol2',
    'offerPrice2',
    'offerVol2',
    'offerPrice3',
    'offerVol3',
    'foreignBuy',
    'foreignSell',
    'foreignRoom',
    'open',
    'avgPrice',
    'bidTotal',
    'offerTotal',
  ] as BoardColumnId[],
  depth: [
    'totalVol',
    'totalVal',
    'open',
    'high',
    'low',
    'avgPrice',
    'foreignBuy',
    'foreignSell',
    'foreignRoom',
  ] as BoardColumnId[],
} as const

export type PresetName = keyof typeof columnPresets

/** Which preset a set of hidden columns is, or null when it is a custom choice. */
export function presetOf(hidden: readonly string[]): PresetName | null {
  const set = new Set(hidden)
  for (const [name, preset] of Object.entries(columnPresets) as [PresetName, readonly string[]][]) {
    if (preset.length === set.size && preset.every((c) => set.has(c))) return name
  }
  return null
}

/** Hidden columns after toggling one; the symbol column stays. Unknown ids from old files drop out. */
export function toggleColumn(hidden: readonly string[], id: BoardColumnId): BoardColumnId[] {
  const known = hidden.filter((c): c is BoardColumnId => (allColumnIds as string[]).includes(c))
  if (fixedColumns.includes(id)) return known
  return known.includes(id) ? known.filter((c) => c !== id) : [...known, id]
}
