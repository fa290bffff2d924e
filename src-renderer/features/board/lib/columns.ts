import type {
  CellClassParams,
  CellClassRules,
  ColDef,
  ColGroupDef,
  ValueFormatterParams,
  ValueGetterParams,
} from 'ag-grid-community'
import type { TickerRow } from '../../../../src-shared/bridge/contract'
import type { Strings } from '../../../i18n/en'
import {
  formatChange,
  formatPercent,
  formatPointChange,
  formatPoints,
  formatPrice,
  formatRoom,
  formatValueBn,
  formatVolume,
  type VolumeUnit,
} from './format'
import { basisColumn, contractColumns, type FuturesColumnInputs } from './futures-columns'
import { classifyPrice, priceClassNames, type PriceClass } from './price-class'

/** Row fields that hold a price, and so can colour a cell. */
export type PriceField =
  | 'matchPrice'
  | 'high'
  | 'low'
  | 'bidPrice01'
  | 'bidPrice02'
  | 'bidPrice03'
  | 'offerPrice01'
  | 'offerPrice02'
  | 'offerPrice03'
  | 'open'
  | 'avg'

/** Column ids, stable for e2e tests, saved layouts and keyboard commands. */
export type BoardColumnId = keyof Strings['board']['columns']

const classOf = (row: TickerRow | undefined, field: PriceField): PriceClass =>
  row ? classifyPrice(row[field], row.refPrice, row.ceilPrice, row.floorPrice) : 'none'

/** The colour class of a cell that shows (or sizes) `field`'s price, or null for no colour. */
export function colourClassOf(row: TickerRow | undefined, field: PriceField): string | null {
  const cls = classOf(row, field)
  return cls === 'none' ? null : priceClassNames[cls]
}

/** The price field each set of colour rules reads, so a live cell can colour itself (text-cell.ts). */
const colourFields = new WeakMap<CellClassRules<TickerRow>, PriceField>()

/** The price field whose colour these rules give, if they are the board's colour rules. */
export const colourFieldOf = (rules: CellClassRules<TickerRow> | undefined): PriceField | undefined =>
  rules === undefined ? undefined : colourFields.get(rules)

/**
 * cellClassRules (not cellClass) because the grid removes a rule's class when it stops matching
 * after an update; a cellClass function would leave yesterday's colour behind. The board's live
 * cells take the field from here and colour themselves instead (text-cell.ts says why); the symbol
 * column keeps the rules.
 */
function colourBy(field: PriceField): CellClassRules<TickerRow> {
  const is =
    (cls: PriceClass) =>
    (p: CellClassParams<TickerRow>): boolean =>
      classOf(p.data, field) === cls
  const rules = {
    [priceClassNames.ceil]: is('ceil'),
    [priceClassNames.floor]: is('floor'),
    [priceClassNames.ref]: is('ref'),
    [priceClassNames.up]: is('up'),
    [priceClassNames.down]: is('down'),
  }
  colourFields.set(rules, field)
  return rules
}

const matched = (row: TickerRow | undefined): boolean => row !== undefined && row.matchPrice > 0

export interface BoardColumnOptions {
  readonly strings: Strings['board']
  /** Vietnamese board terms, shown in the header tooltips. */
  readonly termsVi: Strings['board']
  readonly volumeUnit: VolumeUnit
  /** Given, the board shows VN30 index futures: points, contracts, alias, expiry and basis. */
  readonly futures?: FuturesColumnInputs | undefined
}

/** Which instruments a board shows: stocks (prices ×1,000 VND) or index futures (points). */
export type BoardKind = 'stock' | 'futures'

const WIDTH = {
  symbol: 56,
  price: 52,
  volume: 66,
  totalVolume: 86,
  totalValue: 62,
  foreign: 74,
  room: 92,
} as const
/**
 * Contract codes are nine characters and prices run to "2,081.1", but sizes are a few contracts,
 * so the whole board still fits a 1,600-pixel screen.
 */
const FUTURES_WIDTH = { ...WIDTH, symbol: 78, price: 56, volume: 48, totalVolume: 76, foreign: 60 } as const

/**
 * How a board prints its numbers. Stocks: raw VND as thousands with two decimals, volumes in the
 * user's unit. Futures: index points with one decimal, volumes in contracts (a unit of 10 shares
 * means nothing for a contract).
 */
function unitsOf(options: BoardColumnOptions) {
  if (options.futures) {
    return {
      price: formatPoints,
      change: formatPointChange,
      volume: (v: number | null | undefined) => formatVolume(v, 1),
      width: FUTURES_WIDTH,
    }
  }
  return {
    price: formatPrice,
    change: formatChange,
    volume: (v: number | null | undefined) => formatVolume(v, options.volumeUnit),
    width: WIDTH,
  }
}

/**
 * The columns of a Vietnamese price board, in the order every VN board uses: symbol | ceiling,
 * floor, reference | bid 3-2-1 | match | offer 1-2-3 | total volume, high, low | foreign | then total
 * value, open, average and the resting bid and offer volumes. Bids run
 * 3→1 and offers 1→3 so the best prices sit on either side of the match.
 *
 * Leaf headers are short English labels with the Vietnamese board term in the tooltip; group
 * headers show both ("Bid · Bên mua"), as they are wide enough and are what a VN trader scans for.
 */
export function buildColumnDefs(options: BoardColumnOptions): (ColDef<TickerRow> | ColGroupDef<TickerRow>)[] {
  const { strings, termsVi, futures } = options
  const units = unitsOf(options)
  const width = units.width
  const priceFormatter = (p: ValueFormatterParams<TickerRow, number>): string => units.price(p.value)
  const volumeFormatter = (p: ValueFormatterParams<TickerRow, number>): string => units.volume(p.value)

  // "Bid · Bên mua" in English; just "Bên mua" when the UI is Vietnamese already.
  const groupName = (g: keyof Strings['board']['groups']): string =>
    strings.groups[g] === termsVi.groups[g]
      ? strings.groups[g]
      : `${strings.groups[g]} · ${termsVi.groups[g]}`

  const header = (id: BoardColumnId, group?: keyof Strings['board']['groups']) => ({
    colId: id,
    headerName: strings.columns[id],
    headerTooltip: group ? `${termsVi.groups[group]} · ${termsVi.columns[id]}` : termsVi.columns[id],
  })

  const price = (
    id: BoardColumnId,
    field: PriceField,
    group?: keyof Strings['board']['groups'],
  ): ColDef<TickerRow> => ({
    ...header(id, group),
    field,
    type: 'rightAligned',
    width: width.price,
    valueFormatter: priceFormatter,
    cellClassRules: colourBy(field),
    enableCellChangeFlash: true,
  })

  const volume = (
    id: BoardColumnId,
    field: keyof TickerRow & `${string}Qtty${string}`,
    colourField: PriceField,
    group: keyof Strings['board']['groups'],
  ): ColDef<TickerRow> => ({
    ...header(id, group),
    field,
    type: 'rightAligned',
    width: width.volume,
    valueFormatter: volumeFormatter,
    cellClassRules: colourBy(colourField),
    enableCellChangeFlash: true,
  })

  const restingTotal = (
    id: 'bidTotal' | 'offerTotal',
    fields: readonly (keyof TickerRow & `${string}Qtty${string}`)[],
  ): ColDef<TickerRow> => ({
    ...header(id),
    valueGetter: (p: ValueGetterParams<TickerRow>) => {
      const row = p.data
      return row ? fields.reduce((sum, f) => sum + row[f], 0) : null
    },
    type: 'rightAligned',
    width: width.volume,
    valueFormatter: volumeFormatter,
    enableCellChangeFlash: true,
  })

  /** Ceiling, floor and reference are fixed for the day and always drawn in their own colour. */
  const band = (id: 'ceilPrice' | 'floorPrice' | 'refPrice', cls: string): ColDef<TickerRow> => ({
    ...header(id),
    field: id,
    type: 'rightAligned',
    width: width.price,
    valueFormatter: priceFormatter,
    cellClass: [cls, 'cell-band'],
  })

  return [
    {
      ...header('symbol'),
      field: 'symbol',
      pinned: 'left',
      lockPinned: true,
      lockPosition: 'left',
      width: width.symbol,
      cellClass: 'cell-symbol',
      // The symbol takes the colour of its last match, so a glance down the first column reads the
      // whole board.
      cellClassRules: colourBy('matchPrice'),
    },
    ...(futures ? contractColumns(futures, header, strings) : []),
    band('ceilPrice', priceClassNames.ceil),
    band('floorPrice', priceClassNames.floor),
    band('refPrice', priceClassNames.ref),
    {
      groupId: 'bid',
      marryChildren: true,
      headerName: groupName('bid'),
      children: [
        price('bidPrice3', 'bidPrice03', 'bid'),
        volume('bidVol3', 'bidQtty03', 'bidPrice03', 'bid'),
        price('bidPrice2', 'bidPrice02', 'bid'),
        volume('bidVol2', 'bidQtty02', 'bidPrice02', 'bid'),
        price('bidPrice1', 'bidPrice01', 'bid'),
        volume('bidVol1', 'bidQtty01', 'bidPrice01', 'bid'),
      ],
    },
    {
      groupId: 'match',
      marryChildren: true,
      headerName: groupName('match'),
      headerClass: 'header-match',
      children: [
        { ...price('matchPrice', 'matchPrice', 'match'), cellClass: 'cell-match' },
        volume('matchVol', 'matchQtty', 'matchPrice', 'match'),
        {
          ...header('change', 'match'),
          field: 'change',
          type: 'rightAligned',
          width: width.price,
          valueFormatter: (p: ValueFormatterParams<TickerRow, number>) =>
            units.change(p.value, matched(p.data)),
          cellClassRules: colourBy('matchPrice'),
          enableCellChangeFlash: true,
        },
        {
          ...header('changePercent', 'match'),
          field: 'changePercent',
          type: 'rightAligned',
          width: width.price,
          valueFormatter: (p: ValueFormatterParams<TickerRow, number>) =>
            formatPercent(p.value, matched(p.data)),
          cellClassRules: colourBy('matchPrice'),
          enableCellChangeFlash: true,
        },
        ...(futures ? [basisColumn(futures, header('basis', 'match'), strings, width.price)] : []),
      ],
    },
    {
      groupId: 'offer',
      marryChildren: true,
      headerName: groupName('offer'),
      children: [
        price('offerPrice1', 'offerPrice01', 'offer'),
        volume('offerVol1', 'offerQtty01', 'offerPrice01', 'offer'),
        price('offerPrice2', 'offerPrice02', 'offer'),
        volume('offerVol2', 'offerQtty02', 'offerPrice02', 'offer'),
        price('offerPrice3', 'offerPrice03', 'offer'),
        volume('offerVol3', 'offerQtty03', 'offerPrice03', 'offer'),
      ],
    },
    {
      ...header('totalVol'),
      field: 'totalVol',
      type: 'rightAligned',
      width: width.totalVolume,
      valueFormatter: volumeFormatter,
      enableCellChangeFlash: true,
    },
    price('high', 'high'),
    price('low', 'low'),
    {
      groupId: 'foreign',
      marryChildren: true,
      headerName: groupName('foreign'),
      children: [
        {
          ...header('foreignBuy', 'foreign'),
          field: 'buyForeignQtty',
          type: 'rightAligned',
          width: width.foreign,
          valueFormatter: volumeFormatter,
          enableCellChangeFlash: true,
        },
        {
          ...header('foreignSell', 'foreign'),
          field: 'sellForeignQtty',
          type: 'rightAligned',
          width: width.foreign,
          valueFormatter: volumeFormatter,
          enableCellChangeFlash: true,
        },
        // A derivative has no foreign ownership limit: no room column on a futures board.
        ...(futures
          ? []
          : [
              {
                ...header('foreignRoom', 'foreign'),
                field: 'room',
                type: 'rightAligned',
                width: width.room,
                valueFormatter: (p: ValueFormatterParams<TickerRow, number | null>) => formatRoom(p.value),
                enableCellChangeFlash: true,
              } satisfies ColDef<TickerRow>,
            ]),
      ],
    },
    // The day's value and the figures traders add to the classic board, after it, so the columns
    // every VN board has keep their places (and fit a 1,600-pixel screen as before).
    {
      ...header('totalVal'),
      field: 'totalVal',
      type: 'rightAligned',
      width: width.totalValue,
      valueFormatter: (p: ValueFormatterParams<TickerRow, number>) => formatValueBn(p.value),
      enableCellChangeFlash: true,
    },
    price('open', 'open'),
    price('avgPrice', 'avg'),
    // The feed carries three levels a side, so these are the volumes resting at the three best
    // prices ("dư mua / dư bán" as the boards print them), not the whole book.
    restingTotal('bidTotal', ['bidQtty01', 'bidQtty02', 'bidQtty03']),
    restingTotal('offerTotal', ['offerQtty01', 'offerQtty02', 'offerQtty03']),
  ]
}
